import Foundation
import XCTest

/// Launches the built `wave-bench` with its standard streams where a test puts them: stdout to `/dev/full` or to a
/// descriptor that cannot be written (a closed stdout as the process sees it), stdin from given bytes.
enum StreamRunner {
  enum Sink { case pipe, full, unwritable }

  struct Result {
    let status: Int32
    /// True when the process ended by a signal (a trap), not by exit.
    let signalled: Bool
    let stdout: String
    let stderr: String
  }

  /// Launches `wave-bench` with `arguments` and its streams where `stdout`, `stderr` and `stdin` say, and waits for
  /// it to exit: the one place the tests start the executable and wait for it.
  ///
  /// - Parameters:
  ///   - arguments: the command line after the executable's name.
  ///   - stdout: where standard output goes.
  ///   - stderr: where standard error goes.
  ///   - stdin: what standard input holds; nil for `/dev/null`.
  ///   - environment: the child's whole environment; nil for this process's.
  ///   - path: the executable; the built one (``CommandRunner/executable``) by default.
  ///   - folder: the child's current folder; nil for this process's.
  ///   - why: what of the process the test looks at, so that every launch says why it is not run in-process
  ///     (``CommandRunner/run(_:input:)``).
  /// - Returns: The exit status, whether a signal ended the run, and what it wrote.
  /// - Throws: The error of starting the process.
  static func run(
    _ arguments: [String], stdout: Sink = .pipe, stderr: Sink = .pipe, stdin: [UInt8]? = nil,
    environment: [String: String]? = nil, executable path: String? = nil, in folder: String? = nil, why: String
  ) throws -> Result {
    let process = Process()
    process.executableURL = path.map { URL(fileURLWithPath: $0) } ?? CommandRunner.executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    let out = Pipe()
    let err = Pipe()
    func handle(_ sink: Sink, _ pipe: Pipe) -> Any {
      switch sink {
      case .pipe: return pipe
      case .full: return FileHandle(forWritingAtPath: "/dev/full")!
      case .unwritable: return FileHandle(forReadingAtPath: "/dev/null")!
      }
    }
    process.standardOutput = handle(stdout, out)
    process.standardError = handle(stderr, err)
    let input = Pipe()
    process.standardInput = stdin == nil ? FileHandle(forReadingAtPath: "/dev/null")! : input
    try process.run()
    if let stdin {
      input.fileHandleForWriting.write(Data(stdin))
      try input.fileHandleForWriting.close()
    }
    // Read both pipes to the end before waiting, so a large output cannot fill a pipe and block the child.
    nonisolated(unsafe) var errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      if stderr == .pipe { errData = err.fileHandleForReading.readDataToEndOfFile() }
      group.leave()
    }
    let outData = stdout == .pipe ? out.fileHandleForReading.readDataToEndOfFile() : Data()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
  }
}
