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

  /// `u = x − t; u₁ = a·u + b·v; v₁ = c·u + d·v; x₁ = t + u₁` with each lane's own transition matrix.
  ///
  /// The matrices are ``LaneMatrices``'s; the arithmetic is ``exactShared(_:_:range:propagator:)``'s, lane by lane.
  /// `range`: multiples of the vector width (8 or 16 lanes).
  @inlinable @inline(__always)
  static func exactPerLane<S: BatchScalar, V: SIMD>(
    _ vector: V.Type,
    _ lanes: LanePointers<S>, range: Range<Int>, matrices m: LaneMatrices<S>
  ) where V.Scalar == S {
    let base = m.base
    var i = range.lowerBound
    while i < range.upperBound {
      let x: V = load(lanes.value, i)
      let v: V = load(lanes.velocity, i)
      let t: V = load(lanes.target, i)
      let j = LaneMatrices<S>.offset(lane: i, entry: 0)
      let u = x - t
      let newU = ((load(base, j) as V) * u) + ((load(base, j &+ 16) as V) * v)
      let newVelocity = ((load(base, j &+ 32) as V) * u) + ((load(base, j &+ 48) as V) * v)
      store(newVelocity, lanes.velocity, i)
      store(t + newU, lanes.value, i)
      i &+= V.scalarCount
    }
  }

  /// The block layout's exact step of lanes `range` (multiples of the vector width): each run of `runs` that meets
  /// it, a spring's with its row's transition matrix broadcast (``exactShared(_:_:range:propagator:)``), the pool's
  /// with the lanes' own `matrices` (``exactPerLane(_:_:range:matrices:)``): the same operations, so a lane gets the
  /// same bits either way.
  @inlinable @inline(__always)
  static func exactSpringRuns<S: BatchScalar, V: SIMD>(
    _ vector: V.Type,
    _ lanes: LanePointers<S>, range: Range<Int>, matrices m: LaneMatrices<S>, runs: SpringRunPointers<S>
  ) where V.Scalar == S {
    let lower = range.lowerBound
    let upper = range.upperBound
    var run = runs.runs
    let runEnd = runs.runs + runs.count
    while run < runEnd && Int(run.pointee.end) <= lower { run += 1 }
    while run < runEnd && Int(run.pointee.start) < upper {
      let r = run.pointee
      let stretch = Range(uncheckedBounds: (max(Int(r.start), lower), min(Int(r.end), upper)))
      if r.row < 0 {
        exactPerLane(V.self, lanes, range: stretch, matrices: m)
      } else {
        let p = runs.rows + Int(r.row)
        exactShared(
          V.self, lanes, range: stretch, propagator: BatchPropagatorCoefficients(a: p[0], b: p[1], c: p[2], d: p[3]))
      }
      run += 1
    }
  }
}
