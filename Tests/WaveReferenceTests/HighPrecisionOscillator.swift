import Foundation

#if arch(x86_64) || arch(i386)
/// The damped oscillator evaluated in Float80 (64-bit significand, ≈ 19 digits) through the power series of
/// its basis functions, for the reference side of continuity tests near critical damping.
///
/// With z = D·t² (D = γ² − ω0²), `C = Σ zⁿ/(2n)!` (cos/cosh of √z·t) and `Sn = t·Σ zⁿ/(2n+1)!`
/// (sin/sinh(√z·t)/√z). Both are entire in z, with no branch at D = 0 and no cancellation for the |z| ≤ 4
/// used here (terms of one sign for z > 0; for z < 0, alternating terms whose sum is ≥ cos(2) in size).
/// The series is summed until terms fall below 2⁻⁷⁰ of the sum. D is formed in Float80 from the same
/// Double inputs (c, k, m) the code under test gets.
enum HighPrecisionOscillator {
  static func state(t: Double, u0: Double, v0: Double, c: Double, k: Double, m: Double) -> (u: Float80, v: Float80) {
    let c80 = Float80(c)
    let k80 = Float80(k)
    let m80 = Float80(m)
    let t80 = Float80(t)
    let gamma = c80 / (2 * m80)
    let w2 = k80 / m80
    let d = (c80 * c80 - 4 * k80 * m80) / (4 * m80 * m80)
    let z = d * t80 * t80
    precondition(abs(z) <= 4, "series reference used outside its range")
    var cSum: Float80 = 0
    var sSum: Float80 = 0
    var term: Float80 = 1  // zⁿ/(2n)!
    var n: Float80 = 0
    while true {
      cSum += term
      let sTerm = term / (2 * n + 1)  // zⁿ/(2n+1)!
      sSum += sTerm
      if abs(term) < 0x1p-70 * abs(cSum) && abs(sTerm) < 0x1p-70 * abs(sSum) { break }
      term *= z / ((2 * n + 1) * (2 * n + 2))
      n += 1
    }
    let decay = expl(-gamma * t80)
    let e = decay * cSum
    let s = decay * t80 * sSum
    let u080 = Float80(u0)
    let v080 = Float80(v0)
    return (e * u080 + s * (v080 + gamma * u080), e * v080 - s * (w2 * u080 + gamma * v080))
  }
}
#endif
