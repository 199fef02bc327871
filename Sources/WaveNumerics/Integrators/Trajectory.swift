import WaveCore

/// One scalar animation to integrate: a spring, a start, a target, an initial velocity.
public struct SpringProblem: Sendable {
  package let spring: Spring
  /// Start position, target position (any unit), initial velocity (units/s).
  package let from: Double, to: Double, velocity: Double

  package init(spring: Spring, from: Double, to: Double, velocity: Double = 0) {
    self.spring = spring
    self.from = from
    self.to = to
    self.velocity = velocity
  }
}

/// The sampled result of an integration: row 0 is the start, row i the state after frame i.
public struct Trajectory: Sendable, Equatable {
  /// Seconds since the start: the running sum of the frame durations.
  package var times: [Double]
  package var values: [Double]
  package var velocities: [Double]

  package init(times: [Double] = [], values: [Double] = [], velocities: [Double] = []) {
    self.times = times
    self.values = values
    self.velocities = velocities
  }

  package var count: Int { times.count }

  /// Steps `problem` frame by frame: row 0 is the start at t = 0, row i what `frame` returns for frame i, at the
  /// running sum of the durations.
  ///
  /// - Parameters:
  ///   - problem: the spring, start, target and initial velocity; its start is row 0 unless `start` is given.
  ///   - durations: frame durations, s, one row each.
  ///   - start: row 0's state when it is not the problem's (a model that stores the state in its own
  ///     precision, e.g. Float).
  ///   - frame: given the previous row's state, the frame's duration and the time at its end (s), returns the
  ///     state after the frame.
  /// - Returns: the trajectory, `durations.count + 1` rows.
  /// - Throws: what `frame` throws.
  static func frameByFrame(
    _ problem: SpringProblem, durations: [Double], start: (value: Double, velocity: Double)? = nil,
    frame: (_ state: (value: Double, velocity: Double), _ dt: Double, _ t: Double) throws -> (Double, Double)
  ) rethrows -> Trajectory {
    var trajectory = Trajectory()
    trajectory.times.reserveCapacity(durations.count + 1)
    trajectory.values.reserveCapacity(durations.count + 1)
    trajectory.velocities.reserveCapacity(durations.count + 1)
    var state = start ?? (value: problem.from, velocity: problem.velocity)
    var t = 0.0
    trajectory.append(t: t, value: state.value, velocity: state.velocity)
    for dt in durations {
      t += dt
      state = try frame(state, dt, t)
      trajectory.append(t: t, value: state.value, velocity: state.velocity)
    }
    return trajectory
  }

  mutating func append(t: Double, value: Double, velocity: Double) {
    times.append(t)
    values.append(value)
    velocities.append(velocity)
  }
}

/// A way to produce a trajectory over a list of frame durations.
public protocol TrajectoryIntegrator: Sendable {
  /// The name used on the command line (`euler`, `exact`, …).
  var name: String { get }
  /// Integrates `problem` over the frames, returning `durations.count + 1` rows.
  func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory
}
