import WaveCore

extension ValidationRun {
  /// Check 1, with the per-step parts of checks 6 (non-float fields) and 7 (finiteness): every sample as
  /// value and target, every sample and `zero` as velocity, every spring, the first frame durations of
  /// every schedule.
  func checkComponentWiseStep() {
    for spring in springs {
      for (dt, schedule) in stepDurations {
        let stable = EulerStability.spectralRadius(of: spring.spring, dt: dt) <= 1
        for vi in samples.indices {
          for ti in samples.indices {
            for wi in velocities.indices {
              checkStep(spring: spring, dt: dt, schedule: schedule, vi: vi, ti: ti, wi: wi, stable: stable)
            }
          }
        }
      }
    }
  }

  private func checkStep(
    spring: ValidationSpring, dt: Double, schedule: String, vi: Int, ti: Int, wi: Int, stable: Bool
  ) {
    let value = samples[vi]
    let target = samples[ti]
    let velocity = velocities[wi]
    let result = T.updateValue(spring: spring.spring, value: value, target: target, velocity: velocity, dt: dt)
    if wi == velocities.count - 1, stepResults.count < 2 * samples.count, vi != ti {
      stepResults.append(result.value)
    }
    let x = sampleComponents[vi]
    let t = sampleComponents[ti]
    let v = velocityComponents[wi]
    let gotX = extract(result.value)
    let gotV = extract(result.velocity)
    let inputs = {
      self.stepInputsText(spring: spring, dt: dt, schedule: schedule, value: value, target: target, velocity: velocity)
    }
    count(.componentWiseStep)
    guard Self.sameShape(gotX, x), Self.sameShape(gotV, x) else {
      failures.record(
        .componentWiseStep, .structureChanged, component: nil, inputs: inputs(), expected: Self.names(x),
        got: "value: \(Self.names(gotX)); velocity: \(Self.names(gotV))")
      return
    }
    var expected: [(value: Double, velocity: Double)?] = Array(repeating: nil, count: x.count)
    for i in floatIndices {
      let p = StepInputs(value: x[i].number, target: t[i].number, velocity: v[i].number, dt: dt, spring: spring.spring)
      expected[i] = x[i].kind!.step(p)
    }
    let stepCase = StepCase(
      x: x, t: t, v: v, gotX: gotX, gotV: gotV, expected: expected, dt: dt, spring: spring.spring)
    for i in floatIndices {
      let e = expected[i]!
      let (gx, gv) = (gotX[i].number, gotV[i].number)
      let valueScale = max(abs(x[i].number), abs(t[i].number), abs(e.value))
      let velocityScale = max(abs(v[i].number), abs(e.velocity))
      if options.stepTolerance.accepts(got: gx, expected: e.value, scale: valueScale),
        options.stepTolerance.accepts(got: gv, expected: e.velocity, scale: velocityScale)
      {
        continue
      }
      let (mistake, detail) = StepDiagnosis.diagnose(stepCase, component: i)
      let name = x[i].name
      failures.record(
        .componentWiseStep, mistake, component: name, detail: detail, inputs: inputs(),
        expected: "\(name) \(e.value), velocity \(name) \(e.velocity)", got: "\(name) \(gx), velocity \(name) \(gv)")
    }
    checkNonFloatFields(x: x, t: t, gotX: gotX, inputs: inputs)
    if stable, Self.allFinite(x), Self.allFinite(t), Self.allFinite(v) {
      count(.finiteness)
      recordNonFinite(gotX: gotX, gotV: gotV, detail: nil, inputs: inputs)
    }
  }

  /// Check 6, second half: non-float fields of the result equal the value's.
  private func checkNonFloatFields(
    x: [ValidationComponent], t: [ValidationComponent], gotX: [ValidationComponent], inputs: () -> String
  ) {
    for i in x.indices where x[i].kind == nil {
      count(.equatableAndNonFloatFields)
      guard gotX[i].text != x[i].text else { continue }
      let fromTarget = gotX[i].text == t[i].text
      failures.record(
        .equatableAndNonFloatFields, fromTarget ? .nonFloatFieldFromTarget : .nonFloatFieldChanged,
        component: x[i].name, inputs: inputs(), expected: "\(x[i].name) = \(x[i].text) (the value's)",
        got: "\(x[i].name) = \(gotX[i].text)")
    }
  }

  /// Check 7: records each non-finite floating-point component of a result.
  func recordNonFinite(
    gotX: [ValidationComponent], gotV: [ValidationComponent], detail: String?, inputs: () -> String
  ) {
    for i in floatIndices where !gotX[i].number.isFinite || !gotV[i].number.isFinite {
      failures.record(
        .finiteness, .nonFinite, component: gotX[i].name, detail: detail, inputs: inputs(),
        expected: "finite value and velocity", got: "\(gotX[i].name) \(gotX[i].text), velocity \(gotV[i].text)")
    }
  }
}
