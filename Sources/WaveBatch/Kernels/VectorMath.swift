/// `exp`, `expm1` and `sin`/`cos` on eight Doubles at once, in plain IEEE-754 arithmetic: what the per-lane exact
/// stepper's propagators need (``LanePropagator``), vectorised and the same bits on every CPU.
///
/// Each function reduces its argument with Cody–Waite constants and evaluates a truncated Taylor series on the
/// reduced interval, whose first omitted term is below 2⁻⁵⁶ of the result (so the series adds less than an ulp
/// to the rounding of its few dozen operations). Swift never contracts `a * b + c` into a fused multiply-add, and
/// no step calls the platform's libm, so the result of every lane depends on that lane's input only: the same on
/// every CPU, vector width and position in the vector. Measured against Foundation's functions (a correctly
/// rounded reference to within an ulp), the error is below 4 ulps over the ranges the propagator uses
/// (`LanePropagatorTests`).
@usableFromInline
package enum VectorMath {
  @usableFromInline package typealias Vector = SIMD8<Double>
  @usableFromInline typealias Bits = SIMD8<Int64>

  /// 1.5 × 2⁵²: `(x + magic) − magic` rounds `|x| < 2⁵¹` to the nearest integer, and the bits of `x + magic`
  /// minus those of `magic` are that integer.
  @usableFromInline static let magic = 6_755_399_441_055_744.0

  /// `e^x` for every lane, `x` finite and ≤ 709 (the propagator's exponents are ≤ 0); 0 below −745.2 (where
  /// `e^x` is below half the least subnormal).
  ///
  /// `x = k·ln2 + r` with `|r| ≤ ln2/2` (ln 2 in two parts, the first with 11 trailing zero bits, so that `k·ln2Hi`
  /// is exact for `|k| ≤ 2¹¹`); `e^r` by its Taylor series to `r¹³/13!` (the next term is < 2⁻⁵⁸ `e^r`); the
  /// power of two in two factors, so that results down to the subnormals are scaled without overflowing the
  /// exponent field.
  @inlinable @inline(__always)
  package static func exp(_ x: Vector) -> Vector {
    let log2e = Vector(repeating: 1.442_695_040_888_963_4)
    let ln2Hi = Vector(repeating: 6.931_471_803_691_238_2e-01)
    let ln2Lo = Vector(repeating: 1.908_214_929_270_587_7e-10)
    let clamped = x.replacing(with: -746, where: x .< -746)
    let shifted = clamped * log2e + Vector(repeating: magic)
    let k = shifted - Vector(repeating: magic)
    let r = (clamped - k * ln2Hi) - k * ln2Lo
    let p = taylorExp(r)
    let kBits = unsafeBitCast(shifted, to: Bits.self) &- Bits(repeating: magic.bitPattern.asInt64)
    let k1 = kBits &>> 1
    let k2 = kBits &- k1
    let scale1 = unsafeBitCast((k1 &+ 1023) &<< 52, to: Vector.self)
    let scale2 = unsafeBitCast((k2 &+ 1023) &<< 52, to: Vector.self)
    let result = (p * scale1) * scale2
    return result.replacing(with: 0, where: x .< -745.2)
  }

  /// `e^x − 1` for every lane, `x` ≤ 0 and finite, given `ex = exp(x)` (the caller has it): the Taylor series of
  /// `(e^x − 1)/x` to `x¹⁴/15!` where `|x| < 0.35` (no cancellation; next term < 2⁻⁶⁰), else `ex − 1` (for
  /// `x ≤ −0.35`, `1 − e^x ≥ 0.29`, so the subtraction loses less than 2 bits).
  @inlinable @inline(__always)
  package static func expm1(_ x: Vector, exp ex: Vector) -> Vector {
    var p = Vector(repeating: 1.0 / 1_307_674_368_000)  // 1/15!
    p = p * x + Vector(repeating: 1.0 / 87_178_291_200)
    p = p * x + Vector(repeating: 1.0 / 6_227_020_800)
    p = p * x + Vector(repeating: 1.0 / 479_001_600)
    p = p * x + Vector(repeating: 1.0 / 39_916_800)
    p = p * x + Vector(repeating: 1.0 / 3_628_800)
    p = p * x + Vector(repeating: 1.0 / 362_880)
    p = p * x + Vector(repeating: 1.0 / 40_320)
    p = p * x + Vector(repeating: 1.0 / 5_040)
    p = p * x + Vector(repeating: 1.0 / 720)
    p = p * x + Vector(repeating: 1.0 / 120)
    p = p * x + Vector(repeating: 1.0 / 24)
    p = p * x + Vector(repeating: 1.0 / 6)
    p = p * x + Vector(repeating: 0.5)
    p = p * x + Vector(repeating: 1)
    let small = p * x
    let large = ex - Vector(repeating: 1)
    return large.replacing(with: small, where: x .> -0.35)
  }

  /// `(sin θ, cos θ)` for every lane, `0 ≤ θ ≤` ``sinCosLimit``.
  ///
  /// `θ = q·π/2 + r` with `|r| ≤ π/4`, π/2 in three parts (fdlibm's `pio2_1`, `pio2_2`, `pio2_3`: the first two
  /// with 33 significant bits, so that `q` times each is exact for `q < 2²⁰`); sin r to `r¹⁵/15!` and cos r to
  /// `r¹⁶/16!` (next terms < 2⁻⁵⁷ and < 2⁻⁶⁰ of the result); then the quadrant `q mod 4` swaps and negates them.
  @inlinable @inline(__always)
  package static func sinCos(_ theta: Vector) -> (sin: Vector, cos: Vector) {
    let twoOverPi = Vector(repeating: 6.366_197_723_675_813_4e-01)
    let pio2p1 = Vector(repeating: 1.570_796_326_734_125_6e+00)
    let pio2p2 = Vector(repeating: 6.077_100_506_303_965_9e-11)
    let pio2p3 = Vector(repeating: 2.022_266_248_711_166_4e-21)
    let pio2p3t = Vector(repeating: 8.478_427_660_368_899_6e-32)
    let shifted = theta * twoOverPi + Vector(repeating: magic)
    let q = shifted - Vector(repeating: magic)
    let r = (((theta - q * pio2p1) - q * pio2p2) - q * pio2p3) - q * pio2p3t
    let z = r * r
    var s = Vector(repeating: 1.0 / 1_307_674_368_000)  // 1/15!
    s = s * z + Vector(repeating: -1.0 / 6_227_020_800)
    s = s * z + Vector(repeating: 1.0 / 39_916_800)
    s = s * z + Vector(repeating: -1.0 / 362_880)
    s = s * z + Vector(repeating: 1.0 / 5_040)
    s = s * z + Vector(repeating: -1.0 / 120)
    s = s * z + Vector(repeating: 1.0 / 6)
    let sinR = r - (r * z) * s
    var c = Vector(repeating: 1.0 / 20_922_789_888_000)  // 1/16!
    c = c * z + Vector(repeating: -1.0 / 87_178_291_200)
    c = c * z + Vector(repeating: 1.0 / 479_001_600)
    c = c * z + Vector(repeating: -1.0 / 3_628_800)
    c = c * z + Vector(repeating: 1.0 / 40_320)
    c = c * z + Vector(repeating: -1.0 / 720)
    c = c * z + Vector(repeating: 1.0 / 24)
    let cosR = Vector(repeating: 1) - z * (Vector(repeating: 0.5) - z * c)
    let quadrant = unsafeBitCast(shifted, to: Bits.self) &- Bits(repeating: magic.bitPattern.asInt64)
    let odd = (quadrant & 1) .!= 0
    let sinBase = sinR.replacing(with: cosR, where: odd)
    let cosBase = cosR.replacing(with: sinR, where: odd)
    let sinNegative = (quadrant & 2) .!= 0
    let cosNegative = ((quadrant &+ 1) & 2) .!= 0
    return (
      sinBase.replacing(with: -sinBase, where: sinNegative), cosBase.replacing(with: -cosBase, where: cosNegative)
    )
  }

  /// The largest angle ``sinCos(_:)`` reduces exactly enough, radians: 2¹⁹·π/2 ≈ 823,550 (a quadrant count below
  /// 2²⁰); ``LanePropagator`` computes larger angles (a very stiff spring over a long frame) lane by lane with
  /// Foundation's functions.
  @usableFromInline package static let sinCosLimit = 823_549.0

  /// The Taylor series of `e^r` to `r¹³/13!`, `|r| ≤ ln2/2`.
  @inlinable @inline(__always)
  static func taylorExp(_ r: Vector) -> Vector {
    var p = Vector(repeating: 1.0 / 6_227_020_800)  // 1/13!
    p = p * r + Vector(repeating: 1.0 / 479_001_600)
    p = p * r + Vector(repeating: 1.0 / 39_916_800)
    p = p * r + Vector(repeating: 1.0 / 3_628_800)
    p = p * r + Vector(repeating: 1.0 / 362_880)
    p = p * r + Vector(repeating: 1.0 / 40_320)
    p = p * r + Vector(repeating: 1.0 / 5_040)
    p = p * r + Vector(repeating: 1.0 / 720)
    p = p * r + Vector(repeating: 1.0 / 120)
    p = p * r + Vector(repeating: 1.0 / 24)
    p = p * r + Vector(repeating: 1.0 / 6)
    p = p * r + Vector(repeating: 0.5)
    p = p * r + Vector(repeating: 1)
    return p * r + Vector(repeating: 1)
  }
}

extension UInt64 {
  /// The same bits as an Int64.
  @inlinable var asInt64: Int64 { Int64(bitPattern: self) }
}
