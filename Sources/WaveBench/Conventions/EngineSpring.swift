/// A spring in one engine's own convention: the engine and its named parameters, as written.
///
/// `EngineSpring(engine: .swiftui, parameters: [.init("duration", 0.5), .init("bounce", 0.3)])` is SwiftUI's
/// `Spring(duration: 0.5, bounce: 0.3)`. Parameters are the API's own labels; a Boolean (`allowOverDamping`) is
/// 1 (true) or 0 (false). Which sets of names an engine accepts, and what they mean, is its convention's.
package struct EngineSpring: Sendable, Equatable, Hashable {
  /// One named number of a spring.
  package struct Parameter: Sendable, Equatable, Hashable {
    /// The API's label, such as `dampingFraction`.
    package let name: String
    /// The value as written; 1 or 0 for a Boolean.
    package let value: Double

    package init(_ name: String, _ value: Double) {
      self.name = name
      self.value = value
    }
  }

  package let engine: SpringEngine
  /// In the order written.
  package let parameters: [Parameter]
  /// The animation that runs the spring when its parameters say which (`swiftui:animation=interpolatingSpring,…`, a
  /// `.interpolatingSpring(…)` call); nil: the engine's default (``SpringEngine/defaultRunner``).
  package let runner: SpringRunner?

  package init(engine: SpringEngine, parameters: [Parameter], runner: SpringRunner? = nil) {
    self.engine = engine
    self.parameters = parameters
    self.runner = runner
  }

  /// The engine whose animation runs the spring when it is not the convention's own (`runsOn`: `wave`, `swiftui`,
  /// `ca`); nil when it is.
  var runsOnName: String? {
    guard let runner, runner.engine != engine else { return nil }
    return runner.engine.rawValue
  }

  /// The runner of the spring: the one its parameters name, else its engine's default; nil for an engine without one.
  var resolvedRunner: SpringRunner? { runner ?? engine.defaultRunner }

  /// The value named `name`, or nil when the spring does not give it.
  package subscript(name: String) -> Double? { parameters.first { $0.name == name }?.value }
}
