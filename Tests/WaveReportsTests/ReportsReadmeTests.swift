import XCTest

@testable import WaveBench

/// reports/README.md names, for each file, the command that regenerates it: the most specific entry wins
/// (perf-baseline.json and perf-cgpoint.* are not labelled as plain `wave-bench perf`).
final class ReportsReadmeTests: XCTestCase {
  func row(_ file: String, in readme: String) throws -> String {
    try XCTUnwrap(readme.split(separator: "\n").first { $0.hasPrefix("| [\(file)](\(file))") }.map(String.init), file)
  }

  func testEachFile_NamesTheCommandThatWritesIt() throws {
    let readme = ReportsReadme.render(files: [
      "perf.json", "perf-baseline.json", "perf-cgpoint.json", "perf-cgpoint.md", "integrator-cost.json", "index.html",
      "settling-ratio.svg",
    ])
    XCTAssertTrue(try row("perf.json", in: readme).hasSuffix("| `wave-bench perf --output reports` |"))
    XCTAssertTrue(try row("perf-baseline.json", in: readme).hasSuffix("| `wave-bench gate --update` |"))
    for file in ["perf-cgpoint.json", "perf-cgpoint.md"] {
      XCTAssertTrue(
        try row(file, in: readme).contains("--components 2")
          && row(file, in: readme).contains("--basename perf-cgpoint"))
    }
    XCTAssertTrue(try row("index.html", in: readme).hasSuffix("| `wave-bench` |"))
    XCTAssertTrue(readme.contains("Start with [index.html](index.html)"))
    XCTAssertFalse(ReportsReadme.render(files: ["accuracy.md"]).contains("index.html"))
  }
}
