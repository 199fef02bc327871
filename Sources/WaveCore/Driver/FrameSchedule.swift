import Foundation

/// The durations of successive display frames, in seconds: what `targetTimestamp − timestamp` of a
/// display link would report, frame after frame.
///
/// Frame indices start at 0 (the first frame after an animation starts). A schedule is either endless
/// (a constant rate, a repeating pattern, seeded jitter, a hitch) or a finite list.
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

  /// A constant rate with seeded, uniformly distributed jitter of ± `amplitude` × the nominal duration per frame.
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

  /// A constant rate with one long frame (a hitch, such as a dropped run of frames): frame `frame` lasts
  /// `duration` seconds instead of `1 / fps`.
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
