import Foundation
import WaveCore

/// A variable-length list of Doubles, stepped element by element: reflection sees array elements as
/// components `points[0]`, `points[1]`, …, so samples must all have the same length.
struct Polyline: SpringInterpolatable, VelocityProviding, Equatable {
  var points: [Double]

  typealias ValueType = Polyline
  typealias VelocityType = Polyline

  static var zero: Polyline { Polyline(points: [0, 0]) }

  var scaledIntegral: Polyline { Polyline(points: points.map(\.scaledIntegral)) }

  static func updateValue(
    spring: Spring, value: Polyline, target: Polyline, velocity: Polyline, dt: TimeInterval
  ) -> (value: Polyline, velocity: Polyline) {
    let steps = value.points.indices.map {
      Double.updateValue(
        spring: spring, value: value.points[$0], target: target.points[$0], velocity: velocity.points[$0], dt: dt)
    }
    return (Polyline(points: steps.map(\.value)), Polyline(points: steps.map(\.velocity)))
  }
}
