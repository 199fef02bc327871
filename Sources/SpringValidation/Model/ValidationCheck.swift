/// The seven checks the validation kit runs on a `SpringInterpolatable` type, numbered as in docs/validation.md.
public enum ValidationCheck: Int, CaseIterable, Sendable, Codable, Comparable, CustomStringConvertible {
  /// 1. Each floating-point component of `updateValue`'s result equals the engine's scalar semi-implicit
  ///    Euler step (WaveCore's `SpringStep`) applied to that component, bit for bit unless a
  ///    ``StepTolerance`` says otherwise; an angle (``PeriodicComponent``) along the shortest arc, modulo its
  ///    period.
  case componentWiseStep = 1
  /// 2. A value on its target with zero velocity stays there with zero velocity.
  case restIsFixedPoint = 2
  /// 3. Animating from each sample to each other one ends within 1e-4 of the per-component distance by the
  ///    spring's `settlingDuration`, at springs whose Euler step is stable at the frame duration.
  case convergence = 3
  /// 4. `VelocityType.zero` has every component 0.
  case zero = 4
  /// 5. `scaledIntegral` is `floor(x · scale) / scale` per component, and idempotent.
  case scaledIntegral = 5
  /// 6. `==` is reflexive, and non-float stored properties pass through a step unchanged.
  case equatableAndNonFloatFields = 6
  /// 7. Finite inputs give finite results at stable springs.
  case finiteness = 7

  /// A short title, such as "component-wise step".
  public var title: String {
    switch self {
    case .componentWiseStep: "component-wise step"
    case .restIsFixedPoint: "rest is a fixed point"
    case .convergence: "convergence"
    case .zero: "zero"
    case .scaledIntegral: "scaledIntegral"
    case .equatableAndNonFloatFields: "Equatable and non-float fields"
    case .finiteness: "finite in, finite out"
    }
  }

  /// `check N · title`.
  public var description: String { "check \(rawValue) · \(title)" }

  public static func < (lhs: ValidationCheck, rhs: ValidationCheck) -> Bool { lhs.rawValue < rhs.rawValue }
}
