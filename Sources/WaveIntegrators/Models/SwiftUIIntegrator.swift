import WaveReference

/// `swiftui`: what SwiftUI displays at each frame for the problem's spring as `Spring(mass:stiffness:damping:)`
/// (overdamping clamped to critical): the closed form at each frame's time until `settlingDuration`, then the
/// target (``SwiftUISpringModel``).
public struct SwiftUIIntegrator: TrajectoryIntegrator {
  public init() {}
  public var name: String { "swiftui" }

  public func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    try SwiftUISpringModel(problem).trajectory(frameDurations: durations)
  }
}
