import Foundation
import XCTest

@testable import WavePerf
@testable import WaveReports

/// perf.md states a path's bandwidth as a multiple of a measured copy, never as a percentage (a multiple
/// above 1 would read as a percentage above 100), and says why a multiple can exceed 1.
final class PerfWordingTests: XCTestCase {
  func testBandwidth_IsAMultipleOfTheMeasuredCopy() {
    let machine = PerfMachine(
      cpuModel: "test CPU", cores: 2, buildFlags: ["swift: release (-O)"], copyBandwidth: 5e10,
      batchFootprintBytes: 24_000_000, batchFootprintCopyBandwidth: 1e11, batchFootprintCopyBandwidthTwoThreads: 2e11)
    // 0.1 ns per lane-frame at 40 B a lane-frame: 4e11 B/s, 8 × the 5e10 B/s copy.
    let result = PerfResult(
      path: "batch", animators: 10_000, components: 1, nsPerAnimatorFrame: 0.1, minNsPerAnimatorFrame: 0.1,
      maxNsPerAnimatorFrame: 0.1, runs: 3, framesPerRun: 10, allocationsPerFrame: 0, bytesPerSecond: 4e11,
      framesWithStoppedAnimators: 0)
    var options = PerfSetup()
    options.paths = [.batch]
    let markdown = PerfReport(
      options: options, machine: machine, results: [result], targets: PerfTarget.evaluate([result])
    )
    .markdown(svgName: "perf.svg", command: "wave-bench perf")
    XCTAssertTrue(markdown.contains("| GB/s | × copy bandwidth |"), markdown)
    XCTAssertTrue(markdown.contains("| 400 | 8.00 |"), markdown)
    XCTAssertTrue(markdown.contains("above 1 the path's lanes fit in a cache"), markdown)
    XCTAssertNil(markdown.range(of: "% of copy"), markdown)
  }
}
