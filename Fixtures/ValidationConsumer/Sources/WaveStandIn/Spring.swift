import Foundation
import WaveCore

/// A stand-in for Wave's `Spring` (jtrivedi/Wave a52498e, Sources/Wave/Spring.swift:16-112): a class of its
/// own, with Wave's public properties and its two initializers, so that a type written against Wave gets a
/// spring that is not WaveCore's.
///
/// Its numbers come from WaveCore's port of those initializers, which reproduces Wave's bit for bit.
public final class Spring {
  public let dampingRatio: CGFloat
  public let response: CGFloat
  public let stiffness: CGFloat
  public let mass: CGFloat
  public let dampingCoefficient: CGFloat
  public let settlingDuration: TimeInterval

  public init(dampingRatio: CGFloat, stiffness: CGFloat, mass: CGFloat = 1.0) {
    let spring = WaveCore.Spring(dampingRatio: dampingRatio, stiffness: stiffness, mass: mass)
    (self.dampingRatio, self.response, self.stiffness) = (spring.dampingRatio, spring.response, spring.stiffness)
    (self.mass, self.dampingCoefficient, self.settlingDuration) =
      (spring.mass, spring.dampingCoefficient, spring.settlingDuration)
  }

  public init(dampingRatio: CGFloat, response: CGFloat, mass: CGFloat = 1.0) {
    let spring = WaveCore.Spring(dampingRatio: dampingRatio, response: response, mass: mass)
    (self.dampingRatio, self.response, self.stiffness) = (spring.dampingRatio, spring.response, spring.stiffness)
    (self.mass, self.dampingCoefficient, self.settlingDuration) =
      (spring.mass, spring.dampingCoefficient, spring.settlingDuration)
  }
}
