import Synchronization

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Standard output could not be written or flushed (a full disk, a closed descriptor, a closed pipe).
package struct OutputError: Error, CustomStringConvertible, Sendable {
  package let description: String
  package init(_ description: String) { self.description = description }
}

/// The one place every command writes its standard output and standard error through.
///
/// Standard output is checked: a failed write or flush throws ``OutputError``, which the executable turns into
/// exit code ``StandardStreams/ioErrorExitCode`` (74, `EX_IOERR`). Standard error never traps
/// (`FileHandle.standardError.write` traps on Linux when the descriptor is closed or the device full): a failed
/// line is remembered (``standardErrorLost``), and the executable exits 74 at the end instead of its verdict.
package enum StandardStreams {
  /// `EX_IOERR` of sysexits.h: the output was lost.
  package static let ioErrorExitCode: Int32 = 74

  /// Makes the streams safe to use: SIGPIPE ignored (a closed pipe is an `EPIPE` write error, exit 74, not a
  /// signal), and a descriptor 0, 1 or 2 that the parent closed is held by `/dev/null` opened read-only, so
  /// that writes to it fail (exit 74) and no file the run opens later takes its number.
  package static func prepare() {
    signal(SIGPIPE, SIG_IGN)
    for descriptor: Int32 in [0, 1, 2] where fcntl(descriptor, F_GETFD) == -1 {
      let placeholder = open("/dev/null", O_RDONLY)
      if placeholder >= 0, placeholder != descriptor {
        _ = dup2(placeholder, descriptor)
        _ = close(placeholder)
      }
    }
  }

  /// Writes `text` to standard output (buffered).
  ///
  /// - Throws: ``OutputError`` when the write fails.
  package static func write(_ text: String) throws(OutputError) {
    var text = text
    let written = text.withUTF8 { bytes in bytes.isEmpty ? 0 : fwrite(bytes.baseAddress, 1, bytes.count, stdout) }
    guard written == text.utf8.count, ferror(stdout) == 0 else { throw failure() }
  }

  /// Flushes standard output.
  ///
  /// - Throws: ``OutputError`` when the flush fails.
  package static func flush() throws(OutputError) {
    guard fflush(stdout) == 0, ferror(stdout) == 0 else { throw failure() }
  }

  /// Writes one line to standard error; a failure is remembered (``standardErrorLost``), never thrown, so that a
  /// command can still report what it was doing.
  package static func note(_ line: String) {
    if fputs(line + "\n", stderr) < 0 || fflush(stderr) != 0 || ferror(stderr) != 0 {
      lostStandardError.store(true, ordering: .relaxed)
    }
  }

  /// Whether standard error is a terminal (a person watching), where progress lines belong.
  package static var standardErrorIsTerminal: Bool { isatty(2) == 1 }

  /// A progress line on standard error when it is a terminal; nothing otherwise (a log keeps only what the run
  /// says).
  package static func progress(_ line: String) {
    if standardErrorIsTerminal { note(line) }
  }

  /// Whether a line of standard error could not be written: the run's words were lost, so it must not end with a
  /// verdict (exit 74).
  package static var standardErrorLost: Bool { lostStandardError.load(ordering: .relaxed) }

  private static let lostStandardError = Atomic<Bool>(false)

  private static func failure() -> OutputError {
    OutputError("cannot write to standard output: \(String(cString: strerror(errno)))")
  }
}
