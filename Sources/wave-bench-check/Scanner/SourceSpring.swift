import WaveBench

/// A spring written in Swift source whose every spring-defining argument is a literal: where it is, which API it
/// is written against, and the spring in that API's convention with every default filled in.
///
/// `withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {}` on line 4 of `View.swift`, its dot in column
/// 15, is `SourceSpring(position: View.swift:4:15, api: .swiftui, call: ".spring(response:dampingFraction:)",
/// spring: swiftui response 0.3, dampingRatio 0.7)`.
struct SourceSpring: Sendable, Equatable, Hashable {
  /// The start of the call or member expression (for `.spring(…)`, its dot).
  let position: SourcePosition
  let api: SourceAPI
  /// The callee as written and the labels written, `_` for an unlabeled argument: `.spring(response:dampingFraction:)`,
  /// `Animation.smooth`, `Spring.defaultAnimated`.
  let call: String
  /// The spring in its form's convention (`SpringForm.engine`: the API's, `api.engine`, or Core Animation's for
  /// UIKit's springs), parameters in the API's order, defaults included, and the runner the call names
  /// (`.interpolatingSpring(…)`: `.interpolating`; nil for the engine's default).
  ///
  /// SwiftUI's `dampingFraction` label is named `dampingRatio` here (the convention's name; SwiftUI's `Spring` uses
  /// it too), a preset's `extraBounce` is added to its base bounce and named `bounce`, and the arguments that do
  /// not change the physical spring (`blendDuration`, `initialVelocity`) are left out.
  let spring: EngineSpring
  /// Whether the spring takes over a gesture's velocity where it is written (``GestureHandOff``).
  let releasedByGesture: Bool

  init(
    position: SourcePosition, api: SourceAPI, call: String, spring: EngineSpring, releasedByGesture: Bool = false
  ) {
    self.position = position
    self.api = api
    self.call = call
    self.spring = spring
    self.releasedByGesture = releasedByGesture
  }
}
