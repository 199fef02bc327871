import Foundation

/// The physical model of an animation: a damped harmonic oscillator.
///
/// A port of Wave's `Spring`, with the same initializers, the same derived
/// parameters and the same quirks, so that every number computed here is the
/// number a Wave user gets on a device:
///
/// - From a response: `stiffness = (2π / response)² · mass` and
///   `dampingCoefficient = rubberband(4π · dampingRatio · mass / response, 0...60, 15)`.
///   The rubberband caps stiff, well-damped springs: `Spring(dampingRatio: 1, response: 0.1)`
///   gets a damping coefficient of about 70.6 instead of 125.7, so it is underdamped.
/// - From a stiffness: `response = 2π / √(stiffness · mass)` (sic: not `2π · √(mass / stiffness)`),
///   and `dampingCoefficient = 4π · dampingRatio · mass / response`, not rubberbanded.
///   For `mass ≠ 1` the effective damping ratio is therefore `dampingRatio · mass`.
/// - `settlingDuration`: see `Spring.settlingTime(dampingRatio:stiffness:mass:)`.
///
/// Two springs compare equal when their `dampingRatio`, `response` and `mass` are equal.
///
/// The initializers trap on invalid input, as upstream does (a programming error): check numbers that come from a
/// user against the ranges each parameter states before making a spring.
public final class Spring: Equatable, Sendable {
  /// The amount of oscillation: 1 is critically damped, below 1 overshoots, above 1 creeps.
  ///
  /// Unitless, ≥ 0.
  public let dampingRatio: CGFloat

  /// The period of the undamped spring, in seconds (for springs made from a response).
  ///
  /// ≥ 0; 0 means "snap".
  public let response: CGFloat

  /// The spring constant `k`, in (mass units)/s².
  ///
  /// Infinite when `response` is 0.
  public let stiffness: CGFloat

  /// The mass attached to the spring (unitless scale; 1 by default), > 0.
  public let mass: CGFloat

  /// The viscous damping coefficient `c`, in (mass units)/s.
  ///
  /// Derived; see the type's discussion.
  public let dampingCoefficient: CGFloat

  /// The time, in seconds, after which an animation with this spring ends (snaps to its target).
  ///
  /// Derived.
  public let settlingDuration: TimeInterval

  /// Creates a spring from a damping ratio and a stiffness.
  ///
  /// - Parameters:
  ///   - dampingRatio: > 0, unitless.
  ///   - stiffness: the spring constant `k`, > 0.
  ///   - mass: > 0 (not checked upstream).
  public init(dampingRatio: CGFloat, stiffness: CGFloat, mass: CGFloat = 1.0) {
    precondition(stiffness > 0)
    precondition(dampingRatio > 0)
    self.dampingRatio = dampingRatio
    self.stiffness = stiffness
    self.mass = mass
    self.response = Spring.response(stiffness: stiffness, mass: mass)
    self.dampingCoefficient = Spring.dampingCoefficient(dampingRatio: dampingRatio, response: response, mass: mass)
    self.settlingDuration = Spring.settlingTime(dampingRatio: dampingRatio, stiffness: stiffness, mass: mass)
  }

  /// Creates a spring from a damping ratio and a frequency response.
  ///
  /// - Parameters:
  ///   - dampingRatio: ≥ 0, unitless. 1 is critically damped.
  ///   - response: the period of the undamped spring in seconds, ≥ 0. 0 makes a non-animated spring
  ///     (infinite stiffness, settling duration 1 s).
  ///   - mass: > 0 (not checked upstream).
  public init(dampingRatio: CGFloat, response: CGFloat, mass: CGFloat = 1.0) {
    precondition(dampingRatio >= 0)
    precondition(response >= 0)
    self.dampingRatio = dampingRatio
    self.response = response
    self.mass = mass
    self.stiffness = Spring.stiffness(response: response, mass: mass)
    let unbanded = Spring.dampingCoefficient(dampingRatio: dampingRatio, response: response, mass: mass)
    self.dampingCoefficient = rubberband(
      value: unbanded, range: Spring.dampingRubberbandRange, interval: Spring.dampingRubberbandInterval)
    self.settlingDuration = Spring.settlingTime(dampingRatio: dampingRatio, stiffness: stiffness, mass: mass)
  }

  /// The range and interval of the rubberband the response initializer applies to the damping coefficient: upstream's
  /// literals `0...60` and `15` (Wave a52498e, `Spring.swift`).
  ///
  /// Coefficients above 60 are squeezed towards, and never reach, 60 + 15 = 75.
  package static let dampingRubberbandRange: ClosedRange<CGFloat> = 0...60
  package static let dampingRubberbandInterval: CGFloat = 15

  public static func == (lhs: Spring, rhs: Spring) -> Bool {
    lhs.dampingRatio == rhs.dampingRatio && lhs.response == rhs.response && lhs.mass == rhs.mass
  }
}

extension Spring {
  /// A slightly underdamped spring for interactive animations (dragging): dampingRatio 0.8, response 0.20 s.
  public static let defaultInteractive = Spring(dampingRatio: 0.8, response: 0.20)

  /// A critically damped spring for non-interactive animations: dampingRatio 1.0, response 0.82 s.
  public static let defaultAnimated = Spring(dampingRatio: 1.0, response: 0.82)

  /// The placeholder spring of the non-animated mode: dampingRatio 1.0, response 0 (snaps).
  public static let defaultNonAnimated = Spring(dampingRatio: 1.0, response: 0.0)
}
