import WaveOutput
import WaveReports
import XCTest

@testable import WavePerf

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
}
