import Foundation
import XCTest

/// The GitHub Actions workflow of docs/gate.md ("In another team's CI") runs options the gate accepts: each
/// `wave-bench gate` line of its YAML block, shell redirection left out, run against a baseline that does not exist,
/// gets past the command line (no usage error, 64) to the gate's own refusal of the missing baseline (exit 2, one
/// `Error:` line), which comes before any measuring.
final class GateWorkflowTests: XCTestCase {
  func testGateWorkflowInTheDocs_RunsOptionsTheGateAccepts() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let doc = try String(contentsOf: root.appendingPathComponent("docs/gate.md"), encoding: .utf8)
    let yaml = try XCTUnwrap(doc.firstMatch(of: /```yaml\n([\s\S]*?)```/)?.1, "docs/gate.md has a yaml block")
    let lines = yaml.split(separator: "\n").compactMap { line -> [String]? in
      guard let run = line.firstMatch(of: /- run: \.build\/release\/wave-bench (gate[^>]*)/)?.1 else { return nil }
      return run.split(separator: " ").map(String.init)
    }
    XCTAssertGreaterThanOrEqual(lines.count, 2, "the workflow runs the gate")
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-baseline-\(UUID().uuidString)")
    for arguments in lines {
      assertRefusal(
        arguments + ["--baseline", missing.path], status: 2,
        "baseline: no baseline at \(missing.path); create one with `wave-bench gate --update`")
    }
  }
}
