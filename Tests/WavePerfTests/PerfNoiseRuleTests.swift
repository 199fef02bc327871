import Foundation
import XCTest

@testable import WaveBench

/// ``PerfNoiseRule``'s statistics against values computed independently, and its verdicts on small samples.
final class PerfNoiseRuleTests: XCTestCase {
  /// SciPy 1.17.1: `mannwhitneyu([1.1, 2.3, 2.3, 3.5, 4.0, 5.2], [0.9, 1.1, 1.8, 2.3, 2.6],
  /// alternative="two-sided", method="asymptotic", use_continuity=True)` → U 23.5, p 0.13954714372531585 (ties
  /// at 1.1 and 2.3 across and within the samples).
  func testMannWhitney_WithTies_MatchesSciPy() {
    let (u, p) = PerfNoiseRule.mannWhitney([1.1, 2.3, 2.3, 3.5, 4.0, 5.2], [0.9, 1.1, 1.8, 2.3, 2.6])
    XCTAssertEqual(u, 23.5)
    // SciPy's p printed to 17 digits; both sides form z with a few roundings and take erfc (< 1 ulp), so they agree to
    // ~1e-15. 1e-12 leaves room for another libm's erfc.
    XCTAssertEqual(p, 0.13954714372531585, accuracy: 1e-12)
  }

  /// SciPy 1.17.1, the same call on 10…17 against 1…8 (no overlap): U 64 = 8 · 8, p 0.0009391056991171899.
  ///
  /// By hand: σ² = 8·8·17/12 = 90.667, z = (64 − 32 − 0.5) / 9.522 = 3.308, p = erfc(z/√2) = 0.00094.
  func testMannWhitney_Separated_MatchesSciPyAndHand() {
    let (u, p) = PerfNoiseRule.mannWhitney([10, 11, 12, 13, 14, 15, 16, 17], [1, 2, 3, 4, 5, 6, 7, 8])
    XCTAssertEqual(u, 64)
    // As above: SciPy's 17-digit p against the same normal approximation; rounding only (~1e-15), 1e-12 for another
    // libm.
    XCTAssertEqual(p, 0.0009391056991171899, accuracy: 1e-12)
  }

  /// Every value tied: no variance, p 1.
  func testMannWhitney_AllTied_PIsOne() {
    XCTAssertEqual(PerfNoiseRule.mannWhitney([3, 3, 3], [3, 3]).p, 1)
  }

  /// The third quartile is the order statistic at ⌈0.75 · (n − 1)⌉: of 1 … 31 the 24th; of 1 … 5 the 4th; of 1, 2 the
  /// 2nd; of one value that value (numpy's `quantile(x, 0.75, method="higher")` gives the same: 24, 4, 2, 7).
  func testThirdQuartile() {
    XCTAssertEqual(PerfNoiseRule.thirdQuartile((1...31).map(Double.init).reversed()), 24)
    XCTAssertEqual(PerfNoiseRule.thirdQuartile([5, 1, 4, 2, 3]), 4)
    XCTAssertEqual(PerfNoiseRule.thirdQuartile([2, 1]), 2)
    XCTAssertEqual(PerfNoiseRule.thirdQuartile([7]), 7)
  }

  /// The same 5-sample rows: ×1.10, apart (108 / 101 = ×1.069 > 1.05), but with 5 samples a side the rank test's p is
  /// 0.012 (SciPy, as above), not below 0.01: noise.
  ///
  /// Identical samples: unchanged. 31 samples a side, 10 % apart with a 1 % spread: worse; the mirror: better.
  func testDecide_Verdicts() {
    let rule = PerfNoiseRule()
    let small = rule.decide(old: [100, 101, 99, 102, 98], new: [110, 111, 109, 108, 112])
    XCTAssertEqual(small.verdict, .noise)
    // ratio = median(new) / median(old) = 110/100, one rounded division (½ ulp ≈ 1.1e-16); 1e-15 is ~4 ulps of 1.1. p:
    // SciPy's 17-digit figure, rounding only (~1e-15), 1e-12 for another libm's erfc.
    XCTAssertEqual(small.ratio, 1.1, accuracy: 1e-15)
    XCTAssertEqual(small.p, 0.012185780355344813, accuracy: 1e-12)
    XCTAssertEqual(rule.decide(old: [5, 5, 5], new: [5, 5, 5]).verdict, .unchanged)
    let old = (0..<31).map { 100 + Double($0 % 7) * 0.3 }
    let new = old.map { $0 * 1.1 }
    XCTAssertEqual(rule.decide(old: old, new: new).verdict, .worse)
    XCTAssertEqual(rule.decide(old: new, new: old).verdict, .better)
    XCTAssertEqual(PerfNoiseRule(threshold: 0.2).decide(old: old, new: new).verdict, .unchanged)
    // Runs spread over 30 % (100 … 130), the new one 20 % slower in every sample: the medians (115, 138) and the rank
    // test say slower, but the new run's fastest sample (120) is below the old run's third quartile (123): noise.
    let wide = (0..<31).map { 100 + Double($0) }
    let shifted = rule.decide(old: wide, new: wide.map { $0 * 1.2 })
    XCTAssertLessThan(shifted.p, PerfNoiseRule.alpha)
    // Each a quotient or product of the samples' medians and quartiles (integers, or an integer times 1.2): two or
    // three roundings of numbers ≤ 1.5 (≲ 4e-16); 1e-15 is a few ulps, and a wrong quartile moves the band by ≥ 1e-3.
    XCTAssertEqual(shifted.ratio, 1.2, accuracy: 1e-15)
    XCTAssertEqual(shifted.band.low, 120 / 123, accuracy: 1e-15)
    XCTAssertEqual(shifted.band.high, 123 * 1.2 / 100, accuracy: 1e-15)
    XCTAssertEqual(shifted.verdict, .noise)
  }

  /// The median of an odd and an even count.
  func testMedian() {
    XCTAssertEqual(PerfNoiseRule.median([3, 1, 2]), 2)
    XCTAssertEqual(PerfNoiseRule.median([4, 1, 3, 2]), 2.5)
  }
}
