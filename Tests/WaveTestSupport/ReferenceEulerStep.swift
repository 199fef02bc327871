/// The engine's step written out again, independently of WaveCore, from the operation order the issue
/// specifies, in plain `Double` arithmetic. The engine tests compare WaveCore's step to this bit for bit, and
/// the experiment tests use it as their oracle instead of the production step.
public func referenceEulerStep(
  value: Double, target: Double, velocity: Double, dt: Double, k: Double, c: Double, m: Double
) -> (Double, Double) {
  let displacement = value - target
  let springForce = -k * displacement
  let dampingForce = c * velocity
  let force = springForce - dampingForce
  let acceleration = force / m
  let newVelocity = velocity + acceleration * dt
  let newValue = value + newVelocity * dt
  return (newValue, newVelocity)
}
