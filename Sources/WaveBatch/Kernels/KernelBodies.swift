/// The five inner loops, written once for any lane type and specialized for Double and Float by the conformances in
/// this module (`Double+BatchScalar.swift`, `Float+BatchScalar.swift`).
///
/// `@inlinable`: the loops are compiled, with the vector width of its flags, in the module that specializes the step
/// (see ``BatchScalar``).
///
/// Vectors are `SIMD8<Double>` and `SIMD16<Float>` (64 bytes: one AVX-512 register, two AVX2 ones). Each
/// vector line is one IEEE-754 operation per lane, in the engine's order
/// (``SpringStep/semiImplicitEuler(value:target:velocity:dt:stiffness:dampingCoefficient:mass:)``); Swift
/// never contracts `a * b + c` into a fused multiply-add, so the Double lanes are bit for bit the engine's.
@usableFromInline
enum KernelBodies {
  @inlinable @inline(__always)
  static func load<V: SIMD>(_ p: UnsafeMutablePointer<V.Scalar>, _ i: Int) -> V {
    UnsafeRawPointer(p + i).load(as: V.self)
  }

  @inlinable @inline(__always)
  static func store<V: SIMD>(_ v: V, _ p: UnsafeMutablePointer<V.Scalar>, _ i: Int) {
    UnsafeMutableRawPointer(p + i).storeBytes(of: v, as: V.self)
  }

  @inlinable @inline(__always)
  static func eulerShared<S: BatchScalar, V: SIMD>(
    _ vector: V.Type,
    _ lanes: LanePointers<S>, range: Range<Int>, dt: S, coefficients k: EulerCoefficients<S>
  ) where V.Scalar == S {
    let negativeStiffness = V(repeating: -k.stiffness)
    let damping = V(repeating: k.dampingCoefficient)
    let h = V(repeating: dt)
    var i = range.lowerBound
    if let inverse = k.inverseMass {
      let inverseMass = V(repeating: inverse)
      while i < range.upperBound {
        let x: V = load(lanes.value, i)
        let v: V = load(lanes.velocity, i)
        let t: V = load(lanes.target, i)
        let displacement = x - t
        let springForce = negativeStiffness * displacement
        let dampingForce = damping * v
        let force = springForce - dampingForce
        let acceleration = force * inverseMass  // == force / mass: 1/mass is exact
        let newVelocity = v + (acceleration * h)
        let newValue = x + (newVelocity * h)
        store(newVelocity, lanes.velocity, i)
        store(newValue, lanes.value, i)
        i &+= V.scalarCount
      }
    } else {
      let mass = V(repeating: k.mass)
      while i < range.upperBound {
        let x: V = load(lanes.value, i)
        let v: V = load(lanes.velocity, i)
        let t: V = load(lanes.target, i)
        let displacement = x - t
        let springForce = negativeStiffness * displacement
        let dampingForce = damping * v
        let force = springForce - dampingForce
        let acceleration = force / mass
        let newVelocity = v + (acceleration * h)
        let newValue = x + (newVelocity * h)
        store(newVelocity, lanes.velocity, i)
        store(newValue, lanes.value, i)
        i &+= V.scalarCount
      }
    }
  }

  /// Per-lane Euler: `p0` = k, `p1` = c, `p2` = m, `p3` = 1/m (used only when every lane's is exact).
  @inlinable @inline(__always)
  static func eulerPerLane<S: BatchScalar, V: SIMD>(
    _ vector: V.Type,
    _ lanes: LanePointers<S>, range: Range<Int>, dt: S, coefficients k: PerLaneCoefficients<S>, divide: Bool
  ) where V.Scalar == S {
    let h = V(repeating: dt)
    var i = range.lowerBound
    while i < range.upperBound {
      let x: V = load(lanes.value, i)
      let v: V = load(lanes.velocity, i)
      let t: V = load(lanes.target, i)
      let displacement = x - t
      let springForce = (-(load(k.p0, i) as V)) * displacement
      let dampingForce: V = (load(k.p1, i) as V) * v
      let force = springForce - dampingForce
      let acceleration = divide ? force / (load(k.p2, i) as V) : force * (load(k.p3, i) as V)
      let newVelocity = v + (acceleration * h)
      let newValue = x + (newVelocity * h)
      store(newVelocity, lanes.velocity, i)
      store(newValue, lanes.value, i)
      i &+= V.scalarCount
    }
  }

  /// Per-lane Euler where every lane's mass is 1: `p0` = k, `p1` = c; the force is the acceleration (force / 1 is
  /// force, exactly), so the lanes get the engine's numbers without reading the mass.
  @inlinable @inline(__always)
  static func eulerPerLaneUnitMass<S: BatchScalar, V: SIMD>(
    _ vector: V.Type,
    _ lanes: LanePointers<S>, range: Range<Int>, dt: S, coefficients k: PerLaneCoefficients<S>
  ) where V.Scalar == S {
    let h = V(repeating: dt)
    var i = range.lowerBound
    while i < range.upperBound {
      let x: V = load(lanes.value, i)
      let v: V = load(lanes.velocity, i)
      let t: V = load(lanes.target, i)
      let displacement = x - t
      let springForce = (-(load(k.p0, i) as V)) * displacement
      let dampingForce: V = (load(k.p1, i) as V) * v
      let acceleration = springForce - dampingForce  // force / 1
      let newVelocity = v + (acceleration * h)
      let newValue = x + (newVelocity * h)
      store(newVelocity, lanes.velocity, i)
      store(newValue, lanes.value, i)
      i &+= V.scalarCount
    }
  }

  /// `u = x − t; u₁ = a·u + b·v; v₁ = c·u + d·v; x₁ = t + u₁`.
  @inlinable @inline(__always)
  static func exactShared<S: BatchScalar, V: SIMD>(
    _ vector: V.Type,
    _ lanes: LanePointers<S>, range: Range<Int>, propagator m: BatchPropagatorCoefficients<S>
  ) where V.Scalar == S {
    let a = V(repeating: m.a)
    let b = V(repeating: m.b)
    let c = V(repeating: m.c)
    let d = V(repeating: m.d)
    var i = range.lowerBound
    while i < range.upperBound {
      let x: V = load(lanes.value, i)
      let v: V = load(lanes.velocity, i)
      let t: V = load(lanes.target, i)
      let u = x - t
      let newU = (a * u) + (b * v)
      let newVelocity = (c * u) + (d * v)
      store(newVelocity, lanes.velocity, i)
      store(t + newU, lanes.value, i)
      i &+= V.scalarCount
    }
  }

  /// `u = x − t; u₁ = E·u + S·(v + γ·u); v₁ = E·v − S·(ω0²·u + γ·v); x₁ = t + u₁` (``DampedOscillator``'s state
  /// update), with `p0` = E, `p1` = S, `p2` = γ, `p3` = ω0².
  @inlinable @inline(__always)
  static func exactPerLaneBasis<S: BatchScalar, V: SIMD>(
    _ vector: V.Type,
    _ lanes: LanePointers<S>, range: Range<Int>, basis m: PerLaneCoefficients<S>
  ) where V.Scalar == S {
    var i = range.lowerBound
    while i < range.upperBound {
      let x: V = load(lanes.value, i)
      let v: V = load(lanes.velocity, i)
      let t: V = load(lanes.target, i)
      let e: V = load(m.p0, i)
      let s: V = load(m.p1, i)
      let gamma: V = load(m.p2, i)
      let u = x - t
      let newU = (e * u) + (s * (v + (gamma * u)))
      let newVelocity = (e * v) - (s * (((load(m.p3, i) as V) * u) + (gamma * v)))
      store(newVelocity, lanes.velocity, i)
      store(t + newU, lanes.value, i)
      i &+= V.scalarCount
    }
  }
}
