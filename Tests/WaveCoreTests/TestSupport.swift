import Foundation

/// SplitMix64: a small seeded generator, so that "random" test inputs are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }
}

/// Runs a test body on the main actor.
///
/// XCTest on Linux runs tests on the main thread but cannot discover `@MainActor` test methods, so the animator tests
/// (the engine is main-actor bound, as UIKit is) use this.
func onMain(_ body: @MainActor () throws -> Void) rethrows {
  try MainActor.assumeIsolated(body)
}
