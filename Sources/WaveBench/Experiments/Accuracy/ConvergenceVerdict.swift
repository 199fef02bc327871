import WaveCore
import WaveNumerics

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
  /// A clean power law over the frame durations where the run stayed stable; it diverged (``Divergence``) at the
  /// longer ones. `longestStable`: the longest frame duration fitted, s.
  case measuredWhereStable(longestStable: Double)
  /// The run diverged (``Divergence``) at every frame duration but at most one: no order to fit.
  case unstable

  /// The verdict of a fit with slope `order` and coefficient of determination `rSquared` (nil without a
  /// fit: then `failure`, the first error thrown, or a run that diverged, or reference precision).
  ///
  /// `longestStable`: when the run diverged at some frame durations, the longest one where it did not (s), nil when
  /// it never diverged or diverged everywhere; `diverged`: whether it diverged at any.
  static func judging(
    order: Double?, rSquared: Double?, failure: String?, diverged: Bool = false, longestStable: Double? = nil
  ) -> ConvergenceVerdict {
    guard let order, let rSquared else {
      return failure.map(ConvergenceVerdict.failed) ?? (diverged ? .unstable : .atReferencePrecision)
    }
    if order < Tolerance.minimumConvergenceOrder { return .doesNotShrink }
    if rSquared < Tolerance.powerLawRSquared { return .noPowerLaw(rSquared: rSquared) }
    if diverged, let longestStable { return .measuredWhereStable(longestStable: longestStable) }
    return .measured
  }
}
