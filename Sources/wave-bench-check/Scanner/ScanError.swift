import WaveOutput

/// A path as given to a scan that it cannot read: missing, not a Swift file or a folder, or a folder it cannot list.
///
/// Its message is one line naming the path (escaped: a path never starts a line of its own).
package struct ScanError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path as given.
  package let path: String
  /// One line, naming the path: `cannot scan Sources/Missing: no such file or folder`.
  package let message: String

  package init(path: String, problem: String) {
    self.path = path
    self.message = "cannot scan \(UserText.escaped(path, limit: .max)): \(problem)"
  }

  package var description: String { message }
}
