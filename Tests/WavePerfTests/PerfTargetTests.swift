import XCTest

@testable import WaveBench

/// The perf targets are decided in WaveBench, as ``PerfTarget`` values, not computed by the renderer.
final class PerfTargetTests: XCTestCase {
  func result(_ path: PerfPath, _ n: Int, ns: Double, allocations: Double = 0) -> PerfResult {
    PerfResult(
      path: path.rawValue, animators: n, components: 1, nsPerAnimatorFrame: ns, minNsPerAnimatorFrame: ns,
      maxNsPerAnimatorFrame: ns, runs: 1, framesPerRun: 1, allocationsPerFrame: allocations, bytesPerSecond: nil,
      framesWithStoppedAnimators: 0)
  }

  /// The limit is 2 at N ≤ 100, 1.3 at 1,000, 1.1 from 10,000; a ratio just above it fails, at it passes.
  func testBatchOverC_LimitsBySize() {
    let results = [
      result(.batch, 100, ns: 2.0), result(.cReference, 100, ns: 1.0),
      result(.batch, 1000, ns: 1.31), result(.cReference, 1000, ns: 1.0),
      result(.batch, 10_000, ns: 1.1), result(.cReference, 10_000, ns: 1.0),
    ]
    let targets = PerfTarget.evaluate(results)
    let verdicts = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, ($0.wanted, $0.met)) })
    XCTAssertEqual(verdicts["batch / c-reference, N=100"]?.0, "≤ 2.0")
    XCTAssertEqual(verdicts["batch / c-reference, N=100"]?.1, true)
    XCTAssertEqual(verdicts["batch / c-reference, N=1000"]?.1, false)
    XCTAssertEqual(verdicts["batch / c-reference, N=10000"]?.0, "≤ 1.1")
    XCTAssertEqual(verdicts["batch / c-reference, N=10000"]?.1, true)
  }

  /// batch-parallel must be 1.5× faster than batch at 1 M lanes; an allocation on a batch path fails.
  func testParallelAndAllocations() {
    let results = [
      result(.batch, 1_000_000, ns: 1.4), result(.batchParallel, 1_000_000, ns: 1.0),
      result(.batchFloat, 1_000_000, ns: 1.0, allocations: 1),
    ]
    let targets = PerfTarget.evaluate(results)
    XCTAssertEqual(targets.first { $0.name == "batch / batch-parallel, N=1000000" }?.met, false)
    XCTAssertEqual(targets.first { $0.name == "max allocations/frame, batch paths" }?.met, false)
  }

  /// The plot's ratios: each batch path over its own C loop (batch-float over the Float loop) at the sizes both have,
  /// in N's order; no ratio for a path without a C loop or a size the C loop lacks.
  func testRatiosToCLoop_PairEachBatchPathWithItsCLoop() {
    let results = [
      result(.batchFloat, 1000, ns: 0.3), result(.cReferenceFloat, 1000, ns: 0.2), result(.cReference, 1000, ns: 0.6),
      result(.batch, 10, ns: 3), result(.batch, 1000, ns: 0.9), result(.cReference, 10, ns: 2),
      result(.batch, 100, ns: 1), result(.scalar, 1000, ns: 1),
    ]
    let batch = results.ratiosToCLoop(of: .batch)
    XCTAssertEqual(batch.map(\.animators), [10, 1000])
    XCTAssertEqual(batch.map(\.ratio), [1.5, 0.9 / 0.6])
    XCTAssertEqual(results.ratiosToCLoop(of: .batchFloat).map(\.ratio), [0.3 / 0.2])
    XCTAssertTrue(results.ratiosToCLoop(of: .scalar).isEmpty)
  }
}
