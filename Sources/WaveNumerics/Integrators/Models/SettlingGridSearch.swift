/// The settling search SwiftUI's `Spring` and Core Animation's `CASpringAnimation` share for a spring that does
/// not oscillate (critically damped, or overdamped where allowed): sample the unit step response every 0.1 s
/// from t = 0 and return the first sample time whose distance to the target is below `epsilon` and stays
/// below it on every sample for more than 1 s after.
///
/// A port of OpenSwiftUI's `Spring.settlingDuration(target:initialVelocity:epsilon:)` loop
/// (OpenSwiftUIProject/OpenSwiftUI 069dd80, `Sources/OpenSwiftUICore/Animation/Animation/Spring/Respring/
/// Spring+VectorArithmetic.swift:29-62`) and of the same loop in the decompiled QuartzCore
/// `-[CASpringAnimation durationForEpsilon:]` (EthanArbuckle/iPhone18-3_26.1_23B85_Restore 6d54c26,
/// `System/Library/Frameworks/QuartzCore.framework/QuartzCore/CASpringAnimation.mm`, `durationForEpsilon:`),
/// kept as written: the time is accumulated (`time += 0.1`, so the result is a sum of 0.1s, not k·0.1), a sample
/// that leaves the band restarts the search, and a non-finite sample ends it with 0.
///
/// - Parameters:
///   - epsilon: the band around the target, in the response's units (> 0).
///   - maximumSamples: OpenSwiftUI's cap (1024 samples, 102.4 s, then 0); nil for Core Animation's loop, which has
///     none. Without a cap the search still gives up after ``uncappedSearchSamples`` samples and returns ∞: not in
///     Core Animation, which would keep sampling (and never end once 0.1 no longer moves the time), but a run must end.
///   - distance: |x(t) − target| of the response at `t` seconds.
/// - Returns: the settling time (s); 0 when the capped samples run out or a sample is non-finite first; ∞ when the
///   uncapped search gives up.
func settlingGridSearch(epsilon: Double, maximumSamples: Int?, distance: (Double) -> Double) -> Double {
  var bestTime = -1.0
  var bestDistance = Double.infinity
  var time = 0.0
  var samples = 0
  while maximumSamples.map({ samples < $0 }) ?? true {
    let d = distance(time)
    if !d.isFinite { break }
    if bestDistance >= epsilon {
      if d < bestDistance {
        bestTime = time
        bestDistance = d
      }
    } else if d >= epsilon {
      bestDistance = .infinity
    } else if time - bestTime > 1 {
      return bestTime
    }
    time += 0.1
    samples += 1
    if maximumSamples == nil && samples >= uncappedSearchSamples { return .infinity }
  }
  return 0
}

/// Where the uncapped (Core Animation) settling search gives up: 10⁷ samples, 10⁶ s (11.6 days) of animation.
///
/// A spring that needs longer has ω0 below ~1e-5 rad/s: no frame schedule a person watches reaches its end, so
/// treating it as never ending (the display keeps evaluating the closed form) changes no displayed frame. The
/// search costs one closed-form evaluation per sample, so the cap bounds it to about a second.
let uncappedSearchSamples = 10_000_000
