import Foundation
import XCTest

/// Progress goes to standard error when it is a terminal, and only then: `check` run under a pseudo-terminal
/// (util-linux's `script`, which gives the child a terminal for its streams) prints a line per spring there; the
/// same run with standard error a pipe prints none.
final class TerminalProgressTests: XCTestCase {
  func testCheckProgress_OnATerminalOnly() throws {
    let script = "/usr/bin/script"
    try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: script), "util-linux's script is not installed")
    let command = "'\(CommandRunner.executable.path)' check --spring 0.8:0.3 --spring 0.5:0.4 > /dev/null"
    // A process: its standard error is a pseudo-terminal, which util-linux's script gives it.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: script)
    process.arguments = ["-qec", command, "/dev/null"]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    try process.run()
    let terminal = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, terminal)
    XCTAssertTrue(terminal.contains("check 1/2: 0.8/0.3"), terminal)
    XCTAssertTrue(terminal.contains("check 2/2: 0.5/0.4"), terminal)

    let piped = CommandRunner.run(["check", "--spring", "0.8:0.3", "--spring", "0.5:0.4"])
    XCTAssertFalse(piped.stderr.contains("check 1/2"), piped.stderr)
  }
}
