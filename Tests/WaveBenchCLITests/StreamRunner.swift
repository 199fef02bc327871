import Foundation
import XCTest

/// Runs `wave-bench` with its standard streams where a test puts them: stdout to `/dev/full` or to a
/// descriptor that cannot be written (a closed stdout as the process sees it), stdin from given bytes.
///
/// With GNU time at ``timeCommand`` (Debian's `time`, which scripts/ensure-deps.sh installs), the run goes through it,
/// so that its own peak memory and CPU time are known: the kernel's counts for the process, which GNU time reads as
/// the parent of a small process. (A test process's own child would inherit the test's high-water mark at exec.)
enum StreamRunner {
  enum Sink { case pipe, full, unwritable }

  struct Result {
    let status: Int32
    /// True when the process ended by a signal (a trap), not by exit.
    let signalled: Bool
    let stdout: String
    let stderr: String
    /// The run's peak resident memory, bytes, and its user + system CPU time, s; nil without GNU time.
    let usage: (peakResidentBytes: Int, cpuSeconds: Double)?
  }

  static let timeCommand = "/usr/bin/time"

  static func run(_ arguments: [String], stdout: Sink = .pipe, stderr: Sink = .pipe, stdin: [UInt8]? = nil) throws
    -> Result
  {
    let process = Process()
    let measured = FileManager.default.isExecutableFile(atPath: timeCommand)
    let usageFile = FileManager.default.temporaryDirectory.appendingPathComponent("wave-usage-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: usageFile) }
    if measured {
      process.executableURL = URL(fileURLWithPath: timeCommand)
      process.arguments = ["-f", "%M %U %S", "-o", usageFile.path, CommandRunner.executable.path] + arguments
    } else {
      process.executableURL = CommandRunner.executable
      process.arguments = arguments
    }
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
    var status = process.terminationStatus
    var signalled = process.terminationReason == .uncaughtSignal
    var usage: (Int, Double)?
    if measured {
      // GNU time's file: "Command terminated by signal N" or "Command exited with non-zero status N" first, when
      // so, then "maxRSS-KB user-s system-s".
      let lines = ((try? String(contentsOf: usageFile, encoding: .utf8)) ?? "").split(separator: "\n")
      if let line = lines.first(where: { $0.hasPrefix("Command terminated by signal ") }),
        let number = Int32(line.split(separator: " ").last ?? "")
      {
        signalled = true
        status = number
      }
      let fields = lines.last?.split(separator: " ").compactMap { Double($0) } ?? []
      if fields.count == 3 { usage = (Int(fields[0]) * 1024, fields[1] + fields[2]) }
    }
    return Result(
      status: status, signalled: signalled,
      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self), usage: usage)
  }
}
