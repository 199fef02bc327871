import Foundation
import WaveCore

/// A spring of the validation grid, with a name for the report.
public struct ValidationSpring: Sendable, CustomStringConvertible {
  /// A short name saying what kind of spring it is, such as "soft underdamped (ζ 0.5, response 1 s)".
  public let name: String
  /// The spring.
  public let spring: Spring

  /// A spring for ``ValidationOptions/springs``, with the name the report gives it.
  public init(name: String, spring: Spring) {
    (self.name, self.spring) = (name, spring)
  }

  public var description: String { name }

  /// The default grid: under-, critically and over-damped, soft and stiff, one rubberbanded and one of
  /// mass 2.
  ///
  /// Springs made with `Spring(dampingRatio:response:)` have their damping coefficient rubberbanded past
  /// 60, so the stiff critically and overdamped springs are made from a stiffness (no rubberband); the
  /// rubberbanded one is there on purpose (`ζ 1, response 0.1 s` is effectively underdamped, ζ ≈ 0.56).
  /// The stiff critically damped and overdamped ones are unstable at 1/60 s (ωn·h > 2(√(ζ²+1) − ζ)) and are
  /// named as unsettled there; the stiff underdamped one (ζ 0.3) is stable at 1/60 s.
  public static let standardGrid: [ValidationSpring] = [
    ValidationSpring(
      name: "soft underdamped (ζ 0.5, response 1 s)", spring: Spring(dampingRatio: 0.5, response: 1.0)),
    ValidationSpring(
      name: "soft critically damped (ζ 1, response 0.82 s)", spring: Spring(dampingRatio: 1.0, response: 0.82)),
    ValidationSpring(
      name: "soft overdamped (ζ 2, response 1 s)", spring: Spring(dampingRatio: 2.0, response: 1.0)),
    ValidationSpring(
      name: "interactive (ζ 0.8, response 0.2 s)", spring: Spring(dampingRatio: 0.8, response: 0.2)),
    ValidationSpring(
      name: "stiff underdamped (ζ 0.3, response 0.1 s)", spring: Spring(dampingRatio: 0.3, response: 0.1)),
    ValidationSpring(
      name: "stiff critically damped (ζ 1, stiffness 3948)",
      spring: Spring(dampingRatio: 1.0, stiffness: 3948)),
    ValidationSpring(
      name: "stiff overdamped (ζ 2, stiffness 1000)", spring: Spring(dampingRatio: 2.0, stiffness: 1000)),
    ValidationSpring(
      name: "stiff rubberbanded (ζ 1, response 0.1 s)", spring: Spring(dampingRatio: 1.0, response: 0.1)),
    ValidationSpring(
      name: "heavy (ζ 0.7, response 0.5 s, mass 2)", spring: Spring(dampingRatio: 0.7, response: 0.5, mass: 2)),
  ]
}
