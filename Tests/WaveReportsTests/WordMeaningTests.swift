import Foundation
import WaveCore
import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// One meaning per word across the reports.
///
/// ρ (`spectralRadius`) is the step's spectral radius at the schedule's
/// typical (median) frame; the largest over a run's frames is `largestSpectralRadius` ("largest ρ"); ζ and response of
/// the continuous spring the step reproduces at a rate are the step's (`stepDampingRatio`, `stepResponse`, "step's ζ"),
/// and c/(2√(k·m)) is the equation's (`equationDampingRatio`, "equation's ζ"). Each value is recomputed here from the
/// step matrix's trace and determinant, written out; "effective ζ", which meant both, appears in no report.
final class WordMeaningTests: XCTestCase {
  /// The step's eigenvalues from tr = 2 − k·h²/m − c·h/m and det = 1 − c·h/m.
  func radius(_ spring: Spring, dt: Double) -> Double {
    let (k, c, m) = (Double(spring.stiffness), Double(spring.dampingCoefficient), Double(spring.mass))
    let half = (2 - k * dt * dt / m - c * dt / m) / 2
    let det = 1 - c * dt / m
    return half * half >= det ? abs(half) + (half * half - det).squareRoot() : det.squareRoot()
  }

  func object(_ text: String) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  func testAccuracy_LargestRadiusIsTheLargestOverTheFrames() throws {
    let spec = SpringSpec(dampingRatio: 0.8, response: 0.3)
    let bundle = try RenderedReports.accuracy(
      springs: [spec], schedules: [.fps(60), ScheduleSpec.hitch], integrators: [EulerIntegrator()])
    let json = try object(try XCTUnwrap(bundle.files.first { $0.name == "accuracy.json" }).contents)
    let rows = try XCTUnwrap(json["rows"] as? [[String: Any]])
    XCTAssertEqual(rows.count, 2)
    for row in rows {
      XCTAssertNil(row["spectralRadius"])
      let schedule = try XCTUnwrap(ScheduleSpec.named(try XCTUnwrap(row["schedule"] as? String)))
      let spring = try spec.spring
      let largest = Set(AccuracyExperiment.lifetime(spring, on: schedule).steps).map { radius(spring, dt: $0) }.max()!
      // ρ of order 1 by a short formula (a 2×2 matrix's eigenvalues) recomputed here: Tolerance.roundingRelative.
      XCTAssertEqual(
        try XCTUnwrap(row["largestSpectralRadius"] as? Double), largest, accuracy: Tolerance.roundingRelative)
    }
    for file in bundle.files where file.name.hasSuffix(".md") {
      XCTAssertFalse(file.contents.contains("effective ζ"), file.name)
      XCTAssertTrue(file.contents.contains("largest ρ"), file.name)
    }
  }

  func testCheck_RadiusIsTheTypicalFrames_AndStepValuesAreTheSteps() throws {
    let spec = SpringSpec(dampingRatio: 0.8, response: 0.3)
    let options = CheckSetup(springs: [spec], schedules: [ScheduleSpec.hitch], travel: 1000, rules: [])
    let json = try object(CheckJSON.render(try CheckExperiment.run(options)))
    let run = try XCTUnwrap(((json["springs"] as? [[String: Any]])?.first?["runs"] as? [[String: Any]])?.first)
    let spring = try spec.spring
    let median = ScheduleSpec.hitch.medianDuration
    // ρ, ζ and the response (all of order 1) by short formulas recomputed here or read from the same EulerStepMatrix:
    // Tolerance.roundingRelative.
    XCTAssertEqual(
      try XCTUnwrap(run["spectralRadius"] as? Double), radius(spring, dt: median), accuracy: Tolerance.roundingRelative)
    let step = try XCTUnwrap(EulerStepMatrix(spring: spring, dt: median).effectiveSpring)
    XCTAssertEqual(
      try XCTUnwrap(run["stepDampingRatio"] as? Double), step.dampingRatio, accuracy: Tolerance.roundingRelative)
    XCTAssertEqual(try XCTUnwrap(run["stepResponse"] as? Double), step.response, accuracy: Tolerance.roundingRelative)
    XCTAssertFalse(CheckText.render(try CheckExperiment.run(options)).contains("effective ζ"))
  }

  /// `spring --fps`: the description's ζ is the equation's, the Euler block's the step's at the rate; the rubberband
  /// makes them differ for 1/0.1 (the equation's ζ about 0.56).
  func testSpring_EquationAndStepValuesAreNamedApart() throws {
    let spring = Spring(dampingRatio: 1, response: 0.1)
    let text = SpringDescription.render(spring, euler: try EulerSummary.compute(spring, fps: 120), as: .json)
    let json = try object(text)
    let (k, c, m) = (Double(spring.stiffness), Double(spring.dampingCoefficient), Double(spring.mass))
    // ζ of order 1 by a short formula, written out here or read from the same EulerStepMatrix:
    // Tolerance.roundingRelative.
    XCTAssertEqual(
      try XCTUnwrap(json["equationDampingRatio"] as? Double), c / (2 * (k * m).squareRoot()),
      accuracy: Tolerance.roundingRelative)
    let euler = try XCTUnwrap(json["euler"] as? [String: Any])
    let step = try XCTUnwrap(EulerStepMatrix(spring: spring, dt: 1.0 / 120).effectiveSpring)
    XCTAssertEqual(
      try XCTUnwrap(euler["stepDampingRatio"] as? Double), step.dampingRatio, accuracy: Tolerance.roundingRelative)
    XCTAssertFalse(text.contains("effective"))
  }
}
