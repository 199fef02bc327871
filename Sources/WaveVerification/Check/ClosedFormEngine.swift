import WaveConventions
import WaveCore
import WaveInputs
import WaveIntegrators
import WaveReference

/// An engine that shows a spring by evaluating its closed form at each frame's time, as check judges it: SwiftUI
/// (``InterpolatingSpringModel``) or Core Animation (``CASpringModel``, its `duration` set to its `settlingDuration`).
package enum ClosedFormEngine: Sendable {
  case swiftui, ca

  /// The model of `engine`; nil for an engine check steps (Wave) or has no model of.
  package init?(_ engine: SpringEngine) {
    switch engine {
    case .swiftui: self = .swiftui
    case .ca: self = .ca
    default: return nil
    }
  }

  package var engine: SpringEngine { self == .swiftui ? .swiftui : .ca }

  /// The engine's name as people write it: `SwiftUI`, `Core Animation`.
  package var displayName: String { self == .swiftui ? "SwiftUI" : "Core Animation" }

  /// What the engine shows for `spec`'s spring, 0 → 1 from rest.
  package struct Motion {
    /// When the engine stops evaluating and shows the target, s from the start.
    package let end: Double
    /// The equation it evaluates (after its overdamping clamp).
    package let oscillator: DampedOscillator
    /// What it shows over frame durations (s): row 0 the start.
    package let show: ([Double]) -> Trajectory
  }

  /// The model for `spec`'s equation (``SpringSpec/physical``), with the given spring's `allowOverDamping`
  /// (SwiftUI) or `allowsOverdamping` (Core Animation) when it sets one, the engine's default (off) otherwise.
  ///
  /// - Throws: ``SpringParameterError`` for an equation the model refuses.
  package func motion(for spec: SpringSpec) throws -> Motion {
    let spring = try spec.spring
    let p =
      spec.physical
      ?? PhysicalSpring(
        mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient))
    switch self {
    case .swiftui:
      let model = try InterpolatingSpringModel(
        mass: p.mass, stiffness: p.stiffness, damping: p.damping,
        allowOverDamping: spec.given?["allowOverDamping"] == 1, from: 0, to: 1)
      return Motion(end: model.endTime, oscillator: model.oscillator) { model.trajectory(frameDurations: $0) }
    case .ca:
      let model = try CASpringModel(
        mass: p.mass, stiffness: p.stiffness, damping: p.damping,
        allowsOverdamping: spec.given?["allowsOverdamping"] == 1, from: 0, to: 1)
      return Motion(end: model.duration, oscillator: model.oscillator) { model.trajectory(frameDurations: $0) }
    }
  }
}
