import WaveCore

/// The classical fourth-order Runge–Kutta step on `u' = v, v' = −(k·u + c·v)/m` (u = x − target).
///
/// Global error O(h⁴); explicit; stable for ω0·h below about 2.8.
enum OscillatorRK4 {
  @inline(__always)
  static func step(u: Double, v: Double, h: Double, _ p: PhysicalSpring) -> (u: Double, v: Double) {
    @inline(__always) func accel(_ u: Double, _ v: Double) -> Double { -(p.stiffness * u + p.damping * v) / p.mass }
    let k1u = v
    let k1v = accel(u, v)
    let k2u = v + 0.5 * h * k1v
    let k2v = accel(u + 0.5 * h * k1u, v + 0.5 * h * k1v)
    let k3u = v + 0.5 * h * k2v
    let k3v = accel(u + 0.5 * h * k2u, v + 0.5 * h * k2v)
    let k4u = v + h * k3v
    let k4v = accel(u + h * k3u, v + h * k3v)
    return (u + h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u), v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v))
  }
}
