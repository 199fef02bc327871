import WaveCore
import WaveOutput

/// A frame schedule the experiments run on, with the name reports use for it.
struct ScheduleSpec: Sendable, Equatable {
  /// The name in tables and JSON (`60hz`, `vrr`, `jitter`, `hitch`, `file:frames.txt`).
  let name: String
  /// The frames; a finite list is repeated (``FrameSchedule/repeating(_:name:)``) so that every
  /// experiment's horizon is covered.
  let schedule: FrameSchedule
  /// The time the schedule lasts, s, when it ends (a dt file played once); nil when it goes on for ever.
  private(set) var totalDuration: Double?
  /// The frame rate, Hz, for a constant-rate schedule; nil otherwise.
  let constantRate: Double?
  /// The device, or the app's situation, this schedule stands for, in a few words for a person (`a ProMotion iPhone
  /// or iPad (up to 120 Hz)`); nil for a rate or a file of frames it names nothing for.
  ///
  /// The one home of these words: the reports, `check --help`, README's glossary and docs/commands.md show them.
  let device: String?
  /// The median of the first ``typicalFrames`` frame intervals (``FrameSchedule/interval(ofFrame:)``, what Wave steps
  /// by), s: the "typical frame" of a variable schedule.
  let medianDuration: Double
  /// The longest of the first ``typicalFrames`` frame intervals, s.
  let longestDuration: Double
  /// The distinct intervals among the first ``typicalFrames`` frames, s, each once, in the order they first come.
  let distinctDurations: [Double]

  /// The frames whose durations give ``medianDuration`` and ``longestDuration``: 240, four seconds at 60 Hz.
  static let typicalFrames = 240

  init(name: String, schedule: FrameSchedule, constantRate: Double? = nil, device: String? = nil) {
    self.name = name
    self.schedule = schedule
    self.constantRate = constantRate
    self.device = device
    let durations = (0..<Self.typicalFrames).compactMap { schedule.interval(ofFrame: $0) }
    let sorted = durations.sorted()
    medianDuration = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    longestDuration = sorted.last ?? 0
    var seen = Set<Double>()
    distinctDurations = durations.filter { seen.insert($0).inserted }
  }

  /// A constant rate, named `<fps>hz`, with the device it stands for when it is one of ``rateDevices``.
  ///
  /// `fps` finite and > 0.
  static func fps(_ fps: Double) -> ScheduleSpec {
    let schedule = FrameSchedule.fps(fps)
    return ScheduleSpec(
      name: schedule.name, schedule: schedule, constantRate: fps,
      device: rateDevices.first { $0.rate == fps }?.device)
  }

  /// The constant rates an app ships at, Hz, and the device each stands for.
  ///
  /// Only what is well known: ProMotion displays refresh at up to 120 Hz, and iOS caps them at 60 Hz in Low Power
  /// Mode; an app runs at 30 Hz when it asks `CADisplayLink` for it, or when it misses every other 60 Hz frame.
  static let rateDevices: [(rate: Double, device: String)] = [
    (120, "a ProMotion iPhone or iPad (up to 120 Hz)"),
    (60, "a 60 Hz iPhone or iPad, or a ProMotion one in Low Power Mode (iOS caps it at 60 Hz)"),
    (
      30,
      "30 frames a second: a game-like CADisplayLink with preferredFramesPerSecond = 30 (often set when the device "
        + "runs hot or in Low Power Mode), or an app too slow for 60 Hz"
    ),
  ]

  /// The variable-refresh pattern, 80–120 Hz (``FrameSchedule/variableRefresh``).
  static let variableRefresh = ScheduleSpec(
    name: "vrr", schedule: .variableRefresh, device: "ProMotion's variable refresh (80–120 Hz, as this tool models it)")

  /// The seed of the `jitter` schedule: any fixed value keeps reports reproducible.
  static let jitterSeed: UInt64 = 4
  /// The jitter amplitude of the `jitter` schedule: ±20 % of the 60 Hz frame duration.
  static let jitterAmplitude = 0.2
  /// A 60 Hz display whose callbacks come unevenly, each 1/60 s ± ``jitterAmplitude`` after the one before
  /// (``FrameSchedule/jittered(fps:amplitude:seed:)``): Wave steps 1/60 s and reads its running time at the callback,
  /// Core Animation runs on the display's 60 Hz, engines that step elapsed time step the uneven gaps.
  static let jitter = ScheduleSpec(
    name: "jitter", schedule: .jittered(fps: 60, amplitude: jitterAmplitude, seed: jitterSeed),
    device:
      "a 60 Hz display whose callbacks come unevenly (each 1/60 s ± \(NumberFormat.percent(jitterAmplitude)) after "
      + "the one before)")

  /// The frame a main-thread stall delays in the `hitch` schedule: the 6th (index 5, ~83 ms into the animation, while
  /// the value moves fastest for the documented springs).
  static let hitchFrame = 5
  /// The time between the stalled frame's callback and the one before it in the `hitch` schedule, s: 0.1 (five 60 Hz
  /// frames missed).
  static let hitchDuration = 0.1
  /// A 60 Hz display where one main-thread stall shows frame 5 ``hitchDuration`` after frame 4
  /// (``FrameSchedule/hitch(fps:atFrame:duration:)``): Wave steps it by 1/60 s and ends by wall time, engines that
  /// step elapsed time step 0.1 s, Core Animation's render server keeps its 60 Hz.
  static let hitch = ScheduleSpec(
    name: "hitch", schedule: .hitch(fps: 60, atFrame: hitchFrame, duration: hitchDuration),
    device:
      "a 60 Hz display where a main-thread stall shows one frame \(NumberFormat.shortest(hitchDuration * 1000)) ms "
      + "after the one before")

  /// The default set: 60 Hz, 120 Hz, 30 Hz, variable refresh, jitter, hitch.
  static let standard: [ScheduleSpec] = [.fps(60), .fps(120), .fps(30), variableRefresh, jitter, hitch]

  /// The named schedules as a person reads them, each with its ``device``: the constant rates from the fastest,
  /// then the varying ones (what `check --help` and README's glossary list).
  static let described: [ScheduleSpec] = [.fps(120), .fps(60), .fps(30), variableRefresh, jitter, hitch]

  /// The schedule named `name`: `vrr`, `jitter`, `hitch`, or `<fps>hz` (`60hz`, `90hz`) with a rate whose frames
  /// last at most ``InputLimits/maximumFrameDuration`` (60 s), up to ``maximumRate``.
  static func named(_ name: String) -> ScheduleSpec? {
    switch name.lowercased() {
    case "vrr": return variableRefresh
    case "jitter": return jitter
    case "hitch": return hitch
    default:
      let lower = name.lowercased()
      guard lower.hasSuffix("hz"), let fps = Double(lower.dropLast(2)), fps > 0, fps <= maximumRate,
        1 / fps <= InputLimits.maximumFrameDuration
      else { return nil }
      return .fps(fps)
    }
  }

  /// The fastest `<fps>hz` a schedule name takes, Hz: 100,000, frames of ``InputLimits/minimumReportFrameDuration``.
  ///
  /// The slowest is the rate whose frames last ``InputLimits/maximumFrameDuration`` (1/60 Hz), the limit `--fps` and
  /// a dt file's lines keep too.
  static let maximumRate = 100_000.0

  /// The display's own frames, as Core Animation's render server runs them (``FrameSchedule/display``): `60hz` for
  /// `hitch` and `jitter`, the schedule itself otherwise.
  var display: ScheduleSpec {
    schedule.display == schedule ? self : ScheduleSpec(name: name, schedule: schedule.display)
  }

  /// The prefix of a dt file's schedule name (`file:frames.txt`).
  static let filePrefix = "file:"

  /// Frame durations read from a file (each finite and > 0, at least one), repeated to cover any horizon.
  static func durations(_ durations: [Double], name: String) -> ScheduleSpec {
    ScheduleSpec(name: name, schedule: .repeating(durations, name: name))
  }

  /// Frame durations read from a file, played once: the schedule ends with the file (``totalDuration``).
  static func once(_ durations: [Double], name: String) -> ScheduleSpec {
    var spec = ScheduleSpec(name: name, schedule: .durations(durations))
    spec.totalDuration = durations.reduce(0, +)
    return spec
  }

  /// The durations of the first frames (the wall clock's gaps, what engines that step elapsed time step), until their
  /// running sum reaches `horizon` seconds (at least one frame), at most `maxFrames`.
  func durations(covering horizon: Double, maxFrames: Int = 10_000_000) -> [Double] {
    var result: [Double] = []
    var t = 0.0
    var index = 0
    while (t < horizon || result.isEmpty) && index < maxFrames {
      guard let dt = schedule.duration(ofFrame: index) else { break }
      result.append(dt)
      t += dt
      index += 1
    }
    return result
  }
}
