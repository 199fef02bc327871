import Foundation
import XCTest

@testable import WavePerf

/// ``PerfNoiseRule`` on recorded runs (`Fixtures/perf-noise`): 16 runs of `wave-bench perf --animators 1,100,1000
/// --frames 120 --format json` (release, 27 rows of 31 samples each, five instances per row) on a 2-core VM with
/// nothing else running, made alternately by one binary (`base-1` … `base-8`) and by a build that steps every tenth
/// timed frame twice, 10 % more work per lane on every path (`tenth-more-work-1` … `-8`; a local patch to the runner,
/// never committed).
///
/// Nothing is timed here. The rows judged are those of ``PerfNoiseRule/judges(path:animators:)``: 14 of the 27.
final class PerfNoiseRuleRecordedTests: XCTestCase {
  typealias Run = [String: (path: String, animators: Int, samples: [Double])]

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/perf-noise")

  /// The recorded results, decoded as perf writes them.
  struct Report: Decodable {
    struct Result: Decodable {
      let path: String
      let animators: Int
      let samples: [Double]
    }

    let results: [Result]
  }

  func load(_ name: String) throws -> Run {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).json"))
    var run: Run = [:]
    for result in try JSONDecoder().decode(Report.self, from: data).results {
      XCTAssertEqual(result.samples.count, PerfRunner.repetitions)
      run["\(result.path) N=\(result.animators)"] = (result.path, result.animators, result.samples)
    }
    XCTAssertEqual(run.count, 27)
    return run
  }

  func runs(_ stem: String) throws -> [Run] { try (1...8).map { try load("\(stem)-\($0)") } }

  /// The verdicts of every judged row between two runs.
  func verdicts(old: Run, new: Run) throws -> [(key: String, decision: PerfNoiseRule.Decision)] {
    try old.filter { PerfNoiseRule.judges(path: $0.value.path, animators: $0.value.animators) }.sorted {
      $0.key < $1.key
    }
    .map { key, row in (key, PerfNoiseRule().decide(old: row.samples, new: try XCTUnwrap(new[key]).samples)) }
  }

  /// Every ordered pair of runs of one binary (56 of base runs, 56 of the other build's): no judged row is
  /// ever worse, so no comparison of one binary with itself is a regression (false-alarm rate 0 of 112).
  func testRecordedRuns_SameBinary_NeverARegression() throws {
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

  /// Every (base, 10 % more work) pair of runs (64): the comparison is a regression.
  ///
  /// Per judged row the rule is more cautious: of the 896 judged row comparisons it calls 838 worse, and of the 663
  /// whose median grew by 10 % or more, 651 (the rest are noise: a row whose five instances time apart gets a wide
  /// interval); the test holds it to at least 90 % of those, and to never calling a row better.
  func testRecordedRuns_TenPercentMoreWork_IsARegression() throws {
    let base = try runs("base")
    let slower = try runs("tenth-more-work")
    var compared = 0
    var worse = 0
    var grew = 0
    var grewAndWorse = 0
    for (i, old) in base.enumerated() {
      for (j, new) in slower.enumerated() {
        let pair = try verdicts(old: old, new: new)
        XCTAssertTrue(pair.contains { $0.decision.verdict == .worse }, "base \(i + 1) → slower \(j + 1)")
        for (key, decision) in pair {
          compared += 1
          if decision.verdict == .worse { worse += 1 }
          XCTAssertNotEqual(decision.verdict, .better, "\(key): ×\(decision.ratio)")
          guard decision.ratio >= 1.10 else { continue }
          grew += 1
          if decision.verdict == .worse { grewAndWorse += 1 }
        }
      }
    }
    XCTAssertEqual(compared, 64 * 14)
    XCTAssertGreaterThanOrEqual(Double(grewAndWorse), 0.9 * Double(grew))
    XCTAssertGreaterThan(worse, compared / 2)
  }
}
