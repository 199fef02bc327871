import WaveCore

/// One step of check 1, component by component: inputs, results, and the engine's expected results.
struct StepCase {
  let x: [ValidationComponent]
  let t: [ValidationComponent]
  let v: [ValidationComponent]
  let gotX: [ValidationComponent]
  let gotV: [ValidationComponent]
  /// How each floating-point component is stepped and compared; nil for a non-float field.
  let rules: [ComponentStepRule?]
  /// The engine's inputs per floating-point component, the target as the step pulls towards it (for an angle,
  /// along the shortest arc); nil for a non-float field.
  let steps: [StepInputs?]
  /// The engine's results per floating-point component; nil for a non-float field.
  let expected: [(value: Double, velocity: Double)?]
  let dt: Double
  let spring: Spring
  /// The case's inputs in words, for the report (built only when a failure is recorded).
  let inputs: () -> String

  init(
    x: [ValidationComponent], t: [ValidationComponent], v: [ValidationComponent], gotX: [ValidationComponent],
    gotV: [ValidationComponent], rules: [ComponentStepRule?], dt: Double, spring: Spring,
    inputs: @escaping () -> String
  ) {
    (self.x, self.t, self.v, self.gotX, self.gotV) = (x, t, v, gotX, gotV)
    (self.rules, self.dt, self.spring, self.inputs) = (rules, dt, spring, inputs)
    let steps = x.indices.map { i in
      rules[i].map {
        $0.inputs(value: x[i].number, target: t[i].number, velocity: v[i].number, dt: dt, spring: spring)
      }
    }
    self.steps = steps
    expected = x.indices.map { i in rules[i].flatMap { rule in steps[i].map { rule.kind.step($0) } } }
  }

  /// What the type returned for component `i`.
  func got(_ i: Int) -> (value: Double, velocity: Double) { (gotX[i].number, gotV[i].number) }
}
