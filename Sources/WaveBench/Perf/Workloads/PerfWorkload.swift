import WaveCore

/// Whose springs the animators of a batch path or a C reference have (`perf --springs`).
public enum PerfSprings: String, CaseIterable, Sendable {
  /// One spring for every animator, ``WorkloadParameters/spring`` (the batch's broadcast coefficients).
  case shared
  /// Each animator its own spring object, drawn from the public apps' (``WorkloadParameters/perLaneSpring(ofAnimator:)``),
  /// as an app whose views each animate with their own spring.
  case perLane = "per-lane"
}

/// What the batch paths and the C references step: their springs and their frames (`perf --springs`, `--schedule`).
///
/// The catalogue's default, ``constant``, is one shared spring at a constant 60 Hz; an app on a ProMotion display
/// steps its own springs on frames whose interval changes (`per-lane`, `vrr`).
package struct PerfWorkload: Sendable, Equatable {
  /// Whose springs the animators have.
  let springs: PerfSprings
  /// The frames: each frame steps the lanes by the schedule's interval (what Wave steps by) and runs the batch clock
  /// by its duration (what ends animations), as ``SpringBatch/step(dt:elapsed:)`` takes them.
  let schedule: ScheduleSpec

  init(springs: PerfSprings, schedule: ScheduleSpec) {
    self.springs = springs
    self.schedule = schedule
  }

  /// One shared spring at a constant ``WorkloadParameters/frameRate`` (60 Hz): what every perf and gate workload
  /// stepped before per-lane springs and schedules, and what the others are compared with.
  static let constant = PerfWorkload(springs: .shared, schedule: .fps(WorkloadParameters.frameRate))

  /// Whether this is ``constant`` (its rows step with the catalogue's constant frame duration).
  var isConstant: Bool { self == Self.constant }

  /// `springs, schedule` (`per-lane, vrr`), for tables.
  var name: String { "\(springs.rawValue), \(schedule.name)" }

  /// The frames a workload cycles through, ``WorkloadParameters/framesPerArm`` of them (600: a whole number of `vrr`'s
  /// 12-frame pattern), each (interval, duration) in seconds.
  var frames: [(dt: Double, elapsed: Double)] {
    (0..<WorkloadParameters.framesPerArm).map { index in
      (schedule.schedule.interval(ofFrame: index) ?? 0, schedule.schedule.duration(ofFrame: index) ?? 0)
    }
  }

  /// The shortest settling duration among the animators' springs, s.
  var shortestSettling: Double {
    springs == .shared ? WorkloadParameters.spring.settlingDuration : WorkloadParameters.shortestPerLaneSettling
  }

  /// The most frames a timed stretch may run between two rearms so that no animator ends in it: `limit` (≥ 1), or
  /// fewer when the untimed frame after the rearm and the stretch's frames, each as long as the schedule's longest,
  /// could reach ``shortestSettling`` (one frame of margin); 0 when not even one frame fits.
  func framesPerArm(limit: Int) -> Int {
    let longest = frames.map(\.elapsed).max() ?? 0
    guard longest > 0 else { return limit }
    return max(0, min(limit, Int((shortestSettling / longest).rounded(.down)) - 2))
  }
}
