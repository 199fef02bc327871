import Foundation
import WaveCore
import WaveOutput

/// One validation of one type: the samples, their components, and what the checks found so far.
///
/// Each check is an extension in a file of its own (`TypeValidation+<Check>.swift`).
final class TypeValidation<T: SpringInterpolatable> where T.ValueType == T, T.VelocityType == T {
  let samples: [T]
  let options: ValidationOptions
  let source: ComponentSource
  let extract: (T) -> [ValidationComponent]

  /// The samples' components, index for index.
  let sampleComponents: [[ValidationComponent]]
  /// The velocities of check 1: the samples, then `T.zero`.
  let velocities: [T]
  let velocityComponents: [[ValidationComponent]]

  /// How each component is stepped and compared (nil for a non-float field); set by ``checkSamples()``.
  var rules: [ComponentStepRule?] = []

  var failures = FailureCollector()
  var notes: [ValidationNote] = []
  var unsettled: [UnsettledSpring] = []
  var caseCounts: [ValidationCheck: Int] = [:]
  /// Values produced by steps, with fractional components: more inputs for checks 5 and 6.
  var stepResults: [T] = []
  var displayScale = DisplayScale.current

  init(
    samples: [T], options: ValidationOptions, source: ComponentSource, extract: @escaping (T) -> [ValidationComponent]
  ) {
    self.samples = samples
    self.options = options
    self.source = source
    self.extract = extract
    self.sampleComponents = samples.map(extract)
    self.velocities = samples + [T.zero]
    self.velocityComponents = velocities.map(extract)
  }

  /// The grid springs that are stepped: those of finite stiffness (a response of 0 snaps instead, and its
  /// step is NaN even at rest).
  var springs: [ValidationSpring] { options.springs.filter { $0.spring.stiffness.isFinite } }

  /// The components of the first sample: the shape every value must have.
  var shape: [ValidationComponent] { sampleComponents.first ?? [] }

  /// Indices of the floating-point components.
  var floatIndices: [Int] { shape.indices.filter { shape[$0].kind != nil } }

  func count(_ check: ValidationCheck, _ n: Int = 1) {
    caseCounts[check, default: 0] += n
  }

  /// Runs every check and returns the report.
  func run() -> ValidationResult {
    if checkSamples() {
      checkZero()
      checkComponentWiseStep()
      checkRest()
      checkConvergence()
      checkScaledIntegral()
      checkEquatable()
      checkFinitenessAtZeroDt()
    }
    return ValidationResult(
      typeName: String(describing: T.self), componentSource: source,
      components: shape.filter { $0.kind != nil }.map(\.name),
      nonFloatFields: shape.filter { $0.kind == nil }.map(\.name),
      failures: failures.all, notes: notes, unsettledSprings: unsettled, caseCounts: caseCounts,
      displayScale: displayScale, periodicComponents: periodicComponents)
  }

  /// The samples must exist, share one shape and have a floating-point component; false stops the run.
  func checkSamples() -> Bool {
    guard !samples.isEmpty else {
      failures.record(
        .componentWiseStep, .invalidSamples, component: nil, detail: "no samples", inputs: "samples: []",
        expected: "at least one sample", got: "none")
      return false
    }
    let all = sampleComponents + [velocityComponents.last!]
    for (index, components) in all.enumerated() where !Self.sameShape(components, shape) {
      let what = index < samples.count ? "sample \(index)" : "zero"
      failures.record(
        .componentWiseStep, .invalidSamples, component: nil, detail: "\(what) has other components",
        inputs: describe(index < samples.count ? samples[index] : T.zero),
        expected: Self.names(shape), got: Self.names(components))
      return false
    }
    guard !floatIndices.isEmpty else {
      failures.record(
        .componentWiseStep, source == .reflection ? .noComponentsFound : .invalidSamples, component: nil,
        detail: source == .accessor ? "the accessor returned no Float, Double or CGFloat component" : nil,
        inputs: describe(samples[0]), expected: "at least one Float, Double or CGFloat component",
        got: Self.names(shape))
      return false
    }
    return resolvePeriodicComponents()
  }

  /// Sets ``rules`` from the components' kinds and the declared periodic components; records a set-up failure
  /// and returns false when a declaration names no floating-point component, or one named before.
  ///
  /// Not optimized: Swift 6.3.1's CopyPropagation pass crashes the compiler on this function in a release build
  /// ("Found ownership error"); it runs once per validation, off any hot path.
  @_optimize(none)
  func resolvePeriodicComponents() -> Bool {
    let floatNames = floatIndices.map { shape[$0].name }
    var periods: [String: Double] = [:]
    for declared in options.periodicComponents {
      let known = floatNames.contains(declared.path)
      guard known, periods[declared.path] == nil else {
        recordUnknownPeriodic(declared, declaredTwice: known, floatNames: floatNames)
        return false
      }
      periods[declared.path] = declared.period
    }
    var resolved: [ComponentStepRule?] = []
    for component in shape {
      resolved.append(component.kind.map { ComponentStepRule(kind: $0, period: periods[component.name]) })
    }
    rules = resolved
    return true
  }

  /// Records the set-up failure of a periodic declaration that names no floating-point component, or one named
  /// before (`declaredTwice`).
  private func recordUnknownPeriodic(_ declared: PeriodicComponent, declaredTwice: Bool, floatNames: [String]) {
    failures.record(
      .componentWiseStep, .unknownPeriodicComponent, component: declared.path,
      detail: declaredTwice ? "declared twice" : nil, inputs: "periodicComponents: \(options.periodicComponents)",
      expected: "one of the floating-point components: \(floatNames.joined(separator: ", "))",
      got: "\(declared)")
  }

  /// The periodic components in the order of the type's components.
  var periodicComponents: [PeriodicComponent] {
    floatIndices.compactMap { i in
      rules.indices.contains(i) ? rules[i]?.period.map { PeriodicComponent(shape[i].name, period: $0) } : nil
    }
  }

  static func sameShape(_ a: [ValidationComponent], _ b: [ValidationComponent]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.hasSameShape(as: $1) }
  }

  static func names(_ components: [ValidationComponent]) -> String {
    components.isEmpty
      ? "no components"
      : components.map { "\($0.name): \($0.kind?.rawValue ?? "non-float")" }
        .joined(separator: ", ")
  }

  func describe(_ value: T) -> String { String(describing: value) }

  /// The distinct frame durations of single-step checks: the first frames of each schedule.
  var stepDurations: [(dt: Double, schedule: String)] {
    var seen = Set<UInt64>()
    var result: [(Double, String)] = []
    for schedule in options.schedules {
      for dt in schedule.durations(count: options.stepFramesPerSchedule) where seen.insert(dt.bitPattern).inserted {
        result.append((dt, schedule.name))
      }
    }
    return result
  }

  /// Whether every floating-point component is finite.
  static func allFinite(_ components: [ValidationComponent]) -> Bool {
    components.allSatisfy { $0.kind == nil || $0.number.isFinite }
  }

  func stepInputsText(spring: ValidationSpring, dt: Double, schedule: String, value: T, target: T, velocity: T)
    -> String
  {
    "spring \(spring.name), dt \(NumberFormat.general(dt, 6)) s (\(schedule)), value \(describe(value)), "
      + "target \(describe(target)), velocity \(describe(velocity))"
  }
}

extension TypeValidation {
  /// Check 6, first half: `==` is reflexive on the samples and on values produced by steps.
  ///
  /// Also notes pairs of samples that `==` calls equal although a component differs (the animator retargets only when
  /// `==` says the target changed).
  func checkEquatable() {
    for value in samples + stepResults {
      count(.equatableAndNonFloatFields)
      if !(value == value) {
        failures.record(
          .equatableAndNonFloatFields, .equalityNotReflexive, component: nil, inputs: describe(value),
          expected: "value == value is true", got: "false")
      }
    }
    for i in samples.indices {
      for j in samples.indices where i < j && samples[i] == samples[j] {
        guard let k = shape.indices.first(where: { sampleComponents[i][$0].text != sampleComponents[j][$0].text })
        else { continue }
        notes.append(
          ValidationNote(
            check: .equatableAndNonFloatFields,
            message: "== calls samples \(i) and \(j) equal although component `\(shape[k].name)` differs "
              + "(\(sampleComponents[i][k].text) vs \(sampleComponents[j][k].text)); the animator only retargets "
              + "when == says the target changed: make sure this is intended"))
      }
    }
  }
}

extension TypeValidation {
  /// Check 7 at `dt = 0`, a zero-length frame (`FrameDriver.tick(duration: 0)`, or a display link whose target
  /// timestamp equals its timestamp; upstream main makes no update at `start()`): finite
  /// samples as value, target and velocity give a finite result at every spring.
  ///
  /// (The other parts of check 7 run inside checks 1 and 3: single steps and whole animations at stable
  /// springs.)
  func checkFinitenessAtZeroDt() {
    for spring in springs {
      for vi in samples.indices {
        for ti in samples.indices {
          for wi in velocities.indices {
            let (x, t, v) = (sampleComponents[vi], sampleComponents[ti], velocityComponents[wi])
            guard Self.allFinite(x), Self.allFinite(t), Self.allFinite(v) else { continue }
            count(.finiteness)
            let (value, target, velocity) = (samples[vi], samples[ti], velocities[wi])
            let result = T.updateValue(spring: spring.spring, value: value, target: target, velocity: velocity, dt: 0)
            let gotX = extract(result.value)
            let gotV = extract(result.velocity)
            guard Self.sameShape(gotX, x), Self.sameShape(gotV, x) else { continue }  // reported by check 1
            recordNonFinite(gotX: gotX, gotV: gotV, detail: "at dt = 0, a zero-length frame") {
              self.stepInputsText(
                spring: spring, dt: 0, schedule: "zero-length frame", value: value, target: target, velocity: velocity)
            }
          }
        }
      }
    }
  }
}

extension TypeValidation {
  /// Check 2: each sample as both value and target, with velocity `zero`, stays put (numerically: −0 may
  /// become +0, as in the engine) with zero velocity at every spring and frame duration.
  ///
  /// An angle (``PeriodicComponent``) may move by whole periods (a type that keeps its value in [0, period)
  /// wraps a sample outside it), within the rounding of that reduction. A value that comes back changed only at
  /// rounding level (a type that computes its step in Float returns each sample rounded to Float) is held to
  /// check 1's tolerance: ``StepTolerance/rounding`` accepts it, and without a tolerance it is
  /// ``LikelyMistake/stepDiffers``, as in check 1, not a spring force at the target.
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
            let got = (value: gotX[i].number, velocity: gotV[i].number)
            let moved = movedAtRest(component: i, at: x[i].number, got: got.value, spring: spring.spring, dt: dt)
            guard moved || got.velocity != 0 else { continue }
            let rule = rules[i]!
            let p = rule.inputs(value: x[i].number, target: x[i].number, velocity: 0, dt: dt, spring: spring.spring)
            let rest = (value: x[i].number, velocity: 0.0)
            if rule.accepts(got: got, expected: rest, inputs: p, tolerance: options.stepTolerance) { continue }
            let expected = "\(name) \(x[i].text) (unchanged), velocity \(name) 0"
            if zeroIsZero,
              rule.roundingBand(p, result: rest).contains(
                valueOffset: rule.valueDifference(got.value, rest.value), velocityOffset: got.velocity)
            {
              failures.record(
                .restIsFixedPoint, .stepDiffers, component: name, detail: restRoundingAdvice(component: i),
                inputs: inputs(), expected: expected, got: "\(name) \(gotX[i].text), velocity \(name) \(gotV[i].text)")
            } else if moved {
              failures.record(
                .restIsFixedPoint, .restMoves, component: name, detail: detail, inputs: inputs(),
                expected: "\(name) \(x[i].text) (unchanged)", got: "\(name) \(gotX[i].text)")
            } else {
              failures.record(
                .restIsFixedPoint, .restGainsVelocity, component: name, detail: detail, inputs: inputs(),
                expected: "velocity \(name) 0", got: "velocity \(name) \(gotV[i].text)")
            }
          }
        }
      }
    }
  }

  /// The detail of a resting value that comes back changed at rounding level: the suggestion of
  /// ``StepTolerance/rounding`` unless check 1 fails component `i` beyond rounding (a mistake a tolerance would
  /// hide).
  private func restRoundingAdvice(component i: Int) -> String {
    let name = shape[i].name
    let beyond = failures.all.contains {
      $0.check == .componentWiseStep && $0.component == name && $0.mistake != .stepDiffers
    }
    return "at rest it comes back changed only at rounding level (a step computed in Float returns the value "
      + "rounded to Float); "
      + (beyond
        ? "no tolerance suggested: check 1 also fails beyond rounding here (see the other failure)"
        : "if the type computes so on purpose, pass ValidationOptions(stepTolerance: .rounding)")
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

extension TypeValidation {
  /// Check 4: every floating-point component of `T.zero` is 0 (either sign).
  func checkZero() {
    let zero = velocityComponents.last!
    for i in floatIndices {
      count(.zero)
      guard zero[i].number != 0 else { continue }
      failures.record(
        .zero, .zeroNotZero, component: zero[i].name, inputs: "\(T.self).zero = \(describe(T.zero))",
        expected: "\(zero[i].name) 0", got: "\(zero[i].name) \(zero[i].text)")
    }
  }
}
