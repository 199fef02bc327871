/// A spring call a scan found but could not turn into numbers, with the reason: listed, never skipped.
///
/// Reasons: a spring-defining argument or property that is not a literal (`response is not a literal (`r * 2`)`);
/// UIKit's `usingSpringWithDamping:` and `UIViewPropertyAnimator(duration:dampingRatio:…)`, whose duration is not a
/// response; a `CASpringAnimation` whose properties are set where they are not followed, or whose `duration` is set
/// to anything but its `settlingDuration`; labels that fit no known form.
///
/// A part of the source the scan did not read is listed the same way, with ``sourceNotRead`` set: a file or folder
/// that cannot be read (permission, a path too long, a dangling or looping link), a file over a ``ScanLimits`` limit,
/// the calls past the scan's limit, the rest of a file nested deeper than the parser follows.
struct UnresolvedSpring: Sendable, Equatable, Hashable {
  /// The start of the call or member expression.
  let position: SourcePosition
  /// Nil when neither the labels nor the file's imports tell which API the call is written against.
  let api: SourceAPI?
  /// The callee as written and the labels written, as in `SourceSpring.call`.
  let call: String
  /// One line, naming the argument when one is at fault.
  let reason: String
  /// Whether this is source the scan did not read, so that springs may be missing from it.
  ///
  /// The scan is then incomplete. Its position's line and column are 0 when the whole file (or folder) was not read.
  let sourceNotRead: Bool

  init(position: SourcePosition, api: SourceAPI?, call: String, reason: String, sourceNotRead: Bool = false) {
    self.position = position
    self.api = api
    self.call = call
    self.reason = reason
    self.sourceNotRead = sourceNotRead
  }

  /// A file or folder, or the rest of a file from `line` and `column`, that the scan did not read.
  static func notRead(_ path: String, line: Int = 0, column: Int = 0, reason: String) -> UnresolvedSpring {
    UnresolvedSpring(
      position: SourcePosition(file: path, line: line, column: column), api: nil, call: "", reason: reason,
      sourceNotRead: true)
  }
}
