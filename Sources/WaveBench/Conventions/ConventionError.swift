/// A spring an engine's convention refuses: one line naming the engine, the parameter and what the API accepts.
///
/// `swiftui: 'bounciness' is not a parameter; swiftui takes duration, bounce | response, dampingRatio
/// (dampingFraction) | mass, stiffness, damping, allowOverDamping`.
package struct ConventionError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The whole line, starting with the engine's name.
  let message: String

  /// A refusal of `engine`'s convention: `"<engine>: <detail>"`.
  init(_ engine: SpringEngine, _ detail: String) {
    message = "\(engine.rawValue): \(detail)"
  }

  package var description: String { message }
}
