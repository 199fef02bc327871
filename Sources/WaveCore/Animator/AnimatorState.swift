/// The execution state of an animator.
public enum AnimatorState: Equatable, Sendable {
  /// Not started, or reset after it ended (the driver resets ended animators at the end of their frame).
  case inactive
  /// Being stepped every frame.
  case running
  /// Finished or stopped; becomes `.inactive` when the driver unschedules it.
  case ended
}

/// Whether changes animate or snap.
public enum AnimationMode: Equatable, Sendable {
  /// Values move with the spring.
  case animated
  /// Values snap to their target on the next update.
  case nonAnimated
}

/// A checked-path error of ``SpringAnimator``.
package enum AnimatorError: Error, Equatable, CustomStringConvertible, Sendable {
  case missingValue
  case missingTarget
  case invalidDelay(Double)

  package var description: String {
    switch self {
    case .missingValue: return "the animator has no value: set `value` before starting"
    case .missingTarget: return "the animator has no target: set `target` before starting"
    case .invalidDelay(let d): return "delay must be a finite number ≥ 0 (got \(d))"
    }
  }
}
