/// `interpolating`: what SwiftUI displays at each frame for the problem's spring run by `.interpolatingSpring(mass:stiffness:damping:)`
/// (overdamping clamped to critical): the closed form at each frame's time until `settlingDuration`, then the
/// target (``InterpolatingSpringModel``).
struct InterpolatingSpringIntegrator: TrajectoryIntegrator {
  init() {}
  var name: String { "interpolating" }

  func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    try InterpolatingSpringModel(problem).trajectory(frameDurations: durations)
  }
}
