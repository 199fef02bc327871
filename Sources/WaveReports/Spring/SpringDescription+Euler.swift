import WaveCore
import WaveOutput
import WaveVerification

extension SpringDescription {
  /// What `wave-bench spring` prints as text: the parameters, then the engine's step at a rate when given
  /// (``EulerReport/text(_:)``).
  package static func text(_ spring: Spring, euler: EulerSummary?) -> String {
    text(spring) + (euler.map(EulerReport.text) ?? "")
  }

  /// What `wave-bench spring --format json` prints: ``json(_:)`` with an `euler` member
  /// (``EulerReport/json(_:)``) when `euler` is given; a final newline.
  package static func json(_ spring: Spring, euler: EulerSummary?) -> String {
    guard case .object(var members) = json(spring) else { return "" }
    if let euler { members.append(("euler", EulerReport.json(euler))) }
    return JSONValue.object(members).serialized() + "\n"
  }

  /// What `wave-bench spring` prints in `format` (``text(_:euler:)``, ``json(_:euler:)``).
  package static func render(_ spring: Spring, euler: EulerSummary?, as format: TextOrJSON) -> String {
    switch format {
    case .text: text(spring, euler: euler)
    case .json: json(spring, euler: euler)
    }
  }
}
