import Foundation
import WaveNumerics

/// The exact spring through an animation's retargets: the closed form (``DampedOscillator``) from the start state,
/// restarted at each retarget's moment from its own state there, towards the new target, with the re-grab's velocity
/// instead of its own when the retarget gives one.
///
/// A retarget that neither changes the target nor gives a velocity changes nothing, and starts no leg.
struct ExactMotion: Sendable {
  /// One piece of the motion: from `start` (s) on, the closed form from `position` (units) and `velocity` (units/s)
  /// towards `target`.
  struct Leg: Sendable, Equatable {
    let start: Double
    let position: Double, velocity: Double
    let target: Double
  }

  /// A retarget as the exact motion takes it: at `time` (s), towards `target`, from `velocity` (units/s) when given.
  struct Retarget: Sendable, Equatable {
    let time: Double
    let target: Double
    let velocity: Double?

    init(time: Double, target: Double, velocity: Double?) {
      (self.time, self.target, self.velocity) = (time, target, velocity)
    }
  }

  /// The spring's equation, solved exactly.
  let oscillator: DampedOscillator
  /// The legs in time order, the first from t = 0; never empty.
  let legs: [Leg]

  /// The motion from `from` at `velocity` towards `to` at t = 0, through `retargets` (in time order, each at a time
  /// ≥ 0).
  init(
    oscillator: DampedOscillator, from: Double, velocity: Double, to: Double, retargets: [Retarget]
  ) {
    var legs = [Leg(start: 0, position: from, velocity: velocity, target: to)]
    for retarget in retargets {
      let leg = legs[legs.count - 1]
      guard retarget.target != leg.target || retarget.velocity != nil else { continue }
      let state = oscillator.state(
        at: retarget.time - leg.start, x0: leg.position, v0: leg.velocity, target: leg.target)
      legs.append(
        Leg(
          start: retarget.time, position: state.position, velocity: retarget.velocity ?? state.velocity,
          target: retarget.target))
    }
    self.oscillator = oscillator
    self.legs = legs
  }

  /// The position at `t` (s, ≥ 0), on the last leg that started at or before `t`.
  func position(at t: Double) -> Double {
    let leg = legs.last { $0.start <= t } ?? legs[0]
    return oscillator.state(at: t - leg.start, x0: leg.position, v0: leg.velocity, target: leg.target).position
  }

  /// The farthest point of the last leg past its target, on the side `direction` (+1 or −1: above or below the
  /// target; 0: either side), or nil when it never gets past.
  ///
  /// The leg's extremes are where its velocity is 0: v(τ) = E(τ)·v₀ − S(τ)·(ω₀²·u₀ + γ·v₀) (``DampedOscillator``'s
  /// basis). Underdamped (ωd² = −D > 0), v ∝ v₀·cos(ωd·τ) − B·sin(ωd·τ) with B = (ω₀²·u₀ + γ·v₀)/ωd, zero at
  /// ωd·τ = atan2(v₀, B) + nπ; the extremes alternate sides and shrink by e^{−γπ/ωd} each, so the farthest on either
  /// side is the first two, or the start. Critical or overdamped (D ≥ 0), E/S = s·coth(s·τ) (1/τ at D = 0), so v = 0
  /// at most once, at τ = atanh(s/K)/s with K = (ω₀²·u₀ + γ·v₀)/v₀ when K > s (1/K at D = 0).
  func peak(direction: Double) -> Overshoot? {
    let leg = legs[legs.count - 1]
    let p = oscillator.parameters
    let u0 = leg.position - leg.target
    let v0 = leg.velocity
    let kick = p.naturalFrequencySquared * u0 + p.decayRate * v0
    var candidates = [0.0]
    let d = p.discriminant
    if d < 0 {
      let omega = (-d).squareRoot()
      var phase = atan2(v0, kick / omega)
      if phase < 0 { phase += .pi }
      candidates += [phase / omega, (phase + .pi) / omega]
    } else if v0 != 0 {
      let k = kick / v0
      let s = d.squareRoot()
      if d == 0, k > 0 {
        candidates.append(1 / k)
      } else if k > s {
        candidates.append(atanh(s / k) / s)
      }
    }
    var best: Overshoot?
    for tau in candidates where tau.isFinite {
      let x = oscillator.state(at: tau, x0: leg.position, v0: v0, target: leg.target).position
      let past = Overshoot.excursion(x, target: leg.target, direction: direction)
      if past > (best?.points ?? 0) {
        best = Overshoot(points: past, value: x, time: leg.start + tau)
      }
    }
    return best
  }
}

/// How far a motion gets past its target: the excursion and where it peaks.
struct Overshoot: Sendable, Equatable {
  /// The excursion past the target, units, > 0.
  let points: Double
  /// The value at the peak, units.
  let value: Double
  /// When it peaks, s from the start.
  let time: Double

  init(points: Double, value: Double, time: Double) {
    (self.points, self.value, self.time) = (points, value, time)
  }

  /// How far `x` is past `target` on the side `direction` (+1: above, −1: below; negative when on the other side),
  /// or |x − target| for a `direction` of 0.
  static func excursion(_ x: Double, target: Double, direction: Double) -> Double {
    direction == 0 ? abs(x - target) : direction * (x - target)
  }
}
