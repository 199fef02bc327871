import WaveAnalysis
import WaveCore
import WaveOutput

/// One step of check 1, component by component: inputs, results, and the engine's expected results.
struct StepCase {
  let x: [ValidationComponent]
  let t: [ValidationComponent]
  let v: [ValidationComponent]
  let gotX: [ValidationComponent]
  let gotV: [ValidationComponent]
  let expected: [(value: Double, velocity: Double)?]
  let dt: Double
  let spring: Spring
}

/// Names the likely mistake behind a component that fails check 1, by recomputing the step the mistaken
/// ways and seeing which one the result matches (within ``WaveAnalysis/Tolerance/mistakeMatchULPs``).
enum StepDiagnosis {
  /// Fixed frame durations a conformance that ignores `dt` may have hard-coded, in seconds.
  static let hardCodedDurations: [Double] = [1.0 / 60, 1.0 / 120, 1.0 / 30, 1.0 / 50, 1.0 / 144, 1]

  static func diagnose(_ c: StepCase, component i: Int) -> (LikelyMistake, String?) {
    let d = Diagnosis(c, component: i)
    return d.structuralMistake() ?? d.changedInputMistake() ?? d.crossedComponents() ?? d.unnamed()
  }
}

/// One failing component of one step case, and the ways its result is compared with recomputations.
private struct Diagnosis {
  let c: StepCase, i: Int, kind: ScalarKind
  let x: Double, t: Double, v: Double, gx: Double, gv: Double, ex: Double, ev: Double, scale: Double
  let p: StepInputs

  init(_ c: StepCase, component i: Int) {
    self.c = c
    self.i = i
    kind = c.x[i].kind!
    (x, t, v) = (c.x[i].number, c.t[i].number, c.v[i].number)
    (gx, gv) = (c.gotX[i].number, c.gotV[i].number)
    (ex, ev) = c.expected[i]!
    scale = max(abs(x), abs(t), abs(v), abs(ex), abs(ev))
    p = StepInputs(value: x, target: t, velocity: v, dt: c.dt, spring: c.spring)
  }

  func close(_ a: Double, _ b: Double) -> Bool {
    if a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) { return true }
    return abs(a - b) <= Tolerance.mistakeMatchULPs * kind.ulpOfOne * max(scale, abs(a), abs(b))
  }

  /// A mistaken recomputation names the mistake only if it matches the result and differs from the engine's
  /// step (with zero velocity, say, "damping ignored" changes nothing and proves nothing).
  func matches(_ r: (value: Double, velocity: Double)) -> Bool {
    close(gx, r.value) && close(gv, r.velocity) && !(close(ex, r.value) && close(ev, r.velocity))
  }

  /// Mistakes in the shape of the step: swapped results, explicit Euler, no change, a jump, per-frame velocity.
  func structuralMistake() -> (LikelyMistake, String?)? {
    if close(gx, ev), close(gv, ex), !close(ex, ev) { return (.valueVelocitySwapped, nil) }
    if matches(kind.step(p, explicit: true)) { return (.explicitEuler, nil) }
    if gx.bitPattern == x.bitPattern, gv.bitPattern == v.bitPattern || gv == 0, ex != x {
      return (.componentNeverChanges, nil)
    }
    if close(gx, ex), gv.bitPattern == v.bitPattern, ev != v {
      return (.componentNeverChanges, "its velocity is never updated")
    }
    if gx == t, ex != t { return (.jumpsToTarget, nil) }
    let perFrame = kind.rounded(ev * c.dt)
    if (close(gx, ex) && close(gv, perFrame) && !close(perFrame, ev))
      || (close(gx, kind.rounded(x + ev)) && !close(x + ev, ex))
    {
      return (.velocityPerFrame, nil)
    }
    return nil
  }

  /// Mistakes that are the right step on a wrong input: a hard-coded dt, the force's sign, the target, the
  /// mass, the damping.
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
    var flipped = p
    flipped.stiffness = -p.stiffness
    if matches(kind.step(flipped)) { return (.forceSignFlipped, nil) }
    if t != 0 {
      var towardsZero = p
      towardsZero.target = 0
      if matches(kind.step(towardsZero)) { return (.targetIgnored, nil) }
    }
    if p.mass != 1 {
      var unitMass = p
      unitMass.mass = 1
      if matches(kind.step(unitMass)) { return (.massIgnored, nil) }
    }
    if p.dampingCoefficient != 0 {
      var undamped = p
      undamped.dampingCoefficient = 0
      if matches(kind.step(undamped)) { return (.dampingIgnored, nil) }
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

  /// No named mistake: how far off the result is.
  func unnamed() -> (LikelyMistake, String?) {
    let unit = max(scale, .leastNormalMagnitude)
    let offsets =
      "value off by \(NumberFormat.general(abs(gx - ex) / unit)), velocity off by "
      + "\(NumberFormat.general(abs(gv - ev) / unit)), relative to the largest magnitude involved"
    return (.stepDiffers, offsets)
  }
}
