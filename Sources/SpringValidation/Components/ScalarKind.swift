import Foundation
import WaveCore

/// The floating-point type of a component.
///
/// Computations for a component happen in its own type, with inputs and results carried as Double (exact for all three
/// on 64-bit platforms).
enum ScalarKind: String, Sendable {
  case float = "Float"
  case double = "Double"
  case cgFloat = "CGFloat"

  /// The machine epsilon of the type.
  var ulpOfOne: Double {
    switch self {
    case .float: Double(Float.ulpOfOne)
    case .double: Double.ulpOfOne
    case .cgFloat: Double(CGFloat.ulpOfOne)
    }
  }

  /// Rounds a Double to this type and back.
  func rounded(_ x: Double) -> Double {
    switch self {
    case .float: Double(Float(x))
    case .double: x
    case .cgFloat: Double(CGFloat(x))
    }
  }

  /// The engine's step in this type: ``WaveCore/SpringStep/semiImplicitEuler(value:target:velocity:dt:stiffness:dampingCoefficient:mass:)``
  /// with every input converted to the type, as a conformance calling it (or `CGFloat.updateValue`) does.
  ///
  /// `explicit` instead advances the value with the old velocity (explicit Euler), for diagnosis.
  func step(_ p: StepInputs, explicit: Bool = false) -> (value: Double, velocity: Double) {
    switch self {
    case .float: Self.typedStep(Float.self, p, explicit: explicit)
    case .double: Self.typedStep(Double.self, p, explicit: explicit)
    case .cgFloat: Self.typedStep(CGFloat.self, p, explicit: explicit)
    }
  }

  /// `floor(x · scale) / scale` in this type (``WaveCore/DisplayScale/integral(_:scale:)``), and the
  /// mistaken roundings the kit recognises.
  func integral(_ x: Double, scale: Double, rule: FloatingPointRoundingRule = .down) -> Double {
    switch self {
    case .float: Double((Float(x) * Float(scale)).rounded(rule) / Float(scale))
    case .double: (x * scale).rounded(rule) / scale
    case .cgFloat: Double((CGFloat(x) * CGFloat(scale)).rounded(rule) / CGFloat(scale))
    }
  }

  private static func typedStep<F: BinaryFloatingPoint>(
    _: F.Type, _ p: StepInputs, explicit: Bool
  ) -> (value: Double, velocity: Double) {
    let value = F(p.value)
    let velocity = F(p.velocity)
    let dt = F(p.dt)
    let r = SpringStep.semiImplicitEuler(
      value: value, target: F(p.target), velocity: velocity, dt: dt,
      stiffness: F(p.stiffness), dampingCoefficient: F(p.dampingCoefficient), mass: F(p.mass))
    if explicit {
      return (Double(value + velocity * dt), Double(r.velocity))
    }
    return (Double(r.value), Double(r.velocity))
  }
}

/// The inputs of one scalar step, as Doubles (see ``ScalarKind``).
struct StepInputs: Sendable {
  var value: Double
  var target: Double
  var velocity: Double
  var dt: Double
  var stiffness: Double
  var dampingCoefficient: Double
  var mass: Double

  init(value: Double, target: Double, velocity: Double, dt: Double, spring: Spring) {
    self.value = value
    self.target = target
    self.velocity = velocity
    self.dt = dt
    self.stiffness = Double(spring.stiffness)
    self.dampingCoefficient = Double(spring.dampingCoefficient)
    self.mass = Double(spring.mass)
  }
}
