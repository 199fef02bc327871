import WaveCore
import WaveOutput

extension SpringDescription {
  /// What `wave-bench spring` prints as text: the parameters, then the engine's step at `fps` Hz when given
  /// (``EulerReport/text(_:fps:)``).
  package static func text(_ spring: Spring, fps: Double?) throws -> String {
    try text(spring) + (fps.map { try EulerReport.text(spring, fps: $0) } ?? "")
  }

  /// What `wave-bench spring --format json` prints: ``json(_:)`` with an `euler` member
  /// (``EulerReport/json(_:fps:)``) when `fps` is given; a final newline.
  package static func json(_ spring: Spring, fps: Double?) throws -> String {
    guard case .object(var members) = json(spring) else { return "" }
    if let fps { members.append(("euler", try EulerReport.json(spring, fps: fps))) }
    return JSONValue.object(members).serialized() + "\n"
  }

  /// What `wave-bench spring` prints in `format` (``text(_:fps:)``, ``json(_:fps:)``).
  package static func render(_ spring: Spring, fps: Double?, as format: TextOrJSON) throws -> String {
    switch format {
    case .text: try text(spring, fps: fps)
    case .json: try json(spring, fps: fps)
    }
  }
}
