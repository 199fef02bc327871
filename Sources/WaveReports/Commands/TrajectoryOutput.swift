import WaveCore
import WaveIntegrators
import WaveOutput
import WaveReference

/// How `wave-bench trajectory` prints a trajectory.
public enum TrajectoryOutput {
  /// CSV with the header `t,value,velocity` and one row per frame, the start included; numbers are
  /// shortest round-trip decimals (`inf`/`nan` where a diverging stepper overflowed).
  public static func csv(_ trajectory: Trajectory) -> String {
    var out = "t,value,velocity\n"
    out.reserveCapacity(trajectory.count * 48)
    for i in 0..<trajectory.count {
      out += trajectory.times[i].description
      out += ","
      out += trajectory.values[i].description
      out += ","
      out += trajectory.velocities[i].description
      out += "\n"
    }
    return out
  }

  /// A JSON object: `integrator`, `spring` (as `wave-bench spring`), `from`, `to`, `initialVelocity`,
  /// `frames` (the number of steps), and the columns `t`, `value`, `velocity` (`null` where not finite).
  public static func json(_ trajectory: Trajectory, problem: SpringProblem, integrator: String) -> String {
    JSONValue.object([
      ("integrator", .string(integrator)),
      ("spring", SpringDescription.json(problem.spring)),
      ("from", .number(problem.from)),
      ("to", .number(problem.to)),
      ("initialVelocity", .number(problem.velocity)),
      ("frames", .integer(trajectory.count - 1)),
      ("t", .array(trajectory.times.map(JSONValue.finite))),
      ("value", .array(trajectory.values.map(JSONValue.finite))),
      ("velocity", .array(trajectory.velocities.map(JSONValue.finite))),
    ]).serialized() + "\n"
  }
}
