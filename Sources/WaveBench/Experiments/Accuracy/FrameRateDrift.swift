import WaveCore
import WaveNumerics

/// How far the engine's 60 Hz and 120 Hz trajectories of one spring drift apart (frame-rate invariance).
struct FrameRateDrift: Sendable {
  /// The spring.
  let spring: SpringSpec
  /// The times of the 60 Hz frames, s, and |x₆₀ − x₁₂₀| / |distance| at each (the 120 Hz run read at every
  /// second frame, the same nominal time).
  let times: [Double], gaps: [Double]
  /// The largest gap (fraction of the distance) and its time, s.
  let maxGap: Double, maxGapTime: Double

  /// Runs both rates over the spring's settling duration (0 → ``AccuracyExperiment/distance`` from rest).
  static func measure(_ spec: SpringSpec) throws -> FrameRateDrift {
    let spring = try spec.spring
    let problem = AccuracyExperiment.problem(spring)
    let frames60 = Int((spring.settlingDuration * 60).rounded(.up))
    let slow = EulerIntegrator().integrate(problem, frameDurations: [Double](repeating: 1.0 / 60, count: frames60))
    let fast = EulerIntegrator().integrate(
      problem, frameDurations: [Double](repeating: 1.0 / 120, count: 2 * frames60))
    var gaps: [Double] = []
    for i in 0..<slow.count {
      gaps.append(abs(slow.values[i] - fast.values[2 * i]) / AccuracyExperiment.distance)
    }
    let finite = gaps.map { $0.isFinite ? $0 : .infinity }
    let index = finite.indices.max { finite[$0] < finite[$1] } ?? 0
    return FrameRateDrift(
      spring: spec, times: slow.times, gaps: gaps, maxGap: finite[index], maxGapTime: slow.times[index])
  }
}
