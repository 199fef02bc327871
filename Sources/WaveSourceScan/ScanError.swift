/// A path a scan cannot read: missing, unreadable, or a folder it cannot list.
///
/// Its message is one line naming the path.
package struct ScanError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path as given (or as found under a given folder).
  package let path: String
  /// One line, naming the path: `cannot scan Sources/Missing: no such file or folder`.
  package let message: String

  package init(path: String, problem: String) {
    self.path = path
    self.message = "cannot scan \(path): \(problem)"
  }

  package var description: String { message }
}
