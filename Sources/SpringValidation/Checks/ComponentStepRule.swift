import WaveCore

/// How the checks step and compare one floating-point component: in its own type and, for an angle
/// (``PeriodicComponent``), towards the target along the shortest arc, with values compared modulo the period.
struct ComponentStepRule: Sendable {
  /// The component's floating-point type.
  let kind: ScalarKind
  /// The period of an angle, nil for an ordinary component.
  let period: Double?

  /// The target a correct step pulls `value` towards: `target` itself, or for an angle `value` plus the
  /// shortest arc to `target`.
  func effectiveTarget(value: Double, target: Double) -> Double {
    guard let period else { return target }
    return value + Self.shortestArc(from: value, to: target, period: period)
  }

  /// `target − value` reduced into (−period/2, period/2]: the signed distance along the shortest arc.
  ///
  /// The reduction is exact (IEEE remainder); only the difference rounds.
  static func shortestArc(from value: Double, to target: Double, period: Double) -> Double {
    let arc = (target - value).remainder(dividingBy: period)
    return arc == -period / 2 ? period / 2 : arc
  }

  /// `a − b` for values of the component: for an angle reduced into (−period/2, period/2], so that values a
  /// whole number of periods apart are the same.
  func valueDifference(_ a: Double, _ b: Double) -> Double {
    guard let period else { return a - b }
    return Self.shortestArc(from: b, to: a, period: period)
  }

  /// The inputs of the engine's step for this component, the target as the step pulls towards it.
  func inputs(value: Double, target: Double, velocity: Double, dt: Double, spring: Spring) -> StepInputs {
    StepInputs(
      value: value, target: effectiveTarget(value: value, target: target), velocity: velocity, dt: dt, spring: spring)
  }

  /// The steps a correct conformance may take from `p` (whose target is already effective): the engine's step
  /// and, for an angle whose target is half a period away (within rounding), the step the other way round.
  func acceptedSteps(_ p: StepInputs) -> [(value: Double, velocity: Double)] {
    let step = kind.step(p)
    guard let period else { return [step] }
    let arc = p.target - p.value
    let tie = Tolerance.stepRoundingULPs * kind.ulpOfOne * (abs(p.value) + abs(p.target) + period)
    guard abs(abs(arc) - period / 2) <= tie else { return [step] }
    var other = p
    other.target = p.value + (arc > 0 ? arc - period : arc + period)
    return [step, kind.step(other)]
  }

  /// The band of `p`'s step in this component's own type: how far an angle's step may be from the kit's.
  func ownBand(_ p: StepInputs, result: (value: Double, velocity: Double)) -> StepRoundingBand {
    StepRoundingBand(p, result: result, period: period, ulp: kind.ulpOfOne)
  }

  /// The band of `p`'s step in Float's ulps: what the kit calls a difference at rounding level.
  func roundingBand(_ p: StepInputs, result: (value: Double, velocity: Double)) -> StepRoundingBand {
    StepRoundingBand(p, result: result, period: period, ulp: Double(Float.ulpOfOne))
  }

  /// Whether `got` is the step `expected` from `p` as check 1 accepts it: with `tolerance` for an ordinary
  /// component; for an angle, within its own rounding (``ownBand(_:result:)``, values modulo the period) or
  /// `tolerance`.
  func accepts(
    got: (value: Double, velocity: Double), expected: (value: Double, velocity: Double), inputs p: StepInputs,
    tolerance: StepTolerance
  ) -> Bool {
    let valueScale = max(abs(p.value), abs(p.target), abs(expected.value))
    let velocityScale = max(abs(p.velocity), abs(expected.velocity))
    let rounding = roundingBand(p, result: expected)
    guard period != nil else {
      return tolerance.accepts(
        got: got.value, expected: expected.value, scale: valueScale, roundingBand: rounding.value)
        && tolerance.accepts(
          got: got.velocity, expected: expected.velocity, scale: velocityScale, roundingBand: rounding.velocity)
    }
    let bothNaN = { (a: Double, b: Double) in a.isNaN && b.isNaN }
    let valueOffset = bothNaN(got.value, expected.value) ? 0 : valueDifference(got.value, expected.value)
    let velocityOffset = bothNaN(got.velocity, expected.velocity) ? 0 : got.velocity - expected.velocity
    let own = ownBand(p, result: expected)
    return
      (abs(valueOffset) <= own.value
      || tolerance.accepts(offset: valueOffset, scale: valueScale, roundingBand: rounding.value))
      && (abs(velocityOffset) <= own.velocity
        || tolerance.accepts(offset: velocityOffset, scale: velocityScale, roundingBand: rounding.velocity))
  }
}
