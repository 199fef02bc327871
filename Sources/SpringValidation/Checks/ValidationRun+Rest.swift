import WaveCore

extension ValidationRun {
  /// Check 2: each sample as both value and target, with velocity `zero`, stays put (numerically: −0 may
  /// become +0, as in the engine) with zero velocity at every spring and frame duration.
  ///
  /// An angle (``PeriodicComponent``) may move by whole periods (a type that keeps its value in [0, period)
  /// wraps a sample outside it), within the rounding of that reduction.
  func checkRest() {
    let zeroIsZero = !failures.hasFailures(of: .zero)
    let detail = zeroIsZero ? nil : "VelocityType.zero is not all zeros (check 4)"
    for spring in springs {
      for (dt, schedule) in stepDurations {
        for (si, sample) in samples.enumerated() {
          count(.restIsFixedPoint)
          let result = T.updateValue(spring: spring.spring, value: sample, target: sample, velocity: .zero, dt: dt)
          let gotX = extract(result.value)
          let gotV = extract(result.velocity)
          let x = sampleComponents[si]
          guard Self.sameShape(gotX, x), Self.sameShape(gotV, x) else { continue }  // reported by check 1
          let inputs = {
            self.stepInputsText(
              spring: spring, dt: dt, schedule: schedule, value: sample, target: sample, velocity: .zero)
          }
          for i in floatIndices {
            let name = x[i].name
            let moved = movedAtRest(component: i, at: x[i].number, got: gotX[i].number, spring: spring.spring, dt: dt)
            if moved {
              failures.record(
                .restIsFixedPoint, .restMoves, component: name, detail: detail, inputs: inputs(),
                expected: "\(name) \(x[i].text) (unchanged)", got: "\(name) \(gotX[i].text)")
            } else if gotV[i].number != 0 {
              failures.record(
                .restIsFixedPoint, .restGainsVelocity, component: name, detail: detail, inputs: inputs(),
                expected: "velocity \(name) 0", got: "velocity \(name) \(gotV[i].text)")
            }
          }
        }
      }
    }
  }

  /// Whether component `i`, resting at `value`, moved to `got`: any change for an ordinary component (NaN
  /// staying NaN is no change); for an angle, a change other than by whole periods, beyond the rounding of the
  /// step in the component's own type.
  private func movedAtRest(component i: Int, at value: Double, got: Double, spring: Spring, dt: Double) -> Bool {
    if got.isNaN && value.isNaN { return false }
    let rule = rules[i]!
    guard rule.period != nil else { return got != value }
    let p = rule.inputs(value: value, target: value, velocity: 0, dt: dt, spring: spring)
    return !(abs(rule.valueDifference(got, value)) <= rule.ownBand(p, result: (value, 0)).value)
  }
}
