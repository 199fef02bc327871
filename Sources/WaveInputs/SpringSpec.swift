import WaveCore
import WaveOutput

/// A spring as the experiments take it: a damping ratio and either a response or a stiffness, and a mass.
public struct SpringSpec: Sendable, Equatable {
  /// ζ, finite and > 0.
  public let dampingRatio: Double
  /// The response in seconds (finite, > 0), when the spring is made with `init(dampingRatio:response:mass:)`.
  public let response: Double?
  /// The stiffness (finite, > 0), when the spring is made with `init(dampingRatio:stiffness:mass:)`.
  public let stiffness: Double?
  /// The mass, finite and > 0.
  public let mass: Double
  /// The name a springs file gives the spring (`"name": "sheet"`), non-empty; nil otherwise.
  public var name: String?

  /// A spring made from a response (the usual way).
  public init(dampingRatio: Double, response: Double, mass: Double = 1) {
    self.dampingRatio = dampingRatio
    self.response = response
    self.stiffness = nil
    self.mass = mass
  }

  /// A spring made from a stiffness.
  public init(dampingRatio: Double, stiffness: Double, mass: Double = 1) {
    self.dampingRatio = dampingRatio
    self.response = nil
    self.stiffness = stiffness
    self.mass = mass
  }

  /// The engine's spring.
  ///
  /// - Throws: ``SpringParameterError`` for a value out of range.
  public func makeSpring() throws(SpringParameterError) -> Spring {
    if let response {
      try SpringParameterError.requirePositiveFinite(response, "response")
      return try Spring.checked(dampingRatio: dampingRatio, response: response, mass: mass)
    }
    return try Spring.checked(dampingRatio: dampingRatio, stiffness: stiffness ?? .nan, mass: mass)
  }

  /// ``name`` followed by ``label`` in parentheses (`sheet (0.8/0.3)`), or the label alone.
  public var title: String { name.map { "\($0) (\(label))" } ?? label }

  /// `ζ/response` (`0.8/0.2`), or `ζ/k=K` for a stiffness, with `/m=M` when the mass is not 1; the numbers
  /// as shortest round-trip decimals.
  public var label: String {
    var text = NumberFormat.shortest(dampingRatio) + "/"
    if let response { text += NumberFormat.shortest(response) } else { text += "k=" + NumberFormat.shortest(stiffness ?? .nan) }
    if mass != 1 { text += "/m=" + NumberFormat.shortest(mass) }
    return text
  }

  /// The upstream defaults and the springs of the documentation's examples, as the engine's docs give them:
  /// 0.8/0.2 (`defaultInteractive`), 1.0/0.82 (`defaultAnimated`), 0.6/0.8, 0.68/0.8, 0.8/0.26, 1.0/0.3,
  /// 0.8/0.7, 0.8/0.5.
  public static let documented: [SpringSpec] = [
    (0.8, 0.2), (1.0, 0.82), (0.6, 0.8), (0.68, 0.8), (0.8, 0.26), (1.0, 0.3), (0.8, 0.7), (0.8, 0.5),
  ].map { SpringSpec(dampingRatio: $0.0, response: $0.1) }

}
