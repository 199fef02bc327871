import WaveBatch
import WaveCore
import WaveReference

/// `--integrator batch`: the engine's Euler step run by a one-lane ``SpringBatch`` (Double, the spring's
/// coefficients broadcast), so that the batch path can be checked against `euler` from the command line: the
/// two print the same numbers, bit for bit. As every integrator here, no settle snap (`SettleMode.never`).
public struct BatchIntegrator: TrajectoryIntegrator {
  public init() {}
  public var name: String { "batch" }
  public var summary: String {
    "the engine's semi-implicit Euler in a one-lane WaveBatch SIMD batch (bit-equal to euler)"
  }

  public func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let batch = SpringBatch<Double>(springs: .shared(problem.spring), settle: .never, capacity: 1)
    let handle = batch.add(value: problem.from, target: problem.to, velocity: problem.velocity)
    var times = [0.0]
    var values = [problem.from]
    var velocities = [problem.velocity]
    times.reserveCapacity(durations.count + 1)
    values.reserveCapacity(durations.count + 1)
    velocities.reserveCapacity(durations.count + 1)
    var t = 0.0
    for dt in durations {
      batch.step(dt: dt)
      t += dt
      times.append(t)
      values.append(batch.value(handle))
      velocities.append(batch.velocity(handle))
    }
    return Trajectory(times: times, values: values, velocities: velocities)
  }
}
