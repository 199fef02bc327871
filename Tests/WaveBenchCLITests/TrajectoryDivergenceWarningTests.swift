import Foundation
import XCTest

/// A diverging trajectory says so on standard error, and a stable one does not.
///
/// 0.8/0.05 at 30 Hz: ω0·h = (2π/0.05)/30 = 4.19, far above the bound 2(√(ζ² + 1) − ζ) < 2; 0.8/0.3 at 60 Hz:
/// ω0·h = 0.35, stable.
final class TrajectoryDivergenceWarningTests: XCTestCase {
  func testUnstableSpring_WarnsOnStandardErrorAndStableSpringDoesNot() throws {
    let base = ["trajectory", "--damping-ratio", "0.8", "--from", "0", "--to", "100", "--frames", "20"]
    let unstable = CommandRunner.run(base + ["--response", "0.05", "--fps", "30"])
    XCTAssertEqual(unstable.status, 0, unstable.stderr)
    XCTAssertTrue(unstable.stderr.contains("warning: this run diverges"), unstable.stderr)
    XCTAssertTrue(unstable.stdout.hasPrefix("t,value,velocity\n"))
    let stable = CommandRunner.run(base + ["--response", "0.3", "--fps", "60"])
    XCTAssertEqual(stable.status, 0, stable.stderr)
    XCTAssertFalse(stable.stderr.contains("warning"), stable.stderr)
  }
}
