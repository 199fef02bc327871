import Foundation
import WaveCore

/// motion's `findSpring` (motiondivision/motion 1b037b0, `packages/motion-dom/src/animation/generators/spring.ts:54-162`),
/// re-stated: the spring a duration and a bounce make in Framer Motion / motion.dev.
///
/// - ζ = 1 − bounce, clamped to 0.05…1 (`:87-96`); the duration, in seconds, clamped to 0.01…10 (`:97-101`).
/// - The undamped angular frequency ω is the root of an envelope, found by 11 Newton steps from 5/duration
///   (`approximateRoot`, `:54-65`, `:144-145`), with the initial velocity 0 (time-defined springs drop it, `:207`):
///   - ζ < 1: envelope(ω) = 0.001 − (ζ·ω / ωd)·e^(−ζ·ω·d), ωd = ω·√(1 − ζ²) (`:107-114`); its derivative as the
///     source writes it, sign flip included (`:116-126`): ±(−ζ²·ω²·d)·e^(−ζ·ω·d) / (ω²·√(1 − ζ²)).
///   - ζ = 1: envelope(ω) = −0.001 + e^(−ω·d)·(ω·d + 1), derivative e^(−ω·d)·(−ω)·d² (`:131-141`).
/// - k = ω²·m, c = 2·ζ·√(m·k), m = 1 (`:155-160`); a NaN root falls back to 100 and 10 (`:148-153`).
enum FramerSpringSearch {
  /// ζ for `bounce`: 1 − bounce within 0.05…1 (`spring.ts:87-96, 197`).
  static func clampedRatio(bounce: Double) -> Double { min(max(1 - bounce, 0.05), 1) }

  /// The physical spring `findSpring` returns for a duration in milliseconds (as motion passes it) and a bounce.
  static func spring(durationMilliseconds: Double, bounce: Double) -> PhysicalSpring {
    let ratio = clampedRatio(bounce: bounce)
    let duration = min(max(durationMilliseconds / 1000, 0.01), 10)
    let safeMin = 0.001
    let envelope: (Double) -> Double
    let derivative: (Double) -> Double
    if ratio < 1 {
      envelope = { omega in
        let decay = omega * ratio
        let damped = omega * (1 - ratio * ratio).squareRoot()
        return safeMin - decay / damped * exp(-decay * duration)
      }
      derivative = { omega in
        let decay = omega * ratio
        let e = ratio * ratio * omega * omega * duration
        let g = omega * omega * (1 - ratio * ratio).squareRoot()
        let factor: Double = -envelope(omega) + safeMin > 0 ? -1 : 1
        return factor * ((0 - e) * exp(-decay * duration)) / g
      }
    } else {
      envelope = { omega in -safeMin + exp(-omega * duration) * (omega * duration + 1) }
      derivative = { omega in exp(-omega * duration) * (-omega * duration * duration) }
    }
    var omega = 5 / duration
    for _ in 1..<12 { omega -= envelope(omega) / derivative(omega) }
    guard !omega.isNaN else { return PhysicalSpring(mass: 1, stiffness: 100, damping: 10) }
    let stiffness = omega * omega
    return PhysicalSpring(mass: 1, stiffness: stiffness, damping: ratio * 2 * stiffness.squareRoot())
  }
}
