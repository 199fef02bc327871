import WaveCore
import WaveOutput

/// A spring as the experiments take it: a damping ratio and either a response or a stiffness, and a mass.
package struct SpringSpec: Sendable, Equatable {
  /// ζ, finite and > 0.
  package let dampingRatio: Double
  /// The response in seconds (finite, > 0), when the spring is made with `init(dampingRatio:response:mass:)`.
  package let response: Double?
  /// The stiffness (finite, > 0), when the spring is made with `init(dampingRatio:stiffness:mass:)`.
  package let stiffness: Double?
  /// The mass, finite and > 0.
  package let mass: Double
  /// The name a springs file gives the spring (`"name": "sheet"`), non-empty; nil otherwise.
  package var name: String?
  /// The travel a springs file gives the spring (`"travel": 120`), points, finite and > 0; nil: the command's.
  package var travel: Double?
  /// The engine's spring, built once when the spec is made, or why it cannot be.
  private let built: Result<Spring, SpringParameterError>

  /// A spring made from a response (the usual way); a response of 0 is Wave's instant spring (``isInstant``).
  package init(dampingRatio: Double, response: Double, mass: Double = 1) {
    self.dampingRatio = dampingRatio
    self.response = response
    self.stiffness = nil
    self.mass = mass
    built = Result { () throws(SpringParameterError) in
      try SpringParameterError.requirePositiveFinite(response, "response")
      return try Spring.checked(dampingRatio: dampingRatio, response: response, mass: mass)
    }
  }

  /// A spring made from a stiffness.
  package init(dampingRatio: Double, stiffness: Double, mass: Double = 1) {
    self.dampingRatio = dampingRatio
    self.response = nil
    self.stiffness = stiffness
    self.mass = mass
    built = Result { () throws(SpringParameterError) in
      try Spring.checked(dampingRatio: dampingRatio, stiffness: stiffness, mass: mass)
    }
  }

  /// Whether this is Wave's instant spring: a response of 0 (`Spring.defaultNonAnimated` is 1/0).
  ///
  /// The animator
  /// sets the target on its first frame (SpringAnimator: `spring.response > 0` or it snaps), so there is no motion
  /// to measure: it passes every rule, and experiments that step springs leave it out.
  package var isInstant: Bool { response == 0 }

  /// The engine's spring, built once, when the spec was made.
  ///
  /// - Throws: ``SpringParameterError`` for a value out of range, or for an instant spring (``isInstant``).
  package var spring: Spring {
    get throws(SpringParameterError) { try built.get() }
  }

  /// Two specs are equal when they give the same parameters and name (the spring follows from them).
  package static func == (lhs: SpringSpec, rhs: SpringSpec) -> Bool {
    lhs.dampingRatio == rhs.dampingRatio && lhs.response == rhs.response && lhs.stiffness == rhs.stiffness
      && lhs.mass == rhs.mass && lhs.name == rhs.name && lhs.travel == rhs.travel
  }

  /// ``name`` followed by ``label`` in parentheses (`sheet (0.8/0.3)`), or the label alone.
  package var title: String { name.map { "\($0) (\(label))" } ?? label }

  /// `ζ/response` (`0.8/0.2`), or `ζ/k=K` for a stiffness, with `/m=M` when the mass is not 1; the numbers
  /// as shortest round-trip decimals.
  package var label: String {
    var text = NumberFormat.shortest(dampingRatio) + "/"
    if let response {
      text += NumberFormat.shortest(response)
    } else {
      text += "k=" + NumberFormat.shortest(stiffness ?? .nan)
    }
    if mass != 1 { text += "/m=" + NumberFormat.shortest(mass) }
    return text
  }

  /// The upstream defaults and the springs of the documentation's examples, as the engine's docs give them:
  /// 0.8/0.2 (`defaultInteractive`), 1.0/0.82 (`defaultAnimated`), 0.6/0.8, 0.68/0.8, 0.8/0.26, 1.0/0.3,
  /// 0.8/0.7, 0.8/0.5.
  package static let documented: [SpringSpec] = [
    (0.8, 0.2), (1.0, 0.82), (0.6, 0.8), (0.68, 0.8), (0.8, 0.26), (1.0, 0.3), (0.8, 0.7), (0.8, 0.5),
  ].map { SpringSpec(dampingRatio: $0.0, response: $0.1) }

}
