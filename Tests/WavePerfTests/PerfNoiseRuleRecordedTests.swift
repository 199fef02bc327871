import Foundation
import XCTest

@testable import WaveBench

/// ``PerfNoiseRule`` on recorded runs of two machines' kinds (`Fixtures/perf-noise`).
///
/// The two sets:
/// - quiet: 16 runs of `wave-bench perf --animators 1,100,1000 --frames 120 --format json` (release, 27 rows of 31
///   samples each, five instances per row) on a 2-core VM with nothing else running, made alternately by one binary
///   (`base-1` … `base-8`) and by a build that steps every tenth timed frame twice, 10 % more work per lane on every
///   path (`tenth-more-work-1` … `-8`; a local patch to the runner, never committed);
/// - shared: 20 pairs of default `wave-bench perf --format json` runs of one release binary, each pair back to back,
///   on a shared 2-core VM (`same-binary-pairs.json`: the rows of 100 animators or more, samples to 4 significant
///   digits).
///
/// Nothing is timed here. The rows judged are those of
/// ``PerfNoiseRule/judges(path:animators:components:parallelThresholdLanes:)``: 14 of the quiet runs' 27, 26 of the
/// shared runs' 41.
final class PerfNoiseRuleRecordedTests: XCTestCase {
  typealias Run = [String: (path: String, animators: Int, samples: [Double])]

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/perf-noise")

  /// A recorded run's rows, as perf writes them.
  struct Result: Decodable {
    let path: String
    let animators: Int
    let samples: [Double]
  }

  /// One quiet run, as perf writes it.
  struct Report: Decodable {
    let componentsPerAnimator: Int
    let parallelThresholdLanes: Int
    let results: [Result]
  }

  /// The shared machine's pairs.
  struct Pairs: Decodable {
    struct Pair: Decodable {
      let old: [Result], new: [Result]
    }

    let componentsPerAnimator: Int
    let parallelThresholdLanes: Int
    let pairs: [Pair]
  }

  /// A run's rows keyed `path N=animators`, those the rule does not judge left out.
  func judged(_ results: [Result], components: Int, parallelThresholdLanes: Int) -> Run {
    var run: Run = [:]
    for result in results {
      XCTAssertEqual(result.samples.count, PerfRunner.repetitions)
      guard
        PerfNoiseRule.judges(
          path: result.path, animators: result.animators, components: components,
          parallelThresholdLanes: parallelThresholdLanes)
      else { continue }
      run["\(result.path) N=\(result.animators)"] = (result.path, result.animators, result.samples)
    }
    return run
  }

  func load(_ name: String) throws -> Run {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).json"))
    let report = try JSONDecoder().decode(Report.self, from: data)
    XCTAssertEqual(report.results.count, 27)
    return judged(
      report.results, components: report.componentsPerAnimator,
      parallelThresholdLanes: report.parallelThresholdLanes)
  }

  func runs(_ stem: String) throws -> [Run] { try (1...8).map { try load("\(stem)-\($0)") } }

  /// The verdicts of every judged row between two runs.
  func verdicts(old: Run, new: Run) throws -> [(key: String, decision: PerfNoiseRule.Decision)] {
    try old.sorted { $0.key < $1.key }.map { key, row in
      (key, PerfNoiseRule().decide(old: row.samples, new: try XCTUnwrap(new[key]).samples))
    }
  }

  /// Every ordered pair of quiet runs of one binary (56 of base runs, 56 of the other build's): no judged row is
  /// ever worse, so no comparison of one binary with itself is a regression (false-alarm rate 0 of 112).
  func testQuietRuns_SameBinary_NeverARegression() throws {
    var compared = 0
    for group in [try runs("base"), try runs("tenth-more-work")] {
      for (i, old) in group.enumerated() {
        for (j, new) in group.enumerated() where i != j {
          for (key, decision) in try verdicts(old: old, new: new) {
            compared += 1
            XCTAssertNotEqual(decision.verdict, .worse, "run \(i + 1) → \(j + 1), \(key): ×\(decision.ratio)")
          }
        }
      }
    }
    XCTAssertEqual(compared, 112 * 14)
  }

  /// The 20 back-to-back pairs of one binary on a shared machine, each compared both ways (40 comparisons): no
  /// judged row is worse or better, although their medians moved by up to ×1.64 within a pair.
  func testSharedMachinePairs_SameBinary_NeverARegression() throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent("same-binary-pairs.json"))
    let recorded = try JSONDecoder().decode(Pairs.self, from: data)
    XCTAssertEqual(recorded.pairs.count, 20)
    var compared = 0
    var largestRatio = 1.0
    for (index, pair) in recorded.pairs.enumerated() {
      let a = judged(
        pair.old, components: recorded.componentsPerAnimator,
        parallelThresholdLanes: recorded.parallelThresholdLanes)
      let b = judged(
        pair.new, components: recorded.componentsPerAnimator,
        parallelThresholdLanes: recorded.parallelThresholdLanes)
      for (old, new) in [(a, b), (b, a)] {
        for (key, decision) in try verdicts(old: old, new: new) {
          compared += 1
          largestRatio = max(largestRatio, decision.ratio)
          XCTAssertTrue(
            decision.verdict == .unchanged || decision.verdict == .noise,
            "pair \(index + 1), \(key): \(decision.verdict) ×\(decision.ratio)")
        }
      }
    }
    XCTAssertEqual(compared, 40 * 26)
    // The recordings hold what the rule must withstand: medians far beyond the threshold.
    XCTAssertGreaterThan(largestRatio, 1.5)
  }

  /// Every (base, 10 % more work) pair of quiet runs (64): the comparison is a regression.
  ///
  /// Per judged row the rule is more cautious: of the 663 row comparisons whose median grew by 10 % or more it calls
  /// 563 worse, and the rest noise (a row whose runs spread by more than 5 % between their fastest sample and their
  /// third quartile); the test holds it to at least 80 % of those, and to never calling a row better.
  func testQuietRuns_TenPercentMoreWork_IsARegression() throws {
    let base = try runs("base")
    let slower = try runs("tenth-more-work")
    var compared = 0
    var grew = 0
    var grewAndWorse = 0
    for (i, old) in base.enumerated() {
      for (j, new) in slower.enumerated() {
        let pair = try verdicts(old: old, new: new)
        XCTAssertTrue(pair.contains { $0.decision.verdict == .worse }, "base \(i + 1) → slower \(j + 1)")
        for (key, decision) in pair {
          compared += 1
          XCTAssertNotEqual(decision.verdict, .better, "\(key): ×\(decision.ratio)")
          guard decision.ratio >= 1.10 else { continue }
          grew += 1
          if decision.verdict == .worse { grewAndWorse += 1 }
        }
      }
    }
    XCTAssertEqual(compared, 64 * 14)
    XCTAssertGreaterThanOrEqual(Double(grewAndWorse), 0.8 * Double(grew))
  }
}
