import Foundation
import XCTest

/// Runs `wave-bench` with its standard streams where a test puts them: stdout to `/dev/full` or to a
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

  static func run(_ arguments: [String], stdout: Sink = .pipe, stderr: Sink = .pipe, stdin: [UInt8]? = nil) throws
    -> Result
  {
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = arguments
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
