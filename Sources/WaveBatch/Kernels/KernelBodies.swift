/// The four inner loops, written once for any lane type and specialized for Double and Float by the
/// conformances in this module (`Double+BatchScalar.swift`, `Float+BatchScalar.swift`).
///
/// Each vector line is one IEEE-754 operation per lane, in the engine's order
/// (``SpringStep/semiImplicitEuler(value:target:velocity:dt:stiffness:dampingCoefficient:mass:)``); Swift
/// never contracts `a * b + c` into a fused multiply-add, so the Double lanes are bit for bit the engine's.
enum KernelBodies {
  typealias Vector<S: BatchScalar> = SIMD8<S>

  @inline(__always)
  static func load<S: BatchScalar>(_ p: UnsafeMutablePointer<S>, _ i: Int) -> SIMD8<S> {
    UnsafeRawPointer(p + i).load(as: SIMD8<S>.self)
  }

  @inline(__always)
  static func store<S: BatchScalar>(_ v: SIMD8<S>, _ p: UnsafeMutablePointer<S>, _ i: Int) {
    UnsafeMutableRawPointer(p + i).storeBytes(of: v, as: SIMD8<S>.self)
  }

  @inline(__always)
  static func eulerShared<S: BatchScalar>(
    _ lanes: LanePointers<S>, range: Range<Int>, dt: S, coefficients k: EulerCoefficients<S>
  ) {
    let negativeStiffness = SIMD8<S>(repeating: -k.stiffness)
    let damping = SIMD8<S>(repeating: k.dampingCoefficient)
    let h = SIMD8<S>(repeating: dt)
    var i = range.lowerBound
    if let inverse = k.inverseMass {
      let inverseMass = SIMD8<S>(repeating: inverse)
      while i < range.upperBound {
        let x = load(lanes.value, i)
        let v = load(lanes.velocity, i)
        let t = load(lanes.target, i)
        let displacement = x - t
        let springForce = negativeStiffness * displacement
        let dampingForce = damping * v
        let force = springForce - dampingForce
        let acceleration = force * inverseMass  // == force / mass: 1/mass is exact
        let newVelocity = v + (acceleration * h)
        let newValue = x + (newVelocity * h)
        store(newVelocity, lanes.velocity, i)
        store(newValue, lanes.value, i)
        i &+= 8
      }
    } else {
      let mass = SIMD8<S>(repeating: k.mass)
      while i < range.upperBound {
        let x = load(lanes.value, i)
        let v = load(lanes.velocity, i)
        let t = load(lanes.target, i)
        let displacement = x - t
        let springForce = negativeStiffness * displacement
        let dampingForce = damping * v
        let force = springForce - dampingForce
        let acceleration = force / mass
        let newVelocity = v + (acceleration * h)
        let newValue = x + (newVelocity * h)
        store(newVelocity, lanes.velocity, i)
        store(newValue, lanes.value, i)
        i &+= 8
      }
    }
  }

  /// Per-lane Euler: `p0` = k, `p1` = c, `p2` = m, `p3` = 1/m (used only when every lane's is exact).
  @inline(__always)
  static func eulerPerLane<S: BatchScalar>(
    _ lanes: LanePointers<S>, range: Range<Int>, dt: S, coefficients k: PerLaneCoefficients<S>, divide: Bool
  ) {
    let h = SIMD8<S>(repeating: dt)
    var i = range.lowerBound
    while i < range.upperBound {
      let x = load(lanes.value, i)
      let v = load(lanes.velocity, i)
      let t = load(lanes.target, i)
      let displacement = x - t
      let springForce = (-load(k.p0, i)) * displacement
      let dampingForce = load(k.p1, i) * v
      let force = springForce - dampingForce
      let acceleration = divide ? force / load(k.p2, i) : force * load(k.p3, i)
      let newVelocity = v + (acceleration * h)
      let newValue = x + (newVelocity * h)
      store(newVelocity, lanes.velocity, i)
      store(newValue, lanes.value, i)
      i &+= 8
    }
  }

  /// `u = x − t; u₁ = a·u + b·v; v₁ = c·u + d·v; x₁ = t + u₁`.
  @inline(__always)
  static func exactShared<S: BatchScalar>(
    _ lanes: LanePointers<S>, range: Range<Int>, propagator m: PropagatorCoefficients<S>
  ) {
    let a = SIMD8<S>(repeating: m.a)
    let b = SIMD8<S>(repeating: m.b)
    let c = SIMD8<S>(repeating: m.c)
    let d = SIMD8<S>(repeating: m.d)
    var i = range.lowerBound
    while i < range.upperBound {
      let x = load(lanes.value, i)
      let v = load(lanes.velocity, i)
      let t = load(lanes.target, i)
      let u = x - t
      let newU = (a * u) + (b * v)
      let newVelocity = (c * u) + (d * v)
      store(newVelocity, lanes.velocity, i)
      store(t + newU, lanes.value, i)
      i &+= 8
    }
  }

  @inline(__always)
  static func exactPerLane<S: BatchScalar>(
    _ lanes: LanePointers<S>, range: Range<Int>, propagators m: PerLaneCoefficients<S>
  ) {
    var i = range.lowerBound
    while i < range.upperBound {
      let x = load(lanes.value, i)
      let v = load(lanes.velocity, i)
      let t = load(lanes.target, i)
      let u = x - t
      let newU = (load(m.p0, i) * u) + (load(m.p1, i) * v)
      let newVelocity = (load(m.p2, i) * u) + (load(m.p3, i) * v)
      store(newVelocity, lanes.velocity, i)
      store(t + newU, lanes.value, i)
      i &+= 8
    }
  }
}
