import Foundation
import WaveCore
import WaveNumerics

/// The engine's derived-parameter formulas, checked: round trips, damping, initializer agreement, and the
/// published examples as cross-references.
enum FormulaChecks {
  /// Masses of the round-trip table.
  static let masses: [Double] = [0.25, 0.5, 1, 2, 4]
  /// Responses of the round-trip table, s.
  static let roundTripResponses: [Double] = [0.2, 0.5, 0.82]

  /// response → stiffness → response for every mass × response, ζ 0.8.
  static func roundTrips() -> [RoundTripRow] {
    masses.flatMap { m in
      roundTripResponses.map { r in
        let k = Spring(dampingRatio: 0.8, response: r, mass: m).stiffness
        let back = Double(Spring(dampingRatio: 0.8, stiffness: k, mass: m).response)
        return RoundTripRow(
          mass: m, dampingRatio: 0.8, response: r, stiffness: Double(k), responseBack: back, ratio: back / r)
      }
    }
  }

  /// The damping table: the given springs (response initializer), a grid of stiff springs that reach the
  /// rubberband, and stiffness-made springs with mass ≠ 1.
  static func damping(springs: [SpringSpec]) throws -> [DampingRow] {
    var specs = springs
    for zeta in [0.5, 1.0, 2.0] {
      for response in [0.05, 0.1, 0.2, 0.3] { specs.append(SpringSpec(dampingRatio: zeta, response: response)) }
    }
    for m in [0.5, 2.0, 4.0] { specs.append(SpringSpec(dampingRatio: 0.5, stiffness: 100, mass: m)) }
    return try specs.map { spec in
      let spring = try spec.spring
      let k = Double(spring.stiffness)
      let m = Double(spring.mass)
      let c = Double(spring.dampingCoefficient)
      let nominal = Double(
        Spring.dampingCoefficient(dampingRatio: spring.dampingRatio, response: spring.response, mass: spring.mass))
      return DampingRow(
        spec: spec, dampingRatio: spec.dampingRatio, response: Double(spring.response), mass: m, nominal: nominal,
        stored: c,
        rubberbanded: c != nominal, effectiveDampingRatio: c / (2 * (k * m).squareRoot()))
    }
  }

  /// Stiffness-made springs against response-made springs that compare equal to them.
  static func initAgreement() -> [InitAgreementRow] {
    var rows: [InitAgreementRow] = []
    for m in [1.0, 2.0] {
      for zeta in [0.5, 1.0] {
        for k in [100.0, 300, 1000, 3000] {
          let a = Spring(dampingRatio: zeta, stiffness: k, mass: m)
          let b = Spring(dampingRatio: zeta, response: a.response, mass: m)
          let (x, y) = (sixtyHertzRun(a, over: a.settlingDuration), sixtyHertzRun(b, over: a.settlingDuration))
          rows.append(
            InitAgreementRow(
              dampingRatio: zeta, stiffness: k, mass: m, equal: a == b, stiffnessRatio: Double(b.stiffness) / k,
              dampingFromStiffness: Double(a.dampingCoefficient), dampingFromResponse: Double(b.dampingCoefficient),
              settlingFromStiffness: a.settlingDuration, settlingFromResponse: b.settlingDuration,
              maxTrajectoryGap: zip(x.values, y.values).map { abs($0 - $1) / AccuracyExperiment.distance }.max() ?? 0,
              statusFromStiffness: status(x, a), statusFromResponse: status(y, b)))
        }
      }
    }
    return rows
  }

  /// The engine's step at 60 Hz for `horizon` seconds (a pair shares the stiffness-made spring's settling
  /// duration), 0 → ``AccuracyExperiment/distance`` from rest.
  static func sixtyHertzRun(_ spring: Spring, over horizon: Double) -> Trajectory {
    let durations = [Double](repeating: 1.0 / 60, count: Int((horizon * 60).rounded(.up)))
    return EulerIntegrator().integrate(AccuracyExperiment.problem(spring), frameDurations: durations)
  }

  /// The run's status by the one rule (``RunStatus/judging(_:target:distance:typicalRadius:)``).
  static func status(_ run: Trajectory, _ spring: Spring) -> RunStatus {
    .judging(
      run.values, target: AccuracyExperiment.distance, distance: AccuracyExperiment.distance,
      typicalRadius: EulerStepMatrix(spring: spring, dt: 1.0 / 60).spectralRadius)
  }

  /// The published examples: Wave's documented `Spring(dampingRatio: 0.6, response: 0.8)`, and Apple's
  /// SwiftUI `Spring(duration: 0.5, bounce: 0.3)` and `Spring(mass: 1, stiffness: 100, damping: 10)`, each
  /// quantity derived a second way.
  static func crossReferences() -> [CrossReference] {
    var refs: [CrossReference] = []
    // Wave's README example, derived from the physical definitions ω = 2π/response, c = 2ζ√(k·m),
    // T = ln(1/0.0001)/(ζ·ω).
    let zeta = 0.6
    let response = 0.8
    let wave = Spring(dampingRatio: zeta, response: response)
    let omega = 2 * Double.pi / response
    let source = "Wave docs: Spring(dampingRatio: 0.6, response: 0.8)"
    refs.append(
      CrossReference(
        source: source, quantity: "stiffness", unit: "1/s²", engine: Double(wave.stiffness), derived: omega * omega,
        derivation: "ω² with ω = 2π/response"))
    refs.append(
      CrossReference(
        source: source, quantity: "dampingCoefficient", unit: "1/s", engine: Double(wave.dampingCoefficient),
        derived: 2 * zeta * omega, derivation: "2ζ·√(k·m) = 2ζω"))
    refs.append(
      CrossReference(
        source: source, quantity: "settlingDuration", unit: "s", engine: wave.settlingDuration,
        derived: Foundation.log(1 / Spring.settlingPercentage) / (zeta * omega),
        derivation: "ln(1/0.0001)/(ζω): the envelope e^{−ζωt} down to 0.01 %"))
    // SwiftUI Spring(duration:bounce:): dampingRatio = 1 − bounce (bounce ≥ 0), stiffness = (2π/duration)²·m,
    // damping = 4π·dampingRatio·m/duration, as Apple documents the conversion.
    let duration = 0.5
    let bounce = 0.3
    let swiftUIZeta = 1 - bounce
    let fromDuration = Spring(dampingRatio: swiftUIZeta, response: duration)
    let swiftUISource = "SwiftUI: Spring(duration: 0.5, bounce: 0.3) ≙ Wave Spring(dampingRatio: 0.7, response: 0.5)"
    refs.append(
      CrossReference(
        source: swiftUISource, quantity: "stiffness", unit: "1/s²", engine: Double(fromDuration.stiffness),
        derived: Foundation.pow(2 * Double.pi / duration, 2), derivation: "SwiftUI: (2π/duration)²·mass"))
    refs.append(
      CrossReference(
        source: swiftUISource, quantity: "dampingCoefficient", unit: "1/s",
        engine: Double(fromDuration.dampingCoefficient), derived: 4 * Double.pi * swiftUIZeta / duration,
        derivation: "SwiftUI: 4π·(1 − bounce)·mass/duration"))
    // SwiftUI Spring(mass: 1, stiffness: 100, damping: 10): response = 2π·√(m/k), dampingRatio = c/(2√(k·m)).
    let k = 100.0
    let c = 10.0
    let swiftUIRatio = c / (2 * k.squareRoot())
    let fromStiffness = Spring(dampingRatio: swiftUIRatio, stiffness: k)
    let stiffnessSource =
      "SwiftUI: Spring(mass: 1, stiffness: 100, damping: 10) ≙ Wave Spring(dampingRatio: c/(2√k), stiffness: 100)"
    refs.append(
      CrossReference(
        source: stiffnessSource, quantity: "response", unit: "s", engine: Double(fromStiffness.response),
        derived: 2 * Double.pi * (1 / k).squareRoot(), derivation: "SwiftUI: 2π·√(mass/stiffness)"))
    refs.append(
      CrossReference(
        source: stiffnessSource, quantity: "dampingCoefficient", unit: "1/s",
        engine: Double(fromStiffness.dampingCoefficient), derived: c, derivation: "SwiftUI's damping as given"))
    refs.append(
      CrossReference(
        source: stiffnessSource, quantity: "effectiveDampingRatio", unit: "",
        engine: Double(fromStiffness.dampingCoefficient) / (2 * Double(fromStiffness.stiffness).squareRoot()),
        derived: swiftUIRatio, derivation: "SwiftUI: damping/(2√(stiffness·mass))"))
    return refs
  }
}
