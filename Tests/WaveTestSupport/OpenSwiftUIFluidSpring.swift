import Foundation

// SwiftUI's fluid spring as OpenSwiftUI reimplements it (OpenSwiftUIProject/OpenSwiftUI 069dd80,
// `Sources/OpenSwiftUICore/Animation/Animation/Spring/FluidSpringAnimation.swift`), written out again for the tests
// from that source alone: the oracle that WaveNumerics' FluidSpringModel and `animate --spring swiftui:…` are
// compared with. Line numbers below are that file's.

/// OpenSwiftUI's `FluidSpringAnimation` (lines 13-139) written out again with `V == Double`, its operations in its
/// order.
///
/// For Double, `scale(by:)` is `self *= rhs`, `scaled(by:)` a scaled copy and `magnitudeSquared` `self * self`
/// (`Animatable/VectorArithmetic.swift:24-32, 65-71`); `clamp(min:max:)` is `min(max(min, self), max)`
/// (`Util/Extension/Comparable+Extension.swift:8-12`). The `AnimationContext` holds only the `SpringState`.
public struct OpenSwiftUIFluidSpring {
  /// `.tau` (`Util/Extension/Double+Extension.swift:8`): 2π.
  static let tau: Double = 2 * .pi

  /// `springDamping(fraction:stiffness:)` (lines 198-202): critical damping 2√k times the fraction.
  static func springDamping(fraction: Double, stiffness: Double) -> Double {
    let criticalDamping = 2 * stiffness.squareRoot()
    return criticalDamping * fraction
  }

  /// `springDampingFraction(bounce:)` (lines 204-207): 1/(bounce + 1) for a negative bounce, else 1 − bounce.
  public static func springDampingFraction(bounce: Double) -> Double {
    (bounce < 0.0) ? 1.0 / (bounce + 1.0) : 1.0 - bounce
  }

  /// `SpringState<Double>` (lines 143-157).
  public struct SpringState {
    public var offset: Double = .zero
    public var velocity: Double = .zero
    public var force: Double = .zero
    public var time: Double = .zero
    public var startTime: Double = .zero
    public var blendStart: Double = .zero
    public var blendInterval: Double = .zero

    public init() {}
  }

  public var response: Double
  public var dampingFraction: Double
  public var blendDuration: Double

  public init(response: Double, dampingFraction: Double, blendDuration: Double = 0) {
    self.response = response
    self.dampingFraction = dampingFraction
    self.blendDuration = blendDuration
  }

  /// `animate(value:time:context:)` (lines 30-91); `isLogicallyComplete` (lines 46-48) only informs listeners.
  public func animate(value: Double, time: Double, context: inout SpringState) -> Double? {
    var springState = context
    let r: Double
    if blendDuration > 0, springState.blendInterval != 0 {
      let progress = (time - springState.blendStart) / min(max(0.0, blendDuration), 1.0)
      let blendValue = springState.blendInterval * (1.0 - progress * progress * (3.0 - progress * 2.0))
      r = response + blendValue
    } else {
      r = response
    }
    let stiffness = min(r > 0 ? pow(Self.tau / r, 2) : 1.0, 45000.0)
    if time - springState.time > 1.0 {
      springState.time = time - 1 / 60
    }

    var t = springState.time
    while t < time {
      let damping = -Self.springDamping(
        fraction: dampingFraction,
        stiffness: stiffness
      )
      var force = springState.force
      force *= 1 / 600
      force += springState.velocity
      springState.offset += force * (1 / 300)

      let dampedForce = force * damping
      var displacement = value
      displacement -= springState.offset
      displacement *= stiffness
      springState.force = dampedForce
      springState.force += displacement

      springState.velocity = springState.force
      springState.velocity *= 1 / 600
      springState.velocity += force
      t += 1 / 300
    }
    springState.time = t
    context = springState

    guard
      max(
        springState.velocity * springState.velocity,
        springState.force * springState.force
      ) <= 0.0036
    else {
      return springState.offset
    }
    let tolerance = value * 0.01
    let remainingDistance = value - springState.offset
    guard tolerance * tolerance > 0, tolerance * tolerance < remainingDistance * remainingDistance else {
      return nil
    }
    return springState.offset
  }

  /// `velocity(value:time:context:)` (lines 93-99).
  public func velocity(value: Double, time: Double, context: SpringState) -> Double? {
    context.velocity
  }

  /// `shouldMerge(previous:value:time:context:)` (lines 101-127), `previous` a `FluidSpringAnimation` (so
  /// `previous.as(FluidSpringAnimation.self)` is it, and `Animation.velocity`/`animate` call its own,
  /// `Animation/Animation.swift:185-202`).
  public func shouldMerge(
    previous: OpenSwiftUIFluidSpring, value: Double, time: Double, context: inout SpringState
  ) -> Bool {
    var springState = context
    springState.velocity =
      previous.velocity(
        value: value,
        time: time,
        context: context
      ) ?? springState.velocity
    springState.offset =
      previous.animate(
        value: value,
        time: time,
        context: &context
      ) ?? springState.offset
    springState.time = time
    springState.startTime = time
    if response != previous.response {
      springState.blendInterval = previous.response - response
      springState.blendStart = time
    }
    context = springState
    return true
  }
}
