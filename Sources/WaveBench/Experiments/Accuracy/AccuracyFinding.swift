/// One key finding of the accuracy report, as facts: the rows and numbers it rests on.
///
/// The wording lives in the renderer; every number and verdict is here.
enum AccuracyFinding: Sendable {
  /// The engine's step on one spring Wave runs at the focus schedule (the user's springs Wave runs, or the upstream
  /// defaults present, then the focus spring when it is neither): the row, which default it is, and its max error in
  /// points on the
  /// ``AccuracyExperiment/distance`` move (nil when the run has no numbers; the row's status says why).
  case springAtFocusSchedule(AccuracyRow, upstream: UpstreamDefault?, maxErrorPoints: Double?)
  /// The largest end-of-animation snap of the engine's step over its ``RunStatus/ok`` runs on springs Wave runs
  /// (``SpringSpec/runsOnWave``; as in every finding of the engine's step below), and the nearest
  /// spring that passes `check`'s default rules on every schedule of the run (``SpringFix``, look kept at the first
  /// schedule; nil when the spring already passes or no spring within the search does).
  case largestSnap(AccuracyRow, fix: SpringFix?)
  /// An outside engine's frames (`accuracy --trajectory`): their row, and the engine's step on the same frames.
  case outsideFrames(AccuracyRow, engine: AccuracyRow?)
  /// No run of the engine's step on a spring Wave runs is unstable or diverged; `othersLeftOut`: the run had springs
  /// another engine runs, left out (stepped as Wave would, they get no verdict).
  case engineStableEverywhere(othersLeftOut: Bool)
  /// The engine's runs that are unstable or diverged, in row order.
  case engineDoesNotConverge([AccuracyRow])
  /// The engine's ``RunStatus/ok`` runs whose largest spectral radius is ≥ 1 (a long frame amplifies once),
  /// and the one with the largest radius.
  case longFrameKicks([AccuracyRow], worst: AccuracyRow)
  /// The spring Wave runs whose 60 Hz and 120 Hz runs drift furthest apart.
  case frameRateDrift(FrameRateDrift)
  /// The focus spring at the focus schedule and with one main-thread stall (``ScheduleSpec/hitch``), when Wave runs
  /// it: the stalled frame is shown late and stepped by the display's interval, and the animator, which ends by wall
  /// time, ends earlier along its motion (its snap).
  case stallMovesTheEnd(plain: AccuracyRow, hitch: AccuracyRow)
  /// Of the integrators other than the engine's step: the run with the largest max error, and the one with
  /// the smallest except the closed form's.
  case otherIntegrators(leastAccurate: AccuracyRow, mostAccurate: AccuracyRow)
  /// The exact propagator's cost relative to the engine's step and the worst max errors of both at `schedule`.
  case propagatorIsCheap(relativeCost: Double, propagatorError: Double, engineError: Double, schedule: ScheduleSpec)

  /// The fix the finding names (``SpringFix``); nil when it names none.
  var fix: SpringFix? { if case .largestSnap(_, let fix) = self { fix } else { nil } }

  /// Whom the finding concerns first (``FindingPriority``): the focus spring when its run is unstable or diverges, the
  /// spring of the largest snap when it fails `check`'s rules (it has a fix), by whose spring it is; anything else,
  /// `other`.
  var priority: FindingPriority {
    switch self {
    case .springAtFocusSchedule(let row, _, _): row.status == .ok ? .other : .failing(row.spring)
    case .largestSnap(let row, let fix): fix == nil ? .other : .failing(row.spring)
    default: .other
    }
  }

  /// The upstream defaults by name.
  enum UpstreamDefault: String, Sendable {
    /// 0.8/0.2 (``SpringSpec/documented`` first).
    case defaultInteractive
    /// 1/0.82 (``SpringSpec/documented`` second).
    case defaultAnimated

    /// The spring it names.
    var spring: SpringSpec {
      switch self {
      case .defaultInteractive: SpringSpec.documented[0]
      case .defaultAnimated: SpringSpec.documented[1]
      }
    }

    /// The default `spring` is, if any.
    init?(_ spring: SpringSpec) {
      guard let match = [Self.defaultInteractive, .defaultAnimated].first(where: { $0.spring == spring }) else {
        return nil
      }
      self = match
    }
  }
}

extension AccuracyFinding {
  /// The key findings of an accuracy run, in the report's order.
  ///
  /// - Parameters:
  ///   - rows: every row of the run, all integrators, springs and schedules.
  ///   - drift: the frame-rate drift of each spring.
  ///   - springs: the springs as given.
  ///   - focus: the focus spring, as ``AccuracyFocus`` chose it.
  ///   - focusSchedule: the focus schedule, as ``AccuracyFocus`` chose it.
  ///   - costs: the accuracy-vs-cost rows, nil when no costs were measured.
  ///   - base: how the largest snap's fix is checked (``SpringFix/find(_:on:like:budget:)``).
  /// - Returns: The findings: one per spring, then the engine's (its largest snap with a fix, its convergence,
  ///   its long frames), then the largest frame-rate drift, the hitch, the other integrators and the propagator's
  ///   cost, each where the rows have it. The findings of the engine's step (the springs', the snap, convergence, long
  ///   frames, drift, hitch) leave out the springs another engine runs (``SpringSpec/runsOnWave``): `check` judges
  ///   those by their runner, and the tables show them stepped as Wave would.
  /// - Throws: ``SpringParameterError`` when the spring of the largest snap or a candidate fix cannot be built or
  ///   has no closed form (``SpringFix/find(_:on:like:budget:)``).
  static func facts(
    rows: [AccuracyRow], drift: [FrameRateDrift], springs: [SpringSpec], focus: SpringSpec,
    focusSchedule: ScheduleSpec, costs: [AccuracyCost]?, checkedAs base: CheckSetup
  ) throws -> [AccuracyFinding] {
    let all = rows.filter { $0.integrator.isEngineStep }
    let engine = all.filter(\.spring.runsOnWave)
    // An outside engine's frames first: a row of an integrator the catalogue does not list.
    var out: [AccuracyFinding] = rows.filter { $0.integrator.kind == nil }.map { row in
      .outsideFrames(row, engine: engine.first { $0.spring == row.spring && $0.schedule == row.schedule })
    }
    out += springFacts(engine: engine, springs: springs, focus: focus, focusSchedule: focusSchedule)
    out += try engineFacts(engine, othersLeftOut: engine.count < all.count, checkedAs: base)
    if let worst = drift.filter({ $0.spring.runsOnWave && $0.maxGap.isFinite }).max(by: { $0.maxGap < $1.maxGap }) {
      out.append(.frameRateDrift(worst))
    }
    if let hitch = engine.first(where: { $0.spring == focus && $0.schedule == .hitch }),
      let plain = engine.first(where: { $0.spring == focus && $0.schedule == focusSchedule }),
      hitch.status.hasNumbers, plain.status.hasNumbers
    {
      out.append(.stallMovesTheEnd(plain: plain, hitch: hitch))
    }
    let others = rows.filter { !$0.integrator.isEngineStep && $0.integrator.kind != nil && $0.status.hasNumbers }
    if let worst = others.max(by: { ($0.maxError ?? 0) < ($1.maxError ?? 0) }),
      // The most accurate stepper: the exact references (closed form, propagator) and the models that show the closed
      // form are exact by construction, so naming one says nothing.
      let best = others.filter({ !$0.integrator.showsClosedForm && $0.integrator.kind != .exact })
        .min(by: { ($0.maxError ?? 0) < ($1.maxError ?? 0) })
    {
      out.append(.otherIntegrators(leastAccurate: worst, mostAccurate: best))
    }
    if let euler = costs?.first(where: { $0.integrator == .engineStep }),
      let propagator = costs?.first(where: { $0.integrator == .propagator }),
      let relative = propagator.relativeCost, let propagatorError = propagator.worstMaxError,
      let engineError = euler.worstMaxError
    {
      out.append(
        .propagatorIsCheap(
          relativeCost: relative, propagatorError: propagatorError, engineError: engineError, schedule: focusSchedule))
    }
    return out
  }

  /// One finding per spring the user gave that Wave runs (every spring that is not one of ``SpringSpec/documented``),
  /// first, then the upstream defaults among `springs` (up to two, in their order); without such user springs,
  /// `focus` after the defaults when it is neither.
  ///
  /// Each with its engine row at the focus schedule (a spring without one is skipped): `engine` holds the rows of the
  /// springs Wave runs only, so that a spring another engine runs gets no finding.
  static func springFacts(
    engine: [AccuracyRow], springs: [SpringSpec], focus: SpringSpec, focusSchedule: ScheduleSpec
  ) -> [AccuracyFinding] {
    let defaults = Array(springs.filter { UpstreamDefault($0) != nil }.prefix(2))
    let user = springs.filter { !SpringSpec.documented.contains($0) && $0.runsOnWave }
    let subjects = user.isEmpty ? defaults + (UpstreamDefault(focus) == nil ? [focus] : []) : user + defaults
    return subjects.compactMap { spring in
      guard let row = engine.first(where: { $0.spring == spring && $0.schedule == focusSchedule }) else {
        return nil
      }
      let points = row.status.hasNumbers ? (row.maxError ?? 0) * AccuracyExperiment.distance : nil
      return .springAtFocusSchedule(row, upstream: UpstreamDefault(spring), maxErrorPoints: points)
    }
  }

  /// The engine's snap, its runs that do not converge, and its runs that a long frame kicks, over `engine` (the rows
  /// of the springs Wave runs; none: no finding); `othersLeftOut` when the run's springs another engine runs were
  /// left out of them.
  static func engineFacts(_ engine: [AccuracyRow], othersLeftOut: Bool, checkedAs base: CheckSetup) throws
    -> [AccuracyFinding]
  {
    guard !engine.isEmpty else { return [] }
    var out: [AccuracyFinding] = []
    let snaps = engine.filter { $0.snapPer1000 != nil && $0.status == .ok }
    if let worst = snaps.max(by: { $0.snapPer1000! < $1.snapPer1000! }) {
      let fix = try SpringFix.find(worst.spring, on: worst.schedule, like: base)
      out.append(.largestSnap(worst, fix: fix))
    }
    let bad = engine.filter { $0.status == .unstable || $0.status == .diverged }
    out.append(bad.isEmpty ? .engineStableEverywhere(othersLeftOut: othersLeftOut) : .engineDoesNotConverge(bad))
    let kicked = engine.filter { $0.status == .ok && ($0.spectralRadius ?? 0) >= 1 }
    if let worst = kicked.max(by: { $0.spectralRadius! < $1.spectralRadius! }) {
      out.append(.longFrameKicks(kicked, worst: worst))
    }
    return out
  }
}
