import Foundation
import WaveCore
import XCTest

@testable import WaveBench

final class SettlingResultTests: XCTestCase {
  /// Overdamped, critical, underdamped, and one spring whose step is unstable at 60 Hz (no rubberband:
  /// 4π·0.2/0.05 ≈ 50 ≤ 60; 0.05 s is below the 60 Hz boundary π/60·(√1.04 + 0.2) ≈ 0.064 s).
  let springs = [(3.0, 0.5), (1.0, 0.5), (0.3, 0.5), (0.2, 0.05)].map {
    SpringSpec(dampingRatio: $0.0, response: $0.1)
  }

  func testSteppers_KeepTheExactSolutionAndTheChosenSchedulesInOrder() {
    let schedules: [ScheduleSpec] = [.fps(120), .fps(30), .variableRefresh, .fps(60)]
    XCTAssertEqual(
      SettlingExperiment.steppers(schedules), [.exact] + schedules.map { SettlingStepper.engine($0) })
    XCTAssertEqual(
      SettlingExperiment.steppers(schedules, keeping: SettlingExperiment.focusSchedules),
      [.exact, .engine(.fps(30)), .engine(.fps(60))])
    XCTAssertEqual(SettlingExperiment.steppers([.fps(120)], keeping: SettlingExperiment.tabulatedSchedules), [.exact])
    XCTAssertEqual(SettlingExperiment.steppers([.fps(60)]).map(\.name), ["exact", "60hz"])
  }

  func testMonotoneSamples_CarryTheTextbookSettleTimes() throws {
    let cells = try SettlingExperiment.cells(springs: springs, schedules: [.fps(60)])
    let findings = SettlingFinding.findings(cells: cells, schedules: [.fps(60)])
    var seen = 0
    for finding in findings {
      let sample: (SettlingCell, SettleRun)
      switch finding {
      case .overdamped(let cell, let run): sample = (cell, run)
      case .critical(let cell, let run): sample = (cell, run)
      default: continue
      }
      seen += 1
      let spring = try sample.0.spec.spring
      let book = Textbook(
        stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient), mass: 1, distance: 1)
      let expected = book.monotoneSettleTime(band: Spring.settlingPercentage, upper: sample.1.horizon)
      // Sampled every exactStep: the ratios are within one sample of the textbook's.
      let step = SettlingExperiment.exactStep
      let formula = spring.settlingDuration
      XCTAssertEqual(try XCTUnwrap(sample.1.measuredOverFormula), expected / formula, accuracy: step / formula)
      XCTAssertEqual(
        sample.1.formulaTooEarly, abs(book.position(formula) - 1) > Spring.settlingPercentage, sample.0.spec.label)
    }
    XCTAssertEqual(seen, 2)
  }

  func testEngineFinding_CountsJumpsAndNonConvergingRunsFromAHandRunStep() throws {
    let cells = try SettlingExperiment.cells(springs: springs, schedules: [.fps(60), .fps(120)])
    let engine = SettlingFinding.findings(cells: cells, schedules: [.fps(60), .fps(120)]).compactMap {
      finding -> (ScheduleSpec, Int, Int, Int)? in
      if case .engine(let schedule, _, let jumps, let runs, _, let notConverging) = finding {
        (schedule, jumps, runs, notConverging)
      } else {
        nil
      }
    }
    // Only the focus schedule (60 Hz) has an engine finding.
    XCTAssertEqual(engine.map(\.0), [.fps(60)])
    let (_, jumps, runs, notConverging) = try XCTUnwrap(engine.first)
    XCTAssertEqual(runs, springs.count)
    XCTAssertEqual(notConverging, 1)
    // The semi-implicit Euler step written out (v += a·h, then x += v·h), 0 → 1, to the first frame ≥ the
    // formula's time; a jump is a residual there above the settled band.
    var expectedJumps = 0
    for spec in springs where spec.response != 0.05 {
      let spring = try spec.spring
      let k = Double(spring.stiffness)
      let c = Double(spring.dampingCoefficient)
      let h = 1.0 / 60
      var x = 0.0
      var v = 0.0
      var t = 0.0
      while t < spring.settlingDuration {
        v += (-k * (x - 1) - c * v) * h
        x += v * h
        t += h
      }
      if abs(x - 1) > Spring.settlingPercentage { expectedJumps += 1 }
    }
    // Control: the ζ 3 spring jumps (its exact residual at the formula's time is ~0.1), so the count is not 0 = 0.
    XCTAssertGreaterThan(expectedJumps, 0)
    XCTAssertEqual(jumps, expectedJumps)
  }
}
