import Foundation

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
