import WaveReference

/// `advance`: what Advance (timdonnelly/Advance, 3156e6c) displays at each frame, through
/// ``AdvanceSimulation`` started at `from` with velocity v toward `to` (tension k/m, damping c/m, threshold
/// 0.1), advanced by each frame's duration (`Animator.swift:47-53`, `Simulation.swift:76-124`).
public struct AdvanceIntegrator: TrajectoryIntegrator {
  /// Off (the catalogue's `advance`): Advance as it is. On: its step with k1 restored, a counterfactual that
  /// measures what the omission costs (``AdvanceSimulation/includesK1``).
  public let includesK1: Bool

  public init(includesK1: Bool = false) { self.includesK1 = includesK1 }
  public var name: String { "advance" }
  public var summary: String {
    "Advance 3156e6c: RK4 without k1, 8 ms steps run ahead and interpolated back, 80 ms clamp, rest 0.1"
  }

  public func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let p = try OscillatorParameters(problem.spring)
    var simulation = AdvanceSimulation(
      target: problem.to, value: problem.from, velocity: problem.velocity, tension: p.stiffness / p.mass,
      damping: p.damping / p.mass)
    simulation.includesK1 = includesK1
    return Trajectory.frameByFrame(problem, durations: durations, start: (simulation.value, simulation.velocity)) {
      _, dt, _ in
      simulation.advance(by: dt)
      return (simulation.value, simulation.velocity)
    }
  }
}
