import Foundation
import WaveCore

/// The exact propagator of each lane's own spring over one frame, computed by the batch eight lanes at a time: what
/// the exact stepper steps `.perLane` batches with.
///
/// The formulas are WaveNumerics' `DampedOscillator`'s, operation for operation: the batch steps a lane with its
/// transition matrix, `u₁ = a·u + b·v`, `v₁ = c·u + d·v` (a frame duration costs four arrays per lane), computed as
/// `transition(over:)` computes it: with γ = c/(2m), ω0² = k/m and D = γ² − ω0² (its error-free form),
///
///     a = E + γ·S,  b = S,  c = −ω0²·S,  d = E − γ·S
///
/// where `E = e^{−γh}·cos(√−D·h)`, `S = e^{−γh}·sin(√−D·h)/√−D` (D < 0), `E = e^{−γh}`, `S = e^{−γh}·h` (D = 0), and
/// with `s = √D`, the slow root `r₁ = −ω0²/(γ + s)`: `E = e^{r₁h}(1 + e^{−2sh})/2`, `S = −e^{r₁h}·expm1(−2sh)/(2s)`
/// (D > 0). Only the transcendental functions differ: ``VectorMath``'s instead of the platform's libm. Every lane
/// computes all three regimes and keeps its own, so a lane's numbers depend on that lane alone.
///
/// In the block layout (``SpringBlocks``), a spring with blocks of its own steps its lanes with one transition matrix
/// broadcast (``laneTransition(gamma:omega0Squared:discriminant:root:dt:)``): the bits each of its lanes would get
/// from ``fill(_:from:range:dt:)``, so a lane's numbers do not depend on how many animations share its spring.
///
/// Accuracy: each entry is within WaveCore's `Tolerance.batchPropagatorRelative` of what the entry can be in that
/// frame (`ρ(1 + γh)` for
/// `a` and `d`, `ρh` for `b`, `ρω0²h` for `c`, ρ the frame's decay `e^{−γh}`, or `e^{r₁h}` when overdamped) of the
/// scalar propagator; `LanePropagatorTests` checks it over the three regimes and frames of 1/240 to 1/30 s.
///
/// Reproducibility: the same bits on every CPU, but for an underdamped lane whose angle per frame `√−D·h` exceeds
/// ``VectorMath/sinCosLimit`` (ω above 10⁸ rad/s at 120 Hz), which takes Foundation's `exp`, `sin` and `cos`.
@usableFromInline
package enum LanePropagator {
  @usableFromInline package typealias Vector = SIMD8<Double>

  /// A spring's quantities that do not depend on the frame, in the order of the parameter arrays: γ = c/(2m)
  /// (1/s), ω0² = k/m (1/s²), D = γ² − ω0² (1/s², with error-free products: the discriminant
  /// WaveCore's `PhysicalSpring` computes) and √|D| (1/s).
  @usableFromInline
  package static func parameters(of spring: Spring)
    -> (gamma: Double, omega0Squared: Double, discriminant: Double, root: Double)
  {
    parameters(
      mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient))
  }

  /// ``parameters(of:)`` of the equation m·ẍ = −k·x − c·ẋ (m, k > 0, c ≥ 0, finite).
  @usableFromInline
  package static func parameters(mass: Double, stiffness: Double, damping: Double)
    -> (gamma: Double, omega0Squared: Double, discriminant: Double, root: Double)
  {
    let km = stiffness * mass
    let kmError = (-km).addingProduct(stiffness, mass)
    let c2 = damping * damping
    let c2Error = (-c2).addingProduct(damping, damping)
    let discriminant = ((c2 - 4 * km) + (c2Error - 4 * kmError)) / (4 * mass * mass)
    return (damping / (2 * mass), stiffness / mass, discriminant, abs(discriminant).squareRoot())
  }

  /// The transition matrices of eight lanes over `dt` seconds (finite, ≥ 0) from their ``parameters(of:)``.
  @inlinable
  package static func transition(
    gamma: Vector, omega0Squared: Vector, discriminant: Vector, root: Vector, dt: Double
  ) -> (a: Vector, b: Vector, c: Vector, d: Vector) {
    let (e, s) = basis(gamma: gamma, omega0Squared: omega0Squared, discriminant: discriminant, root: root, dt: dt)
    return (e + gamma * s, s, -omega0Squared * s, e - gamma * s)
  }

  /// The basis functions `(E, S)` of eight lanes over `dt` seconds (finite, ≥ 0), as in the type's discussion: the
  /// state moves as `u₁ = E·u + S·(v + γ·u)`, `v₁ = E·v − S·(ω0²·u + γ·v)`.
  @inlinable
  package static func basis(
    gamma: Vector, omega0Squared: Vector, discriminant: Vector, root: Vector, dt: Double
  ) -> (e: Vector, s: Vector) {
    let h = Vector(repeating: dt)
    let decay = VectorMath.exp(-gamma * h)
    // Underdamped (D < 0).
    let theta = root * h
    let (sine, cosine) = VectorMath.sinCos(theta)
    var e = decay * cosine
    var s = decay * (sine / root)
    // Critically damped (D = 0).
    let critical = discriminant .== 0
    e.replace(with: decay, where: critical)
    s.replace(with: decay * h, where: critical)
    // Overdamped (D > 0).
    let slowRoot = -omega0Squared / (gamma + root)
    let slow = VectorMath.exp(slowRoot * h)
    let fastExponent = Vector(repeating: -2) * root * h
    let fastRatio = VectorMath.exp(fastExponent)
    let over = discriminant .> 0
    e.replace(with: slow * (1 + fastRatio) / 2, where: over)
    s.replace(with: slow * (-VectorMath.expm1(fastExponent, exp: fastRatio) / (2 * root)), where: over)
    return (e, s)
  }

  /// Writes the transition matrices over `dt` seconds of lanes `range` (multiples of 8) into `out` from the lanes'
  /// parameter arrays `p` (γ, ω0², D, √|D|).
  ///
  /// Each lane's numbers depend on its parameters and `dt` alone, as
  /// ``laneTransition(gamma:omega0Squared:discriminant:root:dt:)`` computes them for one spring.
  @inlinable
  package static func fill<Scalar: BatchScalar>(
    _ out: LaneMatrices<Scalar>, from p: PerLaneCoefficients<Double>, range: Range<Int>, dt: Double
  ) {
    var i = range.lowerBound
    while i < range.upperBound {
      let gamma: Vector = KernelBodies.load(p.p0, i)
      let omega0Squared: Vector = KernelBodies.load(p.p1, i)
      let discriminant: Vector = KernelBodies.load(p.p2, i)
      let root: Vector = KernelBodies.load(p.p3, i)
      var m = transition(
        gamma: gamma, omega0Squared: omega0Squared, discriminant: discriminant, root: root, dt: dt)
      if any((root * dt) .> VectorMath.sinCosLimit .& (discriminant .< 0)) {
        for lane in 0..<Vector.scalarCount where root[lane] * dt > VectorMath.sinCosLimit && discriminant[lane] < 0 {
          let (e, s) = largeAngle(gamma: gamma[lane], root: root[lane], dt: dt)
          (m.a[lane], m.b[lane], m.c[lane], m.d[lane]) = matrix(
            e: e, s: s, gamma: gamma[lane], omega0Squared: omega0Squared[lane])
        }
      }
      for lane in 0..<Vector.scalarCount {
        out[i + lane, 0] = Scalar(m.a[lane])
        out[i + lane, 1] = Scalar(m.b[lane])
        out[i + lane, 2] = Scalar(m.c[lane])
        out[i + lane, 3] = Scalar(m.d[lane])
      }
      i &+= Vector.scalarCount
    }
  }

  /// The transition matrix of one spring over `dt` seconds (finite, ≥ 0) from its ``parameters(of:)``: the numbers
  /// ``fill(_:from:range:dt:)`` gives each of its lanes, bit for bit (the same operations on each vector lane).
  package static func laneTransition(
    gamma: Double, omega0Squared: Double, discriminant: Double, root: Double, dt: Double
  ) -> (a: Double, b: Double, c: Double, d: Double) {
    if root * dt > VectorMath.sinCosLimit && discriminant < 0 {
      let (e, s) = largeAngle(gamma: gamma, root: root, dt: dt)
      return matrix(e: e, s: s, gamma: gamma, omega0Squared: omega0Squared)
    }
    let m = transition(
      gamma: Vector(repeating: gamma), omega0Squared: Vector(repeating: omega0Squared),
      discriminant: Vector(repeating: discriminant), root: Vector(repeating: root), dt: dt)
    return (m.a[0], m.b[0], m.c[0], m.d[0])
  }

  /// The transition matrix of one lane from its basis functions `e` and `s` and its rates `gamma` (γ, 1/s) and
  /// `omega0Squared` (ω0², 1/s²): the operations of ``transition(gamma:omega0Squared:discriminant:root:dt:)``.
  @usableFromInline
  static func matrix(e: Double, s: Double, gamma: Double, omega0Squared: Double)
    -> (a: Double, b: Double, c: Double, d: Double)
  {
    (e + gamma * s, s, -omega0Squared * s, e - gamma * s)
  }

  /// One underdamped lane whose angle per frame is beyond ``VectorMath/sinCosLimit``, with Foundation's functions.
  @usableFromInline
  static func largeAngle(gamma: Double, root: Double, dt: Double) -> (e: Double, s: Double) {
    let decay = Foundation.exp(-gamma * dt)
    return (decay * Foundation.cos(root * dt), decay * (Foundation.sin(root * dt) / root))
  }

  /// Moves `count` lanes' parameters from lane `source` to lane `destination`.
  @inlinable
  static func move(_ p: PerLaneCoefficients<Double>, from source: Int, to destination: Int, count: Int) {
    for k in 0..<count {
      p.p0[destination + k] = p.p0[source + k]
      p.p1[destination + k] = p.p1[source + k]
      p.p2[destination + k] = p.p2[source + k]
      p.p3[destination + k] = p.p3[source + k]
    }
  }

  /// Zeroes `count` lanes' parameters from lane `start`: a padding lane's (its propagator is then a = d = 1, b = h,
  /// c = 0, which keeps its zeros).
  @inlinable
  static func clear(_ p: PerLaneCoefficients<Double>, at start: Int, count: Int) {
    for k in start..<(start + count) {
      p.p0[k] = 0
      p.p1[k] = 0
      p.p2[k] = 0
      p.p3[k] = 0
    }
  }
}
