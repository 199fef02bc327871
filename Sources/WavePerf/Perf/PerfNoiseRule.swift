import Foundation

/// Whether one perf row got slower or faster between two runs, decided from the two runs' samples
/// (``PerfResult/samples``, ns per animator-frame, one per timed run) rather than from their medians alone.
///
/// A row is **worse** when both hold:
/// - the Mann–Whitney U test (two-sided, normal approximation with tie and continuity correction) finds the
///   two sets of samples different at level ``alpha`` (p < 0.01): the change is not a fluke of the runs;
/// - the ``confidence`` (99 %) percentile-bootstrap interval of median(new) / median(old) lies entirely above
///   1 + ``threshold``: the change is at least as large as the spread two runs of the same binary show.
///
/// **Better** mirrors it (p < ``alpha``, interval entirely below 1 / (1 + ``threshold``)). A ratio of medians
/// within [1 / (1 + threshold), 1 + threshold] is **unchanged**; a ratio beyond it that fails either test is
/// **noise**. Pure and deterministic: the bootstrap draws from a fixed seed, so one pair of sample sets
/// always gets the same decision.
///
/// The threshold is needed because the samples of one run come from one process: they show how the runs of
/// that process scatter, and a row's median still moves a little between processes of one binary
/// (``defaultThreshold`` says by how much).
public struct PerfNoiseRule: Sendable, Equatable {
  /// What the rule says of one row.
  public enum Verdict: String, Sendable {
    case worse, better, unchanged, noise
  }

  /// A verdict and the numbers it was decided from.
  public struct Decision: Sendable, Equatable {
    public let verdict: Verdict
    /// median(new) / median(old), > 0.
    public let ratio: Double
    /// The bootstrap interval of ``ratio`` at ``PerfNoiseRule/confidence``, low ≤ high; nil when the ratio
    /// is within the threshold (unchanged: the interval cannot change the verdict, and is not computed).
    public let ratioLow: Double?, ratioHigh: Double?
    /// Mann–Whitney U of the new samples over the old (pairs where new > old, ties counting ½), 0 … m·n.
    public let u: Double
    /// Its two-sided p value, 0 … 1.
    public let p: Double
  }

  /// The smallest change of the ratio of medians that can count, as a fraction (0.05 = 5 %), finite, ≥ 0.
  public let threshold: Double

  /// The default ``threshold``: 0.05.
  ///
  /// Derivation, from the recorded runs in `Tests/WavePerfTests/Fixtures/perf-noise` (`perf --animators
  /// 1,100,1000 --frames 120` on a 2-core VM with nothing else running; eight runs of one binary and eight of a
  /// build with 10 % more work per lane, alternated): between runs of one binary the judged rows' medians
  /// (``judges(path:animators:)``, five instances each: ``PerfRunner/instanceCount(lanes:)``) differ by at most
  /// 6.3 %, and the rule's interval keeps every one of those 112 comparisons short of worse at 0.05; a slowdown
  /// of 10 % must be caught, so the interval's low end must clear 1 + threshold when the true ratio is 1.10,
  /// which the 99 % intervals (±1 % for most rows) allow up to about 0.08. At 0.05 every one of the 64
  /// comparisons of the slower build is a regression, and 651 of the 663 judged rows that grew by 10 % or more
  /// are worse (``PerfNoiseRuleRecordedTests``).
  public static let defaultThreshold = 0.05
  /// The fewest animators of a row the rule judges: 100.
  ///
  /// Below it a frame's cost is a few nanoseconds of fixed per-frame work (a call, a loop's set-up) that moves
  /// between processes of one binary by far more than any change worth gating (`batch-exact` at N = 1: 8.2 and
  /// 13.1 ns in two back-to-back runs on a quiet machine), so those rows are shown, not judged.
  public static let minimumAnimators = 100

  /// Whether the rule judges a row: WaveBench's own paths from ``minimumAnimators`` animators.
  ///
  /// The C reference loops (`c-reference`, `c-reference-float`) are the machine's yardstick for the batch paths, not
  /// WaveBench's code: a change there says the machine or the compiler changed, and is shown, not judged.
  ///
  /// - Parameters:
  ///   - path: a perf path's name (``PerfPath``'s raw value).
  ///   - animators: the row's animator count, ≥ 1.
  /// - Returns: true when a change of the row can be a regression.
  public static func judges(path: String, animators: Int) -> Bool {
    animators >= minimumAnimators && PerfPath(rawValue: path)?.isReference == false
  }

  /// The Mann–Whitney significance level: 0.01.
  public static let alpha = 0.01
  /// The bootstrap interval's coverage: 0.99.
  public static let confidence = 0.99
  /// Bootstrap resamples: 2,000 (the 0.5 % and 99.5 % percentiles then rest on 10 draws each).
  public static let resamples = 2_000
  /// The bootstrap's seed (SplitMix64).
  public static let seed: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// - Parameter threshold: finite, ≥ 0; ``defaultThreshold`` by default.
  public init(threshold: Double = PerfNoiseRule.defaultThreshold) {
    precondition(threshold.isFinite && threshold >= 0, "PerfNoiseRule: threshold must be finite and ≥ 0")
    self.threshold = threshold
  }

  /// Decides one row.
  ///
  /// - Parameters: old, new: the two runs' samples, each non-empty, every value finite and > 0.
  public func decide(old: [Double], new: [Double]) -> Decision {
    precondition(!old.isEmpty && !new.isEmpty, "PerfNoiseRule: no samples")
    let ratio = Self.median(new) / Self.median(old)
    let (u, p) = Self.mannWhitney(new, old)
    let up = 1 + threshold
    let down = 1 / (1 + threshold)
    if ratio <= up && ratio >= down {
      return Decision(verdict: .unchanged, ratio: ratio, ratioLow: nil, ratioHigh: nil, u: u, p: p)
    }
    let (low, high) = Self.ratioInterval(old: old, new: new)
    let verdict: Verdict
    if p < Self.alpha && low > up {
      verdict = .worse
    } else if p < Self.alpha && high < down {
      verdict = .better
    } else {
      verdict = .noise
    }
    return Decision(verdict: verdict, ratio: ratio, ratioLow: low, ratioHigh: high, u: u, p: p)
  }

  /// The Mann–Whitney U of `x` over `y` (pairs with x > y, ties ½) and its two-sided p value by the normal
  /// approximation with tie correction and continuity correction 0.5 (what SciPy's `mannwhitneyu(x, y,
  /// method="asymptotic")` computes).
  ///
  /// p is 1 when every value is tied.
  ///
  /// - Parameters: x, y: non-empty, finite.
  public static func mannWhitney(_ x: [Double], _ y: [Double]) -> (u: Double, p: Double) {
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

  /// The percentile-bootstrap interval of median(new) / median(old) at ``confidence``: ``resamples`` times,
  /// both sets are resampled with replacement (each at its own size, from one SplitMix64 stream seeded with
  /// ``seed``, old first), and the ratios' order statistics at ⌊B·(1 − c)/2⌋ and ⌈B·(1 + c)/2⌉ − 1 (0-based,
  /// B resamples, c the confidence) are the bounds.
  ///
  /// A resample's median is found without sorting it: each draw picks an index of the set, which stands for that
  /// value's rank in the sorted set; counting the ranks drawn finds the middle one (or two), whose values are the
  /// sorted set's at those ranks: the same median as sorting the resampled values.
  ///
  /// - Parameters: old, new: non-empty, every value finite and > 0.
  public static func ratioInterval(
    old: [Double], new: [Double], confidence: Double = confidence, resamples: Int = resamples, seed: UInt64 = seed
  ) -> (low: Double, high: Double) {
    var generator = SplitMix64(seed: seed)
    var ratios: [Double] = []
    ratios.reserveCapacity(resamples)
    let a = RankedSamples(old)
    let b = RankedSamples(new)
    var countsA = [Int](repeating: 0, count: old.count)
    var countsB = [Int](repeating: 0, count: new.count)
    for _ in 0..<resamples {
      let medianA = a.resampledMedian(counts: &countsA, generator: &generator)
      let medianB = b.resampledMedian(counts: &countsB, generator: &generator)
      ratios.append(medianB / medianA)
    }
    ratios.sort()
    let low = Int((Double(resamples) * (1 - confidence) / 2).rounded(.down))
    let high = Int((Double(resamples) * (1 + confidence) / 2).rounded(.up)) - 1
    return (ratios[max(0, low)], ratios[min(resamples - 1, high)])
  }

  /// A set of samples, sorted once, with the rank of each sample in the order given.
  struct RankedSamples {
    /// The values in ascending order.
    let sorted: [Double]
    /// `rank[i]`: the position in ``sorted`` of the `i`-th value given (equal values get distinct positions).
    let rank: [Int]

    init(_ values: [Double]) {
      let order = values.indices.sorted { values[$0] < values[$1] }
      sorted = order.map { values[$0] }
      var rank = [Int](repeating: 0, count: values.count)
      for (position, index) in order.enumerated() { rank[index] = position }
      self.rank = rank
    }

    /// The median of one resample with replacement, of the set's own size: `count` draws of an index from
    /// `generator`, in order, as `values[generator.index(below: count)]` would draw them.
    ///
    /// - Parameters:
    ///   - counts: scratch of the set's size, returned zeroed.
    ///   - generator: the bootstrap's stream, advanced by the set's size.
    /// - Returns: The resample's median.
    func resampledMedian(counts: inout [Int], generator: inout SplitMix64) -> Double {
      let count = rank.count
      for _ in 0..<count { counts[rank[generator.index(below: count)]] += 1 }
      // The 0-based positions of the middle value(s) in the sorted resample.
      let lower = (count - 1) / 2
      let upper = count / 2
      var seen = 0
      var lowerValue = 0.0
      var upperValue = 0.0
      for position in 0..<count where counts[position] > 0 {
        let next = seen + counts[position]
        if seen <= lower && lower < next { lowerValue = sorted[position] }
        if seen <= upper && upper < next { upperValue = sorted[position] }
        counts[position] = 0
        seen = next
      }
      return lower == upper ? lowerValue : (lowerValue + upperValue) / 2
    }
  }

  /// The median of non-empty `values`: the middle one, or the mean of the two middle ones.
  public static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }

  /// SplitMix64 (Steele, Lea and Flood 2014): a small, fixed generator, so that the bootstrap gives the same
  /// interval on every platform and toolchain.
  struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// A draw from 0 ..< `count` (`count` ≥ 1): next() modulo count (bias below count / 2⁶⁴).
    mutating func index(below count: Int) -> Int { Int(next() % UInt64(count)) }
  }
}
