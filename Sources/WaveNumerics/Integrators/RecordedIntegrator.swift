/// An outside engine's recorded frames as an integrator: it returns them, so that the accuracy experiment judges them
/// with every metric of a built-in integrator's row (WaveBench's `RecordedFrames`, `accuracy --trajectory`).
///
/// It runs only on its own frames: the durations asked for must be the recording's first ones, each to 1e-9 s
/// (the schedule made from the file's times, summed again). A problem other than the recording's (its spring, its
/// start and target) is the caller's to avoid: the rows are what the file holds.
package struct RecordedIntegrator: TrajectoryIntegrator {
  package let name: String
  /// The recording: row 0 the start at t = 0.
  package let recording: Trajectory

  /// The recording named `name`: `times` from 0, strictly increasing; `values` and `velocities` as many (nil: the
  /// backward difference of the values, the velocity a frame shows; the first row's is 0).
  package init(name: String, times: [Double], values: [Double], velocities: [Double]?) {
    self.name = name
    let shown =
      velocities ?? values.indices.map { i in i == 0 ? 0 : (values[i] - values[i - 1]) / (times[i] - times[i - 1]) }
    recording = Trajectory(times: times, values: values, velocities: shown)
  }

  /// The recording's first `durations.count + 1` rows, at the running sums of `durations`.
  ///
  /// - Throws: ``RecordedFramesMismatch`` when the recording ends first or a duration is not the recording's.
  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    guard durations.count < recording.count else {
      throw RecordedFramesMismatch(
        "the recording's \(recording.count - 1) frames end at \(recording.times.last ?? 0) s, before the \(durations.count) frames the run covers"
      )
    }
    var trajectory = Trajectory()
    var t = 0.0
    trajectory.append(t: t, value: recording.values[0], velocity: recording.velocities[0])
    for (index, dt) in durations.enumerated() {
      let own = recording.times[index + 1] - recording.times[index]
      guard abs(dt - own) <= 1e-9 else {
        throw RecordedFramesMismatch("frame \(index + 1) lasts \(own) s in the recording, \(dt) s in the run")
      }
      t += dt
      trajectory.append(t: t, value: recording.values[index + 1], velocity: recording.velocities[index + 1])
    }
    return trajectory
  }
}

/// A run asked a recording (``RecordedIntegrator``) for frames it does not hold.
struct RecordedFramesMismatch: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
