/// The engine's step written out again, independently of WaveCore, from the operation order the issue
/// specifies, in plain `Double` arithmetic.
///
/// The engine tests compare WaveCore's step to this bit for bit, and the experiment tests use it as their oracle
/// instead of the production step. Generic over the lane type, so that the Float batch's tests use the same written-out
/// step in Float.
public func referenceEulerStep<T: BinaryFloatingPoint>(
  value: T, target: T, velocity: T, dt: T, k: T, c: T, m: T
) -> (T, T) {
  let displacement = value - target
  let springForce = -k * displacement
  let dampingForce = c * velocity
  let force = springForce - dampingForce
  let acceleration = force / m
  let newVelocity = velocity + acceleration * dt
  let newValue = value + newVelocity * dt
  return (newValue, newVelocity)
}
