import Foundation

/// The one number formatter of WaveBench's outputs (reports, tables, plots, the validation kit's messages).
///
/// Every number a person or a machine reads is formatted here, so that the same number reads the same
/// everywhere and output reproduces byte for byte.
package enum NumberFormat {
  /// `x` with `digits` significant digits (`%.{digits}g`), `—` for nil or NaN, `∞`/`−∞` for infinities.
  package static func sig(_ x: Double?, _ digits: Int = 3) -> String {
    guard let x else { return "—" }
    if x.isInfinite { return x > 0 ? "∞" : "−∞" }
    if x.isNaN { return "—" }
    return String(format: "%.\(digits)g", x)
  }

  /// `x` with `digits` decimals, `—` for nil or a non-finite value; never `-0.00`.
  package static func fixed(_ x: Double?, _ digits: Int) -> String {
    guard let x, x.isFinite else { return "—" }
    let s = String(format: "%.\(digits)f", x)
    return s.hasPrefix("-") && Double(s) == 0 ? String(s.dropFirst()) : s
  }

  /// A fraction as a percentage with `digits` significant digits (`0.0123` → `1.23 %`), or `—`.
  package static func percent(_ x: Double?, _ digits: Int = 3) -> String {
    guard let x, x.isFinite else { return "—" }
    return sig(x * 100, digits) + " %"
  }

  /// A signed change in percent with two decimals (`+1.25 %`).
  package static func signedPercent(_ x: Double) -> String {
    String(format: "%+.2f %%", x)
  }

  /// The shortest decimal that reads back as `x`, without a trailing `.0` (`2`, `0.1`, `1e-05`): what JSON
  /// and labels show.
  package static func shortest(_ x: Double) -> String {
    let s = x.description
    return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
  }

  /// About three significant figures in fixed notation (`1230`, `12.3`, `0.0123`, at most 6 decimals), `0`
  /// for zero, `–` for a non-finite value: timings and rates.
  package static func timing(_ x: Double) -> String {
    guard x.isFinite else { return "–" }
    if x == 0 { return "0" }
    let digits = max(0, 2 - Int(floor(log10(abs(x)))))
    return String(format: "%.\(min(digits, 6))f", x)
  }

  /// `%.{digits}g` (`1.23e-05`, `0.0167`); non-finite values as Swift prints them (`inf`, `nan`).
  package static func general(_ x: Double, _ digits: Int = 3) -> String {
    x.isFinite ? String(format: "%.\(digits)g", x) : "\(x)"
  }

  /// `%.{digits}f` exactly, sign of zero included: coordinates in files.
  package static func decimals(_ x: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", x)
  }
}
