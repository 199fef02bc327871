import Foundation

/// Number formatting for reports.
enum Format {
  /// Three significant digits (`1.23e-05`, `0.0167`), for ratios and radii.
  static func number(_ x: Double) -> String {
    x.isFinite ? String(format: "%.3g", x) : "\(x)"
  }

  /// Seconds with enough digits to tell frame durations apart (`0.0166667 s`).
  static func seconds(_ x: Double) -> String {
    String(format: "%.6g s", x)
  }
}
