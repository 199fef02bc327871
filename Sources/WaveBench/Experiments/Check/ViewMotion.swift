import Foundation
import WaveCore
import WaveNumerics

/// What the view shows when Wave's animator runs a spring over a travel of 1 (0 → 1), from rest or released at a
/// velocity, on a frame schedule: the engine's step by each frame's interval (`CGFloat.updateValue`, as
/// ``EulerIntegrator``; ``WaveFrames``), shown at the frame's wall-clock time, until the animator ends by that
/// clock, and the target on the frame it ends (upstream main ends by time alone and snaps: jtrivedi/Wave a52498e,
/// SpringAnimator.swift:35-45, 229; the frame counted as ``SettlingExperiment/snapFrame(_:formula:)`` counts it).
///
/// Every number is a fraction of the travel: the run is linear in the travel and the velocity, so a travel of `T`
/// points released at V pt/s is the run at V / T travels a second, each number scaled by `T`.
struct ViewMotion: Sendable {
  /// The frame times, s: 0 (the start, at rest) and one per frame shown.
  let times: [Double]
  /// The value shown at each time; the last is 1 (the animator's end) unless the run ``diverged``.
  let values: [Double]
  /// The jump to the target on the frame the animator ends: |1 − the step's value there|; nil when it diverged.
  let snap: Double?
  /// Whether the step left the divergence band (``Divergence``) before the animator ended; the values stop there.
  let diverged: Bool

  /// The motion of `spring` on Wave's frames `frames`, which must cover its lifetime (the settling duration after
  /// the first frame, by wall time); values stop where `frames` do when they do not (the animator has not ended then).
  ///
  /// - Parameters:
  ///   - spring: any spring whose numbers are finite.
  ///   - frames: Wave's frames from the schedule's first on: each stepped by its interval, shown and ended by its
  ///     wall-clock time (``WaveFrames``).
  ///   - velocity: the release velocity, travels a second (a gesture's V pt/s over a travel of T pt is V / T); 0:
  ///     from rest. The divergence band widens by the reach of the fling (``AccuracyExperiment/reach(_:velocity:)``).
  init(_ spring: Spring, frames: WaveFrames, velocity: Double = 0) {
    // The step (``EulerIntegrator``'s), until the frame the animator ends on.
    let formula = spring.settlingDuration
    var positions = [0.0]
    positions.reserveCapacity(frames.count + 1)
    var (x, v) = (CGFloat(0), CGFloat(velocity))
    var shown = 0
    for (k, dt) in frames.steps.enumerated() {
      (x, v) = CGFloat.updateValue(spring: spring, value: x, target: 1, velocity: v, dt: dt)
      positions.append(Double(x))
      shown = k + 1
      if frames.ends(atFrame: k, settlingDuration: formula) { break }
    }
    self.init(
      stepped: Array(frames.rowTimes.prefix(shown + 1)), positions: positions, formula: formula,
      band: AccuracyExperiment.reach(spring, velocity: velocity))
  }

  /// What the view shows of the engine's step stepped already over a travel of 1: the step's values until the
  /// animator ends, then the target, or until the step leaves the divergence band.
  ///
  /// - Parameters:
  ///   - times: the frames' wall-clock times, s: 0, then each frame's (``WaveFrames/rowTimes``); the animator ends by
  ///     them.
  ///   - positions: the step's value at each time, fractions of the travel (0 → 1); `positions[0]` the start.
  ///   - formula: the spring's settling duration, s: the animator ends on the first frame at least this long after
  ///     the first.
  ///   - band: the divergence band, travels (``AccuracyExperiment/reach(_:velocity:)``).
  init(stepped times: [Double], positions: [Double], formula: Double, band: Double) {
    var shownTimes = [0.0]
    var values = [0.0]
    var snap: Double?
    var diverged = false
    let start = times.count > 1 ? times[1] : 0
    shownTimes.reserveCapacity(times.count)
    values.reserveCapacity(times.count)
    for (t, x) in zip(times, positions).dropFirst() {
      if Divergence.leavesBand(x, target: 1, distance: band) {
        diverged = true
        break
      }
      shownTimes.append(t)
      if AnimatorEnd.isReached(runningTime: t - start, settlingDuration: formula) {
        snap = Self.snap(reached: x, target: 1)
        values.append(1)
        break
      }
      values.append(x)
    }
    self.init(times: shownTimes, values: values, snap: snap, diverged: diverged)
  }

  /// The exact spring (the closed form) on Wave's frames `frames` until the animator would end, then the target.
  ///
  /// What the designer meant, for a spring the step cannot show at that rate. Each frame shows the closed form at the time
  /// the step has reached there (the sum of the intervals stepped, ``WaveFrames/steps``) and is shown, and ends, at
  /// its wall-clock time, as the step's frames are.
  ///
  /// `velocity`: the release velocity, travels a second, as ``init(_:frames:velocity:)`` takes it.
  ///
  /// - Throws: ``SpringParameterError`` for a spring without a closed form.
  static func exact(_ spring: Spring, frames: WaveFrames, velocity: Double = 0) throws -> ViewMotion {
    let oscillator = DampedOscillator(try PhysicalSpring(spring))
    let formula = spring.settlingDuration
    var times = [0.0]
    var values = [0.0]
    var t = 0.0
    var snap: Double?
    for (k, dt) in frames.steps.enumerated() {
      t += dt
      times.append(frames.times[k])
      let x = oscillator.state(at: t, x0: 0, v0: velocity, target: 1).position
      if frames.ends(atFrame: k, settlingDuration: formula) {
        snap = Self.snap(reached: x, target: 1)
        values.append(1)
        break
      }
      values.append(x)
    }
    return ViewMotion(times: times, values: values, snap: snap, diverged: false)
  }

  /// A motion as shown: `times` (s, from 0) and `values` (fractions of the travel), the last the target when `snap`
  /// (the jump to it) is given.
  init(times: [Double], values: [Double], snap: Double?, diverged: Bool) {
    (self.times, self.values, self.snap, self.diverged) = (times, values, snap, diverged)
  }

  /// The largest back-and-forth of the frames the step shows, in the values' units: a fraction of the travel for a
  /// motion made here, points for the one ``AnimationMeasures`` builds from what `animate` shows (0 when there is
  /// none).
  ///
  /// With `d_i` the move from frame i to frame i + 1, the view judders where it reverses direction on three moves
  /// in a row: `d_i`, `d_{i+1}`, `d_{i+2}` and `d_{i+3}` alternate in sign (back, forth, back: what a person sees as
  /// a shake, and not the single turn of a bounce, nor the one kick of a long frame). The size of that judder is the
  /// smallest of the four moves. A smooth spring sampled at a frame rate reverses at most once every two frames, so
  /// this is 0 unless the step has a mode that alternates (``EulerStepMatrix/alternates``: an eigenvalue with a
  /// negative real part, θ > π/2; the reversals come π/θ frames apart, and above θ = 3π/4 three in a row recur
  /// within a few frames for as long as the motion lasts). The animator's final snap is not a move of the step (the snap rule measures it).
  var judder: Double {
    let shown = snap == nil ? values.count : values.count - 1
    guard shown >= 5 else { return 0 }
    var largest = 0.0
    var moves = (values[1] - values[0], values[2] - values[1], values[3] - values[2], 0.0)
    for i in 4..<shown {
      moves.3 = values[i] - values[i - 1]
      largest = max(largest, Self.judder(moves.0, moves.1, moves.2, moves.3))
      moves = (moves.1, moves.2, moves.3, 0)
    }
    return largest
  }

  /// The judder of four consecutive moves of the frames shown, `d_i` … `d_{i+3}` in the values' units: the smallest
  /// of their sizes when they alternate in sign (back, forth, back), else 0.
  ///
  /// The one rule ``judder`` and the search for the release velocity or travel that judders most
  /// (``ReleaseSampling/worstJudder(over:shown:)``) apply.
  static func judder(_ d0: Double, _ d1: Double, _ d2: Double, _ d3: Double) -> Double {
    guard d0 * d1 < 0, d1 * d2 < 0, d2 * d3 < 0 else { return 0 }
    return min(abs(d0), abs(d1), abs(d2), abs(d3))
  }

  /// The jump to the target on the frame the animator ends, |target − reached|, in the values' units: the snap rule's
  /// measure, for a motion made here, for what `animate` shows (``AnimationMeasures``), and for the accuracy and
  /// settling reports' snap at the end.
  static func snap(reached: Double, target: Double) -> Double { abs(target - reached) }

  /// How far the frames the view shows go outside the range the exact motion covers, a fraction of the travel (0
  /// when every frame stays inside it), and the frame that goes farthest (its index: frame k at `times[k]`).
  ///
  /// The range is the smallest and largest value of `exact` (the exact motion, in the view's units, through the
  /// same start, velocity and retargets) over the run, sampled every ``glitchSampling`` s and at every frame time;
  /// the exact motion's own extremes fall between samples by at most ω₀²·A·(0.5 ms)²/2, under 1e-4 of the travel for
  /// any spring whose response is over 0.02 s. The end's snap to the target is not a frame of the motion (the snap
  /// rule measures it): an overdamped spring's target lies just outside the range its exact motion covers.
  func glitch(exact: @escaping (Double) -> Double) -> (size: Double, frame: Int?) {
    glitch(samples: ExactSamples(exact))
  }

  /// ``glitch(exact:)`` with the exact motion's samples every ``glitchSampling`` s taken from `samples`, which
  /// keeps them for the next view of the same motion (the same spring and release on another schedule).
  func glitch(samples: ExactSamples) -> (size: Double, frame: Int?) {
    let shown = snap == nil ? values.count : values.count - 1
    guard shown > 0, let last = times.last else { return (0, nil) }
    var (low, high) = samples.range(before: last)
    for t in times {
      let x = samples.exact(t)
      low = min(low, x)
      high = max(high, x)
    }
    var largest = (size: 0.0, frame: Int?.none)
    for (k, x) in values[..<shown].enumerated() {
      let outside = max(0, x - high, low - x)
      if !(outside <= largest.size) { largest = (outside.isNaN ? .infinity : outside, k) }
    }
    return largest
  }

  /// An exact motion sampled every ``ViewMotion/glitchSampling`` s from 0, as far as the longest view asked for
  /// so far but never past ``ViewMotion/glitchSampledSpan``: the smallest and largest sample before any time, for
  /// ``glitch(samples:)``.
  ///
  /// The samples are at the running sum of ``ViewMotion/glitchSampling`` (the same times for every view), and the
  /// smallest and largest of a set do not depend on the order it is read in: a view's range is the same taken
  /// from here as from its own samples.
  final class ExactSamples {
    /// The exact motion, in the view's units, at a time, s.
    let exact: (Double) -> Double
    /// The next sample's time, s.
    private var next = 0.0
    /// The time of each sample taken, s, and the smallest and largest of the samples up to it.
    private var taken: [(time: Double, low: Double, high: Double)] = []

    init(_ exact: @escaping (Double) -> Double) { self.exact = exact }

    /// The smallest and largest sample at a time before `last`, s (infinities, reversed, when there is none).
    func range(before last: Double) -> (low: Double, high: Double) {
      while next < min(last, ViewMotion.glitchSampledSpan) {
        let x = exact(next)
        let previous = taken.last ?? (next, .infinity, -.infinity)
        taken.append((next, min(previous.low, x), max(previous.high, x)))
        next += ViewMotion.glitchSampling
      }
      // The samples before `last` are the first `count`: their times increase.
      var (count, above) = (0, taken.count)
      while count < above {
        let middle = (count + above) / 2
        if taken[middle].time < last { count = middle + 1 } else { above = middle }
      }
      return count == 0 ? (.infinity, -.infinity) : (taken[count - 1].low, taken[count - 1].high)
    }
  }

  /// How often ``glitch(exact:)`` samples the exact motion, s: 1 ms.
  static let glitchSampling = 0.001

  /// The longest time from the start over which ``glitch(exact:)`` samples the exact motion, s: the longest run the
  /// inputs allow, a settling duration of ``InputLimits/maximumSettlingDuration`` and one frame of
  /// ``InputLimits/maximumFrameDuration`` after it (1060 s: at most 1.06 million samples of 24 bytes, 25 MB, whatever
  /// the schedule).
  ///
  /// The animator ends on the first frame past the settling duration, so no run the inputs allow goes beyond it; it
  /// bounds the samples by the work limits, not by the length of a frame (`--schedule 1e-5hz`, a frame of 1e5 s,
  /// once asked for 1e8 samples and 3.3 GB). Past it only the frames' own times would be sampled.
  static let glitchSampledSpan = InputLimits.maximumSettlingDuration + InputLimits.maximumFrameDuration

  /// The largest distance between the view and the exact motion at the frames shown within `span` s of the start
  /// (the release), travels; 0 when no frame is shown by then.
  ///
  /// - Parameters:
  ///   - span: s, ≥ 0 (``CheckRule/handOffSpan``); a frame shown at `span` to a rounding's width counts.
  ///   - exact: the exact motion at a time, s, in the view's units.
  /// - Returns: the largest |shown − exact| over those frames, in the view's units (≥ 0).
  func handOff(span: Double, exact: (Double) -> Double) -> Double {
    var largest = 0.0
    for (t, value) in zip(times, values).dropFirst() where t <= span * (1 + 1e-9) {
      largest = max(largest, abs(value - exact(t)))
    }
    return largest
  }

  /// The first time the view reaches `level` of the travel (0.99: 99 %), s, interpolated linearly between the frame
  /// before and the frame that reaches it; nil when it never does.
  ///
  /// A bouncy spring reaches it on its way to the first overshoot, long before it stays near the target.
  func reachTime(of level: Double) -> Double? {
    guard let index = values.firstIndex(where: { $0 >= level }) else { return nil }
    guard index > 0 else { return times[0] }
    let (t0, t1, v0, v1) = (times[index - 1], times[index], values[index - 1], values[index])
    return t0 + (level - v0) / (v1 - v0) * (t1 - t0)
  }

  /// The time after which the view stays within `fraction` of the target, s; nil when it diverged.
  func settledTime(within fraction: Double) -> Double? {
    guard !diverged else { return nil }
    guard let last = values.lastIndex(where: { abs(1 - $0) > fraction }) else { return 0 }
    return last + 1 < times.count ? times[last + 1] : nil
  }

  /// The largest |self − the view of `spring`| over the frames, as ``distance(to:bound:)`` gives it, with `spring`
  /// stepped on `frames` (the same schedule as this motion's) and nothing stored: the search's inner loop.
  ///
  /// `stepped` grows by the frames stepped (the loop stops early past `bound`).
  func distance(
    toViewOf spring: Spring, frames: WaveFrames, bound: Double = .infinity, stepped: inout Int
  ) -> Double {
    let formula = spring.settlingDuration
    var x = CGFloat(0)
    var v = CGFloat(0)
    var largest = 0.0
    var shown = 1
    func compare(_ value: Double, at index: Int) -> Bool {
      let own = index < values.count ? values[index] : (diverged ? .infinity : 1)
      let d = abs(own - value)
      if !(d <= largest) { largest = d.isNaN ? .infinity : d }
      return largest > bound
    }
    for (index, dt) in frames.steps.enumerated() {
      (x, v) = CGFloat.updateValue(spring: spring, value: x, target: 1, velocity: v, dt: dt)
      stepped += 1
      if Divergence.leavesBand(Double(x), target: 1, distance: 1) { return .infinity }
      let ends = frames.ends(atFrame: index, settlingDuration: formula)
      if compare(ends ? 1 : Double(x), at: shown) { return largest }
      shown += 1
      if ends { break }
    }
    for index in shown..<max(shown, values.count) where compare(1, at: index) { return largest }
    return largest
  }

  /// The largest |self − other| over the frames, a fraction of the travel, both on the same schedule (after a
  /// motion's last frame its value is the target); stops as soon as the distance exceeds `bound`, and returns a value
  /// above `bound` then.
  func distance(to other: ViewMotion, bound: Double = .infinity) -> Double {
    var largest = 0.0
    let count = max(values.count, other.values.count)
    for i in 0..<count {
      let a = i < values.count ? values[i] : (diverged ? .infinity : 1)
      let b = i < other.values.count ? other.values[i] : (other.diverged ? .infinity : 1)
      let d = abs(a - b)
      if !(d <= largest) {
        largest = d.isNaN ? .infinity : d
        if largest > bound { return largest }
      }
    }
    return largest
  }
}
