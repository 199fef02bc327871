import Foundation
import WaveCore
import WaveNumerics

/// Every integrator against the closed form, per spring × schedule (``AccuracyRow``); the report's entry point is
/// ``run(springs:schedules:integrators:costs:progress:)``.
enum AccuracyExperiment {
  /// The travel of every accuracy run, points: 0 → 1000 from rest (so "per 1000 pt" numbers read directly).
  static let distance = 1000.0

  /// The problem every run solves for `spring`: 0 → ``distance`` from rest, or released at `velocity` travels a
  /// second (`check --velocity`: V pt/s over a travel of T pt is V / T).
  static func problem(_ spring: Spring, velocity: Double = 0) -> SpringProblem {
    SpringProblem(spring: spring, from: 0, to: distance, velocity: velocity * distance)
  }

  /// How far the exact motion may reach from its target, in travels: 1 from rest; 1 + |v| / ω₀ released at `v`
  /// travels a second (the impulse response e^(−ζω₀t)·sin(ω_d t)/ω_d, and its overdamped and critical forms, never
  /// exceed 1/ω₀), so that a fling is not taken for a divergence (``Divergence``'s band is a multiple of this).
  static func reach(_ spring: Spring, velocity: Double) -> Double {
    velocity == 0 ? 1 : 1 + abs(velocity) / (Double(spring.stiffness) / Double(spring.mass)).squareRoot()
  }

  /// The frames of the animator's lifetime on `schedule`, as upstream main counts it.
  ///
  /// Upstream main (jtrivedi/Wave a52498e): `start()` makes no update, frame 1's update sets the start time to t₁ (`SpringAnimator.swift:35-45, 210`), and
  /// frame k finishes when t_k − t₁ ≥ the settling duration (`:229`), t being the wall clock at the callbacks (as
  /// ``FrameDriver``'s clock); each frame is stepped by the display's interval (``WaveFrames``). So the lifetime
  /// covers the settling duration plus the first frame. At most `maxFrames` frames.
  static func lifetime(_ spring: Spring, on schedule: ScheduleSpec, maxFrames: Int = 10_000_000)
    -> WaveFrames
  {
    WaveFrames.lifetime(spring.settlingDuration, on: schedule.schedule, maxFrames: maxFrames)
  }

  /// The row of one spring, schedule and integrator.
  ///
  /// `velocity`: the release velocity, travels a second (``problem(_:velocity:)``). `timeLead`: whether to fit the
  /// time lead (``AccuracyRow/timeLeadFrames``, nil without it), which costs more than the rest of the row.
  static func row(
    spec: SpringSpec, spring: Spring, schedule: ScheduleSpec, integrator: any TrajectoryIntegrator,
    velocity: Double = 0, timeLead: Bool = true
  ) throws -> AccuracyRow {
    try measure(
      spec: spec, spring: spring, schedule: schedule, integrator: integrator, velocity: velocity, timeLead: timeLead
    ).row
  }

  /// One run of one integrator over the animator's lifetime: its row, its trajectory (nil when the
  /// integrator threw) and the exact solution at the same frames.
  struct Run: Sendable {
    let row: AccuracyRow
    let trajectory: Trajectory?
    let exact: Trajectory
  }

  /// The lifetime of one spring on one schedule and the exact motion over it: what every integrator measured there
  /// shares, computed once.
  struct Frames {
    let problem: SpringProblem
    /// The divergence band, points around the target (``reach(_:velocity:)`` of the distance).
    let band: Double
    /// The frames of the animator's lifetime (``lifetime(_:on:maxFrames:)``).
    let lifetime: WaveFrames
    /// The interval each frame of the lifetime is stepped by, s: what Wave's animator hands its step.
    var durations: [Double] { lifetime.steps }
    let oscillator: DampedOscillator
    /// The closed form at the same frames.
    let exact: Trajectory
    /// The same frames as an engine that reads its own clock takes them (``clock(for:)``), and the closed form there;
    /// nil where they are Wave's (every frame on time).
    let elapsed: (durations: [Double], exact: Trajectory)?
    let display: (durations: [Double], exact: Trajectory)?
    let peak: (overshoot: Double, time: Double?)
    /// The schedule's typical frame, s.
    let median: Double

    /// The frames of `spring` on `schedule`, released at `velocity` travels a second.
    ///
    /// - Throws: ``SpringParameterError`` for a spring without a closed form.
    init(_ spring: Spring, on schedule: ScheduleSpec, velocity: Double) throws {
      problem = AccuracyExperiment.problem(spring, velocity: velocity)
      band = distance * reach(spring, velocity: velocity)
      lifetime = AccuracyExperiment.lifetime(spring, on: schedule)
      oscillator = DampedOscillator(try PhysicalSpring(spring))
      exact = try ExactIntegrator().integrate(problem, frameDurations: lifetime.steps)
      let gaps = lifetime.durations
      let shown = schedule.schedule.display.durations(count: lifetime.count)
      let (problem, steps) = (problem, lifetime.steps)
      func closedForm(_ durations: [Double]) throws -> (durations: [Double], exact: Trajectory)? {
        durations == steps ? nil : (durations, try ExactIntegrator().integrate(problem, frameDurations: durations))
      }
      elapsed = try closedForm(gaps)
      display = try closedForm(shown)
      peak = exactPeak(oscillator)
      median = schedule.medianDuration
    }

    /// The frames integrator `id` is run on, and the closed form there.
    ///
    /// Wave's animator hands its step the display
    /// link's interval (``WaveFrames``): so do the engine's step and every method that could replace it (exact,
    /// textbook, GSL). A model of another engine reads its own clock: the time since the previous callback (the peers,
    /// SwiftUI's springs), or the display's own frames (Core Animation's render server).
    func clock(for id: IntegratorID) -> (durations: [Double], exact: Trajectory) {
      guard id.kind == .peer else { return (durations, exact) }
      return (id.name == CAIntegrator().name ? display : elapsed) ?? (durations, exact)
    }
  }

  /// Runs one integrator on one spring and schedule and measures it against the closed form; the run's
  /// status is decided here (``RunStatus/judging(_:target:distance:typicalRadius:)``).
  static func measure(
    spec: SpringSpec, spring: Spring, schedule: ScheduleSpec, integrator: any TrajectoryIntegrator,
    velocity: Double = 0, timeLead: Bool = true
  ) throws -> Run {
    try measure(
      spec: spec, spring: spring, schedule: schedule, frames: Frames(spring, on: schedule, velocity: velocity),
      integrator: integrator, timeLead: timeLead)
  }

  /// ``measure(spec:spring:schedule:integrator:velocity:timeLead:)`` on frames computed already for `spring` on
  /// `schedule`.
  static func measure(
    spec: SpringSpec, spring: Spring, schedule: ScheduleSpec, frames: Frames, integrator: any TrajectoryIntegrator,
    timeLead: Bool = true
  ) throws -> Run {
    let durations = frames.clock(for: IntegratorID(integrator)).durations
    // The right-hand side's evaluations, counted as the run makes them where the integrator counts them.
    var evaluations: Int?
    let run = Result {
      guard let counting = integrator as? any EvaluationCounting else {
        return try integrator.integrate(frames.problem, frameDurations: durations)
      }
      let counted = try counting.integrateCounting(frames.problem, frameDurations: durations)
      evaluations = counted.evaluations
      return counted.trajectory
    }
    return measure(
      spec: spec, spring: spring, schedule: schedule, frames: frames, integrator: IntegratorID(integrator),
      run: run, timeLead: timeLead, evaluations: evaluations)
  }

  /// The row of a run over `frames` that has been stepped already: `run` is the integrator's trajectory over the
  /// lifetime (``Frames/durations``), or the error it threw; `evaluations`, the right-hand side's evaluations the run
  /// made (``EvaluationCounting``), nil when not counted.
  static func measure(
    spec: SpringSpec, spring: Spring, schedule: ScheduleSpec, frames: Frames, integrator id: IntegratorID,
    run: Result<Trajectory, any Error>, timeLead: Bool, evaluations: Int? = nil
  ) -> Run {
    let (durations, exact) = frames.clock(for: id)
    let (problem, median) = (frames.problem, frames.median)
    let step = id.isEngineStep ? EngineStep(spring, durations: durations, median: median) : nil
    let trajectory: Trajectory?
    let status: RunStatus
    switch run {
    case .success(let run):
      trajectory = run
      status = .judging(run.values, target: problem.to, distance: frames.band, typicalRadius: step?.typicalRadius)
    case .failure(let error):
      trajectory = nil
      status = .failed(String(describing: error))
    }
    let numbers =
      status.hasNumbers
      ? trajectory.map {
        Numbers(
          $0, exact: exact, oscillator: frames.oscillator, problem: problem, median: median, timeLead: timeLead)
      } : nil
    let row = AccuracyRow(
      spring: spec, schedule: schedule, integrator: id, status: status, frames: durations.count,
      horizon: exact.times.last ?? 0, maxError: numbers?.maxError, rmsError: numbers?.rmsError,
      overshoot: numbers?.overshoot, peakTime: numbers?.peakTime, exactOvershoot: frames.peak.overshoot,
      exactPeakTime: frames.peak.time, timeLeadFrames: numbers?.timeLeadFrames, snapPer1000: numbers?.snapPer1000,
      spectralRadius: step?.largestRadius, effectiveDampingRatio: step?.effective?.dampingRatio,
      effectiveResponse: step?.effective?.response, evaluations: trajectory == nil ? nil : evaluations)
    return Run(row: row, trajectory: trajectory, exact: exact)
  }

  /// What the engine's step matrix says about a run: the largest spectral radius over its frame durations,
  /// the radius at the schedule's median frame, and the effective spring there.
  struct EngineStep {
    let largestRadius: Double?, typicalRadius: Double
    let effective: (dampingRatio: Double, response: Double)?

    init(_ spring: Spring, durations: [Double], median: Double) {
      largestRadius = Set(durations).map { EulerStepMatrix(spring: spring, dt: $0).spectralRadius }.max()
      let typical = EulerStepMatrix(spring: spring, dt: median)
      typicalRadius = typical.spectralRadius
      effective = typical.effectiveSpring.map { ($0.dampingRatio, $0.response) }
    }
  }

  /// The error numbers of a run with numbers (finite and bounded), against `exact` at the same frames; the time lead
  /// only when `timeLead`.
  struct Numbers {
    let maxError: Double?, rmsError: Double, overshoot: Double, peakTime: Double?
    let timeLeadFrames: Double?, snapPer1000: Double

    init(
      _ trajectory: Trajectory, exact: Trajectory, oscillator: DampedOscillator, problem: SpringProblem,
      median: Double, timeLead: Bool
    ) {
      let errors = zip(trajectory.values, exact.values).map { abs($0 - $1) / distance }
      maxError = errors.max()
      rmsError = (errors.map { $0 * $0 }.reduce(0, +) / Double(errors.count)).squareRoot()
      var overshoot = 0.0
      var peakTime: Double?
      for (t, x) in zip(trajectory.times, trajectory.values) where (x - problem.to) / distance > overshoot {
        overshoot = (x - problem.to) / distance
        peakTime = t
      }
      self.overshoot = overshoot
      self.peakTime = peakTime
      let lead =
        timeLead
        ? TimeLead.seconds(times: trajectory.times, values: trajectory.values, oscillator: oscillator, problem: problem)
        : nil
      timeLeadFrames = lead.map { $0 / median }
      snapPer1000 =
        ViewMotion.snap(reached: trajectory.values[trajectory.count - 1], target: problem.to) / distance * 1000
    }
  }

  /// The engine's step in Float and in Double over `frames` (the lifetime of `spec` on `schedule`), against the
  /// closed form there and against each other.
  static func floatRow(_ spec: SpringSpec, schedule: ScheduleSpec, frames: Frames) throws -> FloatAccuracyRow {
    let problem = frames.problem
    func values(_ integrator: any TrajectoryIntegrator) throws -> [Double]? {
      let values = try integrator.integrate(problem, frameDurations: frames.durations).values
      let diverged = values.contains { Divergence.leavesBand($0, target: problem.to, distance: frames.band) }
      return diverged ? nil : values
    }
    func largest(_ a: [Double]?, _ b: [Double]) -> Double? {
      a.map { a in zip(a, b).map { abs($0 - $1) / distance }.max() ?? 0 }
    }
    let double = try values(EulerIntegrator())
    let float = try values(FloatBatchIntegrator())
    return FloatAccuracyRow(
      spring: spec, schedule: schedule, doubleMaxError: largest(double, frames.exact.values),
      floatMaxError: largest(float, frames.exact.values), maxGap: double.flatMap { largest(float, $0) })
  }

  /// The exact solution's first overshoot from rest, as a fraction of the distance, and its time (s): for an
  /// underdamped equation (discriminant < 0) the first extremum at `π/ωd`, read off the closed form; none
  /// (0, nil) otherwise.
  static func exactPeak(_ oscillator: DampedOscillator) -> (overshoot: Double, time: Double?) {
    let d = oscillator.parameters.discriminant
    guard d < 0 else { return (0, nil) }
    let time = Double.pi / (-d).squareRoot()
    let overshoot = oscillator.state(at: time, x0: 0, v0: 0, target: 1).position - 1
    // A discriminant below 0 by rounding alone (a critical spring) puts the "peak" at 1e7 s with an overshoot
    // that underflows to 0: no peak, so no peak time.
    return overshoot > 0 ? (overshoot, time) : (0, nil)
  }
}

extension AccuracyExperiment {
  /// The accuracy report's one entry point: every integrator on every spring × schedule against the closed
  /// form, the measured orders, the frame-rate drift, the accuracy-vs-cost join, and the key findings.
  ///
  /// - Parameters:
  ///   - springs: at least one; the focus of the plots and findings is chosen by ``AccuracyFocus``.
  ///   - schedules: at least one.
  ///   - integrators: usually ``IntegratorCatalogue/verified``.
  ///   - costs: ns per frame by integrator name (`integrator-cost.json`); nil leaves ``AccuracyResult/costs``
  ///     nil.
  ///   - base: how the largest snap's fix is checked (``SpringFix/find(_:on:like:budget:)``): the check's travel,
  ///     rules and schedules; nil: check's defaults on `schedules`.
  ///   - progress: called once per spring, then for the convergence runs, with a short line.
  /// - Returns: The report's result: every row, the integrators' summaries, the convergence runs, the drift, the
  ///   focus, the cost join (nil without `costs`), the findings and the cross-engine comparison.
  /// - Throws: ``SpringParameterError`` for a spring that cannot be built.
  static func run(
    springs: [SpringSpec], schedules: [ScheduleSpec], integrators: [any TrajectoryIntegrator],
    costs: [String: Double]? = nil, checkedAs base: CheckSetup? = nil, progress: (String) -> Void = { _ in }
  ) throws -> AccuracyResult {
    precondition(!springs.isEmpty && !schedules.isEmpty, "at least one spring and one schedule")
    let focusSpring = AccuracyFocus.spring(in: springs, schedules: schedules)
    let focusIndex = springs.firstIndex(of: focusSpring)!
    var rows: [AccuracyRow] = []
    var focusRuns: [[Run]] = []
    var crossRows: [CrossEngineRow] = []
    var floatRows: [FloatAccuracyRow] = []
    for (index, spec) in springs.enumerated() {
      progress("accuracy \(index + 1)/\(springs.count): \(spec.label)")
      let spring = try spec.spring
      for schedule in schedules {
        let frames = try Frames(spring, on: schedule, velocity: 0)
        let runs = try integrators.map {
          try measure(spec: spec, spring: spring, schedule: schedule, frames: frames, integrator: $0)
        }
        rows += runs.map(\.row)
        crossRows += zip(integrators, runs).filter { CrossEngineExperiment.isCompared($0.0) }.map {
          CrossEngineExperiment.row($0.1)
        }
        if index == focusIndex { focusRuns.append(runs) }
        floatRows.append(try floatRow(spec, schedule: schedule, frames: frames))
      }
    }
    progress("accuracy: convergence")
    let convergence = ConvergenceResult(
      rows: try ConvergenceExperiment.run(
        integrators: integrators.filter { IntegratorID($0).kind != nil }, progress: progress),
      springs: ConvergenceExperiment.springs, precisionFloor: ConvergenceExperiment.precisionFloor)
    let springConvergence = try ConvergenceExperiment.ownOrders(
      integrators: integrators, springs: springs, progress: progress)
    let drift = try springs.map { try FrameRateDrift.measure($0) }
    let focus = AccuracyFocus(spring: focusSpring, schedules: schedules, runs: focusRuns)
    let errorCost = try ErrorCostExperiment.run(spring: focusSpring, schedules: schedules)
    let ids = integrators.map(IntegratorID.init)
    let costRows = costs.map { AccuracyCost.join(rows: rows, integrators: ids, costs: $0, schedule: focus.schedule) }
    let findings = try AccuracyFinding.facts(
      rows: rows, drift: drift, springs: springs, focus: focusSpring, focusSchedule: focus.schedule,
      costs: costRows, checkedAs: base ?? .reports(on: schedules))
    let crossEngine = try CrossEngineExperiment.result(
      rows: crossRows, integrators: integrators, springs: springs, schedule: focus.schedule)
    return AccuracyResult(
      distance: distance, springs: springs, schedules: schedules.map(AccuracyResult.ScheduleFrames.init),
      integrators: ids, rows: rows, summaries: ids.map { IntegratorAccuracy($0, rows: rows) },
      convergence: convergence, springConvergence: springConvergence, errorCost: errorCost, floatRows: floatRows,
      drift: drift, focus: focus,
      costs: costRows,
      findings: findings, crossEngine: crossEngine)
  }
}
