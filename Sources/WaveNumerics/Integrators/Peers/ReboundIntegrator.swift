import WaveCore

/// `rebound`: what rebound (facebook/rebound Java, 65f155c) displays at each frame, through ``ReboundSpring``:
/// `setCurrentValue(from)`, `setEndValue(to)`, `setVelocity(v)`, then one `advance(dt)` per frame with the frame's
/// interval in seconds, and the row shows `getCurrentValue()` and `getVelocity()` (`Spring.java:128-212, 293-449`).
///
/// Tension k/m and friction c/m (rebound has no mass).
package struct ReboundIntegrator: TrajectoryIntegrator, EvaluationCounting {
  /// On (the catalogue's `rebound`): rebound as it is.
  ///
  /// Off: `interpolate` only displays, a counterfactual that measures what the overwrite costs
  /// (``ReboundSpring/interpolationOverwritesState``).
  package let interpolationOverwritesState: Bool

  package init(interpolationOverwritesState: Bool = true) {
    self.interpolationOverwritesState = interpolationOverwritesState
  }
  package var name: String { "rebound" }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    try integrateCounting(problem, frameDurations: durations).trajectory
  }

  /// Counts the model's accelerations (``ReboundSpring/evaluations``).
  package func integrateCounting(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> (
    trajectory: Trajectory, evaluations: Int
  ) {
    let perMass = try PhysicalSpring(problem.spring).perUnitMass
    var spring = ReboundSpring(tension: perMass.stiffness, friction: perMass.damping)
    spring.interpolationOverwritesState = interpolationOverwritesState
    spring.setCurrentValue(problem.from)
    spring.setEndValue(problem.to)
    spring.setVelocity(problem.velocity)
    let trajectory = Trajectory.displayed(by: &spring, problem, durations: durations)
    return (trajectory, spring.evaluations)
  }
}

/// rebound's loop: one `advance` per frame with the frame's interval in seconds; the row shows
/// `getCurrentValue()` and `getVelocity()`.
extension ReboundSpring: PeerModel {
  var displayed: (value: Double, velocity: Double) { (position, velocity) }
  mutating func advance(frame dt: Double, endingAt _: Double) { advance(dt) }
}
