/// One published figure: the engine's value next to an independent derivation of it.
package struct CrossReference: Sendable {
  /// Where it comes from (`Wave README: Spring(dampingRatio: 0.6, response: 0.8)`), the quantity, its unit.
  package let source: String, quantity: String, unit: String
  /// The engine's value and the value derived independently (another formula path or Apple's published
  /// SwiftUI conversions).
  package let engine: Double, derived: Double
  /// |engine − derived| / |derived|.
  package var relativeDifference: Double { abs(engine - derived) / abs(derived) }
  /// How the derived value is obtained, in words.
  package let derivation: String
}
