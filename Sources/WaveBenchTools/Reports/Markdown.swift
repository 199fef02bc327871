import Foundation

/// Markdown and number formatting shared by the reports. Every number goes through here, so that tables are
/// consistent and deterministic.
public enum Markdown {
  /// A GitHub-flavoured table; `rightAligned` columns get `---:`.
  public static func table(_ header: [String], _ rows: [[String]], rightAligned: Set<Int> = []) -> String {
    var out = "| " + header.joined(separator: " | ") + " |\n|"
    for index in header.indices { out += rightAligned.contains(index) ? "---:|" : "---|" }
    out += "\n"
    for row in rows {
      out += "| " + row.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
    }
    return out
  }

  /// `x` with `digits` significant digits (`%.{digits}g`), or `—` for nil, `∞` for infinities.
  public static func sig(_ x: Double?, _ digits: Int = 3) -> String {
    guard let x else { return "—" }
    if x.isInfinite { return x > 0 ? "∞" : "−∞" }
    if x.isNaN { return "—" }
    return String(format: "%.\(digits)g", x)
  }

  /// `x` with `digits` decimals, or `—`.
  public static func fixed(_ x: Double?, _ digits: Int) -> String {
    guard let x, x.isFinite else { return "—" }
    let s = String(format: "%.\(digits)f", x)
    return s.hasPrefix("-") && Double(s) == 0 ? String(s.dropFirst()) : s
  }

  /// A fraction as a percentage with `digits` significant digits (`0.0123` → `1.23 %`), or `—`.
  public static func percent(_ x: Double?, _ digits: Int = 3) -> String {
    guard let x, x.isFinite else { return "—" }
    return sig(x * 100, digits) + " %"
  }
}
