import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// The cross-engine page's numbers: the rest stop on hand-made runs, the median, the counterfactual Advance
/// step, and the findings on a small accuracy run.
final class CrossEngineTests: XCTestCase {
  func testRestStop_IsTheFirstFrameOnTheTargetToTheEnd() throws {
    let stop = try XCTUnwrap(
      RestStop(
        times: [0, 1, 2, 3, 4], values: [0, 5, 9, 10, 10], exact: [0, 6, 9.5, 9.75, 9.875], target: 10,
        distance: 10))
    XCTAssertEqual(stop.frame, 3)
    XCTAssertEqual(stop.time, 3)
    XCTAssertEqual(stop.jump, 0.1)  // |9 − 10| / 10
    XCTAssertEqual(stop.exactResidual, 0.025)  // |9.75 − 10| / 10
    // Passing through the target and leaving it is no rest; nor is a run that never reaches it.
    XCTAssertEqual(
      RestStop(times: [0, 1, 2, 3], values: [0, 10, 11, 10], exact: [0, 9, 10, 10], target: 10, distance: 10)?.frame, 3)
    XCTAssertNil(RestStop(times: [0, 1], values: [0, 9], exact: [0, 9], target: 10, distance: 10))
  }

  func testMedian() {
    XCTAssertEqual(CrossEngineExperiment.median([3, 1, 2]), 2)
    XCTAssertEqual(CrossEngineExperiment.median([4, 1, 2, 3]), 2.5)
    XCTAssertNil(CrossEngineExperiment.median([]))
  }

  /// The counterfactual Advance step with k1 moves a free body the whole v·h (the classical RK4 sum).
  func testAdvanceWithK1_MovesAFreeBodyTheWholeStep() {
    var simulation = AdvanceSimulation(target: 0, value: 0, velocity: 1, tension: 0, damping: 0, threshold: 0)
    simulation.includesK1 = true
    simulation.advance(by: 0.008)
    XCTAssertEqual(simulation.value, 0.008)
  }

  /// On two springs at 60 Hz the page compares the engine's step and the eight peers, and names each quirk.
  func testFindings_NameEachPeerQuirk() throws {
    let result = try AccuracyExperiment.run(
      springs: [SpringSpec(dampingRatio: 0.8, response: 0.2), SpringSpec(dampingRatio: 1, response: 0.82)],
      schedules: [.fps(60)], integrators: IntegratorCatalogue.verified)
    let page = result.crossEngine
    XCTAssertEqual(
      page.engines.map(\.name),
      ["euler", "rebound", "react-spring", "advance", "androidx", "motion", "fluid", "interpolating", "ca"])
    XCTAssertEqual(page.rows.count, 2 * 9)
    var quirks: Set<PeerQuirk> = []
    for finding in page.findings {
      switch finding {
      case .quirkCost(_, let quirk, let worst, _):
        quirks.insert(quirk)
        XCTAssertGreaterThan(worst, 0, "\(quirk)")
      case .quirkShift(_, let quirk, _): quirks.insert(quirk)
      case .restStopsEarly(let id, let stopped, let runs, _):
        XCTAssertEqual(id.kind, .peer)
        XCTAssertLessThanOrEqual(stopped, runs)
      }
    }
    XCTAssertEqual(quirks, Set(PeerQuirk.allCases))
  }
}
