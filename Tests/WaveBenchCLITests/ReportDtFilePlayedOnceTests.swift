import Foundation
import XCTest

/// `--dt-file` means one thing everywhere: the file played once, as `trajectory` plays it.
///
/// A report whose runs are longer than the file refuses it with a usage error unless `--repeat-dt-file` asks for a
/// loop, so that the last frame of the file is never read as the animator's end.
final class ReportDtFilePlayedOnceTests: XCTestCase {
  func testFileShorterThanTheRuns_IsUsageErrorUnlessRepeated() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-dt-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: base) }
    try "0.016\n0.017\n0.016\n0.050\n".write(toFile: base + "/four.txt", atomically: true, encoding: .utf8)
    let arguments = ["accuracy", "--spring", "0.8:0.3", "--dt-file", base + "/four.txt"]
    // The file's four frames add to 0.099 s; 0.55 s is 0.8/0.3's settling duration, the run the report steps (the
    // engine's formula, as README's check table prints it).
    assertRefusal(
      arguments + ["--output", base + "/once"],
      "--dt-file four.txt lasts 0.099 s; the accuracy report steps up to 0.55 s: give a longer file, or "
        + "--repeat-dt-file to play it in a loop")
    let once = CommandRunner.run(arguments + ["--output", base + "/once"])
    XCTAssertTrue(once.stderr.contains("Usage: wave-bench"), "the usage line, as for a bad --spring: \(once.stderr)")
    XCTAssertFalse(FileManager.default.fileExists(atPath: base + "/once"))
    let looped = CommandRunner.run(arguments + ["--repeat-dt-file", "--output", base + "/loop"])
    XCTAssertEqual(looped.status, 0, looped.stderr)
    let markdown = try String(contentsOfFile: base + "/loop/accuracy.md", encoding: .utf8)
    XCTAssertTrue(markdown.contains("--dt-file four.txt --repeat-dt-file"), "the Regenerate line")
  }
}
