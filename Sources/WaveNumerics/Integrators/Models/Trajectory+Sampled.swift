extension Trajectory {
  /// A trajectory read off a function of time, as an engine that evaluates its animation at each frame's time
  /// shows it: row 0 the start (`from`, `velocity`) at t = 0, row i `display(t)` at the running sum t of the first
  /// i `durations` (s).
  static func sampled(
    from: Double, velocity: Double, durations: [Double], _ display: (Double) -> (value: Double, velocity: Double)
  ) -> Trajectory {
    var trajectory = Trajectory()
    trajectory.times.reserveCapacity(durations.count + 1)
    trajectory.values.reserveCapacity(durations.count + 1)
    trajectory.velocities.reserveCapacity(durations.count + 1)
    trajectory.append(t: 0, value: from, velocity: velocity)
    var t = 0.0
    for dt in durations {
      t += dt
      let state = display(t)
      trajectory.append(t: t, value: state.value, velocity: state.velocity)
    }
    return trajectory
  }
}
