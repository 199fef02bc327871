import Foundation
import WaveCore
import WaveOutput

/// Names the likely mistake behind a component that fails check 1: by recomputing the step the mistaken ways and
/// seeing which one the result matches (within ``WaveCore/Tolerance/mistakeMatchULPs``), by solving for the
/// spring the component's steps implement (``EffectiveSpring``), and otherwise by how far off the result is:
/// at rounding level (``StepRoundingBand``) or beyond.
enum StepDiagnosis {
  /// Fixed frame durations a conformance that ignores `dt` may have hard-coded, in seconds.
  static let hardCodedDurations: [Double] = [1.0 / 60, 1.0 / 120, 1.0 / 30, 1.0 / 50, 1.0 / 144, 1]

  /// The periods an angle that is not declared periodic may have: degrees, radians, turns (a hue in 0..<1).
  static let undeclaredPeriods: [Double] = [360, 2 * .pi, 1]

  /// The mistake and the numbers behind it; ``LikelyMistake/stepDiffers`` only when the difference is at
  /// rounding level and no mistake explains it.
  ///
  /// - Parameters:
  ///   - c: the failing step.
  ///   - i: the failing component.
  ///   - block: every step at the case's spring and frame duration.
  ///   - effectiveSpring: the spring the component's steps here implement, consolidated over every spring and
  ///     frame duration (``StepBlocks``); asked only when no other mistake explains the step.
  /// - Returns: The likely mistake, and the numbers behind it in words.
  static func diagnose(
    _ c: StepCase, component i: Int, block: StepBlock, effectiveSpring: () -> EffectiveSpring?
  ) -> (LikelyMistake, String?) {
    let d = Diagnosis(c, component: i, block: block)
    return d.structuralMistake() ?? d.changedInputMistake() ?? d.crossedComponents()
      ?? effectiveSpring().map { ($0.mistake, $0.detail) } ?? d.unnamed()
  }
}

/// Which way an angle's step goes where the shortest arc is not the straight way.
private enum ArcWay {
  case shortestArc, straight
}

/// One failing component of one step case, and the ways its result is compared with recomputations.
private struct Diagnosis {
  let c: StepCase, i: Int, block: StepBlock, rule: ComponentStepRule, kind: ScalarKind
  let x: Double, t: Double, v: Double, gx: Double, gv: Double, ex: Double, ev: Double, scale: Double
  /// The engine's inputs, the target as the step pulls towards it.
  let p: StepInputs

  init(_ c: StepCase, component i: Int, block: StepBlock) {
    self.c = c
    self.i = i
    self.block = block
    rule = c.rules[i]!
    kind = rule.kind
    (x, t, v) = (c.x[i].number, c.t[i].number, c.v[i].number)
    (gx, gv) = c.got(i)
    (ex, ev) = c.expected[i]!
    scale = max(abs(x), abs(t), abs(v), abs(ex), abs(ev), rule.period ?? 0)
    p = c.steps[i]!
  }

  func close(_ a: Double, _ b: Double) -> Bool {
    if a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) { return true }
    return abs(a - b) <= Tolerance.mistakeMatchULPs * kind.ulpOfOne * max(scale, abs(a), abs(b))
  }

  /// ``close(_:_:)`` for two values of the component: for an angle (of `rule`, the component's by default),
  /// modulo its period.
  func closeValue(_ a: Double, _ b: Double, rule: ComponentStepRule? = nil) -> Bool {
    let rule = rule ?? self.rule
    guard let period = rule.period else { return close(a, b) }
    if a.isNaN && b.isNaN { return true }
    let magnitude = max(scale, abs(a), abs(b), period)
    return abs(rule.valueDifference(a, b)) <= Tolerance.mistakeMatchULPs * kind.ulpOfOne * magnitude
  }

  /// A mistaken recomputation names the mistake only if it matches the result and differs from the engine's
  /// step (with zero velocity, say, "ignoring the target" changes nothing and proves nothing); values compared
  /// as `rule` compares them (the component's rule by default).
  func matches(_ r: (value: Double, velocity: Double), rule: ComponentStepRule? = nil) -> Bool {
    closeValue(gx, r.value, rule: rule) && close(gv, r.velocity)
      && !(closeValue(ex, r.value, rule: rule) && close(ev, r.velocity))
  }

  /// Whether every step of the block (this spring and frame duration) has `property` for this component: what
  /// "never" and "always" take, since one step can land on a value or a velocity by coincidence (a damping force
  /// that happens to cancel the spring force leaves the value where it was).
  func everyStep(_ property: (_ x: Double, _ t: Double, _ v: Double, _ gx: Double, _ gv: Double) -> Bool) -> Bool {
    block.cases.allSatisfy { c in
      let got = c.got(i)
      return property(c.x[i].number, c.t[i].number, c.v[i].number, got.value, got.velocity)
    }
  }

  /// Mistakes in the shape of the step: swapped results, explicit Euler, no change, a jump, per-frame velocity.
  func structuralMistake() -> (LikelyMistake, String?)? {
    if close(gx, ev), close(gv, ex), !close(ex, ev) { return (.valueVelocitySwapped, nil) }
    if matches(kind.step(p, explicit: true)) { return (.explicitEuler, nil) }
    if gx.bitPattern == x.bitPattern, gv.bitPattern == v.bitPattern || gv == 0, ex != x,
      everyStep({ x, _, v, gx, gv in gx.bitPattern == x.bitPattern && (gv.bitPattern == v.bitPattern || gv == 0) })
    {
      return (.componentNeverChanges, nil)
    }
    if closeValue(gx, ex), gv.bitPattern == v.bitPattern, ev != v,
      everyStep({ _, _, v, _, gv in gv.bitPattern == v.bitPattern })
    {
      return (.componentNeverChanges, "its velocity is never updated")
    }
    if rule.valueDifference(gx, t) == 0, rule.valueDifference(ex, t) != 0,
      everyStep({ _, t, _, gx, _ in rule.valueDifference(gx, t) == 0 })
    {
      return (.jumpsToTarget, nil)
    }
    let perFrame = kind.rounded(ev * c.dt)
    if (closeValue(gx, ex) && close(gv, perFrame) && !close(perFrame, ev))
      || (closeValue(gx, kind.rounded(x + ev)) && !closeValue(x + ev, ex))
    {
      return (.velocityPerFrame, nil)
    }
    return nil
  }

  /// Mistakes that are the right step on a wrong input: a hard-coded dt, the target, an angle's arc. (The
  /// right step with other constants, such as the mass or the force's sign, is ``EffectiveSpring``'s.)
  func changedInputMistake() -> (LikelyMistake, String?)? {
    for h in StepDiagnosis.hardCodedDurations where h != c.dt {
      var q = p
      q.dt = h
      if matches(kind.step(q)) {
        return (
          .dtIgnored,
          "the result is a step of \(NumberFormat.general(h, 6)) s; dt passed: \(NumberFormat.general(c.dt, 6)) s"
        )
      }
    }
    if t != 0 {
      var towardsZero = p
      towardsZero.target = rule.effectiveTarget(value: x, target: 0)
      if matches(kind.step(towardsZero)) { return (.targetIgnored, nil) }
    }
    return arcMistake()
  }

  /// A declared angle stepped towards the target itself (the long way round), or an undeclared one stepped along
  /// the shortest arc of a common period.
  func arcMistake() -> (LikelyMistake, String?)? {
    let number = { (x: Double) in NumberFormat.general(x, 6) }
    if let period = rule.period, p.target != t {
      var direct = p
      direct.target = t
      if matches(kind.step(direct)) {
        return (
          .notShortestArc,
          "from \(number(x)) to \(number(t)) it moves \(number(t - x)) where the shortest arc is "
            + "\(number(p.target - x)) (period \(PeriodicComponent.periodText(period)))"
        )
      }
      return nil
    }
    guard rule.period == nil else { return nil }
    for period in StepDiagnosis.undeclaredPeriods {
      let angle = ComponentStepRule(kind: kind, period: period)
      var arc = p
      arc.target = angle.effectiveTarget(value: x, target: t)
      let r = kind.step(arc)
      // Values compared modulo the period, as for an angle: the type may keep its angle in [0, period), and then
      // differs from the engine by whole periods even where the shortest arc is the straight way.
      let alongArc = closeValue(gx, r.value, rule: angle) && close(gv, r.velocity)
      let straightModulo = closeValue(gx, ex, rule: angle) && close(gv, ev)
      guard alongArc || straightModulo, !(close(gx, ex) && close(gv, ev)) else { continue }
      let declaration = PeriodicComponent(c.x[i].name, period: period).swiftSource
      let periodText = PeriodicComponent.periodText(period)
      let way = alongArc && !straightModulo ? .shortestArc : arcEvidence(period: period)
      if way == .straight {
        return (
          .notShortestArc,
          "it keeps its value modulo \(periodText) as an angle does, but steps straight towards the target: "
            + "\(longWayExample(period: period) ?? ""); step it along the shortest arc and pass "
            + "ValidationOptions(periodicComponents: [\(declaration)])"
        )
      }
      let untested =
        way == nil
        ? "; no two samples are more than half a period apart, so whether it takes the shortest arc is not tested: "
          + "add one" : ""
      return (
        .undeclaredPeriodicComponent,
        "its step is an angle's of period \(periodText) (shortest arc, values modulo the period): pass "
          + "ValidationOptions(periodicComponents: [\(declaration)])\(untested)"
      )
    }
    return nil
  }

  /// Which way this component of the block's steps goes where the shortest arc of `period` is not the straight
  /// way (the value and the target more than half a period apart): along the shortest arc, straight towards the
  /// target (values compared modulo the period), or nil when no step of the block tells.
  func arcEvidence(period: Double) -> ArcWay? {
    let angle = ComponentStepRule(kind: kind, period: period)
    var straight = false
    for other in block.cases {
      guard var q = other.steps[i], let direct = other.expected[i] else { continue }
      let arcTarget = angle.effectiveTarget(value: q.value, target: q.target)
      guard abs(abs(arcTarget - q.target) - period) <= period / 2 else { continue }
      q.target = arcTarget
      let along = kind.step(q)
      let got = other.got(i)
      let closeTo = { (r: (value: Double, velocity: Double)) in
        closeValue(got.value, r.value, rule: angle) && close(got.velocity, r.velocity)
      }
      if closeTo(along) && !closeTo(direct) { return .shortestArc }
      if closeTo(direct) && !closeTo(along) { straight = true }
    }
    return straight ? .straight : nil
  }

  /// From a sample to a target more than half a period away, the way the step goes and the shortest arc, in
  /// words: `from 20.5 to 300.25 it moves 279.75 where the shortest arc is -80.25`.
  func longWayExample(period: Double) -> String? {
    let number = { (x: Double) in NumberFormat.general(x, 6) }
    for other in block.cases {
      guard let q = other.steps[i] else { continue }
      let arc = ComponentStepRule.shortestArc(from: q.value, to: q.target, period: period)
      guard abs(q.target - q.value) > period / 2 else { continue }
      return "from \(number(q.value)) to \(number(q.target)) it moves \(number(q.target - q.value)) where the "
        + "shortest arc is \(number(arc)) (period \(PeriodicComponent.periodText(period)))"
    }
    return nil
  }

  /// The component got another component's step.
  func crossedComponents() -> (LikelyMistake, String?)? {
    for j in c.x.indices where j != i && c.x[j].kind != nil {
      if matches(c.expected[j]!) { return (.componentsCrossed, "it gets the step of `\(c.x[j].name)`") }
    }
    return nil
  }

  /// No named mistake: at rounding level (a tolerance may be in order; check 1 decides whether to suggest one
  /// once it has seen every case) or beyond it (a mistake).
  func unnamed() -> (LikelyMistake, String?) {
    let valueOffset = rule.valueDifference(gx, ex)
    let velocityOffset = gv - ev
    let band = rule.roundingBand(p, result: (ex, ev))
    if band.contains(valueOffset: valueOffset, velocityOffset: velocityOffset) {
      let valueScale = max(abs(x), abs(p.target), abs(ex))
      let velocityScale = max(abs(v), abs(ev))
      return (
        .stepDiffers,
        "value off by \(NumberFormat.general(abs(valueOffset) / valueScale)), velocity off by "
          + "\(NumberFormat.general(abs(velocityOffset) / velocityScale)) relative, within the rounding of the step "
          + "in Float"
      )
    }
    return (
      .stepDiffersBeyondRounding,
      "value off by \(NumberFormat.general(abs(valueOffset))), velocity off by "
        + "\(NumberFormat.general(abs(velocityOffset))); rounding accounts for \(NumberFormat.general(band.value)) "
        + "and \(NumberFormat.general(band.velocity)) at most"
    )
  }
}
