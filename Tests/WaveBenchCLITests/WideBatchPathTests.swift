import Foundation
import WavePerf
import XCTest

/// `wave-bench` steps the batch paths from WavePerfWide (compiled for `-target-cpu`), the library from WavePerf
/// (no build flags): the same lanes, operations and order, so after the gate's long run every checksum is equal
/// bit for bit (the wide vectors change how many lanes an instruction moves, never a result).
final class WideBatchPathTests: XCTestCase {
  func testExecutablesWideBatchPaths_EqualTheLibrarysBitForBit() throws {
    let frames = GateWorkload.longFrames
    for name in ["batch-1", "batch-100", "batch-10000", "batch-float-10000", "batch-exact-10000"] {
      let result = try CommandRunner.run(["gate-workload", name, "--frames", String(frames)])
      XCTAssertEqual(result.status, 0, result.stderr)
      let wide = Double(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
      let library = MainActor.assumeIsolated { GateWorkload.named(name)?.execute(frames: frames) }
      XCTAssertNotNil(library, name)
      XCTAssertEqual(wide, library, "\(name): the executable's checksum differs from the library's")
    }
  }
}
