import WaveCore
import WaveNumerics
import WaveOutput

/// The motion the page plays for a spring (``MotionPlayback``): Wave's animator at 120, 60 and 30 Hz and at `hitch`
/// (a main-thread stall: one frame shown 100 ms late, the animator ending by wall time), its rows as
/// `wave-bench animate` prints them (from 0 to 1, at rest), and the exact spring beside them; a lane `check` finds
/// unstable, juddering or snapping there is marked (``marks(for:)``).
///
/// A spring SwiftUI or
/// Core Animation runs plays as that engine shows it at each rate instead (``EngineModel``), over its travel (check's
/// default when it gives none: the fluid spring's end depends on it) and drawn as a fraction of it, until its end,
/// then the target.
enum MotionPlaybackJob {
  /// The schedules, one lane each: the rates an app ships at, and a stall.
  static let schedules: [ScheduleSpec] = [.fps(120), .fps(60), .fps(30), ScheduleSpec.hitch]
  /// The exact spring's samples per second: 240 (drawn linearly between them).
  static let exactSampleRate = 240.0
  /// The pause at the target before the loop starts again, s.
  static let pause = 0.6

  /// The lanes for `spec`, with `note` under its title; nil when the spring has no motion (an instant spring) or its
  /// animator would outlive `animate`'s tick limit at one of the rates.
  static func playback(for spec: SpringSpec, note: String? = nil) throws -> MotionPlayback? {
    guard !spec.isInstant else { return nil }
    let marks = try marks(for: spec)
    var lanes: [MotionPlayback.Lane] = []
    if let model = EngineModel(spec.runner) {
      let travel = spec.travel ?? CheckSetup.defaultTravel
      for (schedule, mark) in zip(schedules, marks) {
        let shown = try model.shown(spec, on: schedule, travel: travel)
        lanes.append(
          .init(
            label: "\(model.runner.shortName) \(label(schedule))", times: shown.times,
            values: shown.values.map { $0 / travel }, stepped: true, schedule: schedule, mark: mark))
      }
    } else {
      for (schedule, mark) in zip(schedules, marks) {
        guard
          let run = try? AnimationJob(
            spring: spec, from: 0, to: 1, velocity: 0, schedule: schedule, frames: nil, retargets: [])
        else { return nil }
        var times: [Double] = []
        var values: [Double] = []
        _ = try MainActor.assumeIsolated {
          try run.run { row in
            guard row.event != .retargeted else { return }
            times.append(row.t)
            values.append(row.value)
          }
        }
        lanes.append(
          .init(
            label: "Wave \(label(schedule))", times: times, values: values, stepped: true, schedule: schedule,
            mark: mark))
      }
    }
    let spring = try spec.spring
    let oscillator = DampedOscillator(try PhysicalSpring(spring))
    let end = max(spring.settlingDuration, lanes.compactMap { $0.times.last }.max() ?? 0)
    let count = Int((end * exactSampleRate).rounded(.up))
    let times = (1...max(1, count)).map { Double($0) / exactSampleRate }
    lanes.append(
      .init(
        label: "exact", times: times,
        values: times.map { oscillator.state(at: $0, x0: 0, v0: 0, target: 1).position }, stepped: false))
    return MotionPlayback(title: spec.title, note: note, lanes: lanes, duration: end + pause)
  }

  /// A lane's name after its engine: `120 Hz` for a rate, the schedule's name otherwise (`hitch`).
  static func label(_ schedule: ScheduleSpec) -> String {
    schedule.constantRate.map { "\(NumberFormat.shortest($0)) Hz" } ?? schedule.name
  }

  /// What is wrong with `spec`'s motion on each of ``schedules``, as `check` judges it there from rest with its
  /// default rules and travel (the spring's own travel when it gives one): ``MotionPlayback/Mark/unstable`` when the
  /// run is unstable or diverges, else ``MotionPlayback/Mark/judders`` when it breaks the judder rule, else
  /// ``MotionPlayback/Mark/snaps`` when it breaks the snap rule, else nil.
  static func marks(for spec: SpringSpec) throws -> [MotionPlayback.Mark?] {
    var fromRest = spec
    fromRest.velocities = nil
    var options = CheckSetup(
      springs: [fromRest], schedules: schedules, travel: CheckSetup.defaultTravel, rules: CheckRule.defaults)
    options.velocities = .rest
    let verdict = try CheckExperiment.check(fromRest, options: options)
    return schedules.map { schedule in
      guard let run = verdict.runs.first(where: { $0.schedule == schedule }) else { return nil }
      switch run.status {
      case .unstable, .diverged: return .unstable
      case .ok, .failed: break
      }
      func breaks(_ kind: String) -> Bool { run.judged.contains { $0.rule.kind == kind && $0.broken } }
      return breaks("judder") ? .judders : breaks("snap") ? .snaps : nil
    }
  }
}
