import WaveCore
import WaveInputs
import WaveIntegrators

/// `wave-bench trajectory`: one scalar animation stepped by one integrator over the given frames.
public struct TrajectoryRun: Sendable {
  public let spring: SpringSpec
  public let from: Double, to: Double, velocity: Double
  public let frames: FrameSource
  public let integrator: IntegratorChoice

  /// The run the options give, checked: the ends and the velocity finite, the frames (``FrameSource``), and
  /// the integrator with its GSL settings (``IntegratorChoice``).
  ///
  /// - Throws: ``InputError`` naming the option at fault.
  public init(
    spring: SpringSpec, from: Double, to: Double, velocity: Double, fps: Double?, frames: Int?, dtFile: String?,
    integrator: IntegratorChoice
  ) throws(InputError) {
    try InputError.requireFinite(from, "--from")
    try InputError.requireFinite(to, "--to")
    try InputError.requireFinite(velocity, "--velocity")
    self.frames = try FrameSource(fps: fps, frames: frames, dtFile: dtFile)
    do { _ = try integrator.make() } catch { throw InputError(error.description) }
    self.spring = spring
    self.from = from
    self.to = to
    self.velocity = velocity
    self.integrator = integrator
  }

  /// Every frame as CSV (``TrajectoryOutput/csv(_:)``).
  public func csv() throws -> String {
    TrajectoryOutput.csv(try integrate().trajectory)
  }

  /// The run as JSON (``TrajectoryOutput/json(_:problem:integrator:)``).
  public func json() throws -> String {
    let run = try integrate()
    return TrajectoryOutput.json(run.trajectory, problem: run.problem, integrator: run.name)
  }

  private func integrate() throws -> (trajectory: Trajectory, problem: SpringProblem, name: String) {
    let problem = SpringProblem(spring: try spring.makeSpring(), from: from, to: to, velocity: velocity)
    let durations = try frames.durations()
    let integrator = try self.integrator.make()
    return (try integrator.integrate(problem, frameDurations: durations), problem, integrator.name)
  }
}
