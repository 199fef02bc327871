import WaveCore
import WaveNumerics

/// The cross-engine page's numbers: the engine's step and each peer model from the accuracy runs, their rest
/// stops, and what each peer quirk costs (a counterfactual run without the quirk, or the exact solution).
enum CrossEngineExperiment {
  /// The spring on which Motion's overdamped branch is measured: ζ 2, response 0.5 s (the convergence
  /// study's overdamped spring).
  static let overdampedSpring = SpringSpec(dampingRatio: 2, response: 0.5)

  /// Whether `integrator` is on the page: the engine's step or a peer model.
  static func isCompared(_ integrator: any TrajectoryIntegrator) -> Bool {
    let kind = IntegratorID(integrator).kind
    return kind == .engine || kind == .peer
  }

  /// The page's row of one accuracy run.
  static func row(_ run: AccuracyExperiment.Run) -> CrossEngineRow {
    let distance = AccuracyExperiment.distance
    let rest = run.trajectory.flatMap {
      RestStop(times: $0.times, values: $0.values, exact: run.exact.values, target: distance, distance: distance)
    }
    return CrossEngineRow(row: run.row, rest: rest)
  }

  /// The page from the accuracy runs' rows of the compared integrators.
  static func result(
    rows: [CrossEngineRow], integrators: [any TrajectoryIntegrator], springs: [SpringSpec], schedule: ScheduleSpec
  ) throws -> CrossEngineResult {
    let engines = integrators.filter(isCompared).map(IntegratorID.init)
    var findings: [CrossEngineFinding] = []
    let counterfactuals: [(any TrajectoryIntegrator, any TrajectoryIntegrator, PeerQuirk)] = [
      (AdvanceIntegrator(), AdvanceIntegrator(includesK1: true), .advanceOmitsK1),
      (ReboundIntegrator(), ReboundIntegrator(interpolationOverwritesState: false), .reboundInterpolateOverwritesState),
    ]
    for (peer, without, quirk) in counterfactuals where engines.contains(IntegratorID(peer)) {
      let (worst, spring) = try largestGap(peer, without, springs: springs, schedule: schedule)
      findings.append(.quirkCost(IntegratorID(peer), quirk, worst: worst, spring: spring))
    }
    let motion = IntegratorID(MotionIntegrator())
    if engines.contains(motion) {
      let spring = try overdampedSpring.spring
      let run = try AccuracyExperiment.measure(
        spec: overdampedSpring, spring: spring, schedule: schedule, integrator: MotionIntegrator())
      findings.append(
        .quirkCost(motion, .motionOverdampedBranch, worst: run.row.maxError ?? .nan, spring: overdampedSpring))
    }
    for (id, quirk) in [
      (IntegratorID(ReactSpringIntegrator()), PeerQuirk.reactSpringWholeMillisecondSteps),
      (IntegratorID(AndroidXIntegrator()), .androidXFirstFrameNotStepped),
    ] where engines.contains(id) {
      let leads = rows.filter { $0.row.integrator == id && $0.row.schedule == schedule }.compactMap(
        \.row.timeLeadFrames)
      if let median = median(leads) { findings.append(.quirkShift(id, quirk, medianLeadFrames: median)) }
    }
    for id in engines where id.kind == .peer {
      let own = rows.filter { $0.row.integrator == id }
      let stopped = own.filter { line in line.rest.map { $0.frame < line.row.frames } ?? false }
      if let largest = stopped.max(by: { $0.rest!.exactResidual < $1.rest!.exactResidual }) {
        findings.append(.restStopsEarly(id, stopped: stopped.count, runs: own.count, largest: largest))
      }
    }
    return CrossEngineResult(
      engines: engines, rows: rows, schedule: schedule, overdampedSpring: overdampedSpring, findings: findings)
  }

  /// The largest |x_a − x_b| / distance over the springs' lifetimes on `schedule`, and its spring.
  static func largestGap(
    _ a: any TrajectoryIntegrator, _ b: any TrajectoryIntegrator, springs: [SpringSpec], schedule: ScheduleSpec
  ) throws -> (Double, SpringSpec) {
    var worst = (0.0, springs[0])
    for spec in springs {
      let spring = try spec.spring
      let problem = AccuracyExperiment.problem(spring)
      let durations = AccuracyExperiment.lifetime(spring, on: schedule).steps
      let x = try a.integrate(problem, frameDurations: durations).values
      let y = try b.integrate(problem, frameDurations: durations).values
      let gap = zip(x, y).map { abs($0 - $1) / AccuracyExperiment.distance }.max() ?? 0
      if gap > worst.0 { worst = (gap, spec) }
    }
    return worst
  }

  /// The median of `values` (the mean of the middle two for an even count), nil when empty.
  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }
}
