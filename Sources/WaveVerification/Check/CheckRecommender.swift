import Foundation
import WaveAnalysis
import WaveCore
import WaveInputs
import WaveIntegrators

/// Recommends a spring to use instead of one that fails the check.
///
/// Finds what to use instead of a failing spring: among springs on a round grid around it (the same mass;
/// ζ within ±``dampingReach`` in steps of ``dampingStep``; a response from half to ten times the spring's on
/// a grid of two significant digits), the one whose look at the main rate (``CheckLook``) is nearest the
/// original's and that passes every rule on every schedule, checked in full (``CheckExperiment/check(_:options:)``)
/// in order of distance. Candidates the step cannot run stably at some schedule's median frame are skipped
/// before the full check, as are springs that settle later than ``InputLimits/maximumSettlingDuration``.
package enum CheckRecommender {
  /// How far the damping ratio may move: ±0.3.
  package static let dampingReach = 0.3
  /// The damping ratio's grid step: 0.05.
  package static let dampingStep = 0.05
  /// The response range searched, as factors of the spring's own: 0.5 to 10.
  package static let responseRange = 0.5...10.0
  /// The most candidates checked in full before the search gives up: 2000 (each is a full check on every
  /// schedule, well under a millisecond in a release build; the nearest passing spring is usually among the
  /// first few dozen, but a hitch schedule can reject hundreds).
  package static let maximumChecks = 2000

  /// The recommendation for `failing` (a spring that broke a rule), or nil when no candidate passes.
  package static func recommend(for failing: SpringCheck, options: CheckOptions) throws -> CheckRecommendation? {
    let spec = failing.spec
    let spring = try spec.spring
    let mainDt = options.main.medianDuration()
    let before = CheckLook(spring, dt: mainDt)
    let medians = options.schedules.map { $0.medianDuration() }
    var candidates: [(spec: SpringSpec, distance: Double, dz: Double)] = []
    for zeta in dampingRatios(around: spec.dampingRatio) {
      for response in responses(around: Double(spring.response)) {
        var candidate = SpringSpec(dampingRatio: zeta, response: response, mass: spec.mass)
        candidate.name = spec.name
        guard candidate.dampingRatio != spec.dampingRatio || candidate.response != spec.response,
          let made = try? candidate.spring, made.settlingDuration <= InputLimits.maximumSettlingDuration,
          medians.allSatisfy({ EulerStepMatrix(spring: made, dt: $0).isStable })
        else { continue }
        let look = CheckLook(made, dt: mainDt)
        candidates.append((candidate, before.distance(to: look), abs(zeta - spec.dampingRatio)))
      }
    }
    candidates.sort { ($0.distance, $0.dz, $0.spec.response ?? 0) < ($1.distance, $1.dz, $1.spec.response ?? 0) }
    for (index, candidate) in candidates.prefix(maximumChecks).enumerated() {
      let verdict = try CheckExperiment.check(candidate.spec, options: options)
      guard verdict.passed else { continue }
      return CheckRecommendation(
        spec: candidate.spec, verified: verdict, lookBefore: before,
        lookAfter: CheckLook(try candidate.spec.spring, dt: mainDt), mainSchedule: options.main.name,
        settleCorrection: settleCorrection(failing), propagatorError: try propagatorError(failing, options: options),
        candidatesChecked: index + 1)
    }
    return nil
  }

  /// ζ itself, then the grid points within ±``dampingReach`` (> 0).
  static func dampingRatios(around zeta: Double) -> [Double] {
    let steps = Int((dampingReach / dampingStep).rounded())
    let centre = (zeta / dampingStep).rounded()
    let grid = (-steps...steps).map { ((centre + Double($0)) * dampingStep * 1000).rounded() / 1000 }
    return [zeta] + grid.filter { $0 > 0 && $0 != zeta && abs($0 - zeta) <= dampingReach + 1e-9 }
  }

  /// The response itself, then every value of two significant digits from half to ten times it (0.10,
  /// 0.11, …, 0.99, 1.0, 1.1, …), s.
  static func responses(around response: Double) -> [Double] {
    let low = response * responseRange.lowerBound
    let high = response * responseRange.upperBound
    var values = [response]
    var decade = Foundation.pow(10, Foundation.floor(Foundation.log10(low)))
    while decade <= high {
      for mantissa in 10...99 {
        let value = (Double(mantissa) * decade / 10 * 1e12).rounded() / 1e12
        if value >= low, value <= high, value != response { values.append(value) }
      }
      decade *= 10
    }
    return values
  }

  /// The worst measured snap's schedule (a run that diverged has no snap to correct), with the time the
  /// motion needs to stay within the limit and the formula's.
  static func settleCorrection(_ failing: SpringCheck) -> (schedule: String, needed: Double?, formula: Double)? {
    let snapping = failing.runs.filter { run in
      run.snap != nil && run.failures.contains { if case .snap = $0.rule { true } else { false } }
    }
    guard let worst = snapping.max(by: { ($0.snap ?? 0) < ($1.snap ?? 0) }) else { return nil }
    return (worst.schedule.name, worst.clearOfSnapLimit, worst.formulaTime)
  }

  /// The exact propagator's largest error on the schedules where the error rule failed, points.
  static func propagatorError(_ failing: SpringCheck, options: CheckOptions) throws -> Double? {
    let erring = failing.runs.filter { run in run.failures.contains { if case .error = $0.rule { true } else { false } }
    }
    guard !erring.isEmpty else { return nil }
    let spring = try failing.spec.spring
    return try erring.compactMap { run in
      try AccuracyExperiment.row(
        spec: failing.spec, spring: spring, schedule: run.schedule, integrator: PropagatorIntegrator()
      ).maxError.map { $0 * options.travel }
    }.max()
  }
}
