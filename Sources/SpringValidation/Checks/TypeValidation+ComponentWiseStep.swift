import WaveCore

extension TypeValidation {
  /// Check 1, with the per-step parts of checks 6 (non-float fields) and 7 (finiteness): every sample as
  /// value and target, every sample and `zero` as velocity, every spring, the first frame durations of
  /// every schedule.
  ///
  /// The steps at one spring and frame duration are judged together (``StepBlock``), and those of every spring
  /// and frame duration after that (``StepBlocks``), so that a failure can name the spring they implement, the same
  /// way everywhere. A difference at rounding level (``LikelyMistake/stepDiffers``) suggests a tolerance only for a
  /// component that fails nothing else in check 1; one that is the same ratio in every step is a scaled constant,
  /// which ``StepTolerance/rounding`` does not accept.
  func checkComponentWiseStep() {
    var roundingLevel = RoundingLevelFailures()
    var blocks: [StepBlock] = []
    for spring in springs {
      for (dt, schedule) in stepDurations {
        let stable = EulerStability.spectralRadius(of: spring.spring, dt: dt) <= 1
        var cases: [StepCase] = []
        for vi in samples.indices {
          for ti in samples.indices {
            for wi in velocities.indices {
              if let stepCase = step(spring: spring, dt: dt, schedule: schedule, vi: vi, ti: ti, wi: wi, stable: stable)
              {
                cases.append(stepCase)
              }
            }
          }
        }
        blocks.append(StepBlock(cases: cases))
      }
    }
    let all = StepBlocks(blocks)
    for (b, block) in blocks.enumerated() {
      for stepCase in block.cases {
        compare(
          stepCase, block: block, effectiveSpring: { all.effectiveSpring(block: b, component: $0) },
          roundingLevel: &roundingLevel)
      }
    }
    recordRoundingLevel(roundingLevel)
  }

  /// One step: runs it, records the parts of checks 6 and 7 and a changed structure, and returns the case for
  /// the comparison with the engine (nil when the structure changed).
  private func step(
    spring: ValidationSpring, dt: Double, schedule: String, vi: Int, ti: Int, wi: Int, stable: Bool
  ) -> StepCase? {
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
      return nil
    }
    checkNonFloatFields(x: x, t: t, gotX: gotX, inputs: inputs)
    if stable, Self.allFinite(x), Self.allFinite(t), Self.allFinite(v) {
      count(.finiteness)
      recordNonFinite(gotX: gotX, gotV: gotV, detail: nil, inputs: inputs)
    }
    return StepCase(
      x: x, t: t, v: v, gotX: gotX, gotV: gotV, rules: rules, dt: dt, spring: spring.spring, inputs: inputs)
  }

  /// Check 1 proper: each floating-point component against the engine's step, a failing one diagnosed.
  ///
  /// A step the tolerance accepts still fails when it is one of a scaled constant's (an
  /// ``EffectiveSpring/atOwnPrecision`` finding, the same ratio in every step): ``StepTolerance/rounding`` accepts
  /// rounding, and a constant is not rounding however close to 1.
  private func compare(
    _ stepCase: StepCase, block: StepBlock, effectiveSpring: (Int) -> EffectiveSpring?,
    roundingLevel: inout RoundingLevelFailures
  ) {
    for i in floatIndices {
      let rule = rules[i]!
      let p = stepCase.steps[i]!
      let got = stepCase.got(i)
      let accepted = rule.acceptedSteps(p)
      let mistake: LikelyMistake
      let detail: String?
      if accepted.contains(where: { rule.accepts(got: got, expected: $0, inputs: p, tolerance: options.stepTolerance) })
      {
        guard options.stepTolerance == .rounding,
          !accepted.contains(where: { rule.accepts(got: got, expected: $0, inputs: p, tolerance: .exact) }),
          let constant = effectiveSpring(i), constant.atOwnPrecision
        else { continue }
        (mistake, detail) = (constant.mistake, constant.detail)
      } else {
        (mistake, detail) = StepDiagnosis.diagnose(
          stepCase, component: i, block: block, effectiveSpring: { effectiveSpring(i) })
      }
      let name = shape[i].name
      let e = accepted[0]
      let expected = { "\(name) \(e.value), velocity \(name) \(e.velocity)" }
      let gotText = { "\(name) \(got.value), velocity \(name) \(got.velocity)" }
      if mistake == .stepDiffers {
        roundingLevel.add(
          component: i, detail: detail, inputs: stepCase.inputs, expected: expected, got: gotText)
      } else {
        roundingLevel.beyondRounding.insert(i)
        failures.record(
          .componentWiseStep, mistake, component: name, detail: detail, inputs: stepCase.inputs(),
          expected: expected(), got: gotText())
      }
    }
  }

  /// Records the differences at rounding level, component by component: with the suggestion of
  /// ``StepTolerance/rounding`` where the component fails nothing else in check 1, without it otherwise (the
  /// other failure is a mistake, which a tolerance would hide, and the rounding-level cases are likely its
  /// smaller consequences).
  private func recordRoundingLevel(_ roundingLevel: RoundingLevelFailures) {
    let structureChanged = failures.hasFailures(of: .componentWiseStep, mistake: .structureChanged)
    for i in floatIndices {
      guard let first = roundingLevel.first[i] else { continue }
      let advice =
        roundingLevel.beyondRounding.contains(i) || structureChanged
        ? "no tolerance suggested: check 1 also fails beyond rounding here (see the other failure)"
        : "if the type computes so on purpose, pass ValidationOptions(stepTolerance: .rounding)"
      failures.record(
        .componentWiseStep, .stepDiffers, component: shape[i].name,
        detail: [first.detail, advice].compactMap { $0 }.joined(separator: "; "), inputs: first.inputs,
        expected: first.expected, got: first.got, occurrences: roundingLevel.counts[i] ?? 0)
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

/// The differences at rounding level check 1 found, held back until every case is seen.
private struct RoundingLevelFailures {
  /// Per component: the first case's detail, inputs, expected and got texts.
  var first: [Int: (detail: String?, inputs: String, expected: String, got: String)] = [:]
  /// Per component: the number of cases.
  var counts: [Int: Int] = [:]
  /// Components with a check-1 failure beyond rounding.
  var beyondRounding = Set<Int>()

  mutating func add(
    component i: Int, detail: String?, inputs: () -> String, expected: () -> String, got: () -> String
  ) {
    if first[i] == nil { first[i] = (detail, inputs(), expected(), got()) }
    counts[i, default: 0] += 1
  }
}
