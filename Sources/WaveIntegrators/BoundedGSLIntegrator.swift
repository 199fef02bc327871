import WaveCore
import WaveReference

/// A registry GSL integrator in adaptive mode, with a bound on its average number of driver steps per frame.
///
/// A registry GSL integrator in adaptive mode, run with a bound on the work of each frame, so that the suite's run time
/// stays bounded whatever the method: GSL's driver may take at most ``maxStepsPerFrame`` steps to reach each frame
/// time, on average over the frames so far (`gsl_odeiv2_driver_set_nmax`, which GSL counts from the driver's start);
/// beyond that the run throws (reported as `failed`, deterministically, never as a slow run).
///
/// Same name, same tolerances, same results as the registry's integrator whenever it stays within the bound.
///
/// Low-order methods at the reference tolerance 1e-12 need far more: implicit Euler (`rk1imp`, local error
/// O(h²)) takes more than that on every frame, seconds per run.
public struct BoundedGSLIntegrator: TrajectoryIntegrator {
  /// The most driver steps per frame, on average: 20 000.
  ///
  /// At 1e-12 the first frame is the costly one (the state starts at 0, where the absolute tolerance rules): order ≥ 2
  /// methods stay within it except rk2 on a 33 ms frame; implicit Euler needs more on every frame.
  public static let maxStepsPerFrame = 20_000

  public let base: GSLIntegrator
  let absTol: Double, relTol: Double
  /// The bound of this integrator: ``maxStepsPerFrame`` unless given.
  public let stepsPerFrame: Int

  /// nil unless `integrator` is a ``GSLIntegrator`` in adaptive mode.
  public init?(_ integrator: any TrajectoryIntegrator, maxStepsPerFrame: Int = Self.maxStepsPerFrame) {
    guard let gsl = integrator as? GSLIntegrator, case .adaptive(let a, let r) = gsl.mode else { return nil }
    base = gsl
    absTol = a
    relTol = r
    stepsPerFrame = max(1, maxStepsPerFrame)
  }

  public var name: String { base.name }

  public func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let system = GSLOscillatorSystem(try OscillatorParameters(problem.spring), target: problem.to)
    let driver = try GSLDriver(
      system: system, step: base.step, initialStepSize: GSLIntegrator.initialStepSize, absoluteTolerance: absTol,
      relativeTolerance: relTol)
    var state: GSLState = (problem.from, problem.velocity)
    var times = [0.0]
    var values = [problem.from]
    var velocities = [problem.velocity]
    var time = 0.0
    var frameEnd = 0.0
    for (index, dt) in durations.enumerated() {
      frameEnd += dt
      do {
        // GSL counts the driver's steps from its creation, so the bound is cumulative: N steps per frame
        // on average up to this frame.
        let (bound, overflow) = stepsPerFrame.multipliedReportingOverflow(by: index + 1)
        try driver.setMaximumStepCount(overflow ? Int.max : bound)
        try driver.apply(time: &time, until: frameEnd, state: &state)
      } catch {
        throw BoundExceeded(name: name, maxSteps: stepsPerFrame, underlying: String(describing: error))
      }
      time = frameEnd
      times.append(frameEnd)
      values.append(state.position)
      velocities.append(state.velocity)
    }
    return Trajectory(times: times, values: values, velocities: velocities)
  }

  /// The run needed more than the bound (or GSL failed otherwise; the message says which).
  public struct BoundExceeded: Error, CustomStringConvertible {
    public let name: String, maxSteps: Int, underlying: String
    public var description: String { "\(name) stopped: \(underlying) (bound: \(maxSteps) steps per frame)" }
  }
}
