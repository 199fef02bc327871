import WaveCore

/// A registry GSL integrator in adaptive mode, with a bound on its driver steps per frame and, in a report, on the
/// steps all its adaptive runs take together.
///
/// A registry GSL integrator in adaptive mode, run with a bound on the work of each frame, so that the suite's run time
/// stays bounded whatever the method: GSL's driver may take at most ``maxStepsPerFrame`` × k steps to reach the time of
/// frame k (`gsl_odeiv2_driver_set_nmax`; GSL counts the steps of each call to the driver, one call per frame), and
/// the run's steps together may not pass what is left of its ``StepBudget`` (a report's, which its adaptive runs
/// share, or one trajectory's); beyond either the run throws (reported as `failed`, deterministically, never as a
/// slow run).
///
/// The budget counts every step the driver tried (``GSLDriver/attemptedStepCount``), the rejected ones too: an
/// implicit method on a stiff spring (`trajectory --damping-ratio 1e6 --stiffness 1e12 --integrator gsl-rk4imp`)
/// rejects about three steps for each it keeps, and each rejection costs an iteration as a step does.
///
/// Same name, same tolerances, same results as the registry's integrator whenever it stays within the bound.
///
/// Low-order methods at the reference tolerance 1e-12 need far more: implicit Euler (`rk1imp`, local error
/// O(h²)) takes more than that on every frame, seconds per run.
package struct BoundedGSLIntegrator: TrajectoryIntegrator, EvaluationCounting {
  /// The most driver steps of the first frame, and N times that of frame N: 20 000.
  ///
  /// At 1e-12 the first frame is the costly one (the state starts at 0, where the absolute tolerance rules): order ≥ 2
  /// methods stay within it except rk2 on a 33 ms frame; implicit Euler needs more on every frame.
  package static let maxStepsPerFrame = 20_000

  package let base: GSLIntegrator
  let absTol: Double, relTol: Double
  /// The bound of this integrator: ``maxStepsPerFrame`` unless given.
  package let stepsPerFrame: Int
  /// The steps the report's adaptive runs share (``StepBudget``); nil: no bound but the per-frame one.
  package let budget: StepBudget?

  /// nil unless `integrator` is a ``GSLIntegrator`` in adaptive mode.
  package init?(
    _ integrator: any TrajectoryIntegrator, maxStepsPerFrame: Int = Self.maxStepsPerFrame,
    budget: StepBudget? = nil
  ) {
    guard let gsl = integrator as? GSLIntegrator, case .adaptive(let a, let r) = gsl.mode else { return nil }
    base = gsl
    absTol = a
    relTol = r
    stepsPerFrame = max(1, maxStepsPerFrame)
    self.budget = budget
  }

  package var name: String { base.name }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    try integrateCounting(problem, frameDurations: durations).trajectory
  }

  /// Counts the calls GSL makes of the system's function, as ``GSLIntegrator`` does.
  package func integrateCounting(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> (
    trajectory: Trajectory, evaluations: Int
  ) {
    let system = GSLOscillatorSystem(try PhysicalSpring(problem.spring), target: problem.to)
    let driver = try GSLDriver(
      system: system, step: base.step, initialStepSize: GSLIntegrator.initialStepSize, absoluteTolerance: absTol,
      relativeTolerance: relTol)
    var state: GSLState = (problem.from, problem.velocity)
    var times = [0.0]
    var values = [problem.from]
    var velocities = [problem.velocity]
    var time = 0.0
    var frameEnd = 0.0
    let allowance = budget?.remaining ?? .max
    // The steps the driver tried (accepted and rejected) so far.
    var used = 0
    // What the run took is spent from the budget however it ends.
    defer { budget?.spend(used) }
    for (index, dt) in durations.enumerated() {
      frameEnd += dt
      // Frame k (from 1) may take N·k steps, and the run never more than the budget left when it started.
      let (perFrame, overflow) = stepsPerFrame.multipliedReportingOverflow(by: index + 1)
      let left = allowance - used
      let bound = min(overflow ? Int.max : perFrame, left)
      do {
        guard bound > 0 else { throw BudgetSpent(name: name, total: budget?.total ?? 0, scope: budgetScope) }
        // GSL's nmax bounds the steps the call accepts; the rejected ones are counted after it.
        try driver.setMaximumStepCount(bound)
        defer { used = driver.attemptedStepCount }
        try driver.apply(time: &time, until: frameEnd, state: &state)
      } catch let spent as BudgetSpent {
        throw spent
      } catch {
        if bound == left, let budget { throw BudgetSpent(name: name, total: budget.total, scope: budgetScope) }
        throw BoundExceeded(name: name, maxSteps: stepsPerFrame, underlying: String(describing: error))
      }
      if used > allowance, let budget { throw BudgetSpent(name: name, total: budget.total, scope: budgetScope) }
      time = frameEnd
      times.append(frameEnd)
      values.append(state.position)
      velocities.append(state.velocity)
    }
    return (Trajectory(times: times, values: values, velocities: velocities), system.evaluationCount)
  }

  /// Whose steps the budget bounds, for the words of ``BudgetSpent``.
  package enum BudgetScope: Sendable, Equatable {
    /// A report's adaptive runs, which share it.
    case report
    /// One trajectory of this many frames (all its pieces).
    case trajectory(frames: Int)
  }

  /// Whose steps ``budget`` bounds: a report's unless told.
  package var budgetScope: BudgetScope = .report

  /// The budget (``StepBudget``) is spent: this run stopped there.
  package struct BudgetSpent: Error, CustomStringConvertible {
    package let name: String, total: Int
    var scope: BudgetScope = .report
    package var description: String {
      switch scope {
      case .report:
        "\(name) stopped: the report's adaptive methods spent their budget of \(total) driver steps in all (give fewer springs or schedules, or springs that settle sooner)"
      case .trajectory(let frames):
        "\(name) stopped: its driver tried more than the \(total) steps (accepted and rejected) a trajectory of \(frames) frames may take (give fewer frames, or a method for stiff springs such as gsl-bsimp or gsl-msbdf)"
      }
    }
  }

  /// The run needed more than the bound (or GSL failed otherwise; the message says which).
  struct BoundExceeded: Error, CustomStringConvertible {
    let name: String, maxSteps: Int, underlying: String
    var description: String { "\(name) stopped: \(underlying) (bound: \(maxSteps) steps per frame)" }
  }
}
