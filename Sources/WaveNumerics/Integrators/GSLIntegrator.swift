import WaveCore

/// A GSL `odeiv2` method as a ``TrajectoryIntegrator``: the spring's equation, with its stored stiffness,
/// damping coefficient and mass (``PhysicalSpring``), integrated with one ``GSLStepType`` either
/// adaptively to each frame time or with fixed steps per frame (``GSLMode``).
///
/// Its command-line name is `gsl-<step>` (`gsl-rk8pd`) whatever the mode; the summary says the mode.
/// Every GSL object it makes is freed before ``integrate(_:frameDurations:)`` returns.
///
/// Its evaluations (``EvaluationCounting``) are the calls GSL makes of the system's function
/// (``GSLOscillatorSystem/evaluationCount``).
package struct GSLIntegrator: TrajectoryIntegrator, EvaluationCounting, Equatable {
  /// The method.
  package let step: GSLStepType
  /// Adaptive (with tolerances) or fixed (with sub-steps per frame).
  package let mode: GSLMode

  /// The first step the adaptive driver tries, s.
  ///
  /// Small against every frame and every spring time scale (a response of 0.01 s has ω0·h ≈ 6e-4); the control grows it
  /// by up to 5× a step, so the cost is a few steps at the start.
  static let initialStepSize = 1e-6

  /// The name prefix: `gsl-`.
  static let namePrefix = "gsl-"

  /// - Parameters:
  ///   - step: the method.
  ///   - mode: defaults to ``GSLMode/reference`` (adaptive, 1e-12 absolute and relative).
  package init(step: GSLStepType, mode: GSLMode = .reference) {
    self.step = step
    self.mode = mode
  }

  /// The integrator called `name` (`gsl-<step>`), or nil when `name` names no step type.
  package init?(name: String, mode: GSLMode = .reference) {
    guard name.hasPrefix(Self.namePrefix), let step = GSLStepType(rawValue: String(name.dropFirst(4))) else {
      return nil
    }
    self.init(step: step, mode: mode)
  }

  /// Every step type with the reference mode, in ``GSLStepType/allCases`` order.
  static let allReference: [GSLIntegrator] = GSLStepType.allCases.map { GSLIntegrator(step: $0) }

  package var name: String { Self.namePrefix + step.rawValue }

  /// One line: the method, its order, explicit or implicit, and this integrator's mode (the catalogue's
  /// description of it), with GSL's step doubling where it applies (``GSLStepType/stepDoubles``).
  package var summary: String {
    let nature =
      (step.isImplicit ? "implicit" : "explicit")
      + (step.stepDoubles ? ", step doubling: each step is one h and two h/2 steps" : "")
    let order = step.requiresDriver ? "order ≤ \(step.order)" : "order \(step.order)"
    switch mode {
    case .adaptive(let absTol, let relTol):
      return "GSL odeiv2 \(step.rawValue), driver to each frame time (\(order), \(nature), adaptive, "
        + "abs \(absTol) rel \(relTol))"
    case .fixed(let substeps):
      return "GSL odeiv2 \(step.rawValue), \(substeps) equal step\(substeps == 1 ? "" : "s") per frame "
        + "(\(order), \(nature), fixed)"
    }
  }

  /// Integrates `problem` over the frames: row 0 is the initial state, row `i` the state after frame `i`,
  /// at the running sum of the durations.
  ///
  /// - Parameters:
  ///   - problem: the spring, start, target and initial velocity.
  ///   - durations: frame durations, s, each finite and ≥ 0 (> 0 in fixed mode).
  /// - Returns: the trajectory, `durations.count + 1` rows.
  /// - Throws: ``SpringParameterError`` for a spring without an equation (response 0); ``GSLError`` when
  ///   GSL fails, naming the step type and the status.
  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    try integrateCounting(problem, frameDurations: durations).trajectory
  }

  package func integrateCounting(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> (
    trajectory: Trajectory, evaluations: Int
  ) {
    let system = GSLOscillatorSystem(try PhysicalSpring(problem.spring), target: problem.to)
    var trajectory = Trajectory()
    trajectory.times.reserveCapacity(durations.count + 1)
    trajectory.values.reserveCapacity(durations.count + 1)
    trajectory.velocities.reserveCapacity(durations.count + 1)
    var state: GSLState = (problem.from, problem.velocity)
    trajectory.append(t: 0, value: state.position, velocity: state.velocity)
    var frameEnd = 0.0
    let advance = try makeAdvance(system: system)
    for dt in durations {
      frameEnd += dt
      try advance(dt, frameEnd, &state)
      trajectory.append(t: frameEnd, value: state.position, velocity: state.velocity)
    }
    return (trajectory, system.evaluationCount)
  }

  /// The per-frame advance: `(dt, frameEnd, &state)`.
  private func makeAdvance(
    system: GSLOscillatorSystem
  ) throws(GSLError) -> (Double, Double, inout GSLState) throws(GSLError) -> Void {
    switch mode {
    case .adaptive(let absTol, let relTol):
      let driver = try GSLDriver(
        system: system, step: step, initialStepSize: Self.initialStepSize,
        absoluteTolerance: absTol, relativeTolerance: relTol)
      var time = 0.0
      return { (_, frameEnd, state) throws(GSLError) in
        try driver.apply(time: &time, until: frameEnd, state: &state)
        time = frameEnd
      }
    case .fixed(let substeps):
      guard substeps >= 1 else {
        throw GSLError(
          step: step, status: .invalidArgument, operation: "fixed mode with \(substeps) substeps refused (needs ≥ 1)")
      }
      let driver = try GSLDriver(
        system: system, step: step, initialStepSize: Self.initialStepSize,
        absoluteTolerance: Self.acceptAllTolerance, relativeTolerance: 0)
      var time = 0.0
      return { (dt, _, state) throws(GSLError) in
        try driver.applyFixedStep(
          time: &time, stepSize: dt / Double(substeps), count: substeps, state: &state, acceptingEveryStep: true)
      }
    }
  }

  /// The absolute tolerance of the fixed-step driver's control: the largest finite double, so that every
  /// error level GSL derives from it is effectively infinite (and nothing overflows: GSL only divides by it
  /// or adds to it).
  static let acceptAllTolerance = Double.greatestFiniteMagnitude
}
