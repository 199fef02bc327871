import Foundation
import XCTest

/// Runs the built `wave-bench` executable as a user would, capturing stdout, stderr and the exit status.
struct CommandRunner {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// The executable next to the test bundle in the build folder (`swift test` builds it with the tests).
  static var executable: URL {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundleDirectory, bundleDirectory.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("wave-bench")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent().appendingPathComponent("wave-bench") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? bundleDirectory.appendingPathComponent("wave-bench")
  }

  /// Runs `wave-bench` with `arguments` and waits for it to exit.
  ///
  /// - Parameters:
  ///   - arguments: the command line after the executable's name.
  ///   - environment: the child's whole environment; nil for this process's.
  ///   - file: the calling test's file; not used.
  ///   - line: the calling test's line; not used.
  /// - Returns: The exit status and everything the child wrote to standard output and standard error.
  /// - Throws: The error of starting the process when the executable cannot be started.
  static func run(
    _ arguments: [String], environment: [String: String]? = nil, file: StaticString = #filePath, line: UInt = #line
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes to the end before waiting, so a large output cannot fill a pipe and block the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// A temporary file with `contents`, removed by the caller's `addTeardownBlock` when given a test case.
  static func temporaryFile(_ contents: String, in testCase: XCTestCase) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-\(UUID().uuidString).txt")
    try contents.write(to: url, atomically: true, encoding: .utf8)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }
}

/// Parses the trajectory CSV: checks the header and returns the three columns.
func parseTrajectoryCSV(_ text: String) -> (header: String, t: [Double], x: [Double], v: [Double]) {
  var lines = text.split(separator: "\n").map(String.init)
  let header = lines.isEmpty ? "" : lines.removeFirst()
  var t: [Double] = []
  var x: [Double] = []
  var v: [Double] = []
  for line in lines {
    let cells = line.split(separator: ",").map { Double($0) ?? .nan }
    t.append(cells[0])
    x.append(cells[1])
    v.append(cells[2])
  }
  return (header, t, x, v)
}
