import WaveOutput

/// A path as given to a scan that it cannot read: missing, not a Swift file or a folder, or a folder it cannot list.
///
/// Its message is one line naming the path (escaped: a path never starts a line of its own).
struct ScanError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path as given.
  let path: String
  /// One line, naming the path: `cannot scan Sources/Missing: no such file or folder`.
  let message: String

  init(path: String, problem: String) {
    self.path = path
    self.message = "cannot scan \(UserText.escaped(path, limit: .max)): \(problem)"
  }

  var description: String { message }
}
