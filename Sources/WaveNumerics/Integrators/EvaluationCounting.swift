/// An integrator that counts the evaluations of the right-hand side f(t, y) of y' = f(t, y) its run makes, as it makes
/// them: calls of the function it evaluates, never a figure written beside the method.
///
/// For the spring, y = (x, v) and f = (v, −(k·(x − target) + c·v)/m): one evaluation is one acceleration. What counts
/// as a call is each integrator's: the GSL methods count calls of the system's C function
/// (``GSLOscillatorSystem/evaluationCount``, every stage and every rejected step); the textbook methods and RK4 count
/// calls of ``SpringRightHandSide``; the engine's step counts its calls of the engine's step function, which evaluates
/// the spring's force once (`SpringStep.semiImplicitEuler`); the peers rebound, react-spring and Advance count their
/// models' accelerations (``ReboundSpring/evaluations``, ``ReactSpringValue/evaluations``,
/// ``AdvanceSimulation/evaluations``).
package protocol EvaluationCounting: TrajectoryIntegrator {
  /// Integrates as ``TrajectoryIntegrator/integrate(_:frameDurations:)`` does (the same rows, bit for bit), counting
  /// the right-hand side's evaluations.
  ///
  /// - Parameters:
  ///   - problem: the spring, start, target and initial velocity.
  ///   - durations: frame durations, s.
  /// - Returns: The trajectory, `durations.count + 1` rows, and the evaluations over all its frames, ≥ 0.
  /// - Throws: What ``TrajectoryIntegrator/integrate(_:frameDurations:)`` throws.
  func integrateCounting(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> (
    trajectory: Trajectory, evaluations: Int
  )
}
