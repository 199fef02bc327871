import Foundation

/// Least-squares line through points on log-log axes.
enum LogLogFit {
  /// The slope of `ln(y)` against `ln(x)` by least squares, or nil with fewer than two points or a single x.
  ///
  /// Points with a non-positive or non-finite coordinate are left out.
  static func slope(x: [Double], y: [Double]) -> Double? { fit(x: x, y: y)?.slope }

  /// The slope and the coefficient of determination R² (1 for points on a line, 1 also when all y are
  /// equal) of the same fit, or nil as for ``slope(x:y:)``.
  static func fit(x: [Double], y: [Double]) -> (slope: Double, rSquared: Double)? {
    let points = zip(x, y).filter { $0.0 > 0 && $0.1 > 0 && $0.0.isFinite && $0.1.isFinite }
      .map { (Foundation.log($0.0), Foundation.log($0.1)) }
    guard points.count >= 2 else { return nil }
    let n = Double(points.count)
    let mx = points.map(\.0).reduce(0, +) / n
    let my = points.map(\.1).reduce(0, +) / n
    let sxx = points.map { ($0.0 - mx) * ($0.0 - mx) }.reduce(0, +)
    let sxy = points.map { ($0.0 - mx) * ($0.1 - my) }.reduce(0, +)
    let syy = points.map { ($0.1 - my) * ($0.1 - my) }.reduce(0, +)
    guard sxx > 0 else { return nil }
    return (sxy / sxx, syy > 0 ? sxy * sxy / (sxx * syy) : 1)
  }
}
