import Foundation
import WaveOutput

/// The spring a component's steps implement when they are the engine's step with other constants (a stiffness, a
/// damping coefficient, a mass or a frame duration scaled), solved from every step of check 1 at one spring and
/// frame duration, and the mistake that makes it.
///
/// Per component, the engine's semi-implicit Euler step is `v′ = v + (−k·(x − t) − c·v)/m · h` and
/// `x′ = x + v′·h`. A type that scales a force or an integration computes `v′ = v + (−k′·(x − t) − c′·v)/m · h`
/// and `x′ = x + s·v′·h` instead. Over steps with different displacements and velocities the returned
/// velocities give k′ and c′ by least squares (each step weighted by its rounding band; a column that is 0 in
/// every step leaves its constant as given), and the returned values give s.
///
/// The finding is the first hypothesis, simplest first, that explains every step within its rounding band
/// (``StepRoundingBand`` in Float's ulps, with the hypothesis's own magnitudes) and differs from the engine's
/// step beyond it in at least one: the damping coefficient 0, the stiffness's sign flipped, k and c both
/// scaled by the mass (the mass ignored), k and c both scaled by s (dt scaled), then c alone, k alone, k and c
/// by one factor, k and c freely; the value's scale s is 1 unless 1 fails. When the engine's own step
/// explains every step there is no finding: the differences are rounding. A mass m′ is indistinguishable from
/// k and c both scaled by m/m′, and dt scaled in the velocity's step alone from k and c both scaled, so the
/// finding words them that way.
struct EffectiveSpring {
  /// The effective stiffness k′, for the given mass.
  let stiffness: Double
  /// The effective damping coefficient c′, for the given mass.
  let dampingCoefficient: Double
  /// The factor s on the value's integration `v′·h`.
  let valueScale: Double
  /// The mistake the constants point to.
  let mistake: LikelyMistake
  /// The factors and the effective constants in words.
  let detail: String

  /// The finding for component `i` of `cases` (one spring, one frame duration), or nil when the engine's step
  /// explains them all within rounding, or no scaled step does.
  static func find(in cases: [StepCase], component i: Int) -> EffectiveSpring? {
    guard let rule = cases.first?.rules[i] else { return nil }
    var probes: [Probe] = []
    for c in cases {
      guard let p = c.steps[i], let expected = c.expected[i] else { continue }
      guard [p.value, p.target, p.velocity].allSatisfy(\.isFinite) else { continue }
      let got = c.got(i)
      guard got.value.isFinite, got.velocity.isFinite else { return nil }
      probes.append(Probe(p: p, got: got, expected: expected))
    }
    guard let given = probes.first?.p else { return nil }
    return Solver(rule: rule, probes: probes, given: given).finding()
  }
}

/// One step of the type: the engine's inputs (the target as the step pulls towards it), the type's results and
/// the engine's.
private struct Probe {
  let p: StepInputs
  let got: (value: Double, velocity: Double)
  let expected: (value: Double, velocity: Double)
}

/// The constants of a scaled step: stiffness, damping coefficient, the value's integration factor.
private struct Constants {
  var k: Double
  var c: Double
  var s: Double
}

/// The hypotheses, in the order they are tried.
private enum Hypothesis: CaseIterable {
  case given, dampingIgnored, signFlipped, massIgnored, dtScaled, damping, stiffness, force, free
}

private struct Solver {
  let rule: ComponentStepRule
  let probes: [Probe]
  /// The spring and frame duration of every probe.
  let given: StepInputs

  var k: Double { given.stiffness }
  var c: Double { given.dampingCoefficient }
  var m: Double { given.mass }
  var h: Double { given.dt }

  /// The type's step under `constants`, in Double.
  func predict(_ p: StepInputs, _ constants: Constants) -> (value: Double, velocity: Double) {
    let acceleration = (-constants.k * (p.value - p.target) - constants.c * p.velocity) / p.mass
    let velocity = p.velocity + acceleration * p.dt
    return (p.value + constants.s * velocity * p.dt, velocity)
  }

  /// The rounding band (Float's ulps) of `probe`'s step under `constants`.
  func band(_ probe: Probe, _ constants: Constants, result: (value: Double, velocity: Double)) -> StepRoundingBand {
    var q = probe.p
    q.stiffness = constants.k
    q.dampingCoefficient = constants.c
    return rule.roundingBand(q, result: (result.value, result.velocity))
  }

  /// Whether the step under `constants` gives every probe's results within rounding.
  func explains(_ constants: Constants) -> Bool {
    probes.allSatisfy { probe in
      let r = predict(probe.p, constants)
      return band(probe, constants, result: r).contains(
        valueOffset: rule.valueDifference(probe.got.value, r.value), velocityOffset: probe.got.velocity - r.velocity)
    }
  }

  /// Whether the step under `constants` differs from the engine's beyond rounding in some probe.
  func differsFromEngine(_ constants: Constants) -> Bool {
    probes.contains { probe in
      let r = predict(probe.p, constants)
      return !band(probe, constants, result: r).contains(
        valueOffset: rule.valueDifference(probe.expected.value, r.value),
        velocityOffset: probe.expected.velocity - r.velocity)
    }
  }

  func finding() -> EffectiveSpring? {
    let asGiven = Constants(k: k, c: c, s: 1)
    guard !explains(asGiven) else { return nil }
    let fit = VelocityFit(probes: probes, rule: rule, given: asGiven)
    let fittedScale = fit.valueScale()
    for s in fittedScale == 1 ? [1] : [1, fittedScale] {
      for hypothesis in Hypothesis.allCases {
        guard var constants = fit.constants(hypothesis, valueScale: s) else { continue }
        constants.s = s
        guard explains(constants), differsFromEngine(constants) else { continue }
        return describe(hypothesis, constants)
      }
    }
    return nil
  }

  func describe(_ hypothesis: Hypothesis, _ e: Constants) -> EffectiveSpring {
    let n = { (x: Double) in NumberFormat.general(x, 6) }
    let f = { (x: Double) in Self.factor(x) + "×" }
    let asGiven = "stiffness \(n(k)), damping coefficient \(n(c)) and mass \(n(m)) as given"
    let (mistake, detail): (LikelyMistake, String)
    switch (hypothesis, e.s == 1) {
    case (.given, _):
      (mistake, detail) = (
        .valueIntegralScaled, "the value advances by \(f(e.s)) newVelocity · dt; the velocity's step is the engine's"
      )
    case (.dtScaled, _):
      (mistake, detail) = (
        .dtScaled,
        "the value and the velocity both advance as over \(f(e.s)) dt, \(n(e.s * h)) s where dt is \(n(h)) s; "
          + asGiven
      )
    case (.dampingIgnored, true):
      (mistake, detail) = (
        .dampingIgnored, "damping coefficient 0 instead of \(n(c)); stiffness \(n(k)) and mass \(n(m)) as given"
      )
    case (.signFlipped, true):
      (mistake, detail) = (.forceSignFlipped, "the step matches stiffness \(n(e.k)) instead of \(n(k))")
    case (.massIgnored, true):
      (mistake, detail) = (
        .massIgnored,
        "stiffness and damping coefficient both \(f(m)) the given ones (the mass): \(n(e.k)) and \(n(e.c)) "
          + "instead of \(n(k)) and \(n(c))"
      )
    case (.damping, true):
      (mistake, detail) = (
        .dampingScaled,
        "\(Self.scaled("damping coefficient", e.c, c)); stiffness \(n(k)) and mass \(n(m)) as given"
      )
    case (.stiffness, true):
      (mistake, detail) = (
        .stiffnessScaled,
        "\(Self.scaled("stiffness", e.k, k)); damping coefficient \(n(c)) and mass \(n(m)) as given"
      )
    case (.force, true):
      let factor = e.k / k
      (mistake, detail) = (
        .forceScaled,
        "stiffness and damping coefficient both \(f(factor)) the given ones: \(n(e.k)) and \(n(e.c)) instead of "
          + "\(n(k)) and \(n(c)) (as if the mass were \(n(m / factor)) instead of \(n(m)))"
      )
    default:
      let value = e.s == 1 ? "" : ", the value advanced by \(f(e.s)) newVelocity · dt"
      (mistake, detail) = (
        .scaledStep,
        "\(Self.scaled("stiffness", e.k, k)), \(Self.scaled("damping coefficient", e.c, c))\(value); mass "
          + "\(n(m)) as given"
      )
    }
    return EffectiveSpring(
      stiffness: e.k, dampingCoefficient: e.c, valueScale: e.s, mistake: mistake, detail: detail)
  }

  /// `stiffness 2× the given one: 200 instead of 100`, or without the factor when the given constant is 0.
  static func scaled(_ name: String, _ effective: Double, _ given: Double) -> String {
    let n = { (x: Double) in NumberFormat.general(x, 6) }
    guard given != 0 else { return "\(name) \(n(effective)) instead of 0" }
    return "\(name) \(factor(effective / given))× the given one: \(n(effective)) instead of \(n(given))"
  }

  /// A factor to 4 significant digits, or to 2 digits past its first difference from 1 (`1.00003`), so that a
  /// factor near 1 never prints as 1.
  static func factor(_ f: Double) -> String {
    let offset = abs(f - 1)
    let digits = offset > 0 && offset.isFinite ? Int((-Foundation.log10(offset)).rounded(.up)) + 2 : 4
    return NumberFormat.general(f, min(max(digits, 4), 15))
  }
}

/// The least-squares solutions for the effective constants, each probe weighted by its rounding band so that
/// every probe counts in units of its own rounding.
private struct VelocityFit {
  /// Per probe: the stiffness's and the damping's columns, `−(x − t)·h/m` and `−v·h/m`, and the velocity's
  /// change `v′ − v`, each divided by the probe's velocity band.
  var a: [Double] = []
  var b: [Double] = []
  var y: [Double] = []
  /// Per probe: `v′·h` and the value's change `x′ − x` (modulo an angle's period), divided by the value band.
  var g: [Double] = []
  var z: [Double] = []
  let given: Constants
  let mass: Double

  init(probes: [Probe], rule: ComponentStepRule, given: Constants) {
    self.given = given
    mass = probes.first?.p.mass ?? 1
    for probe in probes {
      let p = probe.p
      let band = rule.roundingBand(p, result: probe.expected)
      if band.velocity > 0 {
        a.append(-(p.value - p.target) * p.dt / p.mass / band.velocity)
        b.append(-p.velocity * p.dt / p.mass / band.velocity)
        y.append((probe.got.velocity - p.velocity) / band.velocity)
      }
      if band.value > 0 {
        g.append(probe.got.velocity * p.dt / band.value)
        z.append(rule.valueDifference(probe.got.value, p.value) / band.value)
      }
    }
  }

  static func dot(_ u: [Double], _ w: [Double]) -> Double { zip(u, w).reduce(0) { $0 + $1.0 * $1.1 } }

  /// The value's integration factor s minimizing the residual of `x′ − x = s·v′·h`; 1 when no probe moves.
  func valueScale() -> Double {
    let gg = Self.dot(g, g)
    return gg > 0 ? Self.dot(g, z) / gg : 1
  }

  /// The constants of `hypothesis` (the value's scale `valueScale` where the hypothesis uses it); nil when the
  /// hypothesis does not apply (a mass of 1 cannot be ignored) or the probes cannot determine it.
  func constants(_ hypothesis: Hypothesis, valueScale s: Double) -> Constants? {
    let (k, c) = (given.k, given.c)
    switch hypothesis {
    case .given: return given
    case .dampingIgnored: return c == 0 ? nil : Constants(k: k, c: 0, s: 1)
    case .signFlipped: return Constants(k: -k, c: c, s: 1)
    case .massIgnored: return mass == 1 ? nil : Constants(k: k * mass, c: c * mass, s: 1)
    case .dtScaled: return s == 1 ? nil : Constants(k: k * s, c: c * s, s: 1)
    case .damping: return Constants(k: k, c: solve(b, y.indices.map { y[$0] - a[$0] * k }) ?? c, s: 1)
    case .stiffness: return Constants(k: solve(a, y.indices.map { y[$0] - b[$0] * c }) ?? k, c: c, s: 1)
    case .force:
      let w = a.indices.map { a[$0] * k + b[$0] * c }
      return solve(w, y).map { Constants(k: k * $0, c: c * $0, s: 1) }
    case .free: return free()
    }
  }

  /// The least-squares `q` of `column · q = rhs`; nil when the column is 0.
  func solve(_ column: [Double], _ rhs: [Double]) -> Double? {
    let cc = Self.dot(column, column)
    return cc > 0 ? Self.dot(column, rhs) / cc : nil
  }

  /// k′ and c′ together, by the 2 × 2 normal equations; a column that is 0 in every probe keeps its constant.
  ///
  /// Nil when the columns are parallel (every probe's displacement a fixed multiple of its velocity).
  func free() -> Constants? {
    let (saa, sbb, sab) = (Self.dot(a, a), Self.dot(b, b), Self.dot(a, b))
    let (say, sby) = (Self.dot(a, y), Self.dot(b, y))
    if saa == 0 || sbb == 0 {
      return Constants(k: saa > 0 ? say / saa : given.k, c: sbb > 0 ? sby / sbb : given.c, s: 1)
    }
    // Nearly parallel columns give ill-determined constants, which ``Solver/explains(_:)`` then rejects.
    let determinant = saa * sbb - sab * sab
    guard determinant > 0 else { return nil }
    return Constants(k: (say * sbb - sby * sab) / determinant, c: (sby * saa - say * sab) / determinant, s: 1)
  }
}
