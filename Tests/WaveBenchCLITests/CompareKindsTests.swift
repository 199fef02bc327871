import Foundation
import XCTest

/// `compare` of perf reports and gate baselines, and the accuracy report's `--tolerance` and status changes,
/// on small hand-written JSON files whose verdicts are derived by hand in each test.
final class CompareKindsTests: XCTestCase {
  // MARK: Inputs

  func file(_ json: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-cmp-\(UUID().uuidString).json")
    try json.write(to: url, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  /// A perf report with one row `scalar N=1`: median, min, max ns per animator-frame, the runs' samples (nil
  /// for 31: the min, 29 at the median, the max; `[]` for none, as in reports from before perf recorded them)
  /// and allocations per frame.
  func perf(
    _ median: Double, _ min: Double, _ max: Double, samples: [Double]? = nil, allocations: Double = 0,
    cpu: String = "Test CPU", path: String = "scalar", animators: Int = 100
  ) throws -> String {
    let list = samples ?? [min] + Array(repeating: median, count: 29) + [max]
    let field = list.isEmpty ? "" : ", \"samples\": [\(list.map { "\($0)" }.joined(separator: ", "))]"
    return try file(
      """
      {"schemaVersion": 1,
       "machine": {"cpuModel": "\(cpu)", "cores": 2, "buildFlags": ["swift: debug"], "copyBandwidthBytesPerSecond": 1e10},
       "valueType": "CGFloat", "componentsPerAnimator": 1, "frameDurationSeconds": 0.016666666666666666,
       "allocationCounting": "none",
       "results": [{"path": "\(path)", "animators": \(animators), "nsPerAnimatorFrame": \(median),
                    "minNsPerAnimatorFrame": \(min), "maxNsPerAnimatorFrame": \(max), "nsPerFrame": \(median),
                    "allocationsPerFrame": \(allocations), "runs": 31, "framesPerRun": 1000\(field)}],
       "targets": []}
      """)
  }

  /// A gate baseline with one workload `scalar` of the given instructions per animator-frame and allocations per
  /// frame (the raw counts are not what the gate compares).
  func baseline(_ instructions: Double, allocations: Double = 0, configuration: String = "release") throws -> String {
    try file(
      """
      {"build": {"configuration": "\(configuration)", "swift": "6.3+", "valgrind": "valgrind-3.19.0"},
       "frames": {"long": 60, "short": 10},
       "machine": {"cores": 2, "cpu": "Test CPU", "os": "Test OS"},
       "schemaVersion": 1, "tool": "wave-bench 0.1.0",
       "workloads": [{"allocationsLong": 0, "allocationsPerFrame": \(allocations), "allocationsShort": 0,
                      "animators": 100, "instructionsLong": 0, "instructionsPerAnimatorFrame": \(instructions),
                      "instructionsShort": 0, "name": "scalar"}]}
      """)
  }

  /// An accuracy report with one row `euler 0.8/0.2 @ 60hz`.
  func accuracy(status: String = "ok", maxError: Double = 0.01) throws -> String {
    try file(
      """
      {"schemaVersion": 1, "report": "accuracy", "tool": {"name": "wave-bench", "version": "0.1.0"},
       "settings": {"springs": ["0.8/0.2"], "schedules": ["60hz"], "integrators": ["euler"], "distance": 1000},
       "rows": [{"spring": "0.8/0.2", "schedule": "60hz", "integrator": "euler", "status": "\(status)",
                 "maxError": \(maxError), "rmsError": 0.005, "snapPer1000": 0.1}]}
      """)
  }

  func compare(_ old: String, _ new: String, _ options: [String] = []) throws -> (
    status: Int32, json: [String: Any], stderr: String
  ) {
    let result = CommandRunner.run(["compare", old, new, "--format", "json"] + options)
    let json = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any] ?? [:]
    return (result.status, json, result.stderr)
  }

  func changes(_ json: [String: Any]) -> [[String: Any]] { json["changes"] as? [[String: Any]] ?? [] }

  // MARK: Perf

  /// Old median 100 ns (runs 95, 29 × 100, 110).
  ///
  /// New 120 (115, 29 × 120, 130): every new run is slower than every old one (U = 961 of 961, p < 1e-10)
  /// and every resample's ratio of medians is ×1.2, above the default threshold 1.05: worse, exit 1. With
  /// --tolerance 0.25, ×1.2 < 1.25: no change, exit 0.
  func testPerf_SlowerOutsideTheNoiseBand_IsARegression() throws {
    let old = try perf(100, 95, 110)
    let slower = try perf(120, 115, 130)
    let result = try compare(old, slower)
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(result.json["kind"] as? String, "perf")
    let change = try XCTUnwrap(changes(result.json).first)
    XCTAssertEqual(change["row"] as? String, "scalar N=100")
    XCTAssertEqual(change["metric"] as? String, "nsPerAnimatorFrame")
    XCTAssertEqual(change["worse"] as? Bool, true)
    // The ratio of two medians read from the reports, one rounded division (½ ulp); 1e-12 is far looser than that
    // (Tolerance.roundingRelative of a ratio ≈ 1) and far below any other median's ratio.
    XCTAssertEqual(try XCTUnwrap(change["ratio"] as? Double), 1.2, accuracy: 1e-12)
    // The medians as numbers, not text.
    XCTAssertEqual(change["old"] as? Double, 100)
    XCTAssertEqual(change["new"] as? Double, 120)
    XCTAssertEqual(try compare(old, slower, ["--tolerance", "0.25"]).status, 0)
  }

  /// Old runs 15 × 80, 100, 15 × 120; new the same with 115 in the middle: the medians differ by ×1.15, beyond
  /// the default threshold, but the runs are the same but one (the rank test's p is 1.0, as SciPy's
  /// mannwhitneyu gives it): within noise, exit 0, printed as noise.
  func testPerf_SlowerInsideTheNoiseBand_IsNotARegression() throws {
    let spread = Array(repeating: 80.0, count: 15) + Array(repeating: 120.0, count: 15)
    let old = try perf(100, 80, 120, samples: spread + [100])
    let noisy = try perf(115, 80, 120, samples: spread + [115])
    let result = try compare(old, noisy)
    XCTAssertEqual(result.status, 0, result.stderr)
    let change = try XCTUnwrap(changes(result.json).first)
    XCTAssertEqual(change["withinNoise"] as? Bool, true)
    XCTAssertEqual(change["worse"] as? Bool, false)
    let text = CommandRunner.run(["compare", old, noisy])
    XCTAssertTrue(text.stdout.contains("noise  scalar N=100 nsPerAnimatorFrame"), text.stdout)
    XCTAssertTrue(text.stdout.contains("1 changes within the runs' noise band"), text.stdout)
  }

  /// New median 100.5: ×1.005 inside the 5 % threshold, unchanged.
  ///
  /// New 80 (78…90): ×0.8, slowest new (90) faster than fastest old (95): better, exit 0.
  func testPerf_WithinToleranceAndFaster() throws {
    let old = try perf(100, 95, 110)
    let same = try compare(old, try perf(100.5, 96, 109))
    XCTAssertEqual(same.status, 0, same.stderr)
    XCTAssertEqual(same.json["unchanged"] as? Int, 1)
    let faster = try compare(old, try perf(80, 78, 90))
    XCTAssertEqual(faster.status, 0, faster.stderr)
    XCTAssertEqual(changes(faster.json).first?["worse"] as? Bool, false)
    XCTAssertEqual(changes(faster.json).first?["withinNoise"] as? Bool, false)
  }

  /// The ×1.2 slowdown of ``testPerf_SlowerOutsideTheNoiseBand_IsARegression`` in a row the rule does not
  /// judge (fewer than 100 animators; a C reference loop) is shown, not a regression: exit 0.
  func testPerf_RowsNotJudged_AreShownNotRegressions() throws {
    for (path, animators) in [("scalar", 1), ("c-reference", 1000)] {
      let old = try perf(100, 95, 110, path: path, animators: animators)
      let slower = try perf(120, 115, 130, path: path, animators: animators)
      let result = try compare(old, slower)
      XCTAssertEqual(result.status, 0, "\(path) N=\(animators): \(result.stderr)")
      let change = try XCTUnwrap(changes(result.json).first)
      XCTAssertEqual(change["judged"] as? Bool, false)
      XCTAssertEqual(change["worse"] as? Bool, false)
      let text = CommandRunner.run(["compare", old, slower])
      XCTAssertTrue(text.stdout.contains("shown  \(path) N=\(animators) nsPerAnimatorFrame"), text.stdout)
    }
  }

  /// Allocations are counted, not timed: 0 → 1 per frame is worse whatever the tolerance.
  func testPerf_AnAllocationMore_IsARegression() throws {
    let result = try compare(try perf(100, 95, 110), try perf(100, 95, 110, allocations: 1), ["--tolerance", "10"])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(changes(result.json).first?["metric"] as? String, "allocationsPerFrame")
  }

  /// A perf report without samples (written before perf recorded them) is refused in one line, exit 2.
  func testPerf_NoSamples_Exit2() throws {
    let old = try perf(100, 95, 110, samples: [])
    assertRefusal(
      ["compare", old, try perf(100, 95, 110)], status: 2,
      "compare: \(old) result 0 (scalar) has no samples: rerun `wave-bench perf` (this version records them)")
  }

  /// Times from two machines are not comparable: exit 2 naming the CPU, unless --allow-partial.
  func testPerf_AnotherMachine_Exit2NamingIt() throws {
    let old = try perf(100, 95, 110)
    let other = try perf(100, 95, 110, cpu: "Other CPU")
    assertRefusal(
      ["compare", old, other], status: 2,
      "compare: the reports did not run the same settings (cpu: OLD Test CPU; NEW Other CPU): 0 rows only in OLD, 0 "
        + "only in NEW; pass --allow-partial to compare the rows both have")
    XCTAssertEqual(try compare(old, other, ["--allow-partial"]).status, 0)
  }

  // MARK: Gate baselines

  /// The gate's own tolerance (3 %) when --tolerance is not given: 100 → 102 instructions (+2 %) passes,
  /// 100 → 104 (+4 %) is a regression; with --tolerance 0.05 (5 %) +4 % passes.
  ///
  /// Allocations 0 → 1: worse.
  func testGateBaseline_TheGatesToleranceAndAllocationRule() throws {
    let old = try baseline(100)
    let within = try compare(old, try baseline(102))
    XCTAssertEqual(within.status, 0, within.stderr)
    XCTAssertEqual(within.json["kind"] as? String, "gate baseline")
    // The gate's constant tolerance, written to JSON and read back: a decimal round trip, exact; 1e-15 only keeps the
    // check from depending on that.
    XCTAssertEqual(try XCTUnwrap(within.json["tolerance"] as? Double), 0.03, accuracy: 1e-15)
    let beyond = try compare(old, try baseline(104))
    XCTAssertEqual(beyond.status, 1, beyond.stderr)
    XCTAssertEqual(changes(beyond.json).first?["metric"] as? String, "instructions/animator-frame")
    XCTAssertEqual(try compare(old, try baseline(104), ["--tolerance", "0.05"]).status, 0)
    let allocating = try compare(old, try baseline(100, allocations: 1))
    XCTAssertEqual(allocating.status, 1, allocating.stderr)
    XCTAssertEqual(changes(allocating.json).first?["metric"] as? String, "allocations/frame")
  }

  /// Baselines of two build configurations: exit 2 naming it.
  func testGateBaseline_AnotherConfiguration_Exit2() throws {
    let (release, debug) = (try baseline(100), try baseline(100, configuration: "debug"))
    assertRefusal(
      ["compare", release, debug], status: 2,
      "compare: the reports did not run the same settings (configuration: OLD release; NEW debug): 0 rows only in "
        + "OLD, 0 only in NEW; pass --allow-partial to compare the rows both have")
  }

  // MARK: Kinds

  /// Two kinds are refused with exit 2 naming both; a JSON of no known kind too.
  func testMixedKinds_Exit2NamingBoth() throws {
    let (perfReport, gateBaseline) = (try perf(100, 95, 110), try baseline(100))
    assertRefusal(
      ["compare", perfReport, gateBaseline], status: 2,
      "compare: OLD \(perfReport) is a perf report and NEW \(gateBaseline) is a gate baseline: compare two reports "
        + "of one kind")
    let accuracyReport = try accuracy()
    assertRefusal(
      ["compare", accuracyReport, perfReport], status: 2,
      "compare: OLD \(accuracyReport) is an accuracy report and NEW \(perfReport) is a perf report: compare two "
        + "reports of one kind")
    let unknown = try file("{\"schemaVersion\": 1, \"rows\": []}")
    assertRefusal(
      ["compare", unknown, unknown], status: 2,
      "compare: \(unknown) is not an accuracy report (`wave-bench accuracy`), a perf report (`wave-bench perf "
        + "--format json`) or a gate baseline (`wave-bench gate --update`)")
  }

  // MARK: Accuracy: --tolerance and status changes

  /// maxError 0.01 → 0.0105 is ×1.05: worse at the default 1 %, unchanged at --tolerance 0.1.
  func testAccuracy_Tolerance() throws {
    let old = try accuracy(maxError: 0.01)
    let new = try accuracy(maxError: 0.0105)
    let worse = try compare(old, new)
    XCTAssertEqual(worse.status, 1, worse.stderr)
    // 0.0105 / 0.01, one rounded division of two decimal figures (a few ulps of 1.05); 1e-12
    // (Tolerance.roundingRelative of a ratio ≈ 1) is far looser, and a wrong ratio is off by ≥ 0.01.
    XCTAssertEqual(try XCTUnwrap(changes(worse.json).first?["ratio"] as? Double), 1.05, accuracy: 1e-12)
    XCTAssertEqual(try compare(old, new, ["--tolerance", "0.1"]).status, 0)
  }

  /// ok → unstable is worse (exit 1) whatever the numbers; unstable → ok is better (exit 0).
  func testAccuracy_StatusChanges() throws {
    let ok = try accuracy(status: "ok")
    let unstable = try accuracy(status: "unstable")
    let worse = CommandRunner.run(["compare", ok, unstable, "--tolerance", "10"])
    XCTAssertEqual(worse.status, 1, worse.stderr)
    XCTAssertTrue(worse.stdout.contains("WORSE  euler 0.8/0.2 @ 60hz status: ok → unstable"), worse.stdout)
    let better = CommandRunner.run(["compare", unstable, ok])
    XCTAssertEqual(better.status, 0, better.stderr)
    XCTAssertTrue(better.stdout.contains("better euler 0.8/0.2 @ 60hz status: unstable → ok"), better.stdout)
  }

  /// Round-off is not a regression: gsl-msbdf's max error moved 2.866e-11 → 4.296e-11 (×1.5) between glibc's
  /// FMA and non-FMA code paths, 1.4e-11 of the distance, below the 1e-9 floor (Tolerance.compareAbsoluteFloor);
  /// the same ratio at 1e-3 of the distance is a regression.
  func testAccuracy_RoundOffBelowTheFloor_IsNoChange() throws {
    XCTAssertEqual(try compare(try accuracy(maxError: 2.866e-11), try accuracy(maxError: 4.296e-11)).status, 0)
    XCTAssertEqual(try compare(try accuracy(maxError: 1e-3), try accuracy(maxError: 1.5e-3)).status, 1)
  }
}
