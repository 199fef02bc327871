import WaveCore

/// What a convergence fit says: a measured order, or why the order is missing or not to be read as one.
///
/// Decided here, once (``judging(order:rSquared:failure:)``); the report words it.
enum ConvergenceVerdict: Sendable, Equatable {
  /// A clean power law: the slope is the order.
  case measured
  /// Fewer than two errors above the precision floor: the integrator is as exact as the reference.
  case atReferencePrecision
  /// The integrator threw on some frame duration; the message says why.
  case failed(String)
  /// The slope is below ``Tolerance/minimumConvergenceOrder``: the error does not shrink with the frame
  /// duration (the integrator's own fixed time step or its lag sets it).
  case doesNotShrink
  /// The errors do not follow a power law (R² below ``Tolerance/powerLawRSquared``): the slope is no order.
  case noPowerLaw(rSquared: Double)

  /// The verdict of a fit with slope `order` and coefficient of determination `rSquared` (nil without a
  /// fit: then `failure`, the first error thrown, or reference precision).
  static func judging(order: Double?, rSquared: Double?, failure: String?) -> ConvergenceVerdict {
    guard let order, let rSquared else { return failure.map(ConvergenceVerdict.failed) ?? .atReferencePrecision }
    if order < Tolerance.minimumConvergenceOrder { return .doesNotShrink }
    if rSquared < Tolerance.powerLawRSquared { return .noPowerLaw(rSquared: rSquared) }
    return .measured
  }
}
