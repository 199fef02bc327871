import Foundation
import WaveCore
import XCTest

@testable import WaveBench

final class SpringSettlingTests: XCTestCase {
  /// The last time the textbook solution from rest is outside `band` (a fraction of the travel), found by scanning
  /// every `scan` seconds up to `upper` and bisecting the last step that leaves the band to 1e-12 s.
  static func lastExit(_ book: Textbook, band: Double, upper: Double, scan: Double = 1e-5) -> Double {
    func outside(_ t: Double) -> Bool { abs(book.position(t) - book.distance) > band * abs(book.distance) }
    var last = 0.0
    var t = 0.0
    while t <= upper {
      if outside(t) { last = t }
      t += scan
    }
    var (low, high) = (last, last + scan)
    while high - low > 1e-12 {
      let mid = (low + high) / 2
      if outside(mid) { low = mid } else { high = mid }
    }
    return high
  }

  /// The exact settle time against the textbook solution, scanned and bisected in the test, for underdamped,
  /// critical and overdamped springs and bands from 0.01 % to 20 %.
  ///
  /// Tolerance 1e-8 s: the experiment stops its bisection at ``SpringSettling/timeResolution`` (1e-9 s) and the two
  /// closed forms differ by rounding only (~1e-15 of the travel), which moves a crossing whose speed is ≥ 0.1 travel/s
  /// (every case here) by ≤ 1e-14 s; 1e-8 s is ten times the resolution.
  func testExactSettleTime_MatchesTheTextbookSolution() throws {
    let cases: [(zeta: Double, response: Double, band: Double)] = [
      (0.5, 0.4, 0.02), (0.5, 0.4, 0.05), (0.2, 0.3, 0.001), (0.7, 0.5, 0.0001), (1, 0.3, 0.02), (3, 0.8, 0.2),
    ]
    for (zeta, response, band) in cases {
      let spring = Spring(dampingRatio: zeta, response: response)
      let book = Textbook(
        stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient), mass: 1, distance: 1)
      let expected = Self.lastExit(book, band: band, upper: 4 * Double(spring.settlingDuration) + 5)
      let measured = SpringSettling.exactSettleTime(try PhysicalSpring(spring), fraction: band)
      // 1e-8 s: ten times the experiment's time resolution (see the doc comment).
      XCTAssertEqual(measured, expected, accuracy: 1e-8, "ζ \(zeta), response \(response), band \(band)")
    }
  }

  /// The 2 % settling time of ζ 0.5, response 0.4: 0.514 s to three digits.
  ///
  /// Expected value: the textbook solution scanned and bisected here (``lastExit(_:band:upper:scan:)``), then
  /// rounded to the three digits the output shows.
  func testTwoPercentBand_OfHalfDampedResponse04_Is0514Seconds() throws {
    let spring = Spring(dampingRatio: 0.5, response: 0.4)
    let book = Textbook(
      stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient), mass: 1, distance: 1)
    let expected = Self.lastExit(book, band: 0.02, upper: 3)
    XCTAssertEqual(String(format: "%.3g", expected), "0.514")
    let band = try SettlingBand.accept("2%", travel: 1000)
    let settling = try SpringSettling.measure(
      SpringSpec(dampingRatio: 0.5, response: 0.4), band: band, schedules: [.fps(60)])
    // 1e-8 s, as in the test above: ten times SpringSettling.timeResolution (1e-9 s).
    XCTAssertEqual(settling.exact, expected, accuracy: 1e-8)
    // The engine's step settles at a frame: at 60 Hz a multiple of 1/60 s.
    let engine = try XCTUnwrap(settling.runs.first?.settleTime)
    XCTAssertEqual((engine * 60).rounded(), engine * 60, accuracy: 1e-6)
  }

  /// A band in points is the same fraction of the travel as in percent: 20 pt of 1000 pt is 2 %.
  func testBandInPoints_IsItsFractionOfTheTravel() throws {
    let points = try SettlingBand.accept("20pt", travel: 1000)
    let percent = try SettlingBand.accept("2%", travel: 1000)
    // 20/1000 and 0.02: each one rounding (½ ulp ≈ 1.7e-18); 1e-15 is far looser and far below a band that differs.
    XCTAssertEqual(points.fraction, percent.fraction, accuracy: 1e-15)
    XCTAssertEqual(points.points, 20)
  }

  /// 0, the whole travel or more, no unit, and non-finite numbers are refused with a message naming `--band`.
  func testBand_RefusesZeroTheWholeTravelAndBadNumbers() {
    for text in ["0%", "0pt", "100%", "150%", "1000pt", "2000pt", "2", "nan%", "inf%", "-1%", "%", "pt"] {
      XCTAssertThrowsError(try SettlingBand.accept(text, travel: 1000), text) { error in
        XCTAssertTrue("\(error)".hasPrefix("--band"), "\(text): \(error)")
      }
    }
  }
}
