import Foundation

/// Whether one perf row got slower or faster between two runs, decided from the two runs' samples
/// (``PerfResult/samples``, ns per animator-frame, one per timed run) rather than from their medians alone.
///
/// A row is **worse** when both hold:
/// - the Mann–Whitney U test (two-sided, normal approximation with tie and continuity correction) finds the
///   two sets of samples different at level ``alpha`` (p < 0.01): the change is not a fluke of the runs;
/// - the new run's fastest sample is slower than the old run's third quartile by more than ``threshold``
///   (``Decision/band``'s low end above 1 + threshold): the two runs' samples have come apart, not only their
///   medians.
///
/// **Better** mirrors it (p < ``alpha``, the old run's fastest sample slower than the new run's third quartile by
/// more than the threshold). A ratio of medians within [1 / (1 + threshold), 1 + threshold] is **unchanged**; a
/// ratio beyond it that fails either test is **noise**. Pure and deterministic.
///
/// Why the fastest sample against the third quartile. Noise on a shared machine only adds time (another process
/// on the core, a cold cache, a stolen time slice), so a run's fastest samples move least from one process to the
/// next, while its median moves with the machine's load (Chen and Revels, "Robust benchmarking in noisy
/// environments", 2016, arXiv:1608.04295). In 20 back-to-back pairs of default `perf` runs of one binary on a
/// shared 2-core VM (`Tests/WavePerfTests/Fixtures/perf-noise/same-binary-pairs.json`), the judged rows' medians
/// moved by up to ×1.64 between the two runs of a pair, and their fastest samples by up to ×1.28; yet min(new) /
/// Q3(old) was at most 0.978 (1,040 row comparisons, both orders), and at most 1.003 in the 112 same-binary
/// comparisons of the quiet recordings. A run slower in every sample (more work per frame) lifts its fastest
/// sample above the other run's quartile by the slowdown less the old run's spread.
struct PerfNoiseRule: Sendable, Equatable {
  /// What the rule says of one row.
  enum Verdict: String, Sendable {
    case worse, better, unchanged, noise
  }

  /// A verdict and the numbers it was decided from.
  struct Decision: Sendable, Equatable {
    let verdict: Verdict
    /// median(new) / median(old), > 0.
    let ratio: Double
    /// The separation of the two runs, in the ratio's terms: min(new) / Q3(old) … Q3(new) / min(old).
    ///
    /// Q3 is the third quartile (``thirdQuartile(_:)``); low ≤ ``ratio`` ≤ high. Worse needs low > 1 + threshold,
    /// better high < 1 / (1 + threshold).
    let band: (low: Double, high: Double)
    /// Mann–Whitney U of the new samples over the old (pairs where new > old, ties counting ½), 0 … m·n.
    let u: Double
    /// Its two-sided p value, 0 … 1.
    let p: Double

    static func == (a: Decision, b: Decision) -> Bool {
      a.verdict == b.verdict && a.ratio == b.ratio && a.band == b.band && a.u == b.u && a.p == b.p
    }
  }

  /// The smallest separation that can count, as a fraction (0.05 = 5 %), finite, ≥ 0.
  let threshold: Double

  /// The default ``threshold``: 0.05.
  ///
  /// Derivation, from two sets of recorded runs in `Tests/WavePerfTests/Fixtures/perf-noise`
  /// (``PerfNoiseRuleRecordedTests``): on the shared VM's 20 same-binary pairs the largest min(new) / Q3(old) of a
  /// judged row is 0.978, and on the quiet VM's eight runs of one binary 1.003, so 0.05 leaves 7 % and 5 % of
  /// room. Against a build with 10 % more work per lane (quiet VM, eight runs alternated with the base build's), every
  /// one of the 64 comparisons is a regression, and 563 of the 663 judged rows whose median grew by 10 % or more are
  /// worse (the others' runs spread by more than 5 % between their fastest sample and their third quartile, so a 10 %
  /// change does not part them).
  static let defaultThreshold = 0.05
  /// The fewest animators of a row the rule judges: 100.
  ///
  /// Below it a frame's cost is a few nanoseconds of fixed per-frame work (a call, a loop's set-up) that moves
  /// between processes of one binary by far more than any change worth gating (`batch-exact` at N = 1: 8.2 and
  /// 13.1 ns in two back-to-back runs on a quiet machine), so those rows are shown, not judged.
  static let minimumAnimators = 100
  /// The most lanes (animators × components) of a row the rule judges: 100,000, where
  /// ``PerfRunner/instanceCount(lanes:)`` stops placing five copies of a row's data.
  ///
  /// Above it the lanes stream from main memory, whose bandwidth the machine's other tenants share: at N =
  /// 1,000,000 the fastest samples of `batch-float` and `scalar` moved by ×1.49 and ×1.40 between back-to-back runs
  /// of one binary on a shared VM, so those rows are shown, not judged.
  static let maximumLanes = 100_000

  /// Whether the rule judges a row: WaveBench's own paths from ``minimumAnimators`` animators up to
  /// ``maximumLanes`` lanes, timed on one thread.
  ///
  /// The C reference loops (`c-reference`, `c-reference-float`) are the C loops the batch paths are timed against, not
  /// WaveBench's code: a change there says the machine or the compiler changed, and is shown, not judged. A
  /// `batch-parallel` row on the worker pool (from the run's parallel threshold) is timed by the wall clock across
  /// both cores, so anything else running doubles it (×2.11 between back-to-back runs at N = 1,000,000): shown, not
  /// judged; so is every `batch-parallel` row when the threshold is not known.
  ///
  /// - Parameters:
  ///   - path: a perf path's name (``PerfPath``'s raw value).
  ///   - animators: the row's animator count, ≥ 1.
  ///   - components: lanes per animator, ≥ 1.
  ///   - parallelThresholdLanes: the lanes from which `batch-parallel` used the worker pool in that run; nil when
  ///     unknown.
  /// - Returns: true when a change of the row can be a regression.
  static func judges(path: String, animators: Int, components: Int, parallelThresholdLanes: Int?) -> Bool {
    guard let kind = PerfPath(rawValue: path), !kind.isReference, animators >= minimumAnimators else { return false }
    let (lanes, overflow) = animators.multipliedReportingOverflow(by: max(1, components))
    guard !overflow, lanes <= maximumLanes else { return false }
    guard kind == .batchParallel else { return true }
    return parallelThresholdLanes.map { lanes < $0 } ?? false
  }

  /// The Mann–Whitney significance level: 0.01.
  static let alpha = 0.01

  /// - Parameter threshold: finite, ≥ 0; ``defaultThreshold`` by default.
  init(threshold: Double = PerfNoiseRule.defaultThreshold) {
    precondition(threshold.isFinite && threshold >= 0, "PerfNoiseRule: threshold must be finite and ≥ 0")
    self.threshold = threshold
  }

  /// Decides one row.
  ///
  /// - Parameters: old, new: the two runs' samples, each non-empty, every value finite and > 0.
  func decide(old: [Double], new: [Double]) -> Decision {
    precondition(!old.isEmpty && !new.isEmpty, "PerfNoiseRule: no samples")
    let old = old.sorted()
    let new = new.sorted()
    let ratio = Self.median(new) / Self.median(old)
    let band = (low: new[0] / Self.thirdQuartile(old), high: Self.thirdQuartile(new) / old[0])
    let (u, p) = Self.mannWhitney(new, old)
    let up = 1 + threshold
    let down = 1 / (1 + threshold)
    let verdict: Verdict
    if ratio <= up && ratio >= down {
      verdict = .unchanged
    } else if p < Self.alpha && band.low > up {
      verdict = .worse
    } else if p < Self.alpha && band.high < down {
      verdict = .better
    } else {
      verdict = .noise
    }
    return Decision(verdict: verdict, ratio: ratio, band: band, u: u, p: p)
  }

  /// The third quartile of non-empty `values`: the order statistic at ⌈0.75 · (n − 1)⌉ (0-based), a value the set
  /// holds (the 24th of 31).
  static func thirdQuartile(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[(3 * (sorted.count - 1) + 3) / 4]
  }

  /// The Mann–Whitney U of `x` over `y` (pairs with x > y, ties ½) and its two-sided p value by the normal
  /// approximation with tie correction and continuity correction 0.5 (what SciPy's `mannwhitneyu(x, y,
  /// method="asymptotic")` computes).
  ///
  /// p is 1 when every value is tied.
  ///
  /// - Parameters: x, y: non-empty, finite.
  static func mannWhitney(_ x: [Double], _ y: [Double]) -> (u: Double, p: Double) {
    let m = Double(x.count)
    let n = Double(y.count)
    // Midranks of the pooled values, and Σ(t³ − t) over the tie groups.
    let pooled = (x.map { ($0, true) } + y.map { ($0, false) }).sorted { $0.0 < $1.0 }
    var rankSumX = 0.0
    var tieTerm = 0.0
    var i = 0
    while i < pooled.count {
      var j = i
      while j + 1 < pooled.count && pooled[j + 1].0 == pooled[i].0 { j += 1 }
      let midrank = Double(i + j) / 2 + 1
      let t = Double(j - i + 1)
      tieTerm += t * t * t - t
      for k in i...j where pooled[k].1 { rankSumX += midrank }
      i = j + 1
    }
    let u = rankSumX - m * (m + 1) / 2
    let total = m + n
    let variance = m * n / 12 * ((total + 1) - tieTerm / (total * (total - 1)))
    guard variance > 0 else { return (u, 1) }
    let z = max(0, abs(u - m * n / 2) - 0.5) / variance.squareRoot()
    return (u, min(1, erfc(z / 2.0.squareRoot())))
  }

  /// The median of non-empty `values`: the middle one, or the mean of the two middle ones.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }
}
