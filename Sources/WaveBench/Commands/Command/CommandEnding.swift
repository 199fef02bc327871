import WaveOutput

/// How `wave-bench` ends when argument-parser answers instead of a command (help, the version, a usage error): its
/// words printed through ``StandardStreams``, and the exit status, 74 whenever output was lost.
enum CommandEnding {
  /// Prints argument-parser's words for an error and returns the status to exit with.
  ///
  /// - Parameters:
  ///   - status: argument-parser's exit code for the error (0 for help and the version).
  ///   - message: its full message (help text, or `Error: …` with the usage lines).
  ///   - firstLine: its message alone, the part after `Error: ` (the part that may quote what the user typed).
  /// - Returns: `status`, or 74 (``StandardStreams/ioErrorExitCode``) when the help could not reach standard output.
  static func printed(status: Int32, message: String, firstLine: String) -> Int32 {
    guard status != 0 else {
      // --help, --version: the answer is standard output's, and must reach it.
      do {
        if !message.isEmpty { try StandardStreams.write(message + "\n") }
        try StandardStreams.flush()
        return 0
      } catch {
        StandardStreams.note("Error: \(error)")
        return StandardStreams.ioErrorExitCode
      }
    }
    guard !message.isEmpty else { return status }
    // The first line may quote what the user typed: escaped there, so that it stays one line.
    let head = "Error: " + firstLine
    StandardStreams.note(
      message.hasPrefix(head) && UserText.hasControlCharacters(firstLine)
        ? "Error: " + UserText.escaped(firstLine, limit: .max) + message.dropFirst(head.count) : message)
    return status
  }

  /// `status`, or 74 when a line of standard error was lost (``StandardStreams/standardErrorLost``).
  static func finalStatus(_ status: Int32) -> Int32 {
    StandardStreams.standardErrorLost ? StandardStreams.ioErrorExitCode : status
  }
}
