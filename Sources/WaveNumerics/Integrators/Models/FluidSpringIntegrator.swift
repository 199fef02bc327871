import WaveCore

/// `fluid`: what SwiftUI displays at each frame for the problem's spring run by `Animation.spring(…)`
/// (``FluidSpringModel``): 1/300 s substeps up to each frame, the target from the frame its end rule holds.
struct FluidSpringIntegrator: TrajectoryIntegrator {
  init() {}
  var name: String { "fluid" }

  func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let p = try PhysicalSpring(problem.spring)
    return FluidSpringModel(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
      .trajectory(from: problem.from, to: problem.to, velocity: problem.velocity, frameDurations: durations).trajectory
  }
}
