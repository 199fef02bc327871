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
/// (``StepRoundingBand``, with the hypothesis's own magnitudes) and differs from the engine's step beyond it in
/// at least one: the damping coefficient 0, the stiffness's sign flipped, k and c both scaled by the mass (the
/// mass ignored), k and c both scaled by s (dt scaled), then c alone, k alone, k and c by one factor, k and c
/// freely; the value's scale s is 1 unless 1 fails. A mass m′ is indistinguishable from k and c both scaled by
/// m/m′, and dt scaled in the velocity's step alone from k and c both scaled, so the finding words them that way.
///
/// The band is tried at two precisions. First in the component's own ulps: a type that computes in the
/// component's own precision with one constant scaled gives steps that a scaled step explains that closely,
/// however small the factor (1.000001 included), while no scaled step explains a type that rounds its step to
/// Float that closely. Such a finding is ``atOwnPrecision``: the same ratio in every step, a mistake, never
/// rounding, even where each step is within Float's rounding of the engine's (``withinFloatRounding``). Then, for
/// a Double or CGFloat component, in Float's ulps (a type that computes in Float and scales a constant): when the
/// engine's own step explains every step there, the differences are rounding and there is no finding.
///
/// One mistake shows differently at different springs and frame durations (a force scaled 2× is, at the grid's
/// spring of mass 2, also the mass ignored; a force scaled 1.0001× is, at 120 Hz where damping weighs little
/// in a step, also the stiffness alone scaled), so ``consolidate(_:)`` looks for one finding that explains every
/// spring and frame duration with the same factors.
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
  /// Whether the finding explains the steps within the component's own rounding: a constant ratio, not
  /// rounding, even where ``withinFloatRounding``.
  let atOwnPrecision: Bool
  /// Whether the engine's own step explains the steps within Float's rounding as well (a factor this close to 1
  /// is only told apart from rounding by being the same in every step).
  let withinFloatRounding: Bool
  /// The hypothesis and its factors relative to the given constants, to try at other springs and frame durations.
  fileprivate let form: Form
}

/// The steps of one component at one spring and frame duration, and what the two passes found in them.
struct EffectiveSpringFit {
  /// The finding, nil when the engine's step explains the steps within rounding or no scaled step does.
  let finding: EffectiveSpring?
  /// Whether the steps are explained within the component's own rounding, by the engine's step or a scaled one:
  /// another finding is then held to that precision here too.
  fileprivate let atOwnPrecision: Bool
  fileprivate let own: Solver?
  fileprivate let float: Solver?

  /// The fit of component `i` of `cases` (one spring, one frame duration).
  init(cases: [StepCase], component i: Int) {
    guard let rule = cases.first?.rules[i], let probes = Self.probes(cases, component: i),
      let given = probes.first?.p
    else {
      (finding, atOwnPrecision, own, float) = (nil, false, nil, nil)
      return
    }
    let own = Solver(rule: rule, probes: probes, given: given, ulp: rule.kind.ulpOfOne, atOwnPrecision: true)
    let float = Solver(rule: rule, probes: probes, given: given, ulp: Double(Float.ulpOfOne), atOwnPrecision: false)
    (self.own, self.float) = (own, float)
    if own.explainsAsGiven {
      (finding, atOwnPrecision) = (nil, true)
    } else if let found = own.finding(withinFloatRounding: float.explainsAsGiven) {
      (finding, atOwnPrecision) = (found, true)
    } else {
      (finding, atOwnPrecision) = (rule.kind.ulpOfOne < Double(Float.ulpOfOne) ? float.finding() : nil, false)
    }
  }

  /// The probes of component `i`: nil when a finite input gives a non-finite result (no spring explains it).
  private static func probes(_ cases: [StepCase], component i: Int) -> [Probe]? {
    var probes: [Probe] = []
    for c in cases {
      guard let p = c.steps[i], let expected = c.expected[i] else { continue }
      guard [p.value, p.target, p.velocity].allSatisfy(\.isFinite) else { continue }
      let got = c.got(i)
      guard got.value.isFinite, got.velocity.isFinite else { return nil }
      probes.append(Probe(p: p, got: got, expected: expected))
    }
    return probes
  }

  /// The solver a finding of another spring or frame duration is held to here.
  private var solver: Solver? { atOwnPrecision ? own : float }

  /// `form` at this spring and frame duration: its finding when it explains every step here, `.some(nil)` when it
  /// explains them and is the engine's step here (a mass ignored at a mass of 1), nil when it does not explain them.
  fileprivate func applying(_ form: Form) -> EffectiveSpring?? {
    guard let solver else { return .some(nil) }
    let constants = form.constants(given: solver.given)
    guard solver.explains(constants) else { return nil }
    guard solver.differsFromEngine(constants) else { return .some(nil) }
    return .some(solver.describe(form.hypothesis, constants, withinFloatRounding: float?.explainsAsGiven ?? false))
  }

  /// One finding per spring and frame duration (the fits of one component): the simplest finding of any of them
  /// that explains all of them with the same factors, at each, when there is one; each fit's own otherwise.
  ///
  /// A finding that explains every spring and frame duration is one mistake, named once (a force scaled 2× rather
  /// than that and, at the spring of mass 2, the mass ignored).
  static func consolidate(_ fits: [EffectiveSpringFit]) -> [EffectiveSpring?] {
    let own = fits.map(\.finding)
    let candidates = own.compactMap { $0?.form }.enumerated()
      .sorted { ($0.element.hypothesis.rank, $0.offset) < ($1.element.hypothesis.rank, $1.offset) }.map(\.element)
    var tried: [Form] = []
    for form in candidates where !tried.contains(where: { $0.isClose(to: form) }) {
      tried.append(form)
      var found: [EffectiveSpring?] = []
      for fit in fits {
        guard let finding = fit.applying(form) else { break }
        found.append(finding)
      }
      if found.count == fits.count { return found }
    }
    return own
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

  /// The position in ``allCases``: simplest first.
  var rank: Int { Self.allCases.firstIndex(of: self)! }
}

/// A hypothesis with its factors relative to the given constants, which carry it to another spring and frame
/// duration: the stiffness's, the damping coefficient's and the value's integration's (a mass ignored scales
/// both constants by each spring's own mass instead).
private struct Form {
  let hypothesis: Hypothesis
  let stiffnessFactor: Double
  let dampingFactor: Double
  let valueScale: Double

  /// The form of `constants` found for `hypothesis` at the constants `given`.
  init(_ hypothesis: Hypothesis, _ constants: Constants, given: StepInputs) {
    self.hypothesis = hypothesis
    stiffnessFactor = given.stiffness != 0 ? constants.k / given.stiffness : 1
    dampingFactor = given.dampingCoefficient != 0 ? constants.c / given.dampingCoefficient : 1
    valueScale = constants.s
  }

  /// The constants of this form at the constants `given`.
  func constants(given: StepInputs) -> Constants {
    let (k, c) = (given.stiffness, given.dampingCoefficient)
    switch hypothesis {
    case .massIgnored: return Constants(k: k * given.mass, c: c * given.mass, s: 1)
    case .dampingIgnored: return Constants(k: k, c: 0, s: valueScale)
    default: return Constants(k: k * stiffnessFactor, c: c * dampingFactor, s: valueScale)
    }
  }

  /// Whether `other` is this form with the same factors to within Float's ulp (a second try would find the
  /// same).
  func isClose(to other: Form) -> Bool {
    let same = { (a: Double, b: Double) in abs(a - b) <= Double(Float.ulpOfOne) * max(abs(a), abs(b)) }
    return hypothesis == other.hypothesis && same(stiffnessFactor, other.stiffnessFactor)
      && same(dampingFactor, other.dampingFactor) && same(valueScale, other.valueScale)
  }
}

private struct Solver {
  let rule: ComponentStepRule
  let probes: [Probe]
  /// The spring and frame duration of every probe.
  let given: StepInputs
  /// The ulp of 1 the rounding band is expressed in: the component's own, or Float's.
  let ulp: Double
  /// Whether ``ulp`` is the component's own (a finding is then ``EffectiveSpring/atOwnPrecision``).
  let atOwnPrecision: Bool

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

  /// The rounding band (in ``ulp``) of `probe`'s step under `constants`.
  func band(_ probe: Probe, _ constants: Constants, result: (value: Double, velocity: Double)) -> StepRoundingBand {
    var q = probe.p
    q.stiffness = constants.k
    q.dampingCoefficient = constants.c
    return StepRoundingBand(q, result: (result.value, result.velocity), period: rule.period, ulp: ulp)
  }

  /// Whether the engine's own step explains every probe within the band.
  var explainsAsGiven: Bool { explains(Constants(k: k, c: c, s: 1)) }

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

  /// The first hypothesis that explains every probe and differs from the engine's step; nil when the engine's step
  /// explains every probe, or no hypothesis does.
  func finding(withinFloatRounding: Bool = false) -> EffectiveSpring? {
    let asGiven = Constants(k: k, c: c, s: 1)
    guard !explains(asGiven) else { return nil }
    let fit = VelocityFit(probes: probes, rule: rule, given: asGiven)
    let fittedScale = fit.valueScale()
    for s in fittedScale == 1 ? [1] : [1, fittedScale] {
      for hypothesis in Hypothesis.allCases {
        guard var constants = fit.constants(hypothesis, valueScale: s) else { continue }
        constants.s = s
        guard explains(constants), differsFromEngine(constants) else { continue }
        return describe(hypothesis, constants, withinFloatRounding: withinFloatRounding)
      }
    }
    return nil
  }

  func describe(_ hypothesis: Hypothesis, _ e: Constants, withinFloatRounding: Bool) -> EffectiveSpring {
    let digits = Self.constantDigits([k != 0 ? e.k / k : 1, c != 0 ? e.c / c : 1, e.s])
    let n = { (x: Double) in NumberFormat.general(x, digits) }
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
        "\(Self.scaled("damping coefficient", e.c, c, digits: digits)); stiffness \(n(k)) and mass \(n(m)) as given"
      )
    case (.stiffness, true):
      (mistake, detail) = (
        .stiffnessScaled,
        "\(Self.scaled("stiffness", e.k, k, digits: digits)); damping coefficient \(n(c)) and mass \(n(m)) as given"
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
        "\(Self.scaled("stiffness", e.k, k, digits: digits)), \(Self.scaled("damping coefficient", e.c, c, digits: digits))\(value); mass "
          + "\(n(m)) as given"
      )
    }
    let sameRatio =
      atOwnPrecision && withinFloatRounding
      ? "; each step is within Float's rounding of the engine's, but off by the same factor in every step: a "
        + "constant, not rounding, which no tolerance accepts" : ""
    return EffectiveSpring(
      stiffness: e.k, dampingCoefficient: e.c, valueScale: e.s, mistake: mistake, detail: detail + sameRatio,
      atOwnPrecision: atOwnPrecision, withinFloatRounding: withinFloatRounding,
      form: Form(hypothesis, e, given: given))
  }

  /// Significant digits that show effective constants apart from the given ones: 6, or 2 past the first digit
  /// where the factor closest to 1 (other than 1) differs from it, so that 1.000001× the stiffness does not print
  /// as the stiffness.
  static func constantDigits(_ factors: [Double]) -> Int {
    let offsets = factors.map { abs($0 - 1) }.filter { $0 > 0 && $0.isFinite }
    guard let smallest = offsets.min() else { return 6 }
    return min(max(6, Int((-Foundation.log10(smallest)).rounded(.up)) + 2), 15)
  }

  /// `stiffness 2× the given one: 200 instead of 100`, or without the factor when the given constant is 0.
  static func scaled(_ name: String, _ effective: Double, _ given: Double, digits: Int = 6) -> String {
    let n = { (x: Double) in NumberFormat.general(x, digits) }
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
