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

/// The one place every command reads standard input and writes its standard output and standard error through.
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
    let output = streams.output
    let written = text.withUTF8 { bytes in bytes.isEmpty ? 0 : fwrite(bytes.baseAddress, 1, bytes.count, output) }
    guard written == text.utf8.count, ferror(output) == 0 else { throw failure() }
  }

  /// Flushes standard output.
  ///
  /// - Throws: ``OutputError`` when the flush fails.
  package static func flush() throws(OutputError) {
    let output = streams.output
    guard fflush(output) == 0, ferror(output) == 0 else { throw failure() }
  }

  /// Writes one line to standard error; a failure is remembered (``standardErrorLost``), never thrown, so that a
  /// command can still report what it was doing.
  package static func note(_ line: String) {
    let error = streams.error
    if fputs(line + "\n", error) < 0 || fflush(error) != 0 || ferror(error) != 0 {
      lostStandardError.store(true, ordering: .relaxed)
    }
  }

  /// Whether standard error is a terminal (a person watching), where progress lines belong.
  static var standardErrorIsTerminal: Bool { !streams.isCapture && isatty(2) == 1 }

  /// Standard input, as a C stream: the process's, or a capture's (``capturing(input:output:error:_:)``).
  package static var input: UnsafeMutablePointer<FILE> { streams.input }

  /// A progress line on standard error when it is a terminal; nothing otherwise (a log keeps only what the run
  /// says).
  package static func progress(_ line: String) {
    if standardErrorIsTerminal { note(line) }
  }

  /// Whether a line of standard error could not be written: the run's words were lost, so it must not end with a
  /// verdict (exit 74).
  package static var standardErrorLost: Bool { lostStandardError.load(ordering: .relaxed) }

  private static let lostStandardError = Atomic<Bool>(false)

  /// The three streams a command reads and writes.
  private struct Streams {
    var input: UnsafeMutablePointer<FILE>
    var output: UnsafeMutablePointer<FILE>
    var error: UnsafeMutablePointer<FILE>
    /// Whether these are a capture's temporary files, not the process's descriptors 0, 1 and 2.
    var isCapture: Bool

    static var process: Streams { Streams(input: stdin, output: stdout, error: stderr, isCapture: false) }
  }

  /// The streams in use: the process's, or, during ``capturing(input:output:error:_:)``, its files.
  ///
  /// Changed only there, under
  /// ``captureLock``, before the captured body starts and after it returns (a thread the body started has
  /// ended or is not writing by then: a command joins its workers before it returns).
  nonisolated(unsafe) private static var streams = Streams.process
  private static let captureLock = Mutex<Void>(())

  /// What a captured run wrote.
  struct Captured<Value> {
    /// What the body returned.
    var value: Value
    /// Everything written to standard output, as UTF-8 (invalid bytes replaced).
    var output: String
    /// Everything written to standard error, as UTF-8 (invalid bytes replaced).
    var error: String
  }

  /// Where a captured run's standard output or standard error goes.
  package enum Sink: Sendable {
    /// A temporary file, read back when the run returns.
    case captured
    /// `/dev/null`: written and forgotten.
    case discarded
    /// `/dev/full`: every flush fails with `ENOSPC`.
    case full
    /// A descriptor open for reading only, as a closed stream that the parent replaced: every write fails.
    case unwritable

    fileprivate func open() -> UnsafeMutablePointer<FILE>? {
      switch self {
      case .captured: tmpfile()
      case .discarded: fopen("/dev/null", "w")
      case .full: fopen("/dev/full", "w")
      case .unwritable: fopen("/dev/null", "r")
      }
    }
  }

  /// Runs `body` in this process with standard input reading `input` and standard output and error going to
  /// `output` and `error` (temporary files by default), and returns what it wrote: a command run as the
  /// executable runs it, without a process.
  ///
  /// One capture runs at a time (a second waits for the first); the process's own streams are not touched, and
  /// ``standardErrorLost`` starts false and is restored afterwards. Standard error is not a terminal meanwhile.
  ///
  /// - Parameters:
  ///   - input: the bytes standard input holds, then its end.
  ///   - output: where standard output goes.
  ///   - error: where standard error goes.
  ///   - body: the run; it must not return while a thread it started still writes.
  /// - Returns: `body`'s value and the text of both streams (empty for a stream not ``Sink/captured``).
  static func capturing<Value>(
    input: String = "", output: Sink = .captured, error: Sink = .captured, _ body: () -> Value
  ) -> Captured<Value> {
    captureLock.withLock { _ in
      guard let inputFile = tmpfile(), let outputFile = output.open(), let errorFile = error.open() else {
        preconditionFailure("cannot open a stream for a captured run: \(String(cString: strerror(errno)))")
      }
      defer { for file in [inputFile, outputFile, errorFile] { fclose(file) } }
      var bytes = Array(input.utf8)
      fwrite(&bytes, 1, bytes.count, inputFile)
      rewind(inputFile)
      let lostBefore = lostStandardError.exchange(false, ordering: .relaxed)
      streams = Streams(input: inputFile, output: outputFile, error: errorFile, isCapture: true)
      let value = body()
      streams = .process
      lostStandardError.store(lostBefore, ordering: .relaxed)
      return Captured(
        value: value, output: output == .captured ? contents(of: outputFile) : "",
        error: error == .captured ? contents(of: errorFile) : "")
    }
  }

  /// The whole of a temporary file, from its start.
  private static func contents(of file: UnsafeMutablePointer<FILE>) -> String {
    fflush(file)
    rewind(file)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      bytes += chunk[..<count]
      if count < chunk.count { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func failure() -> OutputError {
    OutputError("cannot write to standard output: \(String(cString: strerror(errno)))")
  }
}
