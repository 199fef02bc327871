import Foundation
import WaveCore
import WaveNumerics
import WaveOutput

/// What `wave-bench spring` prints: a spring's parameters, stored and derived.
enum SpringDescription {
  /// The spring as a JSON object.
  ///
  /// Keys: `dampingRatio`, `response`, `mass`, `stiffness`, `dampingCoefficient`, `settlingDuration` (the engine's
  /// stored values), then `undampedNaturalFrequency` (rad/s), `equationDampingRatio` (c / (2√(k·m)), what the equation
  /// really has) and `rubberbanded` (whether the response initializer's rubberband changed the damping coefficient).
  static func json(_ spring: Spring) -> JSONValue {
    let k = Double(spring.stiffness)
    let m = Double(spring.mass)
    let c = Double(spring.dampingCoefficient)
    return .object([
      ("dampingRatio", .finite(Double(spring.dampingRatio))),
      ("response", .finite(Double(spring.response))),
      ("mass", .finite(m)),
      ("stiffness", .finite(k)),
      ("dampingCoefficient", .finite(c)),
      ("settlingDuration", .finite(spring.settlingDuration)),
      ("undampedNaturalFrequency", .finite((k / m).squareRoot())),
      ("equationDampingRatio", .finite(c / (2 * (k * m).squareRoot()))),
      ("rubberbanded", .bool(isRubberbanded(spring))),
    ])
  }

  /// Whether the damping coefficient differs from `4π·ζ·m/response` (the rubberband engaged).
  static func isRubberbanded(_ spring: Spring) -> Bool {
    spring.dampingCoefficient
      != Spring.dampingCoefficient(dampingRatio: spring.dampingRatio, response: spring.response, mass: spring.mass)
  }

  /// The spring as aligned `name  value  unit` lines.
  static func text(_ spring: Spring) -> String {
    let k = Double(spring.stiffness)
    let m = Double(spring.mass)
    let c = Double(spring.dampingCoefficient)
    var table = TextTable(header: ["parameter", "value", "unit"], rightAligned: [1])
    table.add(["dampingRatio", fmt(Double(spring.dampingRatio)), ""])
    table.add(["response", fmt(Double(spring.response)), "s"])
    table.add(["mass", fmt(m), ""])
    table.add(["stiffness", fmt(k), "1/s²·mass"])
    table.add(["dampingCoefficient", fmt(c), "1/s·mass"])
    table.add(["settlingDuration", fmt(spring.settlingDuration), "s"])
    table.add(["undampedNaturalFrequency", fmt((k / m).squareRoot()), "rad/s"])
    table.add(["equationDampingRatio", fmt(c / (2 * (k * m).squareRoot())), ""])
    var out = table.rendered()
    if isRubberbanded(spring) {
      let nominal = Spring.dampingCoefficient(
        dampingRatio: spring.dampingRatio, response: spring.response, mass: spring.mass)
      out += "note: the rubberband reduced the damping coefficient from \(fmt(Double(nominal))) to \(fmt(c)).\n"
    }
    return out
  }

  static func fmt(_ x: Double) -> String { NumberFormat.shortest(x) }
}

extension SpringDescription {
  /// What `wave-bench spring` prints as text: the parameters, then the engine's step at a rate when given
  /// (``EulerReport/text(_:)``).
  static func text(_ spring: Spring, euler: EulerSummary?) -> String {
    text(spring) + (euler.map(EulerReport.text) ?? "")
  }

  /// What `wave-bench spring --format json` prints: ``json(_:)`` with an `euler` member
  /// (``EulerReport/json(_:)``) when `euler` is given; a final newline.
  static func json(_ spring: Spring, euler: EulerSummary?) -> String {
    guard case .object(var members) = json(spring) else { return "" }
    if let euler { members.append(("euler", EulerReport.json(euler))) }
    return JSONValue.object(members).serialized() + "\n"
  }

  /// What `wave-bench spring` prints in `format` (``text(_:euler:)``, ``json(_:euler:)``).
  static func render(_ spring: Spring, euler: EulerSummary?, as format: TextOrJSON) -> String {
    switch format {
    case .text: text(spring, euler: euler)
    case .json: json(spring, euler: euler)
    }
  }
}
