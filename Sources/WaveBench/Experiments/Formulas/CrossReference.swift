/// One published figure: the engine's value next to an independent derivation of it.
struct CrossReference: Sendable {
  /// Where it comes from (`Wave README: Spring(dampingRatio: 0.6, response: 0.8)`), the quantity, its unit.
  let source: String, quantity: String, unit: String
  /// The engine's value and the value derived independently (another formula path or Apple's published
  /// SwiftUI conversions).
  let engine: Double, derived: Double
  /// |engine − derived| / |derived|.
  var relativeDifference: Double { abs(engine - derived) / abs(derived) }
  /// How the derived value is obtained, in words.
  let derivation: String
}
