import Foundation
import WaveAnalysis
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
}
