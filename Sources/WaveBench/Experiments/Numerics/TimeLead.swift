import WaveNumerics

/// The time shift of a sampled trajectory relative to the exact one, by least squares.
enum TimeLead {
  /// The shift τ (seconds) minimizing `Σᵢ (xᵢ − x_exact(tᵢ + τ))²` over the samples: positive when the
  /// samples are ahead of the exact solution (they reach each value earlier), negative when they lag.
  ///
  /// Gauss–Newton from τ = 0 on the closed form, `τ ← τ + Σ rᵢ·vᵢ / Σ vᵢ²` with `rᵢ = xᵢ − x_exact(tᵢ + τ)`
  /// and `vᵢ = x'_exact(tᵢ + τ)`, ``iterations`` times (the first step alone is the linearized estimate;
  /// shifts are small against the spring's time scale, so it converges in two or three).
  ///
  /// - Returns: nil when the samples hold a non-finite value or the exact velocity is 0 at every sample.
  static func seconds(
    times: [Double], values: [Double], oscillator: DampedOscillator, problem: SpringProblem
  ) -> Double? {
    guard values.allSatisfy(\.isFinite) else { return nil }
    var tau = 0.0
    for _ in 0..<iterations {
      var numerator = 0.0
      var denominator = 0.0
      for (t, x) in zip(times, values) {
        let exact = oscillator.state(at: t + tau, x0: problem.from, v0: problem.velocity, target: problem.to)
        numerator += (x - exact.position) * exact.velocity
        denominator += exact.velocity * exact.velocity
      }
      guard denominator > 0 else { return nil }
      tau += numerator / denominator
    }
    return tau.isFinite ? tau : nil
  }

  /// Gauss–Newton iterations: 4.
  static let iterations = 4
}
