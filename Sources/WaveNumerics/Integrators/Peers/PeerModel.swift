import WaveCore

/// A peer engine's animation as its source keeps it: what it displays, and one turn of its frame loop.
///
/// A peer integrator builds one from the problem and replays the schedule through it
/// (``Trajectory/displayed(by:_:durations:)``).
protocol PeerModel {
  /// What the engine displays now: the position (the problem's units) and the velocity (units/s), widened to
  /// Double from the model's own precision.
  var displayed: (value: Double, velocity: Double) { get }
  /// Runs the engine's frame loop for one frame of the schedule: `dt` seconds (> 0) that end at schedule time
  /// `t` seconds (the running sum of the durations).
  mutating func advance(frame dt: Double, endingAt t: Double)
}

extension Trajectory {
  /// What a peer shows over the schedule: row 0 what `model` displays before the first frame (in its own
  /// precision, such as Float), row i what it displays after frame i of `durations` (seconds, each > 0).
  static func displayed(by model: some PeerModel, _ problem: SpringProblem, durations: [Double]) -> Trajectory {
    var model = model
    return displayed(by: &model, problem, durations: durations)
  }

  /// ``displayed(by:_:durations:)`` on `model` itself, left as the last frame leaves it (for what it counted).
  static func displayed(by model: inout some PeerModel, _ problem: SpringProblem, durations: [Double]) -> Trajectory {
    frameByFrame(problem, durations: durations, start: model.displayed) { _, dt, t in
      model.advance(frame: dt, endingAt: t)
      return model.displayed
    }
  }
}

extension PhysicalSpring {
  /// The equation per unit mass, ẍ = −(k/m)·(x − target) − (c/m)·ẋ, as the peers that have no mass take it
  /// (Motion's stiffness and damping, Advance's tension and damping, rebound's tension and friction, AndroidX's
  /// stiffness): k/m in 1/s² (> 0) and c/m in 1/s (≥ 0).
  var perUnitMass: (stiffness: Double, damping: Double) { (stiffness / mass, damping / mass) }
}
