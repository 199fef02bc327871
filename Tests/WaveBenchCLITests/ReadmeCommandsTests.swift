import Foundation
import XCTest

/// README's commands run as shown: every `sh` block of README.md (the quick start's aside, which builds and tests,
/// and CI's YAML are run by `.ci/run` itself) runs in a scratch folder with the built `wave-bench` and
/// `wave-bench-check` first on the `PATH` (`swift run wave-bench-check` runs the one built), and each of their commands
/// ends with a verdict (0: every spring passes, 1: one fails), never with a refusal or an error.
final class ReadmeCommandsTests: XCTestCase {
  func testEveryReadmeCommand_RunsAsShown() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = Self.shellBlocks(readme).filter { !$0.contains("scripts/run.sh") && !$0.contains("scripts/test.sh") }
    XCTAssertGreaterThanOrEqual(blocks.count, 3, "README's check section has its sh blocks")
    let commands = blocks.joined(separator: "\n").split(separator: "\n").filter { $0.hasPrefix("wave-bench ") }
    XCTAssertGreaterThanOrEqual(commands.count, 5)

    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wave-readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    try FileManager.default.createSymbolicLink(
      at: scratch.appendingPathComponent("Fixtures"), withDestinationURL: root.appendingPathComponent("Fixtures"))
    // Each wave-bench call must end 0 or 1; anything else stops the block with its status and the command.
    let guardFunction = """
      wave-bench() { command wave-bench "$@"; s=$?; if [ $s -gt 1 ]; then echo "exit $s: wave-bench $*" >&2; exit 3; fi; }
      wave-bench-check() { command wave-bench-check "$@"; s=$?; if [ $s -gt 1 ]; then echo "exit $s: $*" >&2; exit 3; fi; }
      """
    let binFolder = CommandRunner.executable.deletingLastPathComponent().path
    // `swift build` lines build what `swift test` built already (both executables, in its build folder), and
    // `swift run` runs it.
    let runs = blocks.map {
      $0.split(separator: "\n").filter { !$0.hasPrefix("swift build ") }
        .map { $0.replacingOccurrences(of: "swift run wave-bench-check ", with: "wave-bench-check ") }
        .joined(separator: "\n")
    }
    for block in runs {
      // A process: bash runs the README's commands as a reader pastes them.
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", guardFunction + "\n" + block]
      process.currentDirectoryURL = scratch
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = binFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
      process.environment = environment
      let err = Pipe()
      process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
      process.standardError = err
      try process.run()
      let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0, "README block:\n\(block)\n\(stderr)")
    }
  }

  /// The contents of every fenced block opened with ```sh.
  static func shellBlocks(_ markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```sh" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }
}
