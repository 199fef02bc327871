import Foundation
import XCTest

@testable import WaveBench

/// perf.md's section on where the animator's instructions go: every function row and both totals from the
/// profile, the speedup the profile computes, and, without a profile, how to make one.
final class PerfAnimatorProfileTests: XCTestCase {
  static let json = """
    {"schemaVersion": 1, "tool": "scripts/animator-profile.sh", "valgrind": "valgrind-3.19.0",
     "frames": {"short": 10, "long": 60},
     "workloads": [
      {"name": "animator-1000", "animators": 1000, "instructionsPerAnimatorFrame": 3000.0,
       "functions": [{"function": "SpringAnimator.updateAnimation(dt:)", "object": "wave-bench",
                      "instructionsPerAnimatorFrame": 750.0},
                     {"function": "a|b", "object": "libswiftCore.so", "instructionsPerAnimatorFrame": 300.0}]},
      {"name": "animator-specialized-1000", "animators": 1000, "instructionsPerAnimatorFrame": 250.0,
       "functions": [{"function": "step", "object": "wave-bench", "instructionsPerAnimatorFrame": 100.0}]}]}
    """

  func testSection_RendersEveryRowTheTotalsAndTheSpeedup() throws {
    let profile = try XCTUnwrap(AnimatorProfile.parse(Data(Self.json.utf8)))
    XCTAssertEqual(profile.specializedSpeedup, 3000.0 / 250.0)
    let text = PerfReport.animatorProfileMarkdown(profile)
    XCTAssertTrue(text.contains("**3000.0** instructions per animator-frame"), text)
    XCTAssertTrue(text.contains("**250.0**, 12.0× fewer"), text)
    XCTAssertTrue(text.contains("| 1 | `SpringAnimator.updateAnimation(dt:)` | wave-bench | 750.0 | 25 % |"), text)
    XCTAssertTrue(text.contains("| 2 | `a\\|b` | libswiftCore.so | 300.0 | 10 % |"), "a pipe in a name is escaped")
    XCTAssertTrue(text.contains("| 1 | `step` | wave-bench | 100.0 | 40 % |"), text)
    XCTAssertTrue(text.contains("10 and for 60 frames"), text)
    XCTAssertTrue(text.contains("12.0× fewer (the target is ≥ 5×)"), text)
    XCTAssertNil(text.range(of: #"[Ii]ssue \d"#, options: .regularExpression), "no tracker references in perf.md")
  }

  func testSection_WithoutAProfile_SaysHowToMakeIt() {
    let text = PerfReport.animatorProfileMarkdown(nil)
    XCTAssertTrue(text.contains("scripts/animator-profile.sh"), text)
    XCTAssertFalse(text.contains("|"), "no table without a profile")
  }
}
