import Foundation
import XCTest

/// Numbers at a Double's edges never trap; each ends in one line on stderr and exit 64 (2 for a file's content).
///
/// A damping ratio of 1e17 or 1e308 (given, or derived from another engine's numbers), an equation whose Wave step
/// overflows, and `perf` work and file names out of bounds are refused before any work. Each refusal is compared
/// whole (``assertRefusal(_:status:_:file:line:)``); a trap would end the test process.
final class ExtremeNumberRefusalTests: XCTestCase {
  /// What the damping-ratio limit says after the spring's value: the refusal's end, the same for every engine.
  private func overLimit(_ ratio: String) -> String {
    "the damping ratio is \(ratio), more than the 100 a spring may have: give a damping ratio ≤ 100"
  }

  /// The fix search's grid had one row per 0.01 of ζ: 1e17 trapped converting its bound to `Int`, 1e9 took 2.7 GB.
  ///
  /// The ratios other engines' numbers give, by hand: Framer's ζ = c/(2·√(k·m)) = 1e300/(2·10) = 5e298; react-spring's
  /// friction defaults to 26, so ζ = 26/(2·√(1·1e-150)) = 1.3e76.
  func testHugeDampingRatio_IsRefusedByEveryCommandThatTakesSprings() throws {
    for command in ["check", "stability", "accuracy"] {
      assertRefusal([command, "--spring", "1e17:0.3"], "--spring '1e17:0.3': " + overLimit("1e+17"))
    }
    assertRefusal(["check", "--spring", "1e9:1"], "--spring '1e9:1': " + overLimit("1e+09"))
    for (value, ratio) in [
      ("framer:stiffness=100,damping=1e300", "5e+298"), ("react-spring:tension=1,mass=1e-150", "1.3e+76"),
    ] {
      assertRefusal(["check", "--spring", value], "--spring '\(value)': " + overLimit(ratio))
    }
    let file = try CommandRunner.temporaryFile(
      #"[{"name": "stiff", "dampingRatio": 1e308, "response": 0.3}]"#, in: self)
    assertRefusal(
      ["check", "--springs-file", file], status: 2, "--springs-file: \(file) entry 0 ('stiff'): " + overLimit("1e+308"))
  }

  /// ζ = c/(2·m·√(k·m)) of Wave's step underflows to 0 (`ca:mass=1e300`, `framer:damping=5e-324`) or overflows
  /// (`react-spring:tension=1e-300,friction=1e300`, whose frame count trapped): `convert` refuses the spring.
  ///
  /// The equations as each engine defines its defaults: Core Animation's damping 10 and mass 1, Flutter's mass 1;
  /// 5e-324 is the smallest subnormal Double, 4.941e-324 to four digits.
  func testConvert_RefusesAnEquationItsWaveStepCannotHold() throws {
    for (value, equation) in [
      ("ca:mass=1e300,stiffness=100", "m 1e+300, k 100, c 10"),
      ("framer:stiffness=100,damping=5e-324", "m 1, k 100, c 4.941e-324"),
      ("flutter:mass=1e300,stiffness=100,damping=10", "m 1e+300, k 100, c 10"),
      ("react-spring:tension=1e-300,friction=1e300", "m 1, k 1e-300, c 1e+300"),
    ] {
      assertRefusal(
        ["convert", value],
        "'\(value)': its equation (\(equation)) leaves the range of a Double when stepped (ζ = c/(2·m·√(k·m)) is not a "
          + "finite number > 0); keep each number between 1e-100 and 1e100")
    }
    assertRefusal(
      ["convert", "flutter:mass=1e300"],
      "flutter: missing 'stiffness', 'damping' (mass, stiffness, damping) or 'stiffness' (mass, stiffness, ratio)")
  }

  /// Durations whose milliseconds pass `Int`'s range are converted (1e17 s) or refused (1e300 s: no stiffness left:
  /// k = m·(2π/d)² is about 4e-599, 0 in a Double).
  func testConvert_HugeFlutterDuration_DoesNotTrap() throws {
    XCTAssertEqual(CommandRunner.run(["convert", "flutter:duration=1e17,bounce=0.3"]).status, 0)
    assertRefusal(
      ["convert", "flutter:duration=1e300,bounce=0.3"],
      "flutter: these parameters give no spring (mass 1.0, stiffness 0.0, damping 0.0); flutter takes mass, stiffness, "
        + "damping | duration, bounce | mass, stiffness, ratio")
  }

  func testPerf_RefusesWorkAndBasenamesOutOfBounds() throws {
    assertRefusal(
      ["perf", "--animators", "10000000", "--frames", "100000"],
      "--animators 10000000 × --frames 100000 is more than the 100000000 animator-frames a timed run may step: give "
        + "fewer --frames or smaller --animators")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wave-perf-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    // A name is shown escaped, and cut after 80 characters.
    let long = String(repeating: "a", count: 101)
    for (basename, shown) in [
      ("x\nFORGED", #"x\nFORGED"#), ("a b", "a b"), ("../x", "../x"), (".hidden", ".hidden"),
      (long, String(long.prefix(80)) + "…"),
    ] {
      assertRefusal(
        ["perf", "--animators", "1", "--output", folder.path, "--basename", basename],
        "--basename must be a plain file name stem of at most 100 letters, digits, '-', '_' and '.', not starting "
          + "with '.', such as perf (got '\(shown)')")
    }
    assertRefusal(
      ["perf", "--animators", "1", "--output", folder.path, "--basename", "README"],
      "--basename README would overwrite the folder's README.md: give another stem, such as perf")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "refused before any file is written")
  }

  /// `help -` names no command: a usage error, as `help nonexist` is.
  func testHelpFollowedByAnOption_IsAnUnknownCommand() throws {
    assertExecute(
      ["help", "-"], status: 64, stdout: "",
      stderr: ["Error: unknown command '-'", "See 'wave-bench --help' for the commands."])
    XCTAssertEqual(CommandRunner.run(["help", "check"]).status, 0)
  }
}
