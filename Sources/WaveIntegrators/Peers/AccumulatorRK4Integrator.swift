import WaveReference
/// Fixed-step RK4 driven by a time accumulator, with the displayed state interpolated between the last two
/// solver states — the structure of rebound (Facebook's Java/JS spring library) and of Advance (an iOS
/// animation library). This models their stepping scheme; it is not their code.
///
/// Each frame: clamp the frame time to ``maximumFrameTime`` (when set), add it to the accumulator, take
/// fixed RK4 steps of ``step`` seconds while the accumulator holds a whole step, then display
/// `previous + (current − previous) · (leftover / step)`, a linear interpolation that lags the solver by up
/// to one step. The solver itself continues from its un-interpolated state.
public struct AccumulatorRK4Integrator: TrajectoryIntegrator {
  public let name: String
  public let summary: String
  /// The fixed solver step, in seconds (> 0).
  public let step: Double
  /// The most frame time consumed per frame, in seconds, or nil for no clamp. A longer frame loses time.
  public let maximumFrameTime: Double?

  public init(name: String, summary: String, step: Double, maximumFrameTime: Double?) {
    self.name = name
    self.summary = summary
    self.step = step
    self.maximumFrameTime = maximumFrameTime
  }

  /// rebound: 1 ms RK4 steps, frame time clamped at 64 ms.
  public static let rebound = AccumulatorRK4Integrator(
    name: "rebound-rk4",
    summary: "RK4, 1 ms steps from an accumulator, frames clamped at 64 ms, interpolated output (models rebound)",
    step: 0.001, maximumFrameTime: 0.064)

  /// Advance: 8 ms RK4 steps, interpolated output, no clamp.
  public static let advance = AccumulatorRK4Integrator(
    name: "advance-rk4", summary: "RK4, 8 ms steps from an accumulator, interpolated output (models Advance)",
    step: 0.008, maximumFrameTime: nil)

  public func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let p = try OscillatorParameters(problem.spring)
    var u = problem.from - problem.to, v = problem.velocity
    var previous = (u: u, v: v)
    var accumulator = 0.0, t = 0.0
    var trajectory = Trajectory()
    trajectory.append(t: t, value: problem.from, velocity: problem.velocity)
    for dt in durations {
      t += dt
      accumulator += maximumFrameTime.map { min(dt, $0) } ?? dt
      while accumulator >= step {
        previous = (u, v)
        (u, v) = OscillatorRK4.step(u: u, v: v, h: step, p)
        accumulator -= step
      }
      let alpha = accumulator / step
      let shownU = previous.u + (u - previous.u) * alpha
      let shownV = previous.v + (v - previous.v) * alpha
      // Display the interpolation between the two latest solver states, as these libraries do.
      trajectory.append(t: t, value: problem.to + (alpha == 0 ? u : shownU), velocity: alpha == 0 ? v : shownV)
    }
    return trajectory
  }
}
