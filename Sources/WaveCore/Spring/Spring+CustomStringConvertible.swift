import Foundation

extension Spring: CustomStringConvertible {
  public var description: String {
    "Spring(dampingRatio: \(dampingRatio), response: \(response), mass: \(mass); "
      + "stiffness: \(stiffness), dampingCoefficient: \(dampingCoefficient), "
      + "settlingDuration: \(settlingDuration))"
  }
}
