import Foundation
import WaveCore
import WaveOutput

/// One validation of one type: the samples, their components, and what the checks found so far.
///
/// Each check is an extension in a file of its own (`ValidationRun+<Check>.swift`).
final class ValidationRun<T: SpringInterpolatable> where T.ValueType == T, T.VelocityType == T {
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
  func run() -> ValidationReport {
    if checkSamples() {
      checkZero()
      checkComponentWiseStep()
      checkRest()
      checkConvergence()
      checkScaledIntegral()
      checkEquatable()
      checkFinitenessAtZeroDt()
    }
    return ValidationReport(
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
