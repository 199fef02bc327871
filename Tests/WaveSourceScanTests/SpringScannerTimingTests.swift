import XCTest

@testable import WaveBench
@testable import wave_bench_check

/// What changes a found spring's timing: SwiftUI's `speed(_:)`, and UIKit's spring timing parameters.
final class SpringScannerTimingTests: XCTestCase {
  private func scan(_ line: String) -> (springs: [SourceSpring], unresolved: [UnresolvedSpring]) {
    SpringScanner.scan(source: "import " + "SwiftUI\n" + line + "\n", file: "t.swift")
  }

  /// `speed(s)` runs the animation's time s times as fast.
  ///
  /// Apple: "Changes the duration of an animation by adjusting its speed"; x(t) becomes x(s·t), so a response or duration is divided by s, and in m·ẍ = −k·x − c·ẋ the
  /// stiffness is multiplied by s² and the damping by s (d/dt of x(s·t) is s·ẋ). Values written out by hand.
  func testSpeed_ScalesTheSpringsTime() throws {
    // `interactiveSpring()` is duration 0.15, bounce 0.15 (OpenSwiftUI 069dd80, FluidSpringAnimation.swift:314-323).
    let interactive = try XCTUnwrap(scan("let a = Animation.interactiveSpring().speed(0.5)").springs.first)
    XCTAssertEqual(interactive.spring.parameters, [.init("duration", 0.15 / 0.5), .init("bounce", 0.15)])
    XCTAssertEqual(interactive.call, "Animation.interactiveSpring().speed(0.5)")
    let smooth = try XCTUnwrap(scan("withAnimation(.smooth.speed(2)) {}").springs.first)
    XCTAssertEqual(smooth.spring["duration"], 0.25)
    let physical = try XCTUnwrap(
      scan("withAnimation(.interpolatingSpring(stiffness: 100, damping: 10).speed(2)) {}").springs.first)
    XCTAssertEqual(physical.spring["stiffness"], 400)
    XCTAssertEqual(physical.spring["damping"], 20)
    XCTAssertEqual(physical.spring["mass"], 1)
  }

  /// A speed that is not a literal > 0 makes the spring a call not checked, naming it.
  func testSpeed_NotALiteral_IsListed() {
    let found = scan("withAnimation(.bouncy.speed(rate)) {}")
    XCTAssertEqual(found.springs.count, 0)
    XCTAssertEqual(found.unresolved.map(\.reason), ["its speed is not a literal > 0 (`rate`)"])
  }

  /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` is a Core Animation spring of its numbers.
  ///
  /// It gives "the spring constants for the underlying CASpringAnimation directly" and its duration is computed
  /// from them (UIKit's UITimingParameters.h). `(dampingRatio:)` runs for its animator's duration, and
  /// `(duration:bounce:)` is a form not known here: both listed, never skipped.
  func testUISpringTimingParameters_MassStiffnessDampingIsCoreAnimations_OthersAreListed() {
    let found = SpringScanner.scan(
      source: "import " + """
        UIKit
        let a = UISpringTimingParameters(mass: 4.0, stiffness: 1300, damping: 180, initialVelocity: v)
        let b = UISpringTimingParameters(dampingRatio: 0.8)
        let c = UISpringTimingParameters(duration: 0.4, bounce: 0.2)
        let d = UISpringTimingParameters(mass: m, stiffness: 1300, damping: 180, initialVelocity: .zero)
        """, file: "t.swift")
    XCTAssertEqual(found.springs.map(\.api), [.uikit])
    XCTAssertEqual(
      found.springs.map(\.spring),
      [EngineSpring(engine: .ca, parameters: [.init("mass", 4), .init("stiffness", 1300), .init("damping", 180)])])
    XCTAssertEqual(found.unresolved.map(\.position.line), [3, 4, 5])
    XCTAssertEqual(found.unresolved.map(\.api), [.uikit, .uikit, .uikit])
    XCTAssertEqual(
      found.unresolved.map(\.reason),
      [
        "UIKit's spring timing runs for its animator's duration; UIKit's spring is not checked",
        "its labels fit no form known for uikit", "mass is not a literal (`m`)",
      ])
  }
}
