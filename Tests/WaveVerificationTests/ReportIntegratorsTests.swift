import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// The integrators a report runs: none whose every run fails, and those left out named with their reason.
final class ReportIntegratorsTests: XCTestCase {
  /// `gsl-rk1imp` at the reference tolerance cannot finish a frame within a report run's bound: the reports leave it
  /// out and say why; `trajectory` still runs it.
  func testImplicitEulerOfGSL_IsLeftOutOfTheReportsWithItsReason() throws {
    XCTAssertFalse(IntegratorCatalogue.verified.contains { $0.name == "gsl-rk1imp" })
    XCTAssertNotNil(IntegratorCatalogue.named("gsl-rk1imp"))
    let leftOut = IntegratorCatalogue.leftOutOfReports
    XCTAssertEqual(leftOut.map(\.name), ["gsl-rk1imp"])
    XCTAssertTrue(leftOut.first?.reason.contains("\(BoundedGSLIntegrator.maxStepsPerFrame)") ?? false)
  }

  /// The reports' integrators on two springs at 60 and 30 Hz, sharing a report's step budget: no integrator fails every
  /// run, and the result carries what was left out.
  func testReportIntegrators_NoneFailsEveryRun() throws {
    let integrators = IntegratorCatalogue.verified(budget: StepBudget(steps: InputLimits.maximumReportAdaptiveSteps))
    let result = try AccuracyExperiment.run(
      springs: [SpringSpec(dampingRatio: 0.8, response: 0.3), SpringSpec(dampingRatio: 0.5, response: 0.4)],
      schedules: [.fps(60), .fps(30)], integrators: integrators, costs: nil)
    for summary in result.summaries {
      if case .failed(let message) = summary.everyRunEnded {
        XCTFail("\(summary.integrator.name): every run failed (\(message))")
      }
    }
    XCTAssertEqual(result.leftOut.map(\.name), ["gsl-rk1imp"])
  }
}
