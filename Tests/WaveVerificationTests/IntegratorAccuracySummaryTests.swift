import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// An integrator whose every run ended with the same status is summarised by that status once, instead of
/// run by run.
final class IntegratorAccuracySummaryTests: XCTestCase {
  func row(_ status: RunStatus, _ schedule: ScheduleSpec) -> AccuracyRow {
    AccuracyRow(
      spring: SpringSpec(dampingRatio: 0.8, response: 0.2), schedule: schedule,
      integrator: IntegratorID(GSLIntegrator(step: .rk1imp)), status: status, frames: 1, horizon: 0, maxError: nil,
      rmsError: nil, overshoot: nil, peakTime: nil, exactOvershoot: 0, exactPeakTime: nil, timeLeadFrames: nil,
      snapPer1000: nil, spectralRadius: nil, effectiveDampingRatio: nil, effectiveResponse: nil)
  }

  func testEveryRunFailed_IsOneStatus() {
    let id = IntegratorID(GSLIntegrator(step: .rk1imp))
    let rows = [row(.failed("a"), .fps(60)), row(.failed("b"), .fps(30))]
    let summary = IntegratorAccuracy(id, rows: rows)
    XCTAssertEqual(summary.runs, 2)
    XCTAssertEqual(summary.everyRunEnded, .failed("a"))
    let mixed = IntegratorAccuracy(id, rows: [row(.failed("a"), .fps(60)), row(.ok, .fps(30))])
    XCTAssertNil(mixed.everyRunEnded)
  }
}
