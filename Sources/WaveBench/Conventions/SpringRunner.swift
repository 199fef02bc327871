/// What shows a spring frame by frame: the animation an engine runs it with.
///
/// An engine's convention (``SpringEngine``) say which spring; the runner says how each frame is computed. SwiftUI has
/// two: `Animation.spring(…)` and its presets run the fluid spring, `.interpolatingSpring(…)` the interpolating one.
/// The raw value is the name `check`'s JSON and the integrator catalogue use.
package enum SpringRunner: String, CaseIterable, Sendable, Codable, Hashable {
  /// Wave's `SpringAnimator`: one semi-implicit Euler step a frame, ended at the settling duration.
  case wave
  /// SwiftUI's `FluidSpringAnimation`: `.spring(response:dampingFraction:)`, `.spring(duration:bounce:)`,
  /// `.spring(_:)`, `.smooth`, `.snappy`, `.bouncy`, `.interactiveSpring(…)`; 1/300 s substeps up to each frame.
  case fluid
  /// SwiftUI's interpolating `SpringAnimation`: `.interpolatingSpring(…)`; the closed form at each frame time.
  case interpolating
  /// Core Animation's `CASpringAnimation` (and UIKit's spring animations built on it); the closed form at each
  /// frame time until its `duration`.
  case ca

  /// The engine whose animation this is.
  package var engine: SpringEngine {
    switch self {
    case .wave: .wave
    case .fluid, .interpolating: .swiftui
    case .ca: .ca
    }
  }

  /// The name people know the animation by: `Wave`, `SwiftUI's spring`, `SwiftUI's interpolatingSpring`,
  /// `Core Animation`.
  var displayName: String {
    switch self {
    case .wave: "Wave"
    case .fluid: "SwiftUI's spring"
    case .interpolating: "SwiftUI's interpolatingSpring"
    case .ca: "Core Animation"
    }
  }

  /// The animation's name in a few words, for a label: `Wave`, `SwiftUI's spring`, `interpolatingSpring`,
  /// `Core Animation`.
  var shortName: String { self == .interpolating ? "interpolatingSpring" : displayName }

  /// The SwiftUI animation's name in the `swiftui:` grammar's `animation=` key and a springs file's `"animation"`:
  /// `spring` or `interpolatingSpring`; nil for the runners of other engines.
  var swiftUIAnimationName: String? {
    switch self {
    case .fluid: "spring"
    case .interpolating: "interpolatingSpring"
    default: nil
    }
  }

  /// The SwiftUI runner named `name` in the `animation=` key (``swiftUIAnimationName``), or nil.
  package init?(swiftUIAnimation name: String) {
    guard let runner = Self.allCases.first(where: { $0.swiftUIAnimationName == name }) else { return nil }
    self = runner
  }
}

extension SpringEngine {
  /// The runner a spring in this engine's convention gets when nothing says otherwise: Wave's animator, SwiftUI's fluid
  /// spring (what `.spring(…)` runs), Core Animation's (UIKit's duration springs run on it until their duration); nil
  /// for an engine WaveBench has no model of.
  var defaultRunner: SpringRunner? {
    switch self {
    case .wave: .wave
    case .swiftui: .fluid
    case .ca, .uikit: .ca
    default: nil
    }
  }
}
