import XCTest

/// Runs `wave-bench` in-process and compares what a user sees whole, after swift-argument-parser's
/// `AssertExecuteCommand`: the exit status, standard output and standard error.
///
/// Standard error is compared line by line, leaving out only argument-parser's usage lines (`Usage: …` and
/// `  See '…'`), which follow a usage error and are the help texts HelpGoldenTests compares whole.
///
/// - Parameters:
///   - arguments: the command line after `wave-bench`.
///   - status: the exit status expected.
///   - stdout: standard output, whole.
///   - stderr: standard error's lines, whole, without argument-parser's usage lines.
///   - file: the calling test's file, where a failure is reported.
///   - line: the calling test's line.
func assertExecute(
  _ arguments: [String], status: Int32, stdout: String, stderr: [String], file: StaticString = #filePath,
  line: UInt = #line
) {
  let result = CommandRunner.run(arguments)
  let shown = arguments.map { $0.count > 60 ? String($0.prefix(60)) + "…" : $0 }
  XCTAssertEqual(result.status, status, "\(shown): \(result.stderr)", file: file, line: line)
  XCTAssertEqual(result.stdout, stdout, "\(shown)", file: file, line: line)
  let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    .filter { !$0.hasPrefix("Usage: ") && !$0.hasPrefix("  See '") && !$0.isEmpty }
  XCTAssertEqual(lines, stderr, "\(shown)", file: file, line: line)
}

/// ``assertExecute(_:status:stdout:stderr:file:line:)`` of a refusal: nothing on standard output and one line on
/// standard error, `Error: ` and `message`.
///
/// - Parameters:
///   - arguments: the command line after `wave-bench`.
///   - status: the exit status expected: 64 for a usage error (the default), 2 for a file's content.
///   - message: the refusal's line after `Error: `, whole.
///   - file: the calling test's file, where a failure is reported.
///   - line: the calling test's line.
func assertRefusal(
  _ arguments: [String], status: Int32 = 64, _ message: String, file: StaticString = #filePath, line: UInt = #line
) {
  assertExecute(arguments, status: status, stdout: "", stderr: ["Error: " + message], file: file, line: line)
}
