import WaveCore

/// `motion`: what b3ll's Motion (c9a57f9) displays at each frame, through ``MotionSpringAnimation`` with
/// stiffness k/m and damping c/m (Motion has no mass), ticked once per frame with the frame's duration.
package struct MotionIntegrator: TrajectoryIntegrator {
  package init() {}
  package var name: String { "motion" }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let perMass = try PhysicalSpring(problem.spring).perUnitMass
    let animation = MotionSpringAnimation(
      spring: MotionSpringFunction(stiffness: perMass.stiffness, damping: perMass.damping),
      value: problem.from, toValue: problem.to, velocity: problem.velocity)
    return .displayed(by: animation, problem, durations: durations)
  }
}

/// Motion's loop: one `tick` per frame, with the frame's duration.
extension MotionSpringAnimation: PeerModel {
  var displayed: (value: Double, velocity: Double) { (value, velocity) }
  mutating func advance(frame dt: Double, endingAt _: Double) { tick(duration: dt) }
}
