import Foundation
import WaveCore

/// `androidx`: what AndroidX DynamicAnimation's `SpringAnimation` displays at each frame, through
/// ``AndroidXSpringAnimation``: stiffness k/m and damping ratio c/(2√(k·m)) (the Wave spring's possibly
/// rubberbanded c), final position, start value and velocity, all as `float`; frame times
/// ⌊1000·t + 1e-6⌋ ms on the schedule's time t, the first frame at t = 0; duration scale 1.
///
/// With the start at t = 0 holding frame time 0 (the "not started" sentinel), the first frame of the
/// schedule only records its time: AndroidX shows the start value one frame longer than an engine that steps
/// on its first tick.
package struct AndroidXIntegrator: TrajectoryIntegrator {
  package init() {}
  package var name: String { "androidx" }

  /// The frame time AndroidX sees at schedule time t, whole milliseconds.
  static func frameTime(_ t: Double) -> Int64 { Int64((1000 * t + 1e-6).rounded(.down)) }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let p = try PhysicalSpring(problem.spring)
    var animation = AndroidXSpringAnimation(
      stiffness: Float(p.perUnitMass.stiffness), dampingRatio: Float(p.dampingRatio),
      finalPosition: Float(problem.to), value: Float(problem.from), velocity: Float(problem.velocity))
    animation.doAnimationFrame(Self.frameTime(0))
    return .displayed(by: animation, problem, durations: durations)
  }
}

/// AndroidX's loop: each frame is `doAnimationFrame` at the frame's time in whole milliseconds
/// (``AndroidXIntegrator/frameTime(_:)``), whatever its duration.
extension AndroidXSpringAnimation: PeerModel {
  var displayed: (value: Double, velocity: Double) { (Double(value), Double(velocity)) }
  mutating func advance(frame _: Double, endingAt t: Double) { doAnimationFrame(AndroidXIntegrator.frameTime(t)) }
}
