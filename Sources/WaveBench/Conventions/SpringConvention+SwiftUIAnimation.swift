import Foundation

extension SpringConvention.SwiftUI {
  /// The response (s) and damping fraction `Animation.spring(…)` hands its `FluidSpringAnimation` for `spring`'s
  /// words, computed as SwiftUI computes them (OpenSwiftUIProject/OpenSwiftUI 069dd80,
  /// `Sources/OpenSwiftUICore/Animation/Animation/Spring/FluidSpringAnimation.swift`): `spring(duration:bounce:)`
  /// passes `response: duration` and `springDampingFraction(bounce:)`, 1/(bounce + 1) below 0 and 1 − bounce from 0
  /// (lines 231-240, 205-207); `spring(response:dampingFraction:)` passes both as written (lines 260-272).
  ///
  /// - Returns: nil for the mass, stiffness and damping form, which `Animation.spring` has no words for (a
  ///   `Spring` passed to `.spring(_:)` runs with its own response and damping ratio: take them from the physical
  ///   spring), and for words the convention refuses.
  static func fluidAnimation(of spring: EngineSpring) -> (response: Double, dampingFraction: Double)? {
    guard spring.engine == engine, let values = try? SpringConvention.values(of: spring) else { return nil }
    switch values.form {
    case 0:
      let bounce = values["bounce"]
      return (values["duration"], bounce < 0 ? 1 / (bounce + 1) : 1 - bounce)
    case 1: return (values["response"], values["dampingRatio"])
    default: return nil
    }
  }

  /// The SwiftUI animation that runs `spring` as a line of Swift, numbers written by `number`: `.spring(duration: 0.5,
  /// bounce: 0.2)`, `.spring(response: 0.3, dampingFraction: 0.8)` or `.spring(Spring(mass: 2, stiffness: 300,
  /// damping: 40))` for the fluid spring; `.interpolatingSpring(duration:bounce:)`,
  /// `.interpolatingSpring(mass:stiffness:damping:)` or `.interpolatingSpring(Spring(response:dampingRatio:))` for
  /// the interpolating one.
  ///
  /// - Precondition: `spring` is SwiftUI's and its convention accepts it.
  static func animationCode(_ spring: EngineSpring, number: (Double) -> String) -> String {
    guard let values = try? SpringConvention.values(of: spring) else { return "" }
    let arguments = labelled(values, number: number)
    let interpolating = spring.resolvedRunner == .interpolating
    switch values.form {
    case 0: return interpolating ? ".interpolatingSpring(\(arguments))" : ".spring(\(arguments))"
    case 1:
      let fraction = arguments.replacingOccurrences(of: "dampingRatio:", with: "dampingFraction:")
      return interpolating ? ".interpolatingSpring(Spring(\(arguments)))" : ".spring(\(fraction))"
    default:
      // `.interpolatingSpring(mass:stiffness:damping:)` has no allowOverDamping: such a spring is a `Spring`.
      if interpolating && values["allowOverDamping"] != 1 { return ".interpolatingSpring(\(arguments))" }
      return ".\(interpolating ? "interpolatingSpring" : "spring")(Spring(\(arguments)))"
    }
  }
}
