import WaveCore
import WaveNumerics

/// `wave-bench check`: each spring on each schedule against the rules, and a verified recommendation for each
/// spring that fails (``CheckRecommender``).
enum CheckExperiment {
  /// Checks every spring of `options`.
  ///
  /// - Parameters:
  ///   - options: the springs, schedules, travel and rules.
  ///   - budget: the frames every failing spring's fix search shares, in the springs' order
  ///     (``CheckRecommender/recommend(for:options:budget:)``); a spring whose search it stops is marked
  ///     ``SpringCheck/searchStopped``.
  ///   - progress: gets one line per spring.
  ///   - step: Wave's step, ``EulerIntegrator`` (a test counts its runs through a wrapper): it steps each spring the
  ///     options give once per schedule and release velocity.
  /// - Returns: Every spring's verdict, with its recommendation when it fails.
  /// - Throws: ``SpringParameterError`` for a spring that does not build.
  static func run(
    _ options: CheckSetup, budget: StepBudget = StepBudget(steps: InputLimits.maximumFixSearchFrames),
    progress: (String) -> Void = { _ in }, step: any TrajectoryIntegrator = EulerIntegrator()
  ) throws -> CheckResult {
    var springs: [SpringCheck] = []
    // A spring written in several places (`.bouncy` in ten views) is checked once: its verdict is copied to each.
    var checked: [SpringSpec.Motion: SpringCheck] = [:]
    for (index, spec) in options.springs.enumerated() {
      if var same = checked[spec.motion] {
        same.spec = spec
        springs.append(same)
        continue
      }
      progress("check \(index + 1)/\(options.springs.count): \(spec.title)")
      // The spring's own schedules, rules and engine; a fix need not pass the rules silenced for it.
      let own = options.applying(spec.settings)
      var verdict = try check(spec, options: own, step: step)
      // A spring whose numbers look mistyped (``SpringHint``) gets no fix: one for the numbers as typed would be a
      // fix for a spring nobody meant, at the cost of a search over its seconds-long motion.
      if !verdict.passed && verdict.hints.isEmpty {
        do {
          verdict.recommendation = try CheckRecommender.fix(
            for: verdict, options: own.silencing(spec.settings.silenced), budget: budget)
        } catch is CheckRecommender.BudgetSpent {
          verdict.searchStopped = true
        }
      }
      springs.append(verdict)
      checked[spec.motion] = verdict
    }
    return CheckResult(options: options, springs: springs)
  }

  /// One spring's verdict on every schedule and release velocity, without a recommendation: what a recommendation is
  /// verified by.
  ///
  /// The runs are schedule by schedule, each at every velocity ``ReleaseSampling`` takes from the spring's releases
  /// (``CheckSetup/releases(for:)``): from rest unless velocities are given. `step`: Wave's step
  /// (``EulerIntegrator``).
  static func check(
    _ spec: SpringSpec, options: CheckSetup, step: any TrajectoryIntegrator = EulerIntegrator()
  ) throws -> SpringCheck {
    if spec.isInstant {
      var verdict = SpringCheck(spec: spec, lowestSafeRate: nil, runs: [], recommendation: nil)
      (verdict.schedules, verdict.rules) = (options.schedules, options.rules)
      return verdict
    }
    let spring = try spec.spring
    let releases = options.releases(for: spec)
    let model = EngineModel(options.judge(for: spec))
    var runs: [CheckRun] = []
    // The exact motion's samples for the glitch rule, per release velocity per travel: the same on every schedule.
    var samples: [Double: ViewMotion.ExactSamples] = [:]
    for schedule in options.schedules {
      // A retarget's values are on one travel's scale: its runs are over the range's upper end.
      let pairs = ReleaseSampling.runs(
        releases.velocities, travels: options.travels(for: spec), spring: spring, model: model, on: schedule,
        retargets: options.retargets)
      for (travel, velocity) in pairs {
        if !options.retargets.isEmpty {
          runs.append(
            try retargetRun(spec: spec, spring: spring, on: schedule, velocity: velocity, options: options))
        } else if let model {
          runs.append(
            try modelRun(
              spec: spec, spring: spring, model: model, on: schedule, velocity: velocity, travel: travel,
              options: options))
        } else {
          let perTravel = velocity / travel
          let exact = try samples[perTravel] ?? exactSamples(spring, velocity: perTravel)
          samples[perTravel] = exact
          runs.append(
            try run(
              spec: spec, spring: spring, on: schedule, velocity: velocity, travel: travel, options: options,
              exact: exact, step: step))
        }
      }
    }
    var verdict = SpringCheck(
      spec: spec, lowestSafeRate: model == nil ? 1 / EulerStepMatrix.criticalFrameDuration(of: spring) : 0,
      runs: runs, recommendation: nil)
    verdict.judgedAs = model?.runner ?? .wave
    verdict.releases = releases
    verdict.travels = Array(Set(runs.map(\.travel))).sorted()
    (verdict.schedules, verdict.rules) = (options.schedules, options.rules)
    verdict.hints = SpringHint.hints(for: spec)
    return verdict
  }

  /// The engine's step on one schedule, released at `velocity` pt/s (0: from rest), stepped once and measured.
  ///
  /// The one run covers the longer of the animator's lifetime and the settling horizon
  /// (``SettlingExperiment/engineFrames(_:on:)``). It gives the accuracy experiment's row over the lifetime
  /// (error, snap, status), the view over the same frames (judder: ``ViewMotion``) and the settle times over the
  /// horizon. Every number is a fraction of the travel there (the runs are linear in the travel and the velocity,
  /// which they take as travels a second), scaled to points here.
  ///
  /// - Parameters:
  ///   - spec: the spring as given.
  ///   - spring: the spring Wave steps (``SpringSpec/spring``).
  ///   - schedule: the frames.
  ///   - velocity: the release velocity, pt/s toward the target.
  ///   - travel: points; nil: the spring's (``CheckSetup/travel(for:)``).
  ///   - options: the travel, rules and snap limit.
  ///   - exact: the exact motion's samples for the glitch rule, kept from another schedule's run of the same spring
  ///     and velocity; nil to sample it here.
  ///   - step: Wave's step (``EulerIntegrator``); its one run is over ``AccuracyExperiment/problem(_:velocity:)``.
  /// - Returns: The run's numbers and verdicts.
  /// - Throws: ``SpringParameterError`` for a spring without a closed form.
  static func run(
    spec: SpringSpec, spring: Spring, on schedule: ScheduleSpec, velocity: Double = 0, travel: Double? = nil,
    options: CheckSetup, exact: ViewMotion.ExactSamples? = nil, step: any TrajectoryIntegrator = EulerIntegrator()
  ) throws -> CheckRun {
    let travel = travel ?? options.travel(for: spec)
    let perTravel = velocity / travel
    let frames = try AccuracyExperiment.Frames(spring, on: schedule, velocity: perTravel)
    let lifetime = frames.lifetime
    let horizon = SettlingExperiment.engineFrames(spring, on: schedule)
    let longer = horizon.count > lifetime.count ? horizon : lifetime
    let stepped = Result { try step.integrate(frames.problem, frameDurations: longer.steps) }
    let row = AccuracyExperiment.measure(
      spec: spec, spring: spring, schedule: schedule, frames: frames, integrator: IntegratorID(step),
      run: stepped.map { $0.firstRows(lifetime.count + 1) }, timeLead: false
    ).row
    let numbers = row.status.hasNumbers
    // The step over a travel of 1, as the view and the settle times take it.
    let distance = AccuracyExperiment.distance
    // Shown, ended and settled by the wall clock (``WaveFrames``); the error is the row's, at the step's own time.
    let positions = (try? stepped.get().values.map { $0 / distance }) ?? [0]
    let times = Array(longer.rowTimes.prefix(positions.count))
    let view = ViewMotion(
      stepped: Array(times.prefix(lifetime.count + 1)), positions: Array(positions.prefix(lifetime.count + 1)),
      formula: spring.settlingDuration, band: AccuracyExperiment.reach(spring, velocity: perTravel))
    let settling = Array(positions.prefix(horizon.count + 1))
    func settled(within fraction: Double) -> Double? {
      guard numbers else { return nil }
      return SettleTime.index(values: settling, target: 1, distance: 1, fraction: fraction).map { times[$0] }
    }
    let median = schedule.medianDuration
    let maxError = row.maxError.map { $0 * travel }
    let snap = row.snapPer1000.map { $0 / 1000 * travel }
    let judder = numbers ? view.judder * travel : nil
    let samples = try exact ?? exactSamples(spring, velocity: perTravel)
    let outside = view.glitch(samples: samples)
    let glitch = numbers ? outside.size * travel : nil
    let handOff = numbers ? view.handOff(span: CheckRule.handOffSpan, exact: samples.exact) * travel : nil
    let settleTime = settled(within: Tolerance.settledFraction)
    let radius = EulerStepMatrix(spring: spring, dt: median).spectralRadius
    let formula = spring.settlingDuration
    var run = CheckRun(
      schedule: schedule, travel: travel, velocity: velocity, status: row.status, spectralRadius: radius,
      maxError: maxError, snap: snap, settleTime: settleTime, judder: judder, glitch: glitch, formulaTime: formula,
      clearOfSnapLimit: options.snapLimit(travel: travel).flatMap { settled(within: $0 / travel) },
      look: CheckLook(spring, dt: median), rules: options.rules, unstable: row.status != .ok,
      framesStepped: times.count - 1, handOff: handOff)
    run.glitchFrame = numbers ? outside.frame : nil
    return run
  }

  /// The exact motion of `spring` from rest at 0 to 1, released at `velocity` travels a second, for the glitch rule.
  ///
  /// - Throws: ``SpringParameterError`` for a spring without a closed form.
  static func exactSamples(_ spring: Spring, velocity: Double) throws -> ViewMotion.ExactSamples {
    let oscillator = DampedOscillator(try PhysicalSpring(spring))
    return ViewMotion.ExactSamples { oscillator.state(at: $0, x0: 0, v0: velocity, target: 1).position }
  }
}

extension CheckExperiment {
  /// One spring on one schedule as an engine with a model runs it (SwiftUI's fluid or interpolating spring, Core
  /// Animation): the model shows the motion over the travel in points (``EngineModel/shown(_:on:travel:)``) until its
  /// end, where the view jumps to the target; the numbers are measured on what it shows, as Wave's are.
  ///
  /// - The snap is the distance between the target and where the engine's motion would have put the view on the frame
  ///   that shows the target (``EngineModel/Shown/snap``), as Wave's is.
  /// - The error is the largest distance from the exact spring before the end, at the time the engine computed each
  ///   frame for.
  /// - The settle time is the exact spring's on the schedule's frames; the formula time is the engine's own end.
  /// - ρ is the exact propagator's spectral radius over the median frame: how much the true motion contracts per
  ///   frame (< 1 for every spring with damping). None of these engines steps once a frame, so none grows at a low
  ///   rate: the `unstable` rule never fails here.
  static func modelRun(
    spec: SpringSpec, spring: Spring, model: EngineModel, on schedule: ScheduleSpec, velocity: Double = 0,
    travel: Double? = nil, options: CheckSetup
  ) throws -> CheckRun {
    let travel = travel ?? options.travel(for: spec)
    let shown = try model.shown(spec, on: schedule, travel: travel, velocity: velocity)
    let oscillator = shown.motion.oscillator
    let end = shown.motion.end
    let maxError = shown.maxError
    let view = shown.view(travel: travel)
    let judder = view.judder * travel
    let outside = view.glitch {
      shown.motion.oscillator.state(at: $0, x0: 0, v0: velocity / travel, target: 1).position
    }
    let glitch = outside.size * travel
    let handOff =
      view.handOff(span: CheckRule.handOffSpan) {
        oscillator.state(at: $0, x0: 0, v0: velocity / travel, target: 1).position
      } * travel
    let horizon = (model == .ca ? schedule.display : schedule).durations(
      covering: max(min(end, InputLimits.maximumSettlingDuration), SettlingExperiment.horizon(spring)))
    var t = 0.0
    var times = [0.0]
    var free = [0.0]
    for dt in horizon {
      t += dt
      times.append(t)
      free.append(oscillator.state(at: t, x0: 0, v0: velocity / travel, target: 1).position)
    }
    func settled(within fraction: Double) -> Double? {
      SettleTime.index(values: free, target: 1, distance: 1, fraction: fraction).map { times[$0] }
    }
    let radius = PropagatorCoefficients(oscillator.parameters, dt: schedule.medianDuration).spectralRadius
    let snap = shown.snap
    let settleTime = settled(within: Tolerance.settledFraction)
    var run = CheckRun(
      schedule: schedule, travel: travel, velocity: velocity, status: .ok, spectralRadius: radius, maxError: maxError,
      snap: snap, settleTime: settleTime, judder: judder, glitch: glitch, formulaTime: end,
      clearOfSnapLimit: options.snapLimit(travel: travel).flatMap { settled(within: $0 / travel) },
      look: CheckLook(nominal: spring), rules: options.rules, unstable: false,
      framesStepped: shown.times.count + times.count, handOff: handOff)
    run.glitchFrame = outside.frame
    return run
  }
}

extension Trajectory {
  /// The first `count` rows (all when there are fewer).
  fileprivate func firstRows(_ count: Int) -> Trajectory {
    Trajectory(
      times: Array(times.prefix(count)), values: Array(values.prefix(count)),
      velocities: Array(velocities.prefix(count)))
  }
}
