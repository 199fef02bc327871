import Foundation
import WaveCore
import WaveNumerics

/// When one spring settles within a band of its own (`settling --spring SPEC --band B`): the exact spring, to within
/// ``timeResolution``, and the engine's step on each schedule, at its frames.
struct SpringSettling: Sendable {
  /// The spring, as given.
  let spec: SpringSpec
  /// The band, over its travel.
  let band: SettlingBand
  /// The engine's `settlingDuration`, s: when Wave's animator ends, for upstream's band of 0.01 %
  /// (``Tolerance/settledFraction``), whatever the band asked for.
  let formula: Double
  /// The first time after which the exact spring from rest stays within the band for good, s, within
  /// ``timeResolution``.
  let exact: Double
  /// The engine's step on each schedule from rest (``SettlingExperiment/eulerRun(_:on:band:)``): the time of the
  /// first frame after which every frame is within the band, over the settling horizon.
  let runs: [SettleRun]

  /// How closely the exact settle time is found, s: 1e-9 (a bisection on the closed form stopped there; the
  /// output shows 3 significant digits, so at least a million times coarser).
  static let timeResolution = 1e-9

  /// Measures `spec` from rest over `band` on the exact spring and on the engine's step at each of `schedules`.
  ///
  /// - Parameters:
  ///   - spec: a spring with motion (a response > 0: Wave's instant spring has none to settle).
  ///   - band: the band, a fraction in (0, 1) of the travel.
  ///   - schedules: the schedules the engine's step runs on, in order (may be empty).
  /// - Returns: The settle times, exact and per schedule.
  /// - Throws: ``SpringParameterError`` for a spring without an equation (response 0).
  static func measure(_ spec: SpringSpec, band: SettlingBand, schedules: [ScheduleSpec]) throws
    -> SpringSettling
  {
    let spring = try spec.spring
    let parameters = try PhysicalSpring(spring).solvable()
    return SpringSettling(
      spec: spec, band: band, formula: spring.settlingDuration,
      exact: exactSettleTime(parameters, fraction: band.fraction),
      runs: schedules.map { SettlingExperiment.eulerRun(spring, on: $0, band: band.fraction) })
  }

  /// The first time after which the exact spring from rest stays within `fraction` of its travel of the target, s.
  ///
  /// From rest the distance from the target, u(t) (−1 at t = 0), has its extremes where the velocity is 0: for an
  /// underdamped spring at t_k = kπ/ωd, where |u| = e^{−γ·t_k}, shrinking with k; between two of them u is monotonic.
  /// The settle time lies after the last extreme outside the band and before the next one, and is found there by
  /// bisection on |u(t)| > band. Critically damped and overdamped springs approach the target monotonically from rest,
  /// so the bisection runs from 0 to a time inside the band.
  ///
  /// - Parameters:
  ///   - parameters: a spring with γ > 0 (every spring the grammar accepts settles).
  ///   - fraction: the band, in (0, 1) of the travel.
  /// - Returns: The settle time, s, within ``timeResolution``.
  static func exactSettleTime(_ parameters: PhysicalSpring, fraction: Double) -> Double {
    let oscillator = DampedOscillator(parameters)
    func outside(_ t: Double) -> Bool {
      !(abs(oscillator.state(at: t, x0: 0, v0: 0, target: 1).position - 1) <= fraction)
    }
    var low = 0.0
    var high: Double
    let d = parameters.discriminant
    if d < 0 {
      let halfPeriod = Double.pi / (-d).squareRoot()
      // |u(t_k)| = e^{−γ·k·halfPeriod}: the last k outside the band, then corrected on the closed form itself.
      var k = max(0, Int(min(1e9, (-Foundation.log(fraction) / (parameters.decayRate * halfPeriod)).rounded(.down))))
      while outside(Double(k + 1) * halfPeriod) { k += 1 }
      while k > 0, !outside(Double(k) * halfPeriod) { k -= 1 }
      low = Double(k) * halfPeriod
      high = Double(k + 1) * halfPeriod
    } else {
      high = 1 / SettlingExperiment.slowestDecayRate(parameters)
      while outside(high) { (low, high) = (high, 2 * high) }
    }
    while high - low > timeResolution {
      let mid = (low + high) / 2
      if mid <= low || mid >= high { break }
      if outside(mid) { low = mid } else { high = mid }
    }
    return high
  }
}
