import Foundation
import XCTest

/// README's commands run as shown, and print what README shows.
///
/// Every `sh` block of README.md (the quick start's aside, which builds and tests, and CI's YAML are run by
/// `.ci/run` itself) runs in a scratch folder with the built `wave-bench` and
/// `wave-bench-check` first on the `PATH` (`swift run wave-bench-check` runs the one built), and each of their commands
/// ends with a verdict (0: every spring passes, 1: one fails), never with a refusal or an error. Each example output
/// README shows right after a block is what the block prints, compared whole (`…` lines stand for lines left out); on
/// a mismatch the failure prints the whole output to paste.
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
    var outputs: [String] = []
    for block in runs {
      // A process: bash runs the README's commands as a reader pastes them.
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", guardFunction + "\n" + block]
      process.currentDirectoryURL = scratch
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = binFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
      process.environment = environment
      // Standard error goes to a file, so that it cannot fill a pipe while standard output is read.
      let errorFile = scratch.appendingPathComponent("stderr.txt")
      _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
      let out = Pipe()
      process.standardOutput = out
      process.standardError = try FileHandle(forWritingTo: errorFile)
      try process.run()
      let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
      XCTAssertEqual(process.terminationStatus, 0, "README block:\n\(block)\n\(stderr)")
      outputs.append(stdout)
    }
    // Each example output README shows (a ```text block right after a ```sh block) is what that block prints, whole:
    // a line `…` stands for lines left out, every other line must be there as shown.
    let shown = Self.examples(readme)
    XCTAssertGreaterThanOrEqual(shown.count, 2, "README shows check's output and the scan's")
    for (block, expected) in shown {
      guard let index = blocks.firstIndex(of: block) else { continue }
      let printed = outputs[index]
      XCTAssertNil(
        Self.firstMismatch(pattern: expected, output: printed),
        "README's output of\n\(block)\nis not what it prints:\n\(printed)")
    }
  }

  /// The ```text blocks that come right after a ```sh block (no other block between), each with that block.
  static func examples(_ markdown: String) -> [(block: String, output: String)] {
    var fenced: [(kind: Substring, text: String)] = []
    var current: (kind: Substring, lines: [Substring])?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.hasPrefix("```"), line.count > 3 {
        current = (line.dropFirst(3), [])
      } else if let open = current, line == "```" {
        fenced.append((open.kind, open.lines.joined(separator: "\n")))
        current = nil
      } else {
        current?.lines.append(line)
      }
    }
    return zip(fenced, fenced.dropFirst()).compactMap { first, next in
      first.kind == "sh" && next.kind == "text" ? (first.text, next.text) : nil
    }
  }

  /// The first line of `pattern` that `output` does not match, nil when it matches whole: a pattern line `…` (alone,
  /// indented or not) matches any run of lines, even none; every other line matches itself only.
  static func firstMismatch(pattern: String, output: String) -> String? {
    let p = pattern.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var o = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if o.last == "" { o.removeLast() }
    // matches[i][j]: pattern lines i... match output lines j...
    var matches = Array(repeating: Array(repeating: false, count: o.count + 1), count: p.count + 1)
    matches[p.count][o.count] = true
    var deepest = p.count
    for i in stride(from: p.count - 1, through: 0, by: -1) {
      let elision = p[i].trimmingCharacters(in: .whitespaces) == "…"
      for j in stride(from: o.count, through: 0, by: -1) {
        if elision {
          matches[i][j] = matches[i + 1][j] || (j < o.count && matches[i][j + 1])
        } else {
          matches[i][j] = j < o.count && o[j] == p[i] && matches[i + 1][j + 1]
        }
      }
      if matches[i].contains(true) { deepest = i }
    }
    if matches[0][0] { return nil }
    return deepest > 0 ? p[deepest - 1] : p.first ?? ""
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
