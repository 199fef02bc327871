import WaveOutput

/// Where a spring was written in Swift source, when a scan found it (`check --scan`).
package struct SpringOrigin: Sendable, Equatable, Hashable {
  /// The file's path as the scan was given it.
  package let file: String
  /// 1-based line and column (UTF-8 bytes, as the compiler counts them) of the call's start; 0 for a whole file or
  /// folder a scan did not read.
  package let line: Int, column: Int
  /// The API it is written against: `wave`, `swiftui`, `ca` or `uikit` (the scanner's `SourceAPI`), or `unknown`
  /// for a call whose labels fit no API and whose imports do not say.
  package let api: String
  /// The call as written, without its values: `.spring(response:dampingFraction:)`, `Spring.defaultAnimated`.
  package let call: String

  package init(file: String, line: Int, column: Int, api: String, call: String) {
    (self.file, self.line, self.column, self.api, self.call) = (file, line, column, api, call)
  }

  /// `path:line:column`, the compiler's form, or the path alone for a whole file; the path as every output shows
  /// it (``printableFile``).
  package var position: String { printableFile + (line == 0 ? "" : ":\(line):\(column)") }

  /// The path escaped (`UserText`): a name with a line break, an escape sequence or bytes that are not UTF-8 never
  /// starts a line of its own or reaches a terminal raw.
  var printableFile: String { UserText.escaped(file, limit: .max) }

  /// The call escaped (`UserText`).
  var printableCall: String { UserText.escaped(call, limit: .max) }
}

/// A spring call a scan found but could not check.
///
/// An argument that is not a literal, or an API whose numbers are not a spring's (UIKit's `usingSpringWithDamping:`).
/// Listed, never skipped in silence. Source the scan did not read (a path it cannot read, a file or calls over a
/// scan limit) is listed the same way, with ``sourceNotRead``: the scan was incomplete.
package struct UnresolvedSpringCall: Sendable, Equatable, Hashable {
  package let origin: SpringOrigin
  /// Why it is not checked, one line.
  package let reason: String
  /// Whether springs may be missing here: the scan did not read this file, or this part of it (`call` is empty).
  package let sourceNotRead: Bool

  package init(origin: SpringOrigin, reason: String, sourceNotRead: Bool = false) {
    self.origin = origin
    self.reason = reason
    self.sourceNotRead = sourceNotRead
  }

  /// The reason escaped (`UserText`): it may quote source text.
  package var printableReason: String { UserText.escaped(reason, limit: .max) }

  /// One line: `.spring(response:) not checked: …`, or `source not read: …`.
  package var message: String {
    sourceNotRead && origin.call.isEmpty
      ? "source not read: \(printableReason)" : "\(origin.printableCall) not checked: \(printableReason)"
  }
}
