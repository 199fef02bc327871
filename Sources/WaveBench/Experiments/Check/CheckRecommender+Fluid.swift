import Foundation
import WaveCore
import WaveNumerics

extension CheckRecommender {
  /// The recommendation `check` makes for a failing spring, by the animation that runs it: the nearest passing spring
  /// Wave's step runs (``recommend(for:options:budget:)``), the same spring on `.spring` for a `.interpolatingSpring`
  /// (``fluidTakeover(for:options:)``), the nearest passing `.spring` for SwiftUI's fluid spring
  /// (``fluidSearch(for:options:budget:)``); for a Core Animation spring cut at a `duration`, the same spring run for
  /// its `settlingDuration` (``fullDuration(for:options:)``) when that passes, else the nearest passing spring Core
  /// Animation (or, for UIKit's duration spring, UIKit) runs (``coreAnimationSearch(for:options:budget:)``).
  ///
  /// - Throws: ``BudgetSpent`` when `budget` runs out first; ``SpringParameterError`` for a spring the models refuse.
  static func fix(
    for failing: SpringCheck, options: CheckSetup, budget: StepBudget? = nil
  ) throws -> CheckRecommendation? {
    var found: CheckRecommendation? =
      switch failing.judgedAs {
      case .wave: try recommend(for: failing, options: options, budget: budget)
      case .interpolating: try fluidTakeover(for: failing, options: options)
      case .fluid: try fluidSearch(for: failing, options: options, budget: budget)
      case .ca:
        try fullDuration(for: failing, options: options)
          ?? coreAnimationSearch(for: failing, options: options, budget: budget)
      }
    if let fix = found { found?.inOwnConvention = try inOwnConvention(for: failing.spec, of: fix, options: options) }
    return found
  }

  /// `fix` in the words `failing` was given in, when its engine is not the fix's (``CheckRecommendation/inOwnConvention``).
  ///
  /// The fix's equation expressed in that engine's convention, each number to three significant digits when the
  /// spring they make passes the check too (checked here, as the fix was), else the exact numbers; nil when the
  /// words are the fix's own engine's, or the convention cannot build the equation exactly (it is lossy there).
  static func inOwnConvention(for failing: SpringSpec, of fix: CheckRecommendation, options: CheckSetup) throws
    -> EngineSpring?
  {
    guard let given = failing.given, given.engine != fix.spec.engine, let physical = fix.spec.physical else {
      return nil
    }
    let exact = SpringConvention.express(physical, in: given.engine)
    guard !exact.isLossy, !exact.spring.parameters.isEmpty else { return nil }
    let rounded = EngineSpring(
      engine: given.engine, parameters: exact.spring.parameters.map { .init($0.name, roundedToThreeDigits($0.value)) })
    if let spec = respelled(failing, as: rounded), try CheckExperiment.check(spec, options: options).passed {
      return rounded
    }
    return exact.spring
  }

  /// The fix for a failing `.interpolatingSpring`: the same spring (its numbers to three significant digits) run by
  /// SwiftUI's `.spring(…)`, whose fluid spring ends at rest instead of at `settlingDuration`; it keeps the look and
  /// is checked like any other spring.
  ///
  /// - Returns: the recommendation, or nil when the fluid spring fails a rule too.
  /// - Throws: ``SpringParameterError`` for a spring the models refuse.
  static func fluidTakeover(for failing: SpringCheck, options: CheckSetup) throws -> CheckRecommendation? {
    guard failing.judgedAs == .interpolating, let physical = failing.spec.physical else { return nil }
    // Each number to three significant digits (a line a person pastes); the spring checked is the rounded one.
    let exact = SpringConvention.express(physical, in: .swiftui).spring
    let words = EngineSpring(
      engine: .swiftui, parameters: exact.parameters.map { .init($0.name, roundedToThreeDigits($0.value)) })
    guard let spec = respelled(failing.spec, as: words) else { return nil }
    let verdict = try CheckExperiment.check(spec, options: options)
    guard verdict.passed else { return nil }
    return try recommendation(
      failing, options: options, after: spec, verdict: verdict, model: .fluid, before: .interpolating,
      candidatesChecked: 1)
  }

  /// The fix for a failing Core Animation spring given a `duration` (left unset in source, Core Animation cuts it at
  /// the transaction's 0.25 s): the same spring with `animation.duration = animation.settlingDuration`, checked like
  /// any other.
  ///
  /// - Returns: the recommendation, or nil when the spring has no duration of its own or fails run to its end too.
  /// - Throws: ``SpringParameterError`` for a spring the model refuses.
  static func fullDuration(for failing: SpringCheck, options: CheckSetup) throws -> CheckRecommendation? {
    guard let given = failing.spec.given, given.engine == .ca, given["duration"] != nil else { return nil }
    let words = EngineSpring(engine: .ca, parameters: given.parameters.filter { $0.name != "duration" })
    guard let spec = respelled(failing.spec, as: words) else { return nil }
    let verdict = try CheckExperiment.check(spec, options: options)
    guard verdict.passed else { return nil }
    return try recommendation(
      failing, options: options, after: spec, verdict: verdict, model: .ca, before: .ca, candidatesChecked: 1)
  }

  /// The fix for a failing SwiftUI `.spring`: the passing fluid spring whose view at the main rate stays nearest the
  /// user's, in the user's own parameters (`duration` and `bounce`, or `response` and `dampingFraction`).
  ///
  /// The grid is Wave's search's (ζ in ``dampingStep`` from ``dampingRange(around:)``, time scales in ``scaleStep``
  /// over ``scaleRange``, each number to three significant digits), run coarse first (every
  /// ``coarseDampingStride``-th ζ, every ``coarseScaleStride``-th scale) to bound the distance by the nearest passing
  /// coarse spring, then over the fine grid around the coarse springs within ``cellMargin`` of that bound; each
  /// candidate that passes every rule at the main rate is checked in full, nearest first, at most ``maximumChecks`` of
  /// them.
  ///
  /// - Returns: the recommendation, or nil when no candidate passes.
  /// - Throws: ``BudgetSpent`` when `budget` runs out first (each view spends its frames); ``SpringParameterError``.
  static func fluidSearch(
    for failing: SpringCheck, options: CheckSetup, budget: StepBudget?
  ) throws -> CheckRecommendation? {
    let spec = failing.spec
    let model = EngineModel.fluid(for: spec, physical: try EngineModel.physical(of: spec))
    let givenByResponse = spec.given?.engine == .swiftui && spec.given?["response"] != nil
    return try modelSearch(
      for: failing, options: options, budget: budget, model: .fluid, zeta: model.dampingFraction,
      response: model.response
    ) { zeta, response in
      EngineSpring(
        engine: .swiftui,
        parameters: givenByResponse
          ? [.init("response", response), .init("dampingFraction", zeta)]
          : [
            .init("duration", response),
            // 1 − ζ (or 1/ζ − 1 above critical) to three decimals, the way a person writes it.
            .init("bounce", (SpringConvention.SwiftUI.bounce(dampingRatio: zeta) * 1000).rounded() / 1000),
          ])
    }
  }

  /// The fix for a failing Core Animation or UIKit spring, in the engine's own parameters.
  ///
  /// The passing spring that engine runs whose view at the main rate stays nearest the user's, searched as
  /// ``fluidSearch(for:options:budget:)`` searches. Core Animation's: the user's mass, a stiffness and damping to three significant digits, run for its
  /// `settlingDuration` (its code sets `duration = settlingDuration`), or iOS 17's `perceptualDuration` and `bounce` for
  /// a spring written in them. UIKit's: a duration to three significant digits
  /// and a damping ratio ≤ 1 (what UIKit runs), with the call's own initial velocity.
  ///
  /// - Returns: the recommendation, or nil when no candidate passes.
  /// - Throws: ``BudgetSpent`` when `budget` runs out first; ``SpringParameterError``.
  static func coreAnimationSearch(
    for failing: SpringCheck, options: CheckSetup, budget: StepBudget?
  ) throws -> CheckRecommendation? {
    let p = try EngineModel.physical(of: failing.spec)
    let zeta = p.damping / (2 * (p.stiffness * p.mass).squareRoot())
    let response = 2 * Double.pi * (p.mass / p.stiffness).squareRoot()
    let uikit = failing.spec.engine == .uikit
    return try modelSearch(
      for: failing, options: options, budget: budget, model: .ca, zeta: min(zeta, uikit ? 1 : zeta),
      response: response
    ) { zeta, response in
      let k = p.mass * Foundation.pow(2 * Double.pi / response, 2)
      let c = 2 * zeta * (k * p.mass).squareRoot()
      if !uikit, failing.spec.given?["perceptualDuration"] != nil {
        // iOS 17's pair, as SwiftUI maps it: the duration is the response, the bounce 1 − ζ (1/ζ − 1 above 1).
        return EngineSpring(
          engine: .ca,
          parameters: [
            .init("perceptualDuration", response),
            .init("bounce", (SpringConvention.SwiftUI.bounce(dampingRatio: zeta) * 1000).rounded() / 1000),
          ])
      }
      guard uikit else {
        return EngineSpring(
          engine: .ca,
          parameters: [
            .init("mass", p.mass), .init("stiffness", roundedToThreeDigits(k)),
            .init("damping", roundedToThreeDigits(c)),
          ])
      }
      guard zeta <= 1 else { return nil }
      let words = SpringConvention.express(PhysicalSpring(mass: 1, stiffness: k, damping: c), in: .uikit)
      guard !words.isLossy, let duration = words.spring["duration"] else { return nil }
      // The call's own initial velocity stays: it is the gesture's, not the spring's.
      let velocity = failing.spec.given?["velocity"].map { [EngineSpring.Parameter("velocity", $0)] } ?? []
      return EngineSpring(
        engine: .uikit,
        parameters: [.init("duration", roundedToThreeDigits(duration)), .init("dampingRatio", zeta)] + velocity)
    }
  }

  /// The search of ``fluidSearch(for:options:budget:)`` for an engine `model` runs, around damping ratio `zeta` and
  /// response `response` (s), each grid point written by `words` (ζ, response) in the engine's parameters (nil: not
  /// a spring the engine offers).
  ///
  /// A fix for a released spring keeps a margin when one near enough passes with it (``CheckSetup/withMargin(_:)``);
  /// else it is the nearest that passes the releases and travels given, saying that none kept it.
  private static func modelSearch(
    for failing: SpringCheck, options: CheckSetup, budget: StepBudget?, model engine: EngineModel, zeta base: Double,
    response baseResponse: Double, words: (Double, Double) -> EngineSpring?
  ) throws -> CheckRecommendation? {
    for margin in options.withMargin(failing.spec) == nil ? [false] : [true, false] {
      guard
        var fix = try modelSearch(
          for: failing, options: options, budget: budget, model: engine, zeta: base, response: baseResponse,
          words: words, margin: margin)
      else { continue }
      fix.margin = CheckRecommendation.Margin(for: failing.spec, options: options, kept: margin)
      return fix
    }
    return nil
  }

  /// ``modelSearch(for:options:budget:model:zeta:response:words:)`` with or without the margin.
  private static func modelSearch(
    for failing: SpringCheck, options: CheckSetup, budget: StepBudget?, model engine: EngineModel, zeta base: Double,
    response baseResponse: Double, words: (Double, Double) -> EngineSpring?, margin: Bool
  ) throws -> CheckRecommendation? {
    let spec = failing.spec
    let travel = options.travel(for: spec)
    let before = try engine.shown(spec, on: options.main, travel: travel).view(travel: travel)
    let (zetas, scales) = gridIndices(around: base)
    func candidate(_ z: Int, _ s: Int) -> SpringSpec? {
      let zeta = (Double(z) * dampingStep * 1000).rounded() / 1000
      let response = roundedToThreeDigits(baseResponse * Foundation.pow(scaleStep, Double(s)))
      guard let words = words(zeta, response), let c = respelled(spec, as: words), c.motion != spec.motion,
        (try? c.spring.settlingDuration).map({ $0 <= InputLimits.maximumSettlingDuration }) == true
      else { return nil }
      return c
    }
    var checks = 0
    // The releases cover a start from rest: a candidate that breaks a rule from rest breaks it over them too.
    let screens = options.releases(for: spec).velocities.coversRest
    // The distance of a candidate's view at the main rate from the user's (computed until it passes `bound`), and
    // whether it passes the rules measured on that view from rest (snap, error, judder), when the releases cover
    // rest: one that breaks one there is not checked on the other schedules.
    func evaluate(_ c: SpringSpec, bound: Double = .infinity) throws -> (distance: Double, passesMain: Bool) {
      guard budget?.isSpent != true else { throw BudgetSpent() }
      let shown = try engine.shown(c, on: options.main, travel: travel)
      let view = shown.view(travel: travel)
      budget?.spend(candidateCost + view.values.count * modelFrameCost)
      let distance = before.distance(to: view, bound: bound)
      let passes =
        !screens
        || options.rules.allSatisfy { rule in
          switch rule {
          case .snap(let limit): (shown.snap ?? .infinity) <= limit.points(travel: travel)
          case .error(let limit): shown.maxError <= limit.points(travel: travel)
          case .judder(let limit): view.judder * travel <= limit.points(travel: travel)
          case .unstable, .settle, .glitch, .handOff, .plausible: true
          }
        }
      return (distance, passes)
    }
    func passing(_ list: [FluidCandidate]) throws -> (Int, SpringCheck)? {
      for (index, c) in list.enumerated() where c.passesMain && checks < maximumChecks {
        guard budget?.isSpent != true else { throw BudgetSpent() }
        checks += 1
        let verdict = try CheckExperiment.check(c.spec, options: options)
        budget?.spend(verdict.runs.reduce(0) { $0 + $1.framesStepped } * modelFrameCost)
        guard verdict.passed else { continue }
        if try !margin || passesMargin(c.spec, options: options, budget: budget, frameCost: modelFrameCost) {
          return (index, verdict)
        }
      }
      return nil
    }
    // Nearer first; on a tie, the smaller change of ζ, then the shorter time scale.
    func nearerFirst(_ a: FluidCandidate, _ b: FluidCandidate) -> Bool {
      let (za, zb) = (abs(a.spec.dampingRatio - spec.dampingRatio), abs(b.spec.dampingRatio - spec.dampingRatio))
      return (a.distance, za, a.s) < (b.distance, zb, b.s)
    }
    var coarse: [FluidCandidate] = []
    for z in stride(from: zetas.lowerBound, through: zetas.upperBound, by: coarseDampingStride) {
      for s in stride(from: scales.lowerBound, through: scales.upperBound, by: coarseScaleStride) {
        guard let c = candidate(z, s) else { continue }
        let (d, passes) = try evaluate(c)
        coarse.append(FluidCandidate(spec: c, z: z, s: s, distance: d, passesMain: passes))
      }
    }
    coarse.sort(by: nearerFirst)
    guard let (index, coarseVerdict) = try passing(coarse) else { return nil }
    let bound = coarse[index].distance
    var found = (spec: coarse[index].spec, verdict: coarseVerdict)
    var seen = Set<[Int]>()
    var fine: [FluidCandidate] = []
    for near in coarse where near.distance <= bound + cellMargin {
      for z in (near.z - coarseDampingStride)...(near.z + coarseDampingStride) where zetas.contains(z) {
        for s in (near.s - coarseScaleStride)...(near.s + coarseScaleStride) where scales.contains(s) {
          guard seen.insert([z, s]).inserted, let c = candidate(z, s) else { continue }
          let (d, passes) = try evaluate(c, bound: bound)
          if d < bound { fine.append(FluidCandidate(spec: c, z: z, s: s, distance: d, passesMain: passes)) }
        }
      }
    }
    fine.sort(by: nearerFirst)
    if let (index, verdict) = try passing(fine) { found = (fine[index].spec, verdict) }
    return try recommendation(
      failing, options: options, after: found.spec, verdict: found.verdict, model: engine, before: engine,
      candidatesChecked: checks)
  }

  /// A spring of the fluid search's grid: its spec, its indices (ζ = `z` × ``dampingStep``, scale = ``scaleStep``^`s`)
  /// its view's distance from the user's at the main rate (a fraction of the travel), and whether that view passes the
  /// rules it measures.
  private struct FluidCandidate {
    let spec: SpringSpec, z: Int, s: Int, distance: Double, passesMain: Bool
  }

  /// `words` as a spec standing where `original` stands (its name, travel and source); nil when its convention
  /// refuses them.
  private static func respelled(_ original: SpringSpec, as words: EngineSpring) -> SpringSpec? {
    guard let physical = try? SpringConvention.physical(of: words) else { return nil }
    var spec = SpringSpec(given: words, physical: physical)
    spec.use(as: original)
    spec.origin = original.origin
    return spec
  }

  /// The recommendation of `after` (its verdict passing) for `failing`, with the look change at the main rate between
  /// what `before` shows of the original and what `model` shows of `after`.
  private static func recommendation(
    _ failing: SpringCheck, options: CheckSetup, after: SpringSpec, verdict: SpringCheck, model: EngineModel,
    before: EngineModel, candidatesChecked: Int
  ) throws -> CheckRecommendation {
    let travel = options.travel(for: failing.spec)
    let was = try before.shown(failing.spec, on: options.main, travel: travel)
    let now = try model.shown(after, on: options.main, travel: travel)
    return CheckRecommendation(
      spec: after, verified: verdict, travel: travel,
      lookChange: LookChange(before: was.view(travel: travel), after: now.view(travel: travel)),
      lookBefore: CheckLook(nominal: try failing.spec.spring), lookAfter: CheckLook(nominal: try after.spring),
      mainSchedule: options.main.name,
      forcedBy: failing.worstRuns.flatMap { run in
        run.failures.filter { !failing.isSilenced($0) }.map { ($0.rule, run.schedule.name) }
      },
      settleCorrection: nil, propagatorError: nil, candidatesChecked: candidatesChecked, rules: options.rules)
  }
}
