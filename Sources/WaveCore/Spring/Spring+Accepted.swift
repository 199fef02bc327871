import Foundation

/// A spring parameter outside its valid range.
///
/// The description names the parameter and the range.
package struct SpringParameterError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The parameter's name as the API spells it (`dampingRatio`, `response`, `stiffness`, `mass`).
  package let parameter: String
  /// The rejected value.
  package let value: Double
  /// The valid range, in words.
  package let allowed: String

  package var description: String { "\(parameter) must be \(allowed) (got \(value))" }

  /// Throws unless `value` is finite and strictly positive.
  package static func requirePositiveFinite(_ value: Double, _ parameter: String) throws(SpringParameterError) {
    guard value.isFinite, value > 0 else {
      throw SpringParameterError(parameter: parameter, value: value, allowed: "a finite number > 0")
    }
  }

  /// Throws unless `value` is finite and ≥ 0.
  package static func requireNonNegativeFinite(_ value: Double, _ parameter: String) throws(SpringParameterError) {
    guard value.isFinite, value >= 0 else {
      throw SpringParameterError(parameter: parameter, value: value, allowed: "a finite number ≥ 0")
    }
  }

  /// Throws unless `value` is finite.
  package static func requireFinite(_ value: Double, _ parameter: String) throws(SpringParameterError) {
    guard value.isFinite else {
      throw SpringParameterError(parameter: parameter, value: value, allowed: "a finite number")
    }
  }
}

extension Spring {
  /// Creates a spring from user input, throwing instead of trapping.
  ///
  /// - Parameters:
  ///   - dampingRatio: finite, > 0.
  ///   - response: finite, ≥ 0 (0 is the non-animated spring).
  ///   - mass: finite, > 0.
  /// - Returns: the spring made from the accepted parameters.
  /// - Throws: ``SpringParameterError`` naming the first parameter outside its range, in the order
  ///   `dampingRatio`, `response`, `mass`.
  package static func accepted(
    dampingRatio: Double, response: Double, mass: Double = 1
  ) throws(SpringParameterError) -> Spring {
    try check(dampingRatio, (response, "response", zeroAllowed: true), mass)
    return Spring(dampingRatio: CGFloat(dampingRatio), response: CGFloat(response), mass: CGFloat(mass))
  }

  /// Creates a spring from user input, throwing instead of trapping.
  ///
  /// - Parameters:
  ///   - dampingRatio: finite, > 0.
  ///   - stiffness: finite, > 0.
  ///   - mass: finite, > 0.
  /// - Returns: the spring made from the accepted parameters.
  /// - Throws: ``SpringParameterError`` naming the first parameter outside its range, in the order
  ///   `dampingRatio`, `stiffness`, `mass`.
  package static func accepted(
    dampingRatio: Double, stiffness: Double, mass: Double = 1
  ) throws(SpringParameterError) -> Spring {
    try check(dampingRatio, (stiffness, "stiffness", zeroAllowed: false), mass)
    return Spring(dampingRatio: CGFloat(dampingRatio), stiffness: CGFloat(stiffness), mass: CGFloat(mass))
  }

  /// Checks the parameters in the order the initializers take them: damping ratio (finite, > 0), the second
  /// parameter (finite, > 0, or ≥ 0 when `zeroAllowed`), mass (finite, > 0).
  private static func check(
    _ dampingRatio: Double, _ second: (value: Double, name: String, zeroAllowed: Bool), _ mass: Double
  ) throws(SpringParameterError) {
    try SpringParameterError.requirePositiveFinite(dampingRatio, "dampingRatio")
    if second.zeroAllowed {
      try SpringParameterError.requireNonNegativeFinite(second.value, second.name)
    } else {
      try SpringParameterError.requirePositiveFinite(second.value, second.name)
    }
    try SpringParameterError.requirePositiveFinite(mass, "mass")
  }
}
