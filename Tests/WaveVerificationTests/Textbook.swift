import Foundation

/// The textbook solution of `x'' + 2γx' + ω0²(x − D) = 0` from rest at 0, written out per damping regime,
/// independent of `DampedOscillator` (no error-free discriminant, no combined exponentials).
struct Textbook {
  let gamma: Double, omega0: Double, distance: Double

  init(stiffness k: Double, damping c: Double, mass m: Double, distance: Double) {
    gamma = c / (2 * m)
    omega0 = (k / m).squareRoot()
    self.distance = distance
  }

  var zeta: Double { gamma / omega0 }

  func position(_ t: Double) -> Double {
    if gamma < omega0 {
      let wd = (omega0 * omega0 - gamma * gamma).squareRoot()
      return distance * (1 - exp(-gamma * t) * (cos(wd * t) + gamma / wd * sin(wd * t)))
    } else if gamma == omega0 {
      return distance * (1 - exp(-omega0 * t) * (1 + omega0 * t))
    }
    let s = (gamma * gamma - omega0 * omega0).squareRoot()
    let r1 = -gamma + s
    let r2 = -gamma - s
    return distance * (1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1))
  }

  /// The first t in [0, upper] where |x − D| ≤ band·|D| holds from then on, for a monotone approach
  /// (critical or overdamped from rest), by bisection to `resolution` seconds.
  func monotoneSettleTime(band: Double, upper: Double, resolution: Double = 1e-9) -> Double {
    var lo = 0.0
    var hi = upper
    while hi - lo > resolution {
      let mid = (lo + hi) / 2
      if abs(position(mid) - distance) <= band * abs(distance) { hi = mid } else { lo = mid }
    }
    return hi
  }
}

/// Golden-section minimization of `f` on [a, b] to `tolerance`.
func goldenMinimum(_ a0: Double, _ b0: Double, tolerance: Double, _ f: (Double) -> Double) -> Double {
  let ratio = (5.0.squareRoot() - 1) / 2
  var a = a0
  var b = b0
  while b - a > tolerance {
    let c = b - ratio * (b - a)
    let d = a + ratio * (b - a)
    if f(c) < f(d) { b = d } else { a = c }
  }
  return (a + b) / 2
}
