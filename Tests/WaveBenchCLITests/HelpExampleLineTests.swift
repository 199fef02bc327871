import Foundation
import XCTest

/// The help's examples can be copied as they are, although help text is rewrapped at 80 columns: each example
/// line is a whole command or a continuation after a backslash.
final class HelpExampleLineTests: XCTestCase {
  func testExamples_AreWholeCommandsOrBackslashContinuations() throws {
    for command in ["trajectory", "animate", "perf", "spring", "check"] {
      let help = CommandRunner.run([command, "--help"]).stdout
      let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let start = lines.firstIndex(where: { $0.hasPrefix("Example") }) else { continue }
      var previous = lines[start]
      for line in lines[(start + 1)...] {
        if line.isEmpty || line.hasPrefix("USAGE") { break }
        let continuation = previous.hasSuffix("\\")
        XCTAssertTrue(
          line.hasPrefix("  wave-bench ") || (continuation && line.hasPrefix("    --")),
          "\(command): a broken example line: '\(line)'")
        previous = line
      }
    }
  }
}
