/// SplitMix64 (Steele, Lea and Flood 2014): a small seeded generator, so that every random test input is the
/// same on every run and machine.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The generator's state: the seed, advanced once per draw.
  public private(set) var state: UInt64

  /// - Parameter seed: any 64 bits; equal seeds give equal sequences.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  ///
  /// - Returns: the next value of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
