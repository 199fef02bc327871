import Foundation
import WaveCore
import XCTest

/// `wave-bench integrators`: every integrator, with the order measured for the fixed-step ones.
final class IntegratorsCommandTests: XCTestCase {
  /// Explicit Euler, implicit Euler and velocity Verlet are listed with measured orders 1, 1 and 2, within
  /// ``Tolerance/measuredOrder`` (0.15, derived there for the convergence experiment's frames and springs); the
  /// exact references show none.
  func testTextbookMethods_AreListedWithTheirMeasuredOrders() throws {
    let run = CommandRunner.run(["integrators"])
    XCTAssertEqual(run.status, 0, run.stderr)
    func order(_ name: String) throws -> String {
      let row = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.hasPrefix(name + " ") }, name)
      return String(try XCTUnwrap(row.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first))
    }
    for (name, expected) in [("explicit-euler", 1.0), ("implicit-euler", 1), ("verlet", 2), ("euler", 1), ("rk4", 4)] {
      let measured = try XCTUnwrap(Double(try order(name)), name)
      XCTAssertEqual(measured, expected, accuracy: Tolerance.measuredOrder, name)
    }
    XCTAssertEqual(try order("exact"), "—")
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
      let row = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.hasPrefix(name + " ") }, name)
      XCTAssertEqual(row.contains("step doubling"), doubles, String(row))
    }
  }
}
