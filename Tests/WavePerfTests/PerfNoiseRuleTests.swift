import Foundation
import XCTest

@testable import WavePerf

/// ``PerfNoiseRule``'s statistics against values computed independently, and its verdicts on small samples.
final class PerfNoiseRuleTests: XCTestCase {
  /// SciPy 1.17.1: `mannwhitneyu([1.1, 2.3, 2.3, 3.5, 4.0, 5.2], [0.9, 1.1, 1.8, 2.3, 2.6],
  /// alternative="two-sided", method="asymptotic", use_continuity=True)` → U 23.5, p 0.13954714372531585 (ties
  /// at 1.1 and 2.3 across and within the samples).
  func testMannWhitney_WithTies_MatchesSciPy() {
    let (u, p) = PerfNoiseRule.mannWhitney([1.1, 2.3, 2.3, 3.5, 4.0, 5.2], [0.9, 1.1, 1.8, 2.3, 2.6])
    XCTAssertEqual(u, 23.5)
    XCTAssertEqual(p, 0.13954714372531585, accuracy: 1e-12)
  }

  /// SciPy 1.17.1, the same call on 10…17 against 1…8 (no overlap): U 64 = 8 · 8, p 0.0009391056991171899.
  ///
  /// By hand: σ² = 8·8·17/12 = 90.667, z = (64 − 32 − 0.5) / 9.522 = 3.308, p = erfc(z/√2) = 0.00094.
  func testMannWhitney_Separated_MatchesSciPyAndHand() {
    let (u, p) = PerfNoiseRule.mannWhitney([10, 11, 12, 13, 14, 15, 16, 17], [1, 2, 3, 4, 5, 6, 7, 8])
    XCTAssertEqual(u, 64)
    XCTAssertEqual(p, 0.0009391056991171899, accuracy: 1e-12)
  }

  /// Every value tied: no variance, p 1.
  func testMannWhitney_AllTied_PIsOne() {
    XCTAssertEqual(PerfNoiseRule.mannWhitney([3, 3, 3], [3, 3]).p, 1)
  }

  /// The bootstrap interval against an independent Python implementation of the same procedure (SplitMix64
  /// seeded 0x9E3779B97F4A7C15, old resampled then new, 2,000 resamples, order statistics 10 and 1989):
  /// old 100, 101, 99, 102, 98 and new 110, 111, 109, 108, 112 → ×1.0686274509803921 … ×1.1326530612244898.
  func testRatioInterval_MatchesAnIndependentImplementation() {
    let (low, high) = PerfNoiseRule.ratioInterval(old: [100, 101, 99, 102, 98], new: [110, 111, 109, 108, 112])
    XCTAssertEqual(low, 1.0686274509803921, accuracy: 1e-15)
    XCTAssertEqual(high, 1.1326530612244898, accuracy: 1e-15)
  }

  /// The interval by its definition, written out: each resample drawn value by value and sorted for its median.
  ///
  /// The rule's counting of ranks must give the same bounds, bit for bit, on odd and even sizes and with ties.
  func testRatioInterval_EqualsResamplingAndSorting() {
    func median(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    func byDefinition(old: [Double], new: [Double]) -> (Double, Double) {
      var generator = PerfNoiseRule.SplitMix64(seed: PerfNoiseRule.seed)
      var ratios: [Double] = []
      for _ in 0..<PerfNoiseRule.resamples {
        let a = old.map { _ in old[generator.index(below: old.count)] }
        let b = new.map { _ in new[generator.index(below: new.count)] }
        ratios.append(median(b) / median(a))
      }
      ratios.sort()
      return (ratios[10], ratios[1989])
    }
    var generator = PerfNoiseRule.SplitMix64(seed: 7)
    for (m, n) in [(31, 31), (30, 31), (6, 9), (1, 2), (12, 12)] {
      // Values from a few levels, so that ties occur within and across the sets.
      let old = (0..<m).map { _ in 100 + Double(generator.index(below: 7)) }
      let new = (0..<n).map { _ in 104 + Double(generator.index(below: 7)) }
      let (low, high) = PerfNoiseRule.ratioInterval(old: old, new: new)
      let expected = byDefinition(old: old, new: new)
      XCTAssertEqual(low, expected.0, "\(m) × \(n)")
      XCTAssertEqual(high, expected.1, "\(m) × \(n)")
    }
  }

  /// SplitMix64's first outputs from seed 0 (the reference sequence of Vigna's splitmix64.c).
  func testSplitMix64_ReferenceSequence() {
    var generator = PerfNoiseRule.SplitMix64(seed: 0)
    XCTAssertEqual(generator.next(), 0xE220_A839_7B1D_CDAF)
    XCTAssertEqual(generator.next(), 0x6E78_9E6A_A1B9_65F4)
  }

  /// The same 5-sample rows: ×1.10, interval above 1.05, but with 5 samples a side the rank test's p is 0.012 (SciPy,
  /// as above), not below 0.01: noise.
  ///
  /// Identical samples: unchanged. 31 samples a side, 10 % apart with a 1 % spread: worse; the mirror: better.
  func testDecide_Verdicts() {
    let rule = PerfNoiseRule()
    let small = rule.decide(old: [100, 101, 99, 102, 98], new: [110, 111, 109, 108, 112])
    XCTAssertEqual(small.verdict, .noise)
    XCTAssertEqual(small.ratio, 1.1, accuracy: 1e-15)
    XCTAssertEqual(small.p, 0.012185780355344813, accuracy: 1e-12)
    XCTAssertEqual(rule.decide(old: [5, 5, 5], new: [5, 5, 5]).verdict, .unchanged)
    let old = (0..<31).map { 100 + Double($0 % 7) * 0.3 }
    let new = old.map { $0 * 1.1 }
    XCTAssertEqual(rule.decide(old: old, new: new).verdict, .worse)
    XCTAssertEqual(rule.decide(old: new, new: old).verdict, .better)
    XCTAssertEqual(PerfNoiseRule(threshold: 0.2).decide(old: old, new: new).verdict, .unchanged)
  }

  /// The median of an odd and an even count.
  func testMedian() {
    XCTAssertEqual(PerfNoiseRule.median([3, 1, 2]), 2)
    XCTAssertEqual(PerfNoiseRule.median([4, 1, 3, 2]), 2.5)
  }
}
