import Foundation

/// The frames of a display, in seconds: for each frame, the time since the previous frame's callback (the wall clock
/// an engine reads, ``duration(ofFrame:)``) and the interval the display link reports (``interval(ofFrame:)``).
///
/// The two differ when the main thread delays or spreads the callbacks while the display keeps its rate. Wave steps
/// every animator by `targetTimestamp − timestamp` (jtrivedi/Wave a52498e,
/// `Sources/Wave/Internal/DisplayLinkProviding.swift:50-57`), the time Apple's `CADisplayLink` documentation says a
/// frame is expected to take, and reads its running time from `CACurrentMediaTime()` at the callback
/// (`Sources/Wave/SpringAnimator.swift:189-192`). So a 100 ms stall is, for Wave, one frame of 1/60 s shown 100 ms
/// after the one before it. Core Animation's render server runs on the display's own frames (``display``), which a
/// main-thread stall does not touch.
///
/// Frame indices start at 0 (the first frame after an animation starts). A schedule is either endless
/// (a constant rate, a repeating pattern, seeded jitter, a hitch) or a finite list. For a constant rate, a pattern
/// or a list the interval is the duration: each frame is on time.
public struct FrameSchedule: Sendable, Equatable, CustomStringConvertible {
  enum Storage: Sendable, Equatable {
    case constant(Double)
    case cycle([Double])
    case list([Double])
    case jitter(base: Double, amplitude: Double, seed: UInt64)
    case hitch(base: Double, frame: Int, duration: Double)
  }

  let storage: Storage

  /// A short human-readable name (`60hz`, `vrr`, `jitter(…)`, `list(120)`, …).
  public let name: String

  /// A constant frame rate.
  ///
  /// `fps` must be finite and > 0.
  public static func fps(_ fps: Double) -> FrameSchedule {
    precondition(fps.isFinite && fps > 0, "fps must be finite and > 0")
    return FrameSchedule(storage: .constant(1 / fps), name: "\(formatRate(fps))hz")
  }

  /// A finite list of frame durations (seconds, each finite and > 0); the schedule ends after the last.
  public static func durations(_ durations: [Double]) -> FrameSchedule {
    precondition(durations.allSatisfy { $0.isFinite && $0 > 0 }, "frame durations must be finite and > 0")
    return FrameSchedule(storage: .list(durations), name: "list(\(durations.count))")
  }

  /// A pattern of durations (seconds, each finite and > 0) repeated forever.
  public static func repeating(_ pattern: [Double], name: String) -> FrameSchedule {
    precondition(!pattern.isEmpty && pattern.allSatisfy { $0.isFinite && $0 > 0 })
    return FrameSchedule(storage: .cycle(pattern), name: name)
  }

  /// A variable-refresh display (ProMotion-like) wandering between 80 and 120 Hz in a fixed 12-frame
  /// pattern: 120, 120, 110, 100, 90, 80, 80, 90, 100, 110, 120, 120 Hz.
  public static let variableRefresh = FrameSchedule.repeating(
    [120, 120, 110, 100, 90, 80, 80, 90, 100, 110, 120, 120].map { 1 / $0 }, name: "vrr")

  /// A display of constant rate whose callbacks come unevenly: each frame's callback comes `1 / fps` ± `amplitude` ×
  /// `1 / fps` s (seeded, uniformly distributed) after the one before; the display link still reports `1 / fps`.
  ///
  /// Deterministic: frame `i`'s duration depends only on `seed` and `i`.
  ///
  /// - Parameters:
  ///   - fps: nominal rate, finite and > 0.
  ///   - amplitude: fraction of the nominal duration, in [0, 1).
  ///   - seed: any value; the same seed gives the same schedule.
  /// - Returns: the schedule, named `jitter(<fps>hz,±<amplitude>,seed <seed>)`.
  public static func jittered(fps: Double, amplitude: Double, seed: UInt64) -> FrameSchedule {
    precondition(fps.isFinite && fps > 0 && amplitude >= 0 && amplitude < 1)
    return FrameSchedule(
      storage: .jitter(base: 1 / fps, amplitude: amplitude, seed: seed),
      name: "jitter(\(formatRate(fps))hz,±\(amplitude),seed \(seed))")
  }

  /// A display of constant rate with one main-thread stall: frame `frame`'s callback comes `duration` s after the one
  /// before it instead of `1 / fps`, and the frame is shown that late; the display link still reports `1 / fps`.
  public static func hitch(fps: Double, atFrame frame: Int, duration: Double) -> FrameSchedule {
    precondition(fps.isFinite && fps > 0 && frame >= 0 && duration.isFinite && duration > 0)
    return FrameSchedule(
      storage: .hitch(base: 1 / fps, frame: frame, duration: duration),
      name: "hitch(\(formatRate(fps))hz,frame \(frame),\(duration)s)")
  }

  /// The duration of frame `index` (≥ 0) in seconds, or nil past the end of a finite list.
  public func duration(ofFrame index: Int) -> TimeInterval? {
    switch storage {
    case .constant(let d):
      return d
    case .cycle(let pattern):
      return pattern[index % pattern.count]
    case .list(let list):
      return index < list.count ? list[index] : nil
    case .jitter(let base, let amplitude, let seed):
      let unit = SplitMix64.unitInterval(seed: seed, index: UInt64(index))
      return base * (1 + amplitude * (2 * unit - 1))
    case .hitch(let base, let frame, let duration):
      return index == frame ? duration : base
    }
  }

  /// The interval the display link reports for frame `index` (≥ 0), `targetTimestamp − timestamp`, in seconds: what
  /// Wave steps its animators by; nil past the end of a finite list.
  ///
  /// The display's own interval: ``duration(ofFrame:)`` but for ``jittered(fps:amplitude:seed:)`` and
  /// ``hitch(fps:atFrame:duration:)``, whose callbacks come late or unevenly while the display keeps `1 / fps`.
  public func interval(ofFrame index: Int) -> TimeInterval? {
    switch storage {
    case .jitter(let base, _, _), .hitch(let base, _, _): return base
    default: return duration(ofFrame: index)
    }
  }

  /// The display's own frames, as Core Animation's render server runs them: the schedule without the main thread's
  /// late or uneven callbacks (its constant rate for ``jittered(fps:amplitude:seed:)`` and
  /// ``hitch(fps:atFrame:duration:)``; the schedule itself otherwise).
  public var display: FrameSchedule {
    switch storage {
    case .jitter(let base, _, _), .hitch(let base, _, _):
      // The rate it was made at, when 1 / base rounds back to it (the name is then the rate's own, `60hz`).
      let rate = (1 / base).rounded()
      return 1 / rate == base
        ? .fps(rate) : FrameSchedule(storage: .constant(base), name: "\(Self.formatRate(1 / base))hz")
    default: return self
    }
  }

  /// The number of frames of a finite list, nil for an endless schedule.
  public var frameCount: Int? {
    if case .list(let list) = storage { return list.count }
    return nil
  }

  /// The first `count` durations (fewer if a finite list ends first).
  public func durations(count: Int) -> [TimeInterval] {
    var result: [TimeInterval] = []
    result.reserveCapacity(count)
    for index in 0..<count {
      guard let d = duration(ofFrame: index) else { break }
      result.append(d)
    }
    return result
  }

  public var description: String { name }

  static func formatRate(_ fps: Double) -> String {
    fps == fps.rounded() && abs(fps) < 1e9 ? String(Int(fps)) : String(fps)
  }
}

/// SplitMix64 (Steele, Lea & Flood 2014) as a counter-based generator: a pure function of seed and index.
enum SplitMix64 {
  static func mix(_ z0: UInt64) -> UInt64 {
    var z = z0
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }

  /// A uniform number in [0, 1) with 53 random bits.
  static func unitInterval(seed: UInt64, index: UInt64) -> Double {
    let bits = mix(seed &+ (index &+ 1) &* 0x9e37_79b9_7f4a_7c15)
    return Double(bits >> 11) * 0x1p-53
  }
}
