import Foundation
import WaveCore
import XCTest

@testable import WaveBench

/// perf.md states each batch row against the roofline's bound (its attainable time at the level its lanes live in,
/// and the row's multiple of it), prints the yardsticks' spread, and calls `c-reference` a C loop, not a bound.
final class PerfWordingTests: XCTestCase {
  /// A machine with a 48 KiB L1, a 2 MiB L2 and memory: triads of 100, 50 and 10 GB/s (runs 10 % apart), in-core
  /// 20 and 40 GFLOP/s, a 2 GHz clock.
  static let yardstick = PerfYardstick(
    bandwidths: [
      .init(level: .init(name: "L1", cacheBytes: 48 << 10), workingSetBytes: 24 << 10, samples: [1e11, 9e10]),
      .init(level: .init(name: "L2", cacheBytes: 2 << 20), workingSetBytes: 1 << 20, samples: [5e10, 4.5e10]),
      .init(level: .init(name: "DRAM", cacheBytes: nil), workingSetBytes: 64 << 20, samples: [1e10, 9e9]),
    ],
    arithmetic: [.init(precision: "Double", samples: [2e10]), .init(precision: "Float", samples: [4e10])],
    clockHz: 2e9, runs: 2)

  static let machine = PerfMachine(
    cpuModel: "test CPU", cores: 2, buildFlags: ["swift: release (-O)", "batch paths stepped by: haswell"],
    yardstick: yardstick, batchFootprintBytes: 24_000_000, batchFootprintCopyBandwidth: 1e11,
    batchFootprintCopyBandwidthTwoThreads: 2e11)

  /// `batch` at 1,000 lanes: 40 B and 9 flops a lane-frame, 24,000 B read a frame (L1), 0.8 ns measured.
  static func report(native: PerfNativeComparison? = nil) -> (PerfReport, String) {
    var result = PerfResult(
      path: "batch", animators: 1_000, components: 1, nsPerAnimatorFrame: 0.8, minNsPerAnimatorFrame: 0.8,
      maxNsPerAnimatorFrame: 0.8, runs: 3, framesPerRun: 10, allocationsPerFrame: 0, bytesPerSecond: 5e10,
      framesWithStoppedAnimators: 0)
    result.kernel = PerfKernelRow(
      cost: .eulerShared, precision: "Double", bytesPerAnimatorFrame: 40, flopsPerAnimatorFrame: 9,
      workingSetBytes: 24_000)
    let roofline = PerfRoofline(yardstick: yardstick)
    let results = roofline.bounding([result])
    var options = PerfSetup()
    options.paths = [.batch]
    let report = PerfReport(
      options: options, machine: machine, results: results, targets: PerfTarget.evaluate(results), roofline: roofline)
    return (report, report.markdown(svgName: "perf.svg", command: "wave-bench perf", native: native))
  }

  func testBatchRow_ShowsItsBoundAndItsMultiple() throws {
    let (report, markdown) = Self.report()
    // L1: 40 B / 100 GB/s = 0.4 ns against 9 flops / 20 GFLOP/s = 0.45 ns: the bound is 0.45 ns; 0.8 / 0.45 = 1.78;
    // 0.8 ns at 2 GHz = 1.6 cycles.
    let bound = try XCTUnwrap(report.results[0].bound)
    XCTAssertEqual(bound.level, "L1")
    XCTAssertEqual(bound.attainableNsPerAnimatorFrame, 0.45, accuracy: Tolerance.roundingRelative)
    // Numbers of order 1 by a few roundings, against the hand figures above: Tolerance.roundingRelative.
    XCTAssertEqual(bound.multiple, 0.8 / 0.45, accuracy: Tolerance.roundingRelative)
    XCTAssertEqual(try XCTUnwrap(bound.cyclesPerAnimatorFrame), 1.6, accuracy: Tolerance.roundingRelative)
    XCTAssertTrue(markdown.contains("| GB/s | cycles | bound | × bound | level |"), markdown)
    XCTAssertTrue(markdown.contains("| 50.0 | 1.60 | 0.450 | 1.78 | L1 |"), markdown)
    XCTAssertNil(markdown.range(of: "× copy"), markdown)
  }

  /// A working set just past a cache still hits it in part: it is bounded by the triad of the largest working set not
  /// above its own, never by the next level's.
  func testWorkingSetJustPastACache_IsBoundByTheInnerLevelsTriad() {
    XCTAssertEqual(Self.yardstick.level(ofWorkingSet: 2_400_000)?.level.name, "L2")
    XCTAssertEqual(Self.yardstick.level(ofWorkingSet: 1_000)?.level.name, "L1")
    XCTAssertEqual(Self.yardstick.level(ofWorkingSet: 100 << 20)?.level.name, "DRAM")
  }

  func testRooflineSection_PrintsTheYardsticksSpreadAndEveryKernel() {
    let (_, markdown) = Self.report()
    XCTAssertTrue(markdown.contains("## Roofline"), markdown)
    // L1's runs: 100 and 90 GB/s, 10 % apart.
    XCTAssertTrue(markdown.contains("| L1 | 24 KiB | 100 | 100 | 90.0 | 10.0 % |"), markdown)
    // exactPerLane in Double: 72 B, 8 flops; at DRAM 72 B / 10 GB/s = 7.2 ns.
    let row = "| `exactPerLane` | Double | 7 | 2 | 72 | 8 | 0.111 | 0.720 | 1.44 | 7.20 |"
    XCTAssertTrue(markdown.contains(row), markdown)
    XCTAssertTrue(markdown.contains("`c-reference` is not a bound: it is a C loop of the same step"), markdown)
    XCTAssertNil(markdown.range(of: "roofline loop"), markdown)
  }

  func testNativeSection_SetsTheNativeFigureBesideThePinnedOne() throws {
    let json = """
      {"schemaVersion": 1, "machine": {"cpuModel": "test CPU", "buildFlags": ["batch paths stepped by: native"]},
       "results": [{"path": "batch", "animators": 1000, "springs": "shared", "schedule": "60hz",
                    "nsPerAnimatorFrame": 0.4}]}
      """
    let native = try XCTUnwrap(PerfNative.parse(Data(json.utf8)))
    let (report, _) = Self.report()
    let comparison = PerfNativeComparison(results: report.results, native: native, cpuModel: "test CPU")
    XCTAssertEqual(comparison.rows.map(\.speedup), [2])
    let (_, markdown) = Self.report(native: comparison)
    XCTAssertTrue(markdown.contains("| batch | 1000 | shared | 60hz | 0.800 | 0.400 | 2.00 |"), markdown)
    XCTAssertTrue(markdown.contains("batch paths stepped by: native"), markdown)
    XCTAssertFalse(markdown.contains("ran on another CPU"), markdown)
  }

  func testNativeSection_WithoutTheFile_SaysHowToMakeIt() {
    let (_, markdown) = Self.report()
    XCTAssertTrue(markdown.contains("No `perf-native.json` beside this report: run `scripts/perf-native.sh`"), markdown)
  }
}
