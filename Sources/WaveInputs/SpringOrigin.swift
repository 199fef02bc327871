/// Where a spring was written in Swift source, when a scan found it (`check --scan`).
package struct SpringOrigin: Sendable, Equatable, Hashable {
  /// The file's path as the scan was given it.
  package let file: String
  /// 1-based line and column (UTF-8 bytes, as the compiler counts them) of the call's start.
  package let line: Int, column: Int
  /// The API it is written against: `wave`, `swiftui`, `ca` or `uikit` (WaveSourceScan's `SourceAPI`), or `unknown`
  /// for a call whose labels fit no API and whose imports do not say.
  package let api: String
  /// The call as written, without its values: `.spring(response:dampingFraction:)`, `Spring.defaultAnimated`.
  package let call: String

  package init(file: String, line: Int, column: Int, api: String, call: String) {
    (self.file, self.line, self.column, self.api, self.call) = (file, line, column, api, call)
  }

  /// `path:line:column`, the compiler's form.
  package var position: String { "\(file):\(line):\(column)" }
}

/// A spring call a scan found but could not check.
///
/// An argument that is not a literal, or an API whose numbers are not a spring's (UIKit's `usingSpringWithDamping:`).
/// Listed, never skipped in silence.
package struct UnresolvedSpringCall: Sendable, Equatable, Hashable {
  package let origin: SpringOrigin
  /// Why it is not checked, one line.
  package let reason: String

  package init(origin: SpringOrigin, reason: String) {
    self.origin = origin
    self.reason = reason
  }
}
