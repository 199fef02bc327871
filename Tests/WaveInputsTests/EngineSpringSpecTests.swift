import Foundation
import WaveCore
import XCTest

@testable import WaveBench
@testable import WaveOutput

/// Springs in an engine's convention where a spring is accepted: `--spring ENGINE:key=value,…` and springs-file entries
/// with `"engine"`, made into the spring the experiments step.
final class EngineSpringSpecTests: XCTestCase {
  /// Apple's example, `Spring(duration: 0.5, bounce: 0.3)`: stiffness (2π / 0.5)² = 157.91…, damping
  /// 4π·(1 − 0.3) / 0.5 = 17.59…; the Wave spring that stands for it has ζ = c / (2√k) = 0.7 (to rounding).
  func testSwiftUISpringValue_IsItsPhysicalSpring() throws {
    let spec = try SpringList.parse("swiftui:duration=0.5,bounce=0.3")
    XCTAssertEqual(spec.engine, .swiftui)
    let physical = try XCTUnwrap(spec.physical)
    // (2π/0.5)² ≈ 158 and 4π·0.7/0.5 ≈ 17.6 by a few roundings on each side (≲ 1e-13 absolute); 1e-9 is far looser than
    // that and far below what a wrong formula changes. ζ is a ratio of order 1 computed by a short formula:
    // Tolerance.roundingRelative.
    XCTAssertEqual(physical.stiffness, pow(4 * Double.pi, 2), accuracy: 1e-9)
    XCTAssertEqual(physical.damping, 4 * Double.pi * 0.7 / 0.5, accuracy: 1e-9)
    XCTAssertEqual(spec.dampingRatio, 0.7, accuracy: Tolerance.roundingRelative)
    XCTAssertEqual(spec.label, "swiftui:duration=0.5,bounce=0.3")
  }

  /// Wave's own words build Wave's own spring, bit for bit as `ζ:response` does (the response initializer's
  /// rubberband included: 0.86/0.15's damping coefficient 72.05 becomes 64.60).
  func testWaveValue_IsTheSameSpringAsItsOwnForm() throws {
    let words = try SpringList.parse("wave:dampingRatio=0.86,response=0.15")
    let own = try SpringList.parse("0.86:0.15")
    XCTAssertEqual(try words.spring, try own.spring)
    XCTAssertEqual(try XCTUnwrap(words.physical).damping, Double(try own.spring.dampingCoefficient))
  }

  /// SwiftUI's `.spring(response: 0, …)` is "an infinitely-stiff spring" (Apple): the instant spring, as Wave's
  /// response 0; bounce 1 has no damping and never settles: refused, saying so.
  func testSwiftUIResponseZero_IsInstant_AndNoDampingIsRefused() throws {
    let instant = try SpringList.parse("swiftui:response=0,dampingRatio=0.7")
    XCTAssertTrue(instant.isInstant)
    XCTAssertEqual(instant.engine, .swiftui)
    XCTAssertThrowsError(try SpringList.parse("swiftui:duration=0.5,bounce=1")) { error in
      XCTAssertEqual(
        (error as? InputError)?.message,
        "--spring 'swiftui:duration=0.5,bounce=1': the spring it gives has no damping (ζ = 0): it never settles; give it damping"
      )
    }
  }

  /// A springs-file entry with `"engine"`: its other keys are that engine's parameters; a key it does not take is
  /// refused with the file, the entry and what the engine takes.
  func testSpringsFileEngineEntry_IsReadAndRefusedByItsConvention() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.json").path
    try #"[{"name": "sheet", "engine": "origami", "tension": 40, "friction": 7, "travel": 300}]"#.write(
      toFile: good, atomically: true, encoding: .utf8)
    let specs = try SpringList.load(path: good)
    XCTAssertEqual(specs.map(\.name), ["sheet"])
    XCTAssertEqual(specs.first?.travel, 300)
    XCTAssertEqual(specs.first?.engine, .origami)
    let bad = folder.appendingPathComponent("bad.json").path
    try #"[{"engine": "swiftui", "duration": 0.5, "bouncy": 0.3}]"#.write(
      toFile: bad, atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try SpringList.load(path: bad)) { error in
      let message = (error as? InputError)?.message ?? ""
      XCTAssertTrue(message.hasPrefix("--springs-file: \(bad) entry 0: swiftui: 'bouncy'"), message)
      XCTAssertTrue(message.contains("swiftui takes duration, bounce"), message)
    }
  }

  /// `animation=` names the SwiftUI animation that runs the spring: `interpolatingSpring` or `spring` (the fluid
  /// spring, also the default); it is SwiftUI's alone, given once, and the label keeps it.
  func testSwiftUIAnimationKey_NamesTheRunner() throws {
    let interpolating = try SpringList.parse("swiftui:animation=interpolatingSpring,duration=0.5")
    XCTAssertEqual(interpolating.given?.runner, .interpolating)
    XCTAssertEqual(interpolating.label, "swiftui:animation=interpolatingSpring,duration=0.5")
    XCTAssertEqual(try SpringList.parse("swiftui:duration=0.5").given?.resolvedRunner, .fluid)
    XCTAssertEqual(try SpringList.parse("swiftui:animation=spring,duration=0.5").given?.runner, .fluid)
    for (text, expected) in [
      ("framer:animation=spring,stiffness=100,damping=10", "framer: 'animation' is SwiftUI's"),
      ("swiftui:animation=bouncy,duration=0.5", "swiftui: 'animation' is 'spring' or 'interpolatingSpring'"),
      ("swiftui:animation=spring,animation=spring", "swiftui: 'animation' is given twice"),
    ] {
      XCTAssertThrowsError(try SpringList.parse(text), text) { error in
        let message = (error as? InputError)?.message ?? ""
        XCTAssertTrue(message.contains(expected), message)
      }
    }
  }

  /// A springs-file entry says the animation as a string: `"animation": "interpolatingSpring"`; a number is refused.
  func testSpringsFileAnimation_IsAString() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.json").path
    try #"[{"engine": "swiftui", "animation": "interpolatingSpring", "stiffness": 300, "damping": 40}]"#.write(
      toFile: good, atomically: true, encoding: .utf8)
    XCTAssertEqual(try SpringList.load(path: good).first?.given?.runner, .interpolating)
    let bad = folder.appendingPathComponent("bad.json").path
    try #"[{"engine": "swiftui", "animation": 1, "duration": 0.5}]"#.write(
      toFile: bad, atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try SpringList.load(path: bad)) { error in
      let message = (error as? InputError)?.message ?? ""
      XCTAssertTrue(message.contains("swiftui: 'animation' must be a string"), message)
    }
  }
}
