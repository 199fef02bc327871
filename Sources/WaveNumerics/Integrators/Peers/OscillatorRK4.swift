import WaveCore

/// The classical fourth-order Runge–Kutta step on `u' = v, v' = −(k·u + c·v)/m` (u = x − target).
///
/// Global error O(h⁴); explicit; stable for ω0·h below about 2.8. Four evaluations of the acceleration a step, counted
/// by `f`.
enum OscillatorRK4 {
  @inline(__always)
  static func step(u: Double, v: Double, h: Double, _ f: inout SpringRightHandSide) -> (u: Double, v: Double) {
    let k1u = v
    let k1v = f.acceleration(u, v)
    let k2u = v + 0.5 * h * k1v
    let k2v = f.acceleration(u + 0.5 * h * k1u, v + 0.5 * h * k1v)
    let k3u = v + 0.5 * h * k2v
    let k3v = f.acceleration(u + 0.5 * h * k2u, v + 0.5 * h * k2v)
    let k4u = v + h * k3v
    let k4v = f.acceleration(u + h * k3u, v + h * k3v)
    return (u + h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u), v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v))
  }
}
