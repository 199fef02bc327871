import Foundation
import WaveCore

/// The spectral radius of the engine's step over a (ζ, response) grid at one frame rate, for springs built
/// as the engine builds them (response initializer, mass 1, rubberband included), with the analytic boundary
/// for mass 1 without the rubberband: stable iff `ωn·h < 2(√(ζ² + 1) − ζ)`, that is, `response > π·h·(√(ζ² + 1) + ζ)`.
struct StabilityMap: Sendable {
  /// The frame rate, Hz.
  let fps: Double
  /// The grid: damping ratios (rows) and responses in seconds (columns), ascending.
  let dampingRatios: [Double], responses: [Double]
  /// `spectralRadius[i][j]` for `dampingRatios[i]`, `responses[j]`.
  let spectralRadius: [[Double]]
  /// The smallest stable response for each damping ratio without the rubberband, s (the boundary curve).
  let boundaryResponse: [Double]

  /// ζ from 0.05 to 3, 25 values evenly spaced in log ζ.
  static let defaultDampingRatios = logSpaced(0.05, 3, count: 25)
  /// Response from 0.01 to 2 s, 30 values evenly spaced in log response.
  static let defaultResponses = logSpaced(0.01, 2, count: 30)

  /// Computes the map at `fps` (finite, > 0).
  static func compute(
    fps: Double, dampingRatios: [Double] = defaultDampingRatios, responses: [Double] = defaultResponses
  ) -> StabilityMap {
    let h = 1 / fps
    let radius = dampingRatios.map { zeta in
      responses.map { response in
        EulerStepMatrix(spring: Spring(dampingRatio: zeta, response: response), dt: h).spectralRadius
      }
    }
    let boundary = dampingRatios.map { boundaryResponse(dampingRatio: $0, dt: h) }
    return StabilityMap(
      fps: fps, dampingRatios: dampingRatios, responses: responses, spectralRadius: radius, boundaryResponse: boundary)
  }

  /// `π·h·(√(ζ² + 1) + ζ)`: the smallest response (s) whose mass-1, non-rubberbanded spring is stable at
  /// frame duration `dt`.
  static func boundaryResponse(dampingRatio zeta: Double, dt: Double) -> Double {
    Double.pi * dt * ((zeta * zeta + 1).squareRoot() + zeta)
  }

  /// `count` (≥ 2) values from `low` to `high` (both > 0), evenly spaced in the logarithm; the ends exact.
  static func logSpaced(_ low: Double, _ high: Double, count: Int) -> [Double] {
    (0..<count).map { i in
      if i == 0 { return low }
      if i == count - 1 { return high }
      return Foundation.exp(
        Foundation.log(low) + (Foundation.log(high) - Foundation.log(low)) * Double(i) / Double(count - 1))
    }
  }
}
