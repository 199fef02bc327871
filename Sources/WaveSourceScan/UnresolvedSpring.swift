/// A spring call a scan found but could not turn into numbers, with the reason: listed, never skipped.
///
/// Reasons: a spring-defining argument or property that is not a literal (`response is not a literal (`r * 2`)`);
/// UIKit's `usingSpringWithDamping:` and `UIViewPropertyAnimator(duration:dampingRatio:…)`, whose duration is not a
/// response; a `CASpringAnimation` whose properties are set where they are not followed, or whose `duration` is set
/// to anything but its `settlingDuration`; labels that fit no known form.
package struct UnresolvedSpring: Sendable, Equatable, Hashable {
  /// The start of the call or member expression.
  package let position: SourcePosition
  /// Nil when neither the labels nor the file's imports tell which API the call is written against.
  package let api: SourceAPI?
  /// The callee as written and the labels written, as in `SourceSpring.call`.
  package let call: String
  /// One line, naming the argument when one is at fault.
  package let reason: String

  package init(position: SourcePosition, api: SourceAPI?, call: String, reason: String) {
    self.position = position
    self.api = api
    self.call = call
    self.reason = reason
  }
}
