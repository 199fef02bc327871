import WaveOutput

/// A number that is valid but most likely not what its writer meant, with what they probably meant: the spring is
/// checked as given, and the hint is shown with it in every format.
///
/// - A time over ``longestPlausibleTime`` (a `duration`, `response`, `perceptualDuration`, `visualDuration` or
///   react-spring's `frequency`, all seconds): milliseconds, most likely (`"duration": 400`).
/// - A damping ratio over ``largestPlausibleDampingRatio`` (Wave's `dampingRatio` with a response, SwiftUI's
///   `dampingFraction`/`dampingRatio`, Compose's `dampingRatio`): a damping coefficient, most likely (Framer's
///   `damping: 30` typed into `dampingRatio`), which takes a stiffness beside it.
/// - A stiffness under 1 (a period over 6 s at mass 1): a damping ratio or a bounce in the stiffness key, most likely.
struct SpringHint: Sendable, Equatable {
  /// One line: what was given and what was probably meant.
  let message: String

  /// Seconds: no UI spring of the public apps measured lasts longer than about 2 s; 10 s is a loading bar.
  static let longestPlausibleTime = 10.0
  /// ζ: above 5 a spring creeps for over 10 × its response to settle; damping coefficients are 10–60.
  static let largestPlausibleDampingRatio = 5.0

  /// The hints for `spec`, in its parameters' order; empty when every number is plausible.
  static func hints(for spec: SpringSpec) -> [SpringHint] {
    var hints: [SpringHint] = []
    let words =
      spec.given?.parameters.map { ($0.name, $0.value) }
      ?? [("dampingRatio", spec.dampingRatio)] + (spec.response.map { [("response", $0)] } ?? [])
      + (spec.stiffness.map { [("stiffness", $0)] } ?? [])
    let engine = spec.engine
    let hasStiffness = words.contains { $0.0 == "stiffness" }
    for (name, value) in words {
      let shown = NumberFormat.shortest(value)
      if timeNames.contains(name), value > longestPlausibleTime {
        hints.append(
          SpringHint(
            message:
              "\(name) \(shown) s: did you mean \(shown) ms? \(engine.rawValue)'s \(name) is in seconds (\(name) \(NumberFormat.shortest(value / 1000)))"
          ))
      }
      if ratioNames.contains(name), !hasStiffness, value > largestPlausibleDampingRatio {
        hints.append(
          SpringHint(
            message:
              "\(name) \(shown): a damping coefficient? \(name) is a ratio (1 is critical damping); a coefficient goes with a stiffness (stiffness and damping, or Wave's Spring(dampingRatio: c / (2√k), stiffness: k))"
          ))
      }
      if name == "stiffness", value < 1 {
        hints.append(
          SpringHint(
            message:
              "stiffness \(shown): a damping ratio or a bounce in the stiffness key? A stiffness under 1 swings once in over 6 s (UI springs take 100 to 1000)"
          ))
      }
    }
    return hints
  }

  private static let timeNames: Set<String> = [
    "duration", "response", "perceptualDuration", "visualDuration", "frequency",
  ]
  private static let ratioNames: Set<String> = ["dampingRatio", "dampingFraction"]
}
