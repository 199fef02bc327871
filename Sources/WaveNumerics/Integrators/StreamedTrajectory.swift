/// One scalar spring problem stepped by one integrator over a stream of frame durations of any length, in constant
/// memory: the frames are integrated piece by piece (``chunkFrames`` at a time), each piece starting from the state the
/// previous one ended in.
///
/// An integrator that carries state between frames beyond the position and velocity (the accumulator models' leftover
/// time, the adaptive driver's step size) restarts it at each piece.
package struct StreamedTrajectory {
  /// The most frames integrated in one piece: 131,072 (about 4 MB of durations and states).
  static let chunkFrames = 1 << 17

  package let problem: SpringProblem
  package let integrator: any TrajectoryIntegrator

  package init(_ problem: SpringProblem, integrator: any TrajectoryIntegrator) {
    self.problem = problem
    self.integrator = integrator
  }

  /// Steps the problem over the durations `frames` hands out (seconds, each finite and > 0), calling `row`
  /// with (t, value, velocity) for the start and after each frame; t is the running sum of the durations.
  ///
  /// - Parameters:
  ///   - frames: calls its argument once per frame duration, in order.
  ///   - row: called with t (s), value and velocity for the start and after each frame, in order.
  /// - Returns: whether the run diverged (``Divergence/leavesBand(_:target:distance:)`` at some row after
  ///   the start; never for a run whose start is its target).
  /// - Throws: what the integrator, `frames` or `row` throw.
  @discardableResult
  package func run(
    frames: ((Double) throws -> Void) throws -> Void, row: (Double, Double, Double) throws -> Void
  ) throws -> Bool {
    // `frames` calls back into the stepping, which calls `row`: neither escapes this call.
    try withoutActuallyEscaping(row) { row in try run(frames: frames, escapingRow: row) }
  }

  private func run(
    frames: ((Double) throws -> Void) throws -> Void, escapingRow row: @escaping (Double, Double, Double) throws -> Void
  ) throws -> Bool {
    let target = problem.to
    let distance = abs(problem.to - problem.from)
    var state = (value: problem.from, velocity: problem.velocity)
    var t = 0.0
    var diverged = false
    try row(t, state.value, state.velocity)
    var chunk: [Double] = []
    func step() throws {
      let piece = SpringProblem(spring: problem.spring, from: state.value, to: target, velocity: state.velocity)
      let trajectory = try integrator.integrate(piece, frameDurations: chunk)
      for index in 1..<trajectory.count {
        t += chunk[index - 1]
        try row(t, trajectory.values[index], trajectory.velocities[index])
        if distance > 0, Divergence.leavesBand(trajectory.values[index], target: target, distance: distance) {
          diverged = true
        }
      }
      state = (trajectory.values[trajectory.count - 1], trajectory.velocities[trajectory.count - 1])
      chunk.removeAll(keepingCapacity: true)
    }
    try frames { dt in
      chunk.append(dt)
      if chunk.count == Self.chunkFrames { try step() }
    }
    if !chunk.isEmpty { try step() }
    return diverged
  }
}
