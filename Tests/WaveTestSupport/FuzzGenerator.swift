import Foundation

/// A seeded generator of what users type and the files they give (SplitMix64: the same seed, the same cases on
/// every machine), shared by the in-process fuzz test and the sample run through the executable.
public struct FuzzGenerator {
  private var bits: SeededGenerator

  public init(seed: UInt64) { bits = SeededGenerator(seed: seed) }

  /// The next 64 random bits (``SeededGenerator``).
  public mutating func next() -> UInt64 { bits.next() }

  /// A uniform integer in `range` (not empty).
  public mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

  /// One of `items` (not empty).
  public mutating func pick<T>(_ items: [T]) -> T { items[int(0..<items.count)] }

  /// Numbers as people type them: boundaries, subnormals, huge values, every NaN/infinity spelling, integers
  /// past Int.max, garbage, and random values over the whole exponent range.
  public static let numberSpellings = [
    "0", "-0", "1", "0.5", "2", "-1", "1e-320", "4.9e-324", "5e-324", "2.2250738585072014e-308", "1e-308", "1e308",
    "1.7976931348623157e308", "1e309", "1e400", "-1e400", "nan", "NaN", "-nan", "inf", "-inf", "+inf", "Infinity",
    "infinity", "INF", "1e-16", "1e16", "60", "1e-300", "1e300", "1e-155", "1e155", "9223372036854775807",
    "9223372036854775808", "-9223372036854775808", "abc", "", " ", "0x1p-1074", "1_000", "1,5", "0.0000001", "120",
    "100000", "1e6", "1e12", "1e-9", "0.016666666666666666", "3", "10000000", "10000001",
  ]

  /// A number as text.
  public mutating func numberText() -> String {
    if chance(0.7) { return pick(Self.numberSpellings) }
    let mantissa = Double(int(1..<10_000)) / 1000
    return "\(chance(0.1) ? "-" : "")\(mantissa)e\(int(-330..<330))"
  }

  /// A plausible number: mostly ordinary, sometimes extreme.
  public mutating func plausibleText() -> String {
    chance(0.6) ? pick(["0.3", "0.5", "0.8", "1", "1.2", "0.2", "60", "30", "120"]) : numberText()
  }

  /// The contents of a dt file: numbers one per line with LF or CRLF, sometimes a BOM, comments, blank lines,
  /// binary noise, a huge line or nothing at all.
  public mutating func dtFileContents() -> [UInt8] {
    var bytes: [UInt8] = chance(0.15) ? [0xEF, 0xBB, 0xBF] : []
    let crlf = chance(0.3)
    for _ in 0..<int(0..<8) {
      let line: String
      switch int(0..<10) {
      case 0: line = "# comment"
      case 1: line = ""
      case 2: line = String(repeating: "9", count: pick([10, 5000]))
      default: line = chance(0.5) ? pick(["0.016", "0.008", "0.033", "0.1", " 0.02 "]) : numberText()
      }
      bytes += Array(line.utf8) + (crlf ? [13, 10] : [10])
    }
    if chance(0.1) { bytes += (0..<int(1..<64)).map { _ in UInt8(truncatingIfNeeded: next()) } }
    if chance(0.1), !bytes.isEmpty { bytes.removeLast() }
    return bytes
  }

  /// The contents of a springs file: a JSON array of objects with numbers, strings, booleans, nulls, or
  /// something that is not JSON.
  public mutating func springsFileContents() -> [UInt8] {
    var entries: [String] = []
    for _ in 0..<int(0..<4) {
      var fields: [String] = []
      for key in ["dampingRatio", "response", "stiffness", "mass"] where chance(key == "stiffness" ? 0.2 : 0.7) {
        fields.append("\"\(key)\": \(jsonValue())")
      }
      entries.append("{" + fields.joined(separator: ", ") + "}")
    }
    var text = "[" + entries.joined(separator: ",\r\n") + "]"
    switch int(0..<12) {
    case 0: text = "not json"
    case 1: text = "{}"
    case 2: text = String(text.prefix(text.count / 2))
    default: break
    }
    return (chance(0.15) ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
  }

  /// A lightly damped spring near the settling limit (1000 s): ζ from 1e-4 to 1e-2 (log-uniform) and a response from
  /// 0.1 to 1 s, as `ζ:response`; settling durations from about 70 s to 7000 s.
  public mutating func lightSpringText() -> String {
    let zeta = Foundation.pow(10, -4 + 2 * unit())
    let response = 0.1 + 0.9 * unit()
    return "\(String(format: "%.3g", zeta)):\(String(format: "%.3g", response))"
  }

  /// A frame rate from the extremes as text: subnormal, tiny, a frame of a minute or more, the ordinary ones, and
  /// rates whose frames are shorter than a microsecond.
  public mutating func extremeRateText() -> String {
    pick(["5e-324", "1e-300", "1e-3", "0.0166", "0.017", "1", "30", "60", "120", "1e5", "1e6", "1e9", "1e300"])
  }

  /// `text` with a control sequence inside and a forged line after it: a line break, a carriage return, an ANSI
  /// escape, a tab, DEL, NEL (U+0085) or the line separator U+2028.
  public mutating func withControlCharacters(_ text: String) -> String {
    let control = pick(["\n", "\r", "\r\n", "\u{1B}[2J", "\t", "\u{7F}", "\u{85}", "\u{2028}"])
    return text + control + Self.forgedLine
  }

  /// The text a forged line starts with: no line of a command's standard error may start with it.
  public static let forgedLine = "FAKE: all passed"

  /// A number in [0, 1).
  public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  private mutating func jsonValue() -> String {
    switch int(0..<10) {
    case 0: return "\"0.5\""
    case 1: return pick(["true", "false", "null"])
    case 2: return pick(["1e400", "-0", "1e-320", "0"])
    default: return pick(["1", "0.5", "0.82", "2", "0.3", "1.0", "300", "1e-155", "5e-324"])
    }
  }
}
