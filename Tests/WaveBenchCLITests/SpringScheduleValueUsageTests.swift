import Foundation
import XCTest

/// A bad `--spring` or `--schedule` value is a usage error: exit 64 with the usage line, like every other
/// usage error, and `--schedule 0hz` is named as a rate.
final class SpringScheduleValueUsageTests: XCTestCase {
  func testBadSpringOrScheduleValue_Exits64WithTheUsageLine() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-usage-\(UUID())").path
    for (arguments, mention) in [
      (["accuracy", "--spring", "0.7:abc"], "--spring"), (["accuracy", "--schedule", "60hz,75fps"], "--schedule"),
      (["stability", "--spring=-1:0.4"], "--spring"), (["accuracy", "--schedule", "0hz"], "0hz"),
    ] {
      let result = CommandRunner.run(arguments + ["--output", output])
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains(mention), "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("Usage: wave-bench"), "\(arguments): \(result.stderr)")
      if mention == "0hz" { XCTAssertTrue(result.stderr.contains("the rate must be"), result.stderr) }
      XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
  }
}
