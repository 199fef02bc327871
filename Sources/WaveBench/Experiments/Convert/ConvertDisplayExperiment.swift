import Foundation
import WaveCore
import WaveNumerics

/// Runs each engine's model from the catalogue on one physical spring: what it would display at 60 and 120 Hz.
///
/// The models are looked up by name in ``IntegratorCatalogue`` (``models``): an engine whose integrator is not
/// registered is left out, so that one registered later (SwiftUI's, Core Animation's) joins without a change here.
/// Each runs from 0 to the travel from rest over fixed frames up to the horizon; the exact spring is the closed
/// form (``DampedOscillator``) at the same frame times.
enum ConvertDisplayExperiment {
  /// The frame rates, Hz: the common display and ProMotion's.
  static let rates: [Double] = [60, 120]

  /// `--travel` when not given, points: `check`'s (``CheckSetup/defaultTravel``).
  static let defaultTravel = CheckSetup.defaultTravel

  /// The longest a model runs, s (7200 frames at 120 Hz).
  static let longestHorizon = 60.0

  /// Per engine, the catalogue name of the integrator that models what it displays.
  ///
  /// Wave's is its own step, ended by its animator at the settling duration; SwiftUI's is the fluid spring its
  /// `.spring(…)` runs; Origami's numbers run in rebound.
  static let models: [(engine: SpringEngine, integrator: String)] = [
    (.wave, "euler"), (.swiftui, "fluid"), (.ca, "ca"), (.reactSpring, "react-spring"), (.origami, "rebound"),
    (.androidx, "androidx"),
  ]

  /// The display of `physical` over `travel`.
  ///
  /// - Parameters:
  ///   - physical: the spring every model runs.
  ///   - travel: points, finite and > 0.
  /// - Returns: each modelled engine's display; nil for an undamped spring, which never comes to rest (and which
  ///   Wave's `Spring`, the problem every model takes, cannot hold).
  static func run(_ physical: PhysicalSpring, travel: Double) -> ConvertDisplay? {
    let (m, k, c) = (physical.mass, physical.stiffness, physical.damping)
    guard c > 0, let exact = try? DampedOscillator(PhysicalSpring(mass: m, stiffness: k, damping: c).solvable()),
      let spring = waveSpring(physical)
    else { return nil }
    let horizon = self.horizon(physical, travel: travel, waveSettling: spring.settlingDuration)
    let problem = SpringProblem(spring: spring, from: 0, to: travel)
    var engines: [ConvertDisplay.Engine] = []
    for (engine, name) in models {
      guard let integrator = IntegratorCatalogue.entries.first(where: { $0.name == name })?.integrator else { continue }
      let rates = Self.rates.compactMap { fps -> ConvertDisplay.AtRate? in
        // The horizon is finite and at most ``longestHorizon``: at most 7200 frames.
        let durations = Array(repeating: 1 / fps, count: Int((horizon * fps).rounded(.up)))
        guard var trajectory = try? integrator.integrate(problem, frameDurations: durations) else { return nil }
        if engine == .wave {
          // Wave's animator snaps to the target at the first frame at or after the settling duration.
          for i in trajectory.values.indices
          where AnimatorEnd.isReached(runningTime: trajectory.times[i], settlingDuration: spring.settlingDuration) {
            trajectory.values[i] = travel
          }
        }
        var largest = 0.0
        for (t, value) in zip(trajectory.times, trajectory.values) {
          largest = max(largest, abs(value - exact.state(at: t, x0: 0, v0: 0, target: travel).position))
        }
        let lastMoving = trajectory.values.lastIndex { $0 != travel }
        let end = lastMoving.map { $0 + 1 < trajectory.count ? trajectory.times[$0 + 1] : nil } ?? 0
        return ConvertDisplay.AtRate(fps: fps, endTime: end, largestDistance: largest)
      }
      engines.append(ConvertDisplay.Engine(engine: engine, model: name, rates: rates))
    }
    return ConvertDisplay(travel: travel, horizon: horizon, engines: engines)
  }

  /// The Wave spring that steps `physical`: the stiffness form with ζ = c/(2·m·√(k·m)), exactly this spring
  /// (SpringConvention.Wave); nil when ζ or a derived number (response, damping coefficient, settling duration) is
  /// not a finite number > 0 (`ca:mass=1e300` makes m·√(k·m) overflow and ζ 0; `framer:damping=5e-324` makes ζ 0).
  static func waveSpring(_ physical: PhysicalSpring) -> Spring? {
    let (m, k, c) = (physical.mass, physical.stiffness, physical.damping)
    guard let spring = try? Spring.accepted(dampingRatio: c / (2 * m * (k * m).squareRoot()), stiffness: k, mass: m)
    else { return nil }
    let derived = [spring.response, spring.dampingCoefficient, spring.settlingDuration].map { Double($0) }
    return derived.allSatisfy({ $0.isFinite && $0 > 0 }) ? spring : nil
  }

  /// Long enough for the slowest mode's envelope to fall from the travel to 1e-4 points (below every model's rest
  /// threshold) plus half a second, and past Wave's settling duration; at most ``longestHorizon``.
  static func horizon(_ physical: PhysicalSpring, travel: Double, waveSettling: Double) -> Double {
    let omega = (physical.stiffness / physical.mass).squareRoot()
    let ratio = physical.dampingRatio
    let decay = ratio < 1 ? ratio * omega : omega * (ratio - (ratio * ratio - 1).squareRoot())
    let needed = log(max(travel, 1) / 1e-4) / decay + 0.5
    let horizon = min(max(needed, waveSettling + 0.1), longestHorizon)
    // A decay that underflows to 0 or a NaN (k or ζ out of a Double's range) reads as the longest horizon.
    return horizon.isFinite && horizon > 0 ? horizon : longestHorizon
  }
}
