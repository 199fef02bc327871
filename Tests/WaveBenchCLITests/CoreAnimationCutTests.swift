import Foundation
import XCTest

/// Core Animation and UIKit springs as those engines run them: a `CASpringAnimation` whose duration is left unset is
/// cut at the transaction's 0.25 s, and a failing one gets a fix in Core Animation's own parameters, with its duration
/// set to its settlingDuration.
final class CoreAnimationCutTests: XCTestCase {
  func json(_ result: CommandRunner.Result) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  /// m 0.8, k 200, c 8 and no duration: cut at 0.25 s, 29 % of the travel short of the target.
  ///
  /// Core Animation shows its closed form until 0.25 s and then the target. At
  /// 60 Hz the frame that shows the target is t = 0.25 s, where the closed form (γ = c/2m = 5, ω_d = √(k/m − γ²) =
  /// 15) is 1 − e^(−1.25)·(cos 3.75 + (5/15)·sin 3.75): 29 % of the travel short of it, written out here.
  func testUnsetDuration_IsCutAtAQuarterSecond_AndFailsWithTheSnap() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    // No import line: the scan tells CASpringAnimation apart by its name.
    let source = """
      func bounce(_ layer: CALayer) {
        let animation = CASpringAnimation(keyPath: "position")
        animation.mass = 0.8
        animation.stiffness = 200
        animation.damping = 8
        layer.add(animation, forKey: nil)
      }
      """
    try source.write(toFile: folder + "/Bounce.swift", atomically: true, encoding: .utf8)
    let result = CommandRunner.run(["check", "--scan", folder, "--schedule", "60hz", "--format", "json"])
    XCTAssertEqual(result.status, 1, result.stderr)
    let springs = try XCTUnwrap(try json(result)["springs"] as? [[String: Any]])
    let run = try XCTUnwrap((springs.first?["runs"] as? [[String: Any]])?.first)
    let expected = abs(1000 * exp(-1.25) * (cos(3.75) + sin(3.75) / 3))
    XCTAssertEqual(expected / 1000, 0.29, accuracy: 0.005)  // the figure, to its printed digits
    // Two closed forms of the same equation rounding differently: 1e-9 pt.
    XCTAssertEqual(try XCTUnwrap(run["snap"] as? Double), expected, accuracy: 1e-9)
  }

  /// k 400, c 12 run for its settlingDuration still ends 0.647 pt short of a 1000 pt move: it fails, and its fix is a
  /// Core Animation spring whose code sets the duration, and which passes when checked as Core Animation.
  func testFailingCoreAnimationSpring_GetsAFixInItsOwnParameters() throws {
    let result = CommandRunner.run(["check", "--spring", "ca:mass=1,stiffness=400,damping=12", "--format", "json"])
    XCTAssertEqual(result.status, 1, result.stderr)
    let spring = try XCTUnwrap((try json(result)["springs"] as? [[String: Any]])?.first)
    let fix = try XCTUnwrap(spring["recommendation"] as? [String: Any])
    let value = try XCTUnwrap(fix["spring"] as? String)
    XCTAssertTrue(value.hasPrefix("ca:"), value)
    XCTAssertTrue(try XCTUnwrap(fix["swift"] as? String).contains("animation.duration = animation.settlingDuration"))
    XCTAssertEqual(CommandRunner.run(["check", "--spring", value]).status, 0, value)
  }

  /// A failing UIKit spring read from source gets its fix in the call it was written with: the iOS 17
  /// `UIView.animate(springDuration:bounce:)` again, and a `UIViewPropertyAnimator` with a spring timing again; each
  /// fix's spring passes when checked as the engine that judged it.
  func testUIKitSpringsFromSource_GetFixesInTheirOwnCall() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    let source = """
      func open(_ v: UIView) {
        UIView.animate(springDuration: 0.3, bounce: 0.6) { v.alpha = 1 }
        let timing = UISpringTimingParameters(dampingRatio: 0.25)
        UIViewPropertyAnimator(duration: 0.6, timingParameters: timing).startAnimation()
      }
      """
    try source.write(toFile: folder + "/Open.swift", atomically: true, encoding: .utf8)
    let result = CommandRunner.run(["check", "--scan", folder, "--format", "json"])
    XCTAssertEqual(result.status, 1, result.stderr)
    let springs = try XCTUnwrap(try json(result)["springs"] as? [[String: Any]])
    XCTAssertEqual(springs.count, 2, result.stdout)
    let fixes = try springs.map { try XCTUnwrap($0["recommendation"] as? [String: Any], "\($0)") }
    let lines = try fixes.map { try XCTUnwrap($0["swift"] as? String) }
    XCTAssertTrue(lines[0].hasPrefix("UIView.animate(springDuration: "), lines[0])
    XCTAssertTrue(lines[1].hasPrefix("UIViewPropertyAnimator(duration: "), lines[1])
    XCTAssertTrue(lines[1].contains("timingParameters: UISpringTimingParameters(dampingRatio: "), lines[1])
    for fix in fixes {
      let value = try XCTUnwrap(fix["spring"] as? String)
      XCTAssertEqual(CommandRunner.run(["check", "--spring", value]).status, 0, value)
    }
  }

  /// A UIKit call whose solve breaks down is listed as not checked, with the reason: at ζ 1 and a velocity of
  /// 5/duration (10 travels a second for 0.5 s) the first Newton step's derivative, d²·(v − ω)·e^(−ωd), is 0.
  func testUIKitCallWhoseSolveBreaksDown_IsListedNotChecked() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    let call =
      "UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 10, options: [], "
      + "animations: {})"
    try "func f() {\n  \(call)\n}\n".write(toFile: folder + "/F.swift", atomically: true, encoding: .utf8)
    let result = CommandRunner.run(["check", "--scan", folder, "--format", "github"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("not checked: uikit: UIKit's solve for duration 0.5"), result.stdout)
    XCTAssertTrue(result.stdout.contains("does not converge"), result.stdout)
  }

  /// UIKit's duration spring is accepted as a `--spring`, and convert's Core Animation line sets its duration.
  func testUIKitSpring_Accepted_AndConvertSetsTheDuration() throws {
    let check = CommandRunner.run(["check", "--spring", "uikit:duration=0.5,dampingRatio=0.8,velocity=0.2"])
    XCTAssertTrue([0, 1].contains(check.status), check.stderr)
    let convert = CommandRunner.run(["convert", "uikit:duration=0.5,dampingRatio=0.8,velocity=0.2"])
    XCTAssertEqual(convert.status, 0, convert.stderr)
    let ca = try XCTUnwrap(convert.stdout.split(separator: "\n").first { $0.hasPrefix("ca ") })
    XCTAssertTrue(ca.contains("animation.duration = animation.settlingDuration"), String(ca))
    for bad in [
      "uikit:duration=0,dampingRatio=0.8", "uikit:duration=-1,dampingRatio=0.8", "uikit:duration=0.5,dampingRatio=nan",
    ] {
      let refused = CommandRunner.run(["check", "--spring", bad])
      XCTAssertEqual(refused.status, 64, bad)
      XCTAssertEqual(refused.stderr.split(separator: "\n").first?.hasPrefix("Error: "), true, refused.stderr)
    }
  }
}
