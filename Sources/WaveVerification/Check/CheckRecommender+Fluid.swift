import WaveConventions
import WaveInputs

extension CheckRecommender {
  /// The fix for a failing `.interpolatingSpring`: the same spring (its numbers to three significant digits) run by
  /// SwiftUI's `.spring(…)`, whose fluid spring ends at rest instead of at `settlingDuration`; it keeps the look and
  /// is checked like any other spring.
  ///
  /// - Returns: the recommendation, or nil when the fluid spring fails a rule too.
  /// - Throws: ``SpringParameterError`` for a spring the models refuse.
  static func fluidTakeover(for failing: SpringCheck, options: CheckOptions) throws -> CheckRecommendation? {
    guard failing.judgedAs == .interpolating, let physical = failing.spec.physical else { return nil }
    // Each number to three significant digits (a line a person pastes); the spring checked is the rounded one.
    let exact = SpringConvention.express(physical, in: .swiftui).spring
    let words = EngineSpring(
      engine: .swiftui, parameters: exact.parameters.map { .init($0.name, roundedToThreeDigits($0.value)) })
    guard let rounded = try? SpringConvention.physical(of: words) else { return nil }
    var spec = SpringSpec(given: words, physical: rounded)
    spec.name = failing.spec.name
    spec.travel = failing.spec.travel
    spec.origin = failing.spec.origin
    let verdict = try CheckExperiment.check(spec, options: options)
    guard verdict.passed else { return nil }
    let travel = options.travel(for: failing.spec)
    let before = try EngineModel.interpolating.shown(failing.spec, on: options.main, travel: travel)
    let after = try EngineModel.fluid.shown(spec, on: options.main, travel: travel)
    let look = CheckLook(nominal: try failing.spec.spring)
    return CheckRecommendation(
      spec: spec, verified: verdict, travel: travel,
      lookChange: LookChange(before: before.view(travel: travel), after: after.view(travel: travel)),
      lookBefore: look, lookAfter: look, mainSchedule: options.main.name,
      forcedBy: failing.runs.flatMap { run in run.failures.map { ($0.rule, run.schedule.name) } },
      settleCorrection: nil, propagatorError: nil, candidatesChecked: 1)
  }
}
