import Foundation

/// AndroidX DynamicAnimation's spring animation of one float property, re-stated in Swift.
///
/// AndroidX DynamicAnimation's `SpringAnimation` on one float property: a Swift re-statement of
/// `SpringForce` (androidx/androidx `dynamicanimation/dynamicanimation/src/main/java/androidx/
/// dynamicanimation/animation/SpringForce.java` at fd79a56: `VELOCITY_THRESHOLD_MULTIPLIER` :80,
/// `setStiffness` :135-144, `setDampingRatio` :170-178, `isAtEquilibrium` :231-237, `init` :246-268,
/// `updateValues` :274-316, `setValueThreshold` :328-331), of `DynamicAnimation.doAnimationFrame`
/// (`DynamicAnimation.java`, stored version 9db3602, whose duration scale divides the frame's whole
/// milliseconds, `(long) (deltaT / durationScale)`: a no-op at scale 1, the scale modelled) and of
/// `SpringAnimation.updateValueAndVelocity` and `start` (which sets the spring's value threshold to
/// `getValueThreshold()`); not their code. The androidx repository is too large to fetch here: SpringForce's
/// lines are counted in the stored file's text; DynamicAnimation and SpringAnimation are cited by method.
///
/// What it keeps:
/// - the state (`mValue`, `mVelocity`) is `float`; each frame widens it to double, evaluates the closed form
///   over the frame and rounds back to float (`SpringForce.updateValues`);
/// - frame times are whole milliseconds (`long`), and the frame's duration is their difference;
/// - the first frame only records its time, and so does any frame while the last frame time is 0, the
///   "not started" sentinel (`doAnimationFrame`: `if (mLastFrameTime == 0)`);
/// - the spring is stored as natural frequency √stiffness and damping ratio, both from `float` setters; the
///   regimes are ζ > 1, ζ == 1 exactly, ζ < 1 (`SpringForce.init`, `updateValues`), with `Math.pow(Math.E, ·)`
///   for the exponentials;
/// - at equilibrium when |v| < velocity threshold and |x − final| < value threshold (strict, float
///   difference), then the value snaps to the final position and the velocity to 0 and the animation ends
///   (`isAtEquilibrium`); the thresholds are 0.75 and 0.75·1000/16 = 46.875 for a minimum visible change of 1
///   (`THRESHOLD_MULTIPLIER` 0.75, `VELOCITY_THRESHOLD_MULTIPLIER` 1000/16).
struct AndroidXSpringAnimation: Sendable {
  /// `setValueThreshold(0.75)`: value and velocity thresholds.
  static let valueThreshold = 0.75
  static let velocityThreshold = 0.75 * (1000.0 / 16.0)

  let naturalFrequency: Double, dampingRatio: Double, finalPosition: Double
  let gammaPlus: Double, gammaMinus: Double, dampedFrequency: Double
  private(set) var value: Float
  private(set) var velocity: Float
  private(set) var running = true
  var lastFrameTime: Int64 = 0

  /// `setStiffness(stiffness)`, `setDampingRatio(dampingRatio)`, `setFinalPosition(finalPosition)`,
  /// `setStartValue(value)`, `setStartVelocity(velocity)`, `start()`.
  init(stiffness: Float, dampingRatio: Float, finalPosition: Float, value: Float, velocity: Float) {
    let w = Double(stiffness).squareRoot()
    let z = Double(dampingRatio)
    naturalFrequency = w
    self.dampingRatio = z
    self.finalPosition = Double(finalPosition)
    if z > 1 {
      gammaPlus = -z * w + w * (z * z - 1).squareRoot()
      gammaMinus = -z * w - w * (z * z - 1).squareRoot()
      dampedFrequency = 0
    } else {
      gammaPlus = 0
      gammaMinus = 0
      dampedFrequency = z >= 0 && z < 1 ? w * (1 - z * z).squareRoot() : 0
    }
    self.value = value
    self.velocity = velocity
  }

  /// `doAnimationFrame(frameTime)`; returns true when the animation ended on this frame.
  @discardableResult
  mutating func doAnimationFrame(_ frameTime: Int64) -> Bool {
    guard running else { return false }
    if lastFrameTime == 0 {
      lastFrameTime = frameTime
      return false
    }
    let deltaT = frameTime - lastFrameTime
    lastFrameTime = frameTime
    let state = updateValues(Double(value), Double(velocity), deltaT)
    value = state.value
    velocity = state.velocity
    if isAtEquilibrium {
      value = Float(finalPosition)
      velocity = 0
      running = false
      lastFrameTime = 0
      return true
    }
    return false
  }

  /// `SpringForce.isAtEquilibrium(value, velocity)`.
  var isAtEquilibrium: Bool {
    Double(abs(velocity)) < Self.velocityThreshold && Double(abs(value - Float(finalPosition))) < Self.valueThreshold
  }
}

extension AndroidXSpringAnimation {
  /// `SpringForce.updateValues(lastDisplacement, lastVelocity, timeElapsed)`: the closed form over
  /// `timeElapsed` whole milliseconds, in double, rounded to float at the end.
  func updateValues(_ lastValue: Double, _ lastVelocity: Double, _ timeElapsed: Int64) -> (
    value: Float, velocity: Float
  ) {
    let deltaT = Double(timeElapsed) / 1000
    let x0 = lastValue - finalPosition
    let w = naturalFrequency
    let z = dampingRatio
    let e = M_E
    let displacement: Double
    let currentVelocity: Double
    if z > 1 {
      let coeffA = x0 - (gammaMinus * x0 - lastVelocity) / (gammaMinus - gammaPlus)
      let coeffB = (gammaMinus * x0 - lastVelocity) / (gammaMinus - gammaPlus)
      displacement = coeffA * pow(e, gammaMinus * deltaT) + coeffB * pow(e, gammaPlus * deltaT)
      currentVelocity =
        coeffA * gammaMinus * pow(e, gammaMinus * deltaT) + coeffB * gammaPlus * pow(e, gammaPlus * deltaT)
    } else if z == 1 {
      let coeffA = x0
      let coeffB = lastVelocity + w * x0
      displacement = (coeffA + coeffB * deltaT) * pow(e, -w * deltaT)
      currentVelocity = (coeffA + coeffB * deltaT) * pow(e, -w * deltaT) * -w + coeffB * pow(e, -w * deltaT)
    } else {
      let wd = dampedFrequency
      let cosCoeff = x0
      let sinCoeff = (1 / wd) * (z * w * x0 + lastVelocity)
      let envelope = pow(e, -z * w * deltaT)
      displacement = envelope * (cosCoeff * cos(wd * deltaT) + sinCoeff * sin(wd * deltaT))
      currentVelocity =
        displacement * -w * z + envelope * (-wd * cosCoeff * sin(wd * deltaT) + wd * sinCoeff * cos(wd * deltaT))
    }
    return (Float(displacement + finalPosition), Float(currentVelocity))
  }
}
