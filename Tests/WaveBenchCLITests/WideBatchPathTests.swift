import Foundation
import XCTest

@testable import WaveBench

/// `wave-bench` steps the batch paths from its own code (compiled for `-target-cpu`), the library from WaveBench
/// (no build flags): the same lanes, operations and order, so after the gate's long run every checksum is equal
/// bit for bit (the wide vectors change how many lanes an instruction moves, never a result).
final class WideBatchPathTests: XCTestCase {
  func testExecutablesWideBatchPaths_EqualTheLibrarysBitForBit() throws {
    let frames = GateWorkload.longFrames
    let names = ["batch-1", "batch-100", "batch-10000", "batch-float-10000", "batch-exact-10000"]
    for name in names + GateWorkload.perLaneVariableRefresh.map(\.name) {
      let result = try CommandRunner.launch(
        ["gate-workload", name, "--frames", String(frames)], why: "only the executable has the wide batch paths")
      XCTAssertEqual(result.status, 0, result.stderr)
      let wide = result.stdout.split(separator: "\n").first.flatMap { Double($0) }
      let library = MainActor.assumeIsolated { GateWorkload.named(name)?.execute(frames: frames).checksum }
      XCTAssertNotNil(library, name)
      XCTAssertEqual(wide, library, "\(name): the executable's checksum differs from the library's")
    }
  }

  /// perf names the CPU its batch paths were compiled for, not a default it may not have used (such as
  /// "(default native)" when the default is haswell).
  ///
  /// The tests are built as CI builds them, without WAVEBENCH_CPU, so on x86-64 the answer is haswell.
  func testPerf_NamesTheCPUTheBatchPathsWereCompiledFor() throws {
    #if arch(x86_64)
    let built = ProcessInfo.processInfo.environment["WAVEBENCH_CPU"]
    try XCTSkipIf(built != nil, "built with WAVEBENCH_CPU=\(built ?? "")")
    let result = try CommandRunner.launch(
      ["perf", "--animators", "1", "--paths", "batch", "--frames", "1", "--format", "json"],
      why: "only the executable has the wide batch paths")
    XCTAssertEqual(result.status, 0, result.stderr)
    let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let machine = try XCTUnwrap(report["machine"] as? [String: Any])
    let flags = try XCTUnwrap(machine["buildFlags"] as? [String])
    XCTAssertTrue(
      flags.contains("batch paths stepped by: wave-bench (compiled for -target-cpu haswell, the default on x86-64)"),
      "\(flags)")
    XCTAssertFalse(flags.joined().contains("native"), "\(flags)")
    #else
    throw XCTSkip("the default -target-cpu is haswell on x86-64 only")
    #endif
  }
}
