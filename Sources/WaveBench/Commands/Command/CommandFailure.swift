import WaveOutput

/// An error that ends a command with words and an exit status of its own, not argument-parser's (`Error:` and
/// 1, or a usage error with the usage line, 64): a report or springs file the command cannot read, a gate that
/// cannot measure (2), an unknown command (64, with a suggestion instead of the usage line), standard output
/// lost (74).
protocol CommandFailure: Error {
  /// What to print on standard error.
  var note: String { get }
  /// The exit status.
  var exitStatus: Int32 { get }
}

extension CommandFailure {
  /// 2: the command could not do its work (each command's help says so under exit status).
  var exitStatus: Int32 { 2 }
}

/// A ``CommandFailure`` that is nothing but its words and status.
struct CommandStopped: CommandFailure, Sendable, Equatable {
  let note: String
  let exitStatus: Int32

  init(_ note: String, exitStatus: Int32 = 2) {
    self.note = note
    self.exitStatus = exitStatus
  }
}

extension CheckInput.FileError: CommandFailure {
  /// `Error: ` and the message.
  var note: String { "Error: \(message)" }
}

extension OutputError: CommandFailure {
  /// `Error: ` and what failed.
  var note: String { "Error: \(description)" }
  /// ``StandardStreams/ioErrorExitCode`` (74).
  var exitStatus: Int32 { StandardStreams.ioErrorExitCode }
}
