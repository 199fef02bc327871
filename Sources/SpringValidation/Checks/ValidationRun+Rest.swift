import WaveCore

extension ValidationRun {
  /// Check 2: each sample as both value and target, with velocity `zero`, stays put (numerically: −0 may
  /// become +0, as in the engine) with zero velocity at every spring and frame duration.
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
            let moved = gotX[i].number != x[i].number && !(gotX[i].number.isNaN && x[i].number.isNaN)
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
}
