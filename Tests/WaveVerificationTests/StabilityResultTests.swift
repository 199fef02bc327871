import Foundation
import WaveCore
import XCTest

@testable import WaveBench

final class StabilityResultTests: XCTestCase {
  /// The closed-form bound for mass 1 without the rubberband: the step converges iff ωn·h < 2(√(ζ² + 1) − ζ),
  /// ωn = 2π/response; the lowest stable rate is 1/h at equality.
  func criticalFps(dampingRatio zeta: Double, response: Double) -> Double {
    (2 * Double.pi / response) / (2 * ((zeta * zeta + 1).squareRoot() - zeta))
  }

  /// Springs with 4π·ζ/response ≤ 60 (no rubberband), on both sides of the 30 Hz boundary.
  let springs = StabilityResultTests.springs
  static let springs = [(0.5, 0.15), (1.0, 0.3), (0.2, 0.1)].map { SpringSpec(dampingRatio: $0.0, response: $0.1) }

  /// The experiment on ``springs``, run once for the tests that read its findings (a pure function of its input).
  nonisolated(unsafe) static var shared: StabilityResult?
  var result: StabilityResult {
    get throws {
      if let shared = Self.shared { return shared }
      let result = try StabilityExperiment.run(springs: springs)
      Self.shared = result
      return result
    }
  }

  func testPresetFindings_MatchTheAnalyticBound() throws {
    let result = try self.result
    var presets = 0
    for finding in result.findings {
      guard case .preset(_, let spec, let stableAbove, let divergingRates, _) = finding else { continue }
      presets += 1
      let expected = criticalFps(dampingRatio: spec.dampingRatio, response: try XCTUnwrap(spec.response))
      XCTAssertEqual(stableAbove, expected, accuracy: Tolerance.verificationRelative * expected, spec.label)
      XCTAssertEqual(divergingRates, StabilityExperiment.rates.filter { $0 < expected }, spec.label)
    }
    XCTAssertEqual(presets, StabilityExperiment.presets.count)
  }

  /// The user's springs lead the findings, one each, with the analytic bound (`stability --spring a
  /// --spring b` headlines a and b, before the presets).
  func testUserSpringFindings_ComeFirstWithTheAnalyticBound() throws {
    let result = try self.result
    // 1/0.3 is one of the documented springs: not the user's own.
    let own = springs.filter { !SpringSpec.documented.contains($0) }
    let user = result.findings.prefix(own.count).compactMap { finding -> (SpringSpec, Double)? in
      guard case .userSpring(let spec, let stableAbove, _, _) = finding else { return nil }
      return (spec, stableAbove)
    }
    XCTAssertEqual(user.map(\.0), own)
    for (spec, stableAbove) in user {
      let expected = criticalFps(dampingRatio: spec.dampingRatio, response: try XCTUnwrap(spec.response))
      XCTAssertEqual(stableAbove, expected, accuracy: Tolerance.verificationRelative * expected, spec.label)
    }
  }

  func testFallbackFinding_NamesTheSpringsBelowTheBoundInTableOrder() throws {
    let result = try self.result
    let all = StabilityExperiment.presets.map(\.spec) + springs
    let fallback = StabilityExperiment.fallbackRate
    let expected = all.filter { criticalFps(dampingRatio: $0.dampingRatio, response: $0.response!) > fallback }
    guard case .fallbackRate(let fps, let diverging, let count, let steppedAsWave) = try XCTUnwrap(result.findings.last)
    else {
      return XCTFail("the fallback rate's finding comes last")
    }
    XCTAssertEqual(fps, 30)
    XCTAssertEqual(diverging, expected)
    XCTAssertEqual(count, all.count)
    XCTAssertEqual(steppedAsWave, 0, "Wave runs every spring here")
    XCTAssertEqual(result.rows.map(\.spec), all)
  }

  func testBoundaryRows_SeparateStableFromUnstableSprings() throws {
    // Just above the minimum response the step contracts, just below it does not: the spectral radius from
    // the step's trace and determinant, read off one engine-free step of each unit vector (mass 1).
    func radius(_ zeta: Double, _ response: Double, _ h: Double) -> Double {
      let k = pow(2 * Double.pi / response, 2)
      let c = 4 * Double.pi * zeta / response
      func step(_ x: Double, _ v: Double) -> (Double, Double) {
        let v1 = v + (-k * x - c * v) * h
        return (x + v1 * h, v1)
      }
      let (a, cc) = step(1, 0)
      let (b, d) = step(0, 1)
      let trace = a + d
      let det = a * d - b * cc
      let disc = trace * trace / 4 - det
      return disc >= 0 ? abs(trace / 2) + disc.squareRoot() : det.squareRoot()
    }
    let result = try StabilityExperiment.run(springs: [])
    // 1 % either side: far outside rounding, close enough that the radius is still near 1.
    var checked = 0
    for row in result.boundary {
      for (rate, minResponse) in zip(result.rates, row.minResponse)
      where 4 * Double.pi * row.dampingRatio / (minResponse * 0.99) <= 60 {
        checked += 1
        XCTAssertLessThan(radius(row.dampingRatio, minResponse * 1.01, 1 / rate), 1, "ζ \(row.dampingRatio) \(rate) Hz")
        XCTAssertGreaterThan(
          radius(row.dampingRatio, minResponse * 0.99, 1 / rate), 1, "ζ \(row.dampingRatio) \(rate) Hz")
      }
    }
    // Control: the low-ζ rows are outside the rubberband at every rate, so the loop really ran.
    XCTAssertGreaterThan(checked, result.rates.count)
  }
}
