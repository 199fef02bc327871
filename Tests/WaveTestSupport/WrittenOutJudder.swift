/// The judder as `check` defines it, written out independently of WaveBench's `ViewMotion`: over four moves
/// in a row that alternate in sign, the smallest of the four; the largest such over the run, in the frames' unit.
///
/// - Parameter frames: the values a view shows, the start first and the end's snap (the target) last, which is left
///   out (the snap is not a move of the step).
/// - Returns: The judder, ≥ 0.
public func writtenOutJudder(_ frames: [Double]) -> Double {
  let shown = Array(frames.dropLast())
  guard shown.count >= 5 else { return 0 }
  let moves = (1..<shown.count).map { shown[$0] - shown[$0 - 1] }
  var largest = 0.0
  for i in moves.indices.dropLast(3) {
    let window = moves[i...(i + 3)]
    guard zip(window.dropLast(), window.dropFirst()).allSatisfy({ $0 * $1 < 0 }) else { continue }
    largest = max(largest, window.map(abs).min()!)
  }
  return largest
}

/// The values a view shows when Wave's animator runs a spring at a constant rate, written out with
/// ``referenceEulerStep`` and upstream main's lifetime rule (jtrivedi/Wave a52498e, SpringAnimator.swift:35-45, 229:
/// frame 1 starts the running time; the animator ends on the first frame with t − t₁ ≥ the settling duration and
/// shows the target).
///
/// - Parameters:
///   - k: the stiffness (the spring's stored number).
///   - c: the damping coefficient.
///   - m: the mass.
///   - settlingDuration: the spring's settling duration, s.
///   - travel: the target, from 0.
///   - velocity: the release velocity, in the travel's unit a second.
///   - fps: the rate, Hz.
/// - Returns: The start (0), then one value per frame; the last is `travel`.
public func writtenOutView(
  k: Double, c: Double, m: Double, settlingDuration: Double, travel: Double, velocity: Double, fps: Double
) -> [Double] {
  var (x, v, t, start) = (0.0, velocity, 0.0, 0.0)
  var frames = [0.0]
  while true {
    (x, v) = referenceEulerStep(value: x, target: travel, velocity: v, dt: 1 / fps, k: k, c: c, m: m)
    t += 1 / fps
    if frames.count == 1 { start = t }
    if t - start >= settlingDuration {
      frames.append(travel)
      return frames
    }
    frames.append(x)
  }
}
