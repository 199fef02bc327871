import XCTest

@testable import WaveBench
@testable import WaveOutput

/// The gate's JSON verdict, rendered from its rows.
final class GateReportTests: XCTestCase {
  func testOutcomeJSON_SortedKeysAndUnknownBaselinesLeftOut() {
    let rows = [
      GateRow(
        workload: "scalar", metric: "allocations/frame", baseline: 2, now: 3, changePercent: 50, verdict: .regression),
      GateRow(workload: "new", metric: "allocations/frame", baseline: nil, now: 0.5, changePercent: nil, verdict: .new),
    ]
    let outcome = GateOutcome(baselinePath: "b.json", tolerancePercent: 3, rows: rows, updatedBaseline: nil)
    XCTAssertTrue(outcome.failed)
    XCTAssertEqual(
      outcome.json(),
      """
      {
        "baseline": "b.json",
        "machineDifferences": [],
        "rows": [
          {
            "baseline": 2,
            "changePercent": 50,
            "metric": "allocations/frame",
            "now": 3,
            "verdict": "regression",
            "workload": "scalar"
          },
          {
            "metric": "allocations/frame",
            "now": 0.5,
            "verdict": "new",
            "workload": "new"
          }
        ],
        "schemaVersion": 1,
        "tolerancePercent": 3,
        "verdict": "fail"
      }

      """)
  }

  /// JUnit: one test case per row, a failure for the regression with its numbers; the machine's differences as
  /// properties; GitHub: a warning for them, an error per regression, a notice for a new workload, the closing line.
  func testJUnitAndGitHub_OneCasePerRow_TheRegressionFails() throws {
    let rows = [
      GateRow(
        workload: "scalar", metric: "instructions/animator-frame", baseline: 12, now: 14, changePercent: 100.0 / 6,
        verdict: .regression),
      GateRow(workload: "batch", metric: "allocations/frame", baseline: 0, now: 0, changePercent: nil, verdict: .ok),
      GateRow(workload: "new", metric: "allocations/frame", baseline: nil, now: 0.5, changePercent: nil, verdict: .new),
    ]
    var outcome = GateOutcome(baselinePath: "b.json", tolerancePercent: 3, rows: rows, updatedBaseline: nil)
    outcome.machineDifferences = ["cpu: Apple M2 → Test <CPU>"]
    let junit = GateFormat.junit.render(outcome)
    XCTAssertTrue(junit.contains(#"<testsuites name="wave-bench gate" tests="3" failures="1""#), junit)
    XCTAssertEqual(junit.components(separatedBy: "<testcase ").count - 1, 3)
    XCTAssertTrue(
      junit.contains(
        #"<failure message="scalar: instructions/animator-frame 12 → 14 (+16.67 %), beyond the 3 % allowed""#),
      junit)
    XCTAssertTrue(junit.contains(#"value="cpu: Apple M2 → Test &lt;CPU&gt;""#), junit)
    let github = GateFormat.github.render(outcome).split(separator: "\n")
    XCTAssertEqual(github.count, 4, "\(github)")
    XCTAssertTrue(github[0].hasPrefix("::warning title=wave-bench gate::the baseline was counted"))
    XCTAssertEqual(
      github[1],
      "::error title=wave-bench gate::scalar: instructions/animator-frame 12 → 14 (+16.67 %25), beyond the 3 %25 allowed",
      "a workflow command escapes % as %25 (actions/toolkit command.ts)")
    XCTAssertEqual(github[2], "::notice title=wave-bench gate::new: allocations/frame 0.500, not in the baseline")
    XCTAssertTrue(github[3].hasPrefix("gate: FAIL"))
  }
}
