import Foundation
import XCTest

/// README's GitHub Actions step, run as a runner runs a `run:` script (`bash --noprofile --norc -eo pipefail`), in
/// a repository whose source holds a failing spring.
///
/// The runner's cache is taken as restored (`~/.wave-bench/wave-bench-check` is the built tool), so the step's build
/// is not repeated here; `sudo` is a stand-in that records what it was asked and runs nothing.
final class ReadmeCIStepTests: XCTestCase {
  /// The script of the step named `name` in README's YAML block: the lines under its `run: |`, dedented.
  static func runScript(named name: String, in readme: String) throws -> String {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("- name: \(name)") }, "README has the step \(name)")
    let run = try XCTUnwrap(lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" })
    let indent = lines[run].prefix { $0 == " " }.count
    var script: [String] = []
    for line in lines[(run + 1)...] {
      let own = line.prefix { $0 == " " }.count
      guard own > indent, !line.trimmingCharacters(in: .whitespaces).isEmpty else { break }
      script.append(String(line.dropFirst(indent + 2)))
    }
    return script.joined(separator: "\n")
  }

  /// The step fails with check's status (1), and still leaves the JUnit file the next step shows, with the failing
  /// spring in it; the annotations are on standard output; `apt-get update` runs before `apt-get install`.
  func testTheStep_UnderBashE_WithAFailingSpring_AnnotatesAndWritesJUnit() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let script = try Self.runScript(named: "Check the springs in the source", in: readme)
    XCTAssertTrue(script.contains("--junit check.xml"), script)

    let repository = FileManager.default.temporaryDirectory.appendingPathComponent("wave-ci-step-\(UUID())")
    defer { try? FileManager.default.removeItem(at: repository) }
    let home = repository.appendingPathComponent("home")
    let bin = repository.appendingPathComponent("bin")
    for folder in [home.appendingPathComponent(".wave-bench"), bin, repository.appendingPathComponent("Sources")] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let tool = CommandRunner.executable.deletingLastPathComponent().appendingPathComponent("wave-bench-check")
    try FileManager.default.createSymbolicLink(
      at: home.appendingPathComponent(".wave-bench/wave-bench-check"), withDestinationURL: tool)
    let log = repository.appendingPathComponent("sudo.log").path
    try "#!/bin/sh\necho \"$*\" >> '\(log)'\n".write(
      to: bin.appendingPathComponent("sudo"), atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("sudo").path)
    // 1/0.5 snaps 0.755 pt at 30 Hz, over the 0.5 pt limit (CheckScanCommandTests' fixture, CardMotion.swift:8).
    try "import Wave\n\nlet slow = Spring(dampingRatio: 1, response: 0.5)\n".write(
      to: repository.appendingPathComponent("Sources/Card.swift"), atomically: true, encoding: .utf8)

    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home.path
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    let result = try CommandRunner.launch(
      ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], environment: environment,
      executable: "/bin/bash", in: repository.path,
      why: "bash runs README's CI step as a GitHub runner runs it")
    XCTAssertEqual(result.status, 1, result.stderr)
    let annotations = result.stdout.split(separator: "\n").filter {
      $0.hasPrefix("::error file=Sources/Card.swift,line=3,")
    }
    XCTAssertEqual(annotations.count, 1, result.stdout)
    let junit = try String(contentsOf: repository.appendingPathComponent("check.xml"), encoding: .utf8)
    XCTAssertTrue(junit.contains("<testsuite name=\"Sources/Card.swift:3 (1/0.5)\""), junit)
    XCTAssertTrue(junit.contains("<failure message=\"snap at 30hz"), junit)
    let asked = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    XCTAssertEqual(asked.first, "apt-get update")
    XCTAssertTrue(asked.dropFirst().first?.hasPrefix("apt-get install -y libgsl-dev") == true, "\(asked)")
  }
}
