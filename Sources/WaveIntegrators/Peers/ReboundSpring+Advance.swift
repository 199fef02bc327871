extension ReboundSpring {
  /// `advance(realDeltaTime)` (`Spring.java:293-449`), operation for operation.
  ///
  /// - Parameter realDeltaTime: the frame interval, seconds (≥ 0); more than 64 ms is clamped.
  /// - Returns: what the listeners were told.
  @discardableResult
  public mutating func advance(_ realDeltaTime: Double) -> Notification {
    var atRest = isAtRest
    if atRest && wasAtRest { return .skipped }
    timeAccumulator += min(realDeltaTime, Self.maximumDeltaTime)
    let h = Self.solverTimestep
    let start = interpolationOverwritesState ? (position, velocity) : solver ?? (position, velocity)
    var x = start.0
    var v = start.1
    var tempX = temp.position
    var tempV = temp.velocity
    while timeAccumulator >= h {
      timeAccumulator -= h
      if timeAccumulator < h { previous = (x, v) }
      // Stage 1 reads tempX, the previous step's last stage (Spring.java:356).
      let aV = v
      let aA = (tension * (endValue - tempX)) - friction * v
      tempX = x + aV * h * 0.5
      tempV = v + aA * h * 0.5
      let bV = tempV
      let bA = (tension * (endValue - tempX)) - friction * tempV
      tempX = x + bV * h * 0.5
      tempV = v + bA * h * 0.5
      let cV = tempV
      let cA = (tension * (endValue - tempX)) - friction * tempV
      tempX = x + cV * h
      tempV = v + cA * h
      let dV = tempV
      let dA = (tension * (endValue - tempX)) - friction * tempV
      let dxdt = 1.0 / 6.0 * (aV + 2.0 * (bV + cV) + dV)
      let dvdt = 1.0 / 6.0 * (aA + 2.0 * (bA + cA) + dA)
      x += dxdt * h
      v += dvdt * h
    }
    temp = (tempX, tempV)
    position = x
    velocity = v
    if !interpolationOverwritesState { solver = (x, v) }
    if timeAccumulator > 0 { interpolate(timeAccumulator / h) }
    if isAtRest || (overshootClampingEnabled && isOvershooting) {
      if tension > 0 {
        startValue = endValue
        position = endValue
      } else {
        endValue = position
        startValue = endValue
      }
      setVelocity(0)
      atRest = true
    }
    let activated = wasAtRest
    if wasAtRest { wasAtRest = false }
    if atRest { wasAtRest = true }
    return atRest ? .updateAndRest(activated: activated) : .update(activated: activated)
  }

  /// `interpolate(alpha)` (`Spring.java:496-499`): overwrites the current state with the blend.
  mutating func interpolate(_ alpha: Double) {
    position = position * alpha + previous.position * (1 - alpha)
    velocity = velocity * alpha + previous.velocity * (1 - alpha)
  }
}
