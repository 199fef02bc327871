import Foundation
import WaveCore
import XCTest

/// `wave-bench integrators`: every integrator, with the order stated and measured, and the right-hand side's
/// evaluations a frame.
final class IntegratorsCommandTests: XCTestCase {
  /// `name`'s row of the text table, its description's wrapped lines joined by spaces.
  static func row(_ text: String, _ name: String) -> String? {
    let lines = text.split(separator: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix(name + " ") }) else { return nil }
    let continued = lines[(start + 1)...].prefix { $0.hasPrefix(" ") }.map { $0.trimmingCharacters(in: .whitespaces) }
    return ([String(lines[start])] + continued).joined(separator: " ")
  }

  /// The columns of `name`'s row: name, stated order, measured order, f/frame, f/step.
  func columns(_ run: CommandRunner.Result, _ name: String) throws -> [String] {
    let row = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.hasPrefix(name + " ") }, name)
    return row.split(separator: " ", omittingEmptySubsequences: true).prefix(5).map(String.init)
  }

  /// The listing fits an 80-column terminal: every line, counted in characters (every character it prints is one
  /// column wide).
  func testText_FitsEightyColumns() throws {
    let run = CommandRunner.run(["integrators"])
    XCTAssertEqual(run.status, 0, run.stderr)
    for line in run.stdout.split(separator: "\n") { XCTAssertLessThanOrEqual(line.count, 80, String(line)) }
  }

  /// Explicit Euler, implicit Euler and velocity Verlet are listed with measured orders 1, 1 and 2, within
  /// ``Tolerance/measuredOrder`` (0.15, derived there for the convergence experiment's frames and springs); the
  /// exact references show none.
  func testTextbookMethods_AreListedWithTheirMeasuredOrders() throws {
    let run = CommandRunner.run(["integrators"])
    XCTAssertEqual(run.status, 0, run.stderr)
    for (name, expected) in [("explicit-euler", 1.0), ("implicit-euler", 1), ("verlet", 2), ("euler", 1), ("rk4", 4)] {
      let measured = try XCTUnwrap(Double(try columns(run, name)[2]), name)
      XCTAssertEqual(measured, expected, accuracy: Tolerance.measuredOrder, name)
      XCTAssertEqual(try columns(run, name)[1], String(Int(expected)), name)
    }
    XCTAssertEqual(try columns(run, "exact")[2], "—")
  }

  /// GSL's methods one step per frame: rk2 measures 3 (its pair advances Kutta's third-order solution), msadams and
  /// msbdf 1 (fixed steps keep their order at 1), within ``Tolerance/measuredOrder``; each says why beside its stated
  /// order, and bsimp, which measures none, says why it fails.
  func testGSLOrders_AreMeasuredOneStepPerFrame_WithTheReasonWhereTheyDiffer() throws {
    let run = CommandRunner.run(["integrators"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let expected = [("gsl-rk2", 2, 3.0), ("gsl-msadams", 12, 1), ("gsl-msbdf", 5, 1), ("gsl-rk4", 4, 4)]
    for (name, stated, measured) in expected {
      let row = try columns(run, name)
      XCTAssertEqual(row[1], String(stated), name)
      XCTAssertEqual(try XCTUnwrap(Double(row[2]), name), measured, accuracy: Tolerance.measuredOrder, name)
    }
    XCTAssertTrue(run.stdout.contains("\nOrder of gsl-rk2: GSL's rk2 is an embedded (2, 3) pair"), run.stdout)
    XCTAssertTrue(run.stdout.contains("\nOrder of gsl-msadams: fixed steps keep it at order 1"), run.stdout)
    XCTAssertTrue(run.stdout.contains("\nOrder of gsl-msbdf: fixed steps keep it at order 1"), run.stdout)
    XCTAssertEqual(try columns(run, "gsl-bsimp")[2], "—")
    XCTAssertTrue(run.stdout.contains("\nOrder of gsl-bsimp: fails one step per frame on a 1000 pt move"), run.stdout)
    XCTAssertFalse(run.stdout.contains("\nOrder of gsl-rk4:"))
  }

  /// Evaluations per frame, counted: the engine's step and Verlet 1, RK4 4, implicit Euler 0 (an exact linear solve);
  /// GSL's rk4 12 a fixed step (evolve.c's start derivative, three RK4 steps less the stages they share, the
  /// derivative out: ``EvaluationCountingTests``) and rk2 4; a closed form and `fluid` have none.
  func testEvaluationsPerFrame_AreCountedForEveryIntegratorThatSteps() throws {
    let run = CommandRunner.run(["integrators"])
    XCTAssertEqual(run.status, 0, run.stderr)
    for (name, perFrame) in [("euler", "1"), ("batch", "1"), ("verlet", "1"), ("rk4", "4"), ("implicit-euler", "0")] {
      XCTAssertEqual(try columns(run, name)[3], perFrame, name)
    }
    XCTAssertEqual(try columns(run, "gsl-rk4")[4], "12")
    XCTAssertEqual(try columns(run, "gsl-rk2")[4], "4")
    // Adaptive at 1e-12: many steps a frame, each of several evaluations.
    XCTAssertGreaterThan(try XCTUnwrap(Double(try columns(run, "gsl-rk8pd")[3])), 14)
    XCTAssertEqual(try columns(run, "exact")[3], "—")
    XCTAssertEqual(try columns(run, "fluid")[3], "—")
    // react-spring at 60 Hz: ceil(16.667 ms) = 17 steps of 1 ms a frame while it moves (fewer once at rest).
    XCTAssertLessThanOrEqual(try XCTUnwrap(Double(try columns(run, "react-spring")[3])), 17)
  }

  /// `--format json`: one object per catalogue line, with the same numbers as the text.
  func testJSONFormat_ListsOrdersAndEvaluations() throws {
    let run = CommandRunner.run(["integrators", "--format", "json"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let integrators = try XCTUnwrap(object["integrators"] as? [[String: Any]])
    let rk2 = try XCTUnwrap(integrators.first { $0["name"] as? String == "gsl-rk2" })
    XCTAssertEqual(rk2["statedOrder"] as? Int, 2)
    XCTAssertEqual(try XCTUnwrap(rk2["measuredOrder"] as? Double), 3, accuracy: Tolerance.measuredOrder)
    XCTAssertEqual(rk2["evaluationsPerFixedStep"] as? Double, 4)
    XCTAssertNotNil(rk2["orderNote"] as? String)
    let euler = try XCTUnwrap(integrators.first { $0["name"] as? String == "euler" })
    XCTAssertEqual(euler["evaluationsPerFrame"] as? Double, 1)
    XCTAssertTrue(euler["orderNote"] is NSNull)
    let counted = try XCTUnwrap(object["evaluationsCounted"] as? [String: Any])
    XCTAssertEqual(counted["fps"] as? Double, 60)
    // The text table's rows: after the header and its rule, up to the blank line before the notes.
    // A row's description wraps onto lines that start with spaces, under its column.
    let rows = CommandRunner.run(["integrators"]).stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst(2).prefix { !$0.isEmpty }.filter { !$0.hasPrefix(" ") }
    XCTAssertEqual(integrators.count, rows.count)
  }

  /// GSL's step-doubling methods say so on their line (GSL's manual: rk4, rk1imp, rk2imp, rk4imp); the embedded ones
  /// do not.
  func testGSLStepDoubling_IsSaidWhereItApplies() throws {
    let run = CommandRunner.run(["integrators"])
    XCTAssertEqual(run.status, 0, run.stderr)
    for (name, doubles) in [
      ("gsl-rk4", true), ("gsl-rk1imp", true), ("gsl-rk2imp", true), ("gsl-rk4imp", true), ("gsl-rk8pd", false),
      ("gsl-rkf45", false), ("gsl-rk2", false),
    ] {
      let row = try XCTUnwrap(Self.row(run.stdout, name), name)
      XCTAssertEqual(row.contains("step doubling"), doubles, row)
    }
  }
}
