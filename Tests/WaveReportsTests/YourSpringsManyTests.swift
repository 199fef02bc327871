import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// "Your springs" with as many springs as a scan of an app finds: every failing spring, first, then the passing
/// ones with their count.
final class YourSpringsManyTests: XCTestCase {
  /// 30 springs on 30 Hz against `unstable`: responses 0.03–0.085 s (ζ 0.8) grow there and 0.3–0.58 s settle.
  ///
  /// With ω = 2π/response and dt = 1/30 s, the fast ones have ω·dt ≥ 2.46, past the bound of 2 of the semi-implicit
  /// Euler step on an undamped spring (damping only lowers it); the slow ones have ω·dt ≤ 0.70. The fix search gets
  /// no budget: the page's order, not the fixes, is under test.
  func testEveryFailingSpringFirst_ThenThePassingOnesCounted() throws {
    let fast = (0..<12).map { SpringSpec(dampingRatio: 0.8, response: 0.03 + 0.005 * Double($0)) }
    let slow = (0..<18).map { SpringSpec(dampingRatio: 0.8, response: 0.3 + 0.0165 * Double($0)) }
    // Interleaved, as a scan finds them in file order.
    var springs: [SpringSpec] = []
    for index in 0..<18 {
      springs.append(slow[index])
      if index < fast.count { springs.append(fast[index]) }
    }
    let result = try CheckExperiment.run(
      CheckSetup(springs: springs, schedules: [.fps(30)], travel: 1000, rules: [.unstable]),
      budget: StepBudget(steps: 0))
    XCTAssertEqual(result.failing.count, 12)
    let html = YourSprings(check: result, playbacks: []).html()
    let lines = html.split(separator: "\n").map(String.init)
    let failLines = lines.indices.filter { lines[$0].contains("<strong>FAIL ") }
    let passLine = try XCTUnwrap(lines.firstIndex { $0.contains("<strong>PASS</strong>") })
    XCTAssertEqual(failLines.count, 12)
    XCTAssertTrue(failLines.allSatisfy { $0 < passLine })
    for spec in fast { XCTAssertTrue(failLines.contains { lines[$0].contains("FAIL \(spec.title)<") }, spec.title) }
    XCTAssertTrue(lines[passLine].contains("<strong>PASS</strong>, 18 springs"), lines[passLine])
    for spec in slow { XCTAssertTrue(lines[passLine].contains(spec.title), spec.title) }
  }
}
