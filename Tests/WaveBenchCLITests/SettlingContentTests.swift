import Foundation
import XCTest

/// The settling report's exact settle time against the closed form written out here: the last time the
/// oscillator from rest, 0 → 1, is farther than the band (1e-4 of the distance) from its target, found by
/// bisection on the closed form.
final class SettlingContentTests: XCTestCase {
  /// The settled band, a fraction of the distance: Wave's own `settlingPercentage` 0.01 % (the report's `band`).
  static let band = 1e-4

  /// The root of a function that is > 0 at `a` and ≤ 0 at `b`, to the last bit.
  func bisect(_ f: (Double) -> Double, _ a: Double, _ b: Double) -> Double {
    var (a, b) = (a, b)
    for _ in 0..<200 {
      let m = (a + b) / 2
      if f(m) > 0 { a = m } else { b = m }
    }
    return (a + b) / 2
  }

  /// Critically damped, response r: ω0 = 2π/r, damping c = 4π/r below the rubberband's 60 (no cap), so
  /// x(t) = 1 − (1 + ω0·t)·e^{−ω0·t}.
  ///
  /// |x − 1| falls monotonically: the settle time is the root of (1 + ω0·t)·e^{−ω0·t} = band.
  func criticalSettleTime(response: Double) -> Double {
    let omega = 2 * Double.pi / response
    return bisect({ (1 + omega * $0) * exp(-omega * $0) - Self.band }, 0, 100 / omega)
  }

  /// Underdamped ζ < 1, response r: γ = ζ·ω0, ωd = ω0·√(1 − ζ²), x(t) = 1 − e^{−γt}(cos ωd·t + (γ/ωd)·sin ωd·t).
  ///
  /// |x − 1| peaks where sin ωd·t = 0, t_k = kπ/ωd, at e^{−γ·t_k}; the last peak above the band has the largest
  /// k with γ·kπ/ωd < ln(1/band). After it |x − 1| falls monotonically to 0 at the zero of
  /// cos θ + (γ/ωd) sin θ, θ = kπ + π − atan(ωd/γ); the settle time is the band crossing between the two.
  func underdampedSettleTime(dampingRatio zeta: Double, response: Double) -> Double {
    let omega = 2 * Double.pi / response
    let gamma = zeta * omega
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    func offset(_ t: Double) -> Double { abs(exp(-gamma * t) * (cos(omegaD * t) + gamma / omegaD * sin(omegaD * t))) }
    let k = (log(1 / Self.band) * omegaD / (gamma * Double.pi)).rounded(.up) - 1
    let peak = k * Double.pi / omegaD
    let zero = (k * Double.pi + Double.pi - atan(omegaD / gamma)) / omegaD
    XCTAssertGreaterThan(offset(peak), Self.band)
    return bisect({ offset($0) - Self.band }, peak, zero)
  }

  /// The report samples the exact solution every `exactStep` (1 ms) and names the first sample from which all
  /// later ones are inside the band, so its settle time is the closed form's rounded up to the next sample:
  /// t* ≤ reported < t* + exactStep (the last excursion lasts far longer than 1 ms, so no sample misses it).
  ///
  /// Both sides evaluate the same closed form, so their rounding differs by ~1e-15 s, covered by
  /// Tolerance.verificationRelative (1e-9) of t*.
  func testExactSettleTime_IsTheClosedFormsLastBandCrossing() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-settle-\(UUID())").path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: output) }
    let result = CommandRunner.run(["settling", "--schedule", "60hz", "--output", output])
    XCTAssertEqual(result.status, 0, result.stderr)
    let report = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/settling.json")))
        as? [String: Any])
    XCTAssertEqual(report["band"] as? Double, Self.band)
    let step = try XCTUnwrap(report["exactStep"] as? Double)
    let cells = try XCTUnwrap(report["cells"] as? [[String: Any]])
    func reported(_ zeta: Double, _ response: Double) throws -> Double {
      let cell = try XCTUnwrap(
        cells.first { $0["dampingRatio"] as? Double == zeta && $0["response"] as? Double == response })
      let runs = try XCTUnwrap(cell["runs"] as? [[String: Any]])
      let exact = try XCTUnwrap(runs.first { $0["stepper"] as? String == "exact" })
      return try XCTUnwrap(exact["settleTime"] as? Double)
    }
    // One status vocabulary (RunStatus: ok, unstable, diverged, failed) in the JSON and the Markdown: one
    // name for each outcome in every report.
    let statuses = Set(cells.flatMap { ($0["runs"] as? [[String: Any]] ?? []).compactMap { $0["status"] as? String } })
    XCTAssertTrue(statuses.isSubset(of: ["ok", "unstable", "diverged", "failed"]), "\(statuses)")
    XCTAssertTrue(statuses.contains("diverged"), "60 Hz diverges for the stiffest grid springs")
    let markdown = try String(contentsOfFile: output + "/settling.md", encoding: .utf8)
    XCTAssertFalse(markdown.contains("never settles ("), "a second word for a status")
    for (zeta, response, expected) in [
      (1.0, 0.5, criticalSettleTime(response: 0.5)),  // 0.935 54 s
      (0.5, 0.5, underdampedSettleTime(dampingRatio: 0.5, response: 0.5)),  // 1.488 69 s
    ] {
      let got = try reported(zeta, response)
      let slack = 1e-9 * expected
      XCTAssertGreaterThanOrEqual(got, expected - slack, "ζ \(zeta), response \(response): t* = \(expected) s")
      XCTAssertLessThan(got, expected + step + slack, "ζ \(zeta), response \(response): t* = \(expected) s")
    }
  }
}
