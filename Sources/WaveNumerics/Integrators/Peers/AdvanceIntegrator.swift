import WaveCore

/// `advance`: what Advance (timdonnelly/Advance, 3156e6c) displays at each frame, through
/// ``AdvanceSimulation`` started at `from` with velocity v toward `to` (tension k/m, damping c/m, threshold
/// 0.1), advanced by each frame's duration (`Animator.swift:47-53`, `Simulation.swift:76-124`).
package struct AdvanceIntegrator: TrajectoryIntegrator, EvaluationCounting {
  /// Off (the catalogue's `advance`): Advance as it is.
  ///
  /// On: its step with k1 restored, a counterfactual that measures what the omission costs
  /// (``AdvanceSimulation/includesK1``).
  package let includesK1: Bool

  package init(includesK1: Bool = false) { self.includesK1 = includesK1 }
  package var name: String { "advance" }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    try integrateCounting(problem, frameDurations: durations).trajectory
  }

  /// Counts the model's accelerations (``AdvanceSimulation/evaluations``).
  package func integrateCounting(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> (
    trajectory: Trajectory, evaluations: Int
  ) {
    let perMass = try PhysicalSpring(problem.spring).perUnitMass
    var simulation = AdvanceSimulation(
      target: problem.to, value: problem.from, velocity: problem.velocity, tension: perMass.stiffness,
      damping: perMass.damping)
    simulation.includesK1 = includesK1
    let trajectory = Trajectory.displayed(by: &simulation, problem, durations: durations)
    return (trajectory, simulation.evaluations)
  }
}

/// Advance's loop (`Animator.swift:47-53`): each frame advances the simulation by the frame's duration.
extension AdvanceSimulation: PeerModel {
  var displayed: (value: Double, velocity: Double) { (value, velocity) }
  mutating func advance(frame dt: Double, endingAt _: Double) { advance(by: dt) }
}
