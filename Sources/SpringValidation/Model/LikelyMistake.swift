/// What a user most likely did wrong, as the validation kit diagnoses it from the numbers.
///
/// The kit recognises a mistake by recomputing the step (or the rounding) the mistaken way and comparing, or by
/// solving for the spring the type's step implements; a failure's ``ValidationFailure/message`` words it (and
/// the failure adds the numbers behind it). Cases are grouped by the check that finds them. Only ``stepDiffers``,
/// a difference at rounding level, ever points to a tolerance.
public enum LikelyMistake: String, CaseIterable, Sendable, Codable {
  // Set-up (reported under check 1).
  /// No sample, or samples of different shapes (other components).
  case invalidSamples
  /// Reflection found no Float, Double or CGFloat component: pass `components:` to the validator.
  case noComponentsFound
  /// `updateValue` returned a value with other components (names or types) than its input.
  case structureChanged
  /// A declared periodic component is not one Float, Double or CGFloat component of the type, or is
  /// declared twice.
  case unknownPeriodicComponent
  // Check 1: the step.
  /// A component is not stepped in `updateValue` (a forgotten component).
  case componentNeverChanges
  /// Value and velocity swapped in the returned tuple.
  case valueVelocitySwapped
  /// The value advanced with the old velocity (explicit Euler) instead of the new one.
  case explicitEuler
  /// The step lasts a fixed duration whatever `dt` is passed.
  case dtIgnored
  /// The velocity is per frame instead of per second.
  case velocityPerFrame
  /// A component gets another component's step.
  case componentsCrossed
  /// A component jumps to the target instead of animating.
  case jumpsToTarget
  /// The spring force pushes away from the target (displacement taken as target − value).
  case forceSignFlipped
  /// A component is pulled towards 0 instead of the target.
  case targetIgnored
  /// A declared periodic component steps towards the target itself, not along the shortest arc.
  case notShortestArc
  /// A component steps along the shortest arc, as an angle does, but is not declared periodic.
  case undeclaredPeriodicComponent
  /// The step matches a mass of 1.
  case massIgnored
  /// The step matches a damping coefficient of 0.
  case dampingIgnored
  /// The step matches a spring with another stiffness: the spring force is scaled wrong.
  case stiffnessScaled
  /// The step matches a spring with another damping coefficient: the damping force is scaled wrong.
  case dampingScaled
  /// The step matches stiffness and damping scaled by one factor: the force or the acceleration is scaled
  /// wrong, or divided by another mass.
  case forceScaled
  /// The step matches the engine's step over another frame duration.
  case dtScaled
  /// The value advances by a multiple of the new velocity times `dt`.
  case valueIntegralScaled
  /// The step is the engine's step with other constants.
  case scaledStep
  /// The step differs from the engine's only at rounding level: the one mistake
  /// ``StepTolerance/rounding`` accepts.
  case stepDiffers
  /// The step differs from the engine's by more than rounding, in no way the kit recognises.
  case stepDiffersBeyondRounding
  // Check 2: rest.
  /// A value resting on its target with zero velocity moves.
  case restMoves
  /// A value resting on its target with zero velocity gains velocity.
  case restGainsVelocity
  // Check 3: convergence.
  /// A component has not settled by the spring's `settlingDuration`, where the engine's own step has.
  case notSettled
  /// A component diverges where the engine's step is stable.
  case diverges
  // Check 4: zero.
  /// `zero` has a nonzero component.
  case zeroNotZero
  // Check 5: scaledIntegral.
  /// `scaledIntegral` rounds up instead of down.
  case scaledIntegralRoundsUp
  /// `scaledIntegral` rounds to nearest instead of down.
  case scaledIntegralRoundsToNearest
  /// `scaledIntegral` rounds toward zero, which is wrong below 0.
  case scaledIntegralTruncates
  /// `scaledIntegral` rounds to whole points, ignoring the display scale.
  case scaledIntegralIgnoresScale
  /// `scaledIntegral` leaves a component unrounded.
  case scaledIntegralComponentNotRounded
  /// `scaledIntegral` differs from `floor(x · scale) / scale` in another way.
  case scaledIntegralDiffers
  /// `scaledIntegral` changes a value it already rounded.
  case scaledIntegralNotIdempotent
  // Check 6: Equatable and non-float fields.
  /// `==` is not reflexive: a value is not equal to itself.
  case equalityNotReflexive
  /// A step changes a non-float field.
  case nonFloatFieldChanged
  /// A step takes a non-float field from the target instead of the value.
  case nonFloatFieldFromTarget
  // Check 7: finiteness.
  /// A result is not finite although every input is finite and the spring is stable.
  case nonFinite

  /// The mistake in words, naming `component` (a path such as `z` or `origin.x`) where it matters.
  package func message(component: String?) -> String {
    let c = "`\(component ?? "?")`"
    switch self {
    case .invalidSamples:
      return "the samples cannot be validated: pass at least one sample, all of one shape (same components)"
    case .noComponentsFound:
      return "reflection found no Float, Double or CGFloat component (class or pointer storage, a custom "
        + "Mirror?): pass `components:` to the validator"
    case .structureChanged:
      return "updateValue returned a value with other components (names or types) than its input"
    case .unknownPeriodicComponent:
      return "the periodic component \(c) declared in ValidationOptions.periodicComponents is not one Float, "
        + "Double or CGFloat component of the type (see the report's components), or is declared twice"
    case .componentNeverChanges:
      return "component \(c) never changes: it is not stepped in updateValue (forgotten component?)"
    case .valueVelocitySwapped:
      return "value and velocity swapped in the returned tuple: return (value: newValue, velocity: newVelocity)"
    case .explicitEuler:
      return "position updated with the old velocity: explicit Euler? Update the velocity first, then the "
        + "value with the new velocity"
    case .dtIgnored:
      return "dt ignored: the result is a step of a fixed duration whatever dt is passed (hard-coded frame "
        + "duration?)"
    case .velocityPerFrame:
      return "velocity per frame instead of per second: the velocity is multiplied by dt (or the value "
        + "advanced by the velocity without × dt)"
    case .componentsCrossed:
      return "component \(c) gets another component's step (copy-paste?)"
    case .jumpsToTarget:
      return "component \(c) jumps to the target instead of animating"
    case .forceSignFlipped:
      return "the spring force pushes away from the target: displacement taken as target − value?"
    case .targetIgnored:
      return "component \(c) is pulled towards 0 instead of the target: target not passed to the step?"
    case .notShortestArc:
      return "periodic component \(c) goes the long way round: it steps towards the target itself, not along the "
        + "shortest arc (wrap target − value into (−period/2, period/2] before the step)"
    case .undeclaredPeriodicComponent:
      return "component \(c) steps along the shortest arc towards a target moved by a whole period: an angle? "
        + "Declare it in ValidationOptions.periodicComponents"
    case .massIgnored:
      return "mass ignored: the step matches a mass of 1"
    case .dampingIgnored:
      return "damping ignored: the step matches a damping coefficient of 0"
    case .stiffnessScaled:
      return "the step of component \(c) matches a spring with another stiffness: the spring force "
        + "(−stiffness · displacement) is scaled wrong"
    case .dampingScaled:
      return "the step of component \(c) matches a spring with another damping coefficient: the damping force "
        + "(dampingCoefficient · velocity) is scaled wrong"
    case .forceScaled:
      return "the step of component \(c) matches a spring with stiffness and damping scaled by one factor: the "
        + "force or the acceleration is scaled wrong (or divided by another mass)"
    case .dtScaled:
      return "the step of component \(c) matches the engine's step over another frame duration: dt is scaled "
        + "(another time unit, or a factor on dt?)"
    case .valueIntegralScaled:
      return "the value of component \(c) advances by a multiple of newVelocity · dt: the value's integration is "
        + "scaled wrong"
    case .scaledStep:
      return "the step of component \(c) is the engine's step with other constants: a force, the mass or dt is "
        + "scaled wrong"
    case .stepDiffers:
      return "component \(c) differs from the engine's scalar step (SpringStep.semiImplicitEuler) only at "
        + "rounding level (another operation order, or another precision such as Float)"
    case .stepDiffersBeyondRounding:
      return "component \(c) differs from the engine's scalar step (SpringStep.semiImplicitEuler) by more than "
        + "rounding, in no way the kit recognises: a mistake in the step, which a tolerance would hide"
    case .restMoves:
      return "component \(c) moves although it rests on its target with zero velocity: the spring force is "
        + "not zero at the target"
    case .restGainsVelocity:
      return "component \(c) gains velocity although it rests on its target with zero velocity"
    case .notSettled:
      return "component \(c) has not settled at its target by the spring's settlingDuration, where the "
        + "engine's own step has (stops short, settles elsewhere, or too slowly)"
    case .diverges:
      return "component \(c) diverges (ends over 10× its distance from the target, or non-finite) at a spring "
        + "and frame duration where the engine's step is stable"
    case .zeroNotZero:
      return "`zero` is not all zeros: component \(c) is nonzero"
    case .scaledIntegralRoundsUp:
      return "scaledIntegral rounds the wrong way (up) in component \(c): use floor(x · scale) / scale"
    case .scaledIntegralRoundsToNearest:
      return "scaledIntegral rounds the wrong way (to nearest) in component \(c): use floor(x · scale) / scale"
    case .scaledIntegralTruncates:
      return "scaledIntegral rounds the wrong way (toward zero, wrong below 0) in component \(c): use "
        + "floor(x · scale) / scale"
    case .scaledIntegralIgnoresScale:
      return "scaledIntegral ignores the display scale in component \(c) (rounds to whole points): use "
        + "floor(x · scale) / scale with scale = DisplayScale.current"
    case .scaledIntegralComponentNotRounded:
      return "component \(c) is not rounded by scaledIntegral (forgotten component?)"
    case .scaledIntegralDiffers:
      return "scaledIntegral differs from floor(x · scale) / scale in component \(c)"
    case .scaledIntegralNotIdempotent:
      return "scaledIntegral is not idempotent in component \(c): rounding a rounded value changes it"
    case .equalityNotReflexive:
      return "== is not reflexive: a value is not equal to itself (NaN component, or == compares the wrong "
        + "fields?)"
    case .nonFloatFieldChanged:
      return "non-float field \(c) changed by a step: copy it from `value` into the result"
    case .nonFloatFieldFromTarget:
      return "non-float field \(c) is taken from the target by a step: copy it from `value` into the result"
    case .nonFinite:
      return "component \(c) is not finite although every input is finite and the spring is stable "
        + "(division by dt, or by a distance that can be 0?)"
    }
  }
}
