import Foundation
import WaveBatch
import WaveCore

/// Float-vs-Double drift of the batch stepper over a whole animation.
enum FloatDrift {
  /// Runs the same animation in a one-lane Double batch and a one-lane Float batch, with the engine's settle
  /// rule, and compares them after every frame.
  ///
  /// - Parameters:
  ///   - spring: an animated spring (response > 0).
  ///   - from: start, value units (finite).
  ///   - to: target, value units (finite).
  ///   - velocity: initial velocity, units/s (finite).
  ///   - stepper: `.euler` (default) or `.exact(provider)`.
  ///   - frameDurations: seconds each (finite, ≥ 0); the run stops when both animations ended or these run out.
  /// - Returns: The largest differences of value and velocity between the two runs, the frame of the largest
  ///   value difference, the animation's scale, and the frame each run ended on.
  static func measure(
    spring: Spring, from: Double, to: Double, velocity: Double = 0, stepper: BatchStepper = .euler,
    frameDurations: [Double]
  ) -> FloatDriftReport {
    let double = SpringBatch<Double>(springs: .shared(spring), stepper: stepper, capacity: 1)
    let float = SpringBatch<Float>(springs: .shared(spring), stepper: stepper, capacity: 1)
    let d = double.add(value: from, target: to, velocity: velocity)
    let f = float.add(value: from, target: to, velocity: velocity)
    var maxValue = abs(Double(float.value(f)) - double.value(d))
    var maxVelocity = abs(Double(float.velocity(f)) - double.velocity(d))
    var frameOfMaximum = 0
    var doubleEnd: Int?
    var floatEnd: Int?
    var frames = 0
    for dt in frameDurations where doubleEnd == nil || floatEnd == nil {
      double.step(dt: dt)
      float.step(dt: dt)
      frames += 1
      if doubleEnd == nil, !double.isRunning(d) { doubleEnd = frames }
      if floatEnd == nil, !float.isRunning(f) { floatEnd = frames }
      let dv = abs(Double(float.value(f)) - double.value(d))
      if dv > maxValue || dv.isNaN {
        maxValue = dv
        frameOfMaximum = frames
      }
      maxVelocity = max(maxVelocity, abs(Double(float.velocity(f)) - double.velocity(d)))
    }
    let omega0 = (Double(spring.stiffness) / Double(spring.mass)).squareRoot()
    let scale = max(abs(from), abs(to)) + abs(velocity) / omega0
    return FloatDriftReport(
      frames: frames, scale: scale, maximumValueDifference: maxValue, frameOfMaximum: frameOfMaximum,
      maximumVelocityDifference: maxVelocity, doubleEndFrame: doubleEnd, floatEndFrame: floatEnd)
  }
}
