import Foundation

/// The block-based API: `Wave.animate(withSpring:…) { view.animator.center = … }`.
///
/// Inside the `animations` block, assignments to a ``HeadlessView``'s ``HeadlessView/animator`` start (or
/// retarget) one ``SpringAnimator`` per property with the block's spring, mode, delay and gesture velocity.
/// Assignments outside any block run as a non-animated block with `Spring.defaultNonAnimated`, as upstream:
/// the value snaps on the driver's next frame, and the animation ends by time, after that spring's settling
/// duration of 1 s (jtrivedi/Wave a52498e, `ViewAnimator+Implementation.swift:88-93`, `Spring.swift:142-146`).
///
/// Grouped completion, as upstream: `completion(finished, retargeted)` is called once per block, the first
/// time one of its animations finishes (`true, false`) or is retargeted by a later block (`false, true`).
/// Animations of one block share a spring, hence a settling time, so they finish in the same frame unless
/// their delays differ. (`Wave.swift:50-69`, `AnimationController.swift:59-87`.)
@MainActor
public enum Wave {
  /// Runs `animations` with the given spring parameters.
  ///
  /// - Parameters:
  ///   - spring: the spring of every property animation started in the block. A response of 0 forces
  ///     `.nonAnimated`.
  ///   - mode: `.nonAnimated` snaps every property.
  ///   - delay: seconds of the driver's clock before the animations start; ≥ 0.
  ///   - gestureVelocity: points per second, injected into position properties (`center`, `origin`).
  ///   - animations: assignments to `view.animator` properties.
  ///   - completion: see the type's discussion.
  public static func animate(
    withSpring spring: Spring,
    mode: AnimationMode = .animated,
    delay: TimeInterval = 0,
    gestureVelocity: CGPoint? = nil,
    animations: () -> Void,
    completion: ((_ finished: Bool, _ retargeted: Bool) -> Void)? = nil
  ) {
    let settings = AnimationParameters(
      groupID: nextGroupID(),
      spring: spring,
      mode: spring.response == 0 ? .nonAnimated : mode,
      delay: delay,
      gestureVelocity: gestureVelocity)
    groupCompletions[settings.groupID] = completion
    settingsStack.append(settings)
    animations()
    settingsStack.removeLast()
  }

  /// The parameters of the innermost running `animate` block, if any.
  static var currentAnimationParameters: AnimationParameters? { settingsStack.last }

  private static var settingsStack: [AnimationParameters] = []
  private static var groupCompletions: [UInt64: (_ finished: Bool, _ retargeted: Bool) -> Void] = [:]

  /// Group identifiers are sequential rather than random UUIDs (upstream), so that runs are reproducible to
  /// the instruction (the CI gate counts them).
  private static var lastGroupID: UInt64 = 0

  private static func nextGroupID() -> UInt64 {
    lastGroupID += 1
    return lastGroupID
  }

  /// Calls and forgets the completion of group `id`, if it is still pending.
  static func executeHandler(groupID id: UInt64?, finished: Bool, retargeted: Bool) {
    guard let id, let block = groupCompletions.removeValue(forKey: id) else { return }
    block(finished, retargeted)
  }

  /// The number of block completions not yet called (for tests and leak checks).
  package static var pendingCompletionCount: Int { groupCompletions.count }
}

/// The settings of one `Wave.animate` block.
struct AnimationParameters {
  let groupID: UInt64
  let spring: Spring
  let mode: AnimationMode
  let delay: TimeInterval
  let gestureVelocity: CGPoint?
}
