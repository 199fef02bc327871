import Foundation
import XCTest

/// The numbers `wave-bench` computes do not depend on which build of the C math library the CPU selects
/// (``ReproducibleMath``).
///
/// A CPU without FMA/AVX2 is stood in for by glibc's own tunable, which makes glibc select the builds such a CPU would
/// get.
final class ReproducibleMathTests: XCTestCase {
  /// glibc's feature masks for a CPU without FMA, AVX2 and AVX.
  ///
  /// Written differently from the pin's own tunable on purpose: the run must still pin, not take this for the pin.
  static let olderCPU = "glibc.cpu.hwcaps=-FMA,-AVX2,-AVX"

  private func environment(tunables: String?) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["GLIBC_TUNABLES"] = tunables
    return environment
  }

  /// The closed form at ζ 1.5752, response 0.3 s, 120 Hz is one of the 72 of 900 `exact` trajectories whose
  /// bytes changed with the CPU's math build before the pin (exp's FMA build against its baseline build, a
  /// last-bit difference in some frames).
  ///
  /// With the pin the two runs must print the same bytes.
  func testExactTrajectoryIsTheSameOnACPUWithoutFMA() throws {
    #if !os(Linux)
    throw XCTSkip("glibc tunables exist on Linux only")
    #else
    let arguments = [
      "trajectory", "--damping-ratio", "1.5752", "--response", "0.3", "--from", "0", "--to", "1000",
      "--fps", "120", "--frames", "400", "--integrator", "exact",
    ]
    let here = try CommandRunner.launch(
      arguments, environment: environment(tunables: nil),
      why: "glibc picks its math library build when a process starts, from its environment")
    let older = try CommandRunner.launch(
      arguments, environment: environment(tunables: Self.olderCPU),
      why: "glibc picks its math library build when a process starts, from its environment")
    XCTAssertEqual(here.status, 0, here.stderr)
    XCTAssertEqual(older.status, 0, older.stderr)
    XCTAssertEqual(here.stdout.split(separator: "\n").count, 402)  // header + the start + 400 frames
    XCTAssertEqual(here.stdout, older.stdout)
    #endif
  }

  /// An accuracy report written here and one written as on an older CPU are the same file, and the report
  /// names the build it computed with.
  ///
  /// GSL's adaptive solvers are in it: their step control calls `pow`.
  func testAccuracyReportIsTheSameOnACPUWithoutFMAAndNamesTheBuild() throws {
    #if !os(Linux)
    throw XCTSkip("glibc tunables exist on Linux only")
    #else
    var files: [Data] = []
    for tunables in [nil, Self.olderCPU] {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-math-\(UUID())")
      addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
      let result = try CommandRunner.launch(
        ["accuracy", "--spring", "0.9:0.45", "--spring", "1.5752:0.3", "--schedule", "vrr", "--output", folder.path],
        environment: environment(tunables: tunables),
        why: "glibc picks its math library build when a process starts, from its environment")
      XCTAssertEqual(result.status, 0, result.stderr)
      files.append(try Data(contentsOf: folder.appendingPathComponent("accuracy.json")))
    }
    XCTAssertEqual(files[0], files[1])
    let report = try XCTUnwrap(JSONSerialization.jsonObject(with: files[0]) as? [String: Any])
    let machine = try XCTUnwrap(report["machine"] as? [String: Any])
    XCTAssertEqual(machine["math"] as? String, "glibc baseline build (glibc.cpu.hwcaps=-AVX2,-FMA,-FMA4)")
    #endif
  }
}
