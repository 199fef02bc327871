/// `ca`: what Core Animation displays at each frame for the problem's spring as a `CASpringAnimation` with
/// `duration = settlingDuration` (the common setting): the closed form at each frame's time, then the target from
/// `duration` on (``CASpringModel``).
package struct CAIntegrator: TrajectoryIntegrator {
  package init() {}
  package var name: String { "ca" }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    try CASpringModel(problem).trajectory(frameDurations: durations)
  }
}
