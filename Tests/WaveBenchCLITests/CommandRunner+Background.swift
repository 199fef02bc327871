import Foundation
import WaveOutput
import XCTest

extension CommandRunner {
  /// Launches the executable in `folder` (its current folder), so that a run that wrongly writes into the
  /// current folder (the old `--output ''`, `--markdown -`) writes there and not into the package.
  ///
  /// - Parameters:
  ///   - arguments: the command line after the executable's name.
  ///   - folder: the run's current folder.
  ///   - why: what of the process the test looks at.
  /// - Returns: The exit status and what the run wrote to standard output and standard error.
  /// - Throws: The error of starting the process, or of reading what it wrote.
  static func launch(_ arguments: [String], in folder: String, why: String) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let out = URL(fileURLWithPath: folder + "/.stdout")
    let err = URL(fileURLWithPath: folder + "/.stderr")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    defer { for url in [out, err] { try? FileManager.default.removeItem(at: url) } }
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
  }

  /// A new empty folder under the temporary folder, removed after the test.
  static func temporaryFolder(in testCase: XCTestCase) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  /// Every file of a folder (one level) by name.
  static func contents(of folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      result[name] = FileManager.default.contents(atPath: folder + "/" + name) ?? Data()
    }
    return result
  }

  /// Copies `source`'s files into a fresh `destination`.
  static func copyFolder(_ source: String, to destination: String) throws {
    try? FileManager.default.removeItem(atPath: destination)
    try FileManager.default.copyItem(atPath: source, toPath: destination)
  }

  /// The error line of an argument-parser or InputError failure (`Error: …`), and how many such lines.
  static func errorLines(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Error:") }
  }
}
