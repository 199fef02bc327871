import WaveCore
import WaveNumerics

/// The integrator-cost workload: one scalar animation advanced by ``frames`` frames of
/// ``WorkloadParameters/frameDuration`` (1/60 s) with one trajectory integrator.
///
/// The one definition of "the cost of a frame of an integrator": `wave-bench integrator-cost`
/// (``IntegratorCost``, whose figures the accuracy report joins) times ``run(_:)``, and the package-benchmark
/// suite `Benchmarks/Integrators` times the same call, with percentiles and allocation counts.
public enum IntegratorCostWorkload {
  /// The spring: damping ratio 0.7, response 0.5 s (a typical UI spring; settles in about 0.6 s).
  static let spring = Spring(dampingRatio: 0.7, response: 0.5)
  /// The animation: from 0 to 1000 pt, starting at rest.
  static let problem = SpringProblem(spring: spring, from: 0, to: 1000, velocity: 0)
  /// Frames per run, ≥ 1: 120 (2 s at 60 Hz).
  ///
  /// Each integrator's per-run setup (GSL allocates its driver once per run) is amortized over these.
  public static let frames = 120
  /// The run's frame durations: ``frames`` × ``WorkloadParameters/frameDuration`` seconds.
  static let frameDurations = Array(repeating: WorkloadParameters.frameDuration, count: frames)

  /// Integrates ``problem`` over ``frameDurations`` with `integrator`: `frames + 1` rows.
  ///
  /// - Throws: what the integrator throws (a GSL failure).
  public static func run(_ integrator: any TrajectoryIntegrator) throws -> Trajectory {
    try integrator.integrate(problem, frameDurations: frameDurations)
  }
}
