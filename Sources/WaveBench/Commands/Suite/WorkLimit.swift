import WaveCore
import WaveOutput

/// The work a command asks for, computed from its inputs before it starts and refused over ``InputLimits``.
enum WorkLimit {
  /// Refuses report inputs that would take too long to run.
  ///
  /// Refuses, before any report runs, a spring and schedule whose run would step more than
  /// ``InputLimits/maximumReportFramesPerRun`` frames: the spring's horizon (the settling experiment's, at least its
  /// settling duration) over the shortest of the schedule's first 240 frames. (A spring that settles later than
  /// ``InputLimits/maximumSettlingDuration`` never gets here: its grammar refuses it, ``SpringGrammar``.)
  /// Also refuses springs and schedules that need more than ``InputLimits/maximumReportFrames`` frames in
  /// all (each is stepped by every integrator of a report).
  static func reports(springs: [SpringSpec], schedules: [ScheduleSpec]) throws(InputError) {
    try reports(springs.map { ($0, schedules) })
  }

  /// ``reports(springs:schedules:)`` with each spring on schedules of its own (`check`: a project's configuration
  /// may give a folder's springs other schedules).
  static func reports(_ runs: [(spec: SpringSpec, schedules: [ScheduleSpec])]) throws(InputError) {
    InputAcceptanceCounter.count(.work)
    var total = 0.0
    for (spec, schedules) in runs {
      guard let spring = try? spec.spring else { continue }
      let formula = spring.settlingDuration
      // The accuracy report runs to the settling duration, the settling report to its horizon.
      let horizon = max(formula, SettlingExperiment.horizon(spring))
      for schedule in schedules {
        let shortest = schedule.distinctDurations.min() ?? 1
        let frames = horizon / shortest
        guard frames <= Double(InputLimits.maximumReportFramesPerRun) else {
          throw InputError(
            "schedule \(schedule.name) with spring \(spec.label) needs about \(NumberFormat.sig(frames, 3)) frames per run, more than \(InputLimits.maximumReportFramesPerRun): give longer frames (--schedule, --dt-file) or a spring that settles sooner (--spring)"
          )
        }
        total += frames
      }
    }
    guard total <= Double(InputLimits.maximumReportFrames) else {
      throw InputError(
        "the springs and schedules need about \(NumberFormat.sig(total, 3)) frames in all, more than \(InputLimits.maximumReportFrames): give fewer springs (--spring, --springs-file, --scan) or fewer or slower schedules (--schedule, --dt-file)"
      )
    }
  }

  /// `spring --fps F`: the engine's step is run at F Hz over the spring's settling horizon (as a report does),
  /// so the same limits apply, and the settling limit the grammar leaves to this command
  /// (``SpringSource/options``: `spring` shows the derived numbers of any spring, and steps only one that settles
  /// within ``InputLimits/maximumSettlingDuration``).
  static func spring(_ spec: SpringSpec, fps: Double) throws(InputError) {
    try InputError.requirePositive(fps, "--fps")
    if let formula = try? spec.spring.settlingDuration, formula > InputLimits.maximumSettlingDuration {
      throw InputError("spring \(spec.label): " + SpringSource.settlesTooLate(formula))
    }
    guard 1 / fps >= InputLimits.minimumReportFrameDuration, 1 / fps <= InputLimits.maximumFrameDuration else {
      throw InputError(
        "--fps must be from \(1 / InputLimits.maximumFrameDuration) to \(1 / InputLimits.minimumReportFrameDuration) Hz (got \(fps))"
      )
    }
    try reports(springs: [spec], schedules: [.fps(fps)])
  }
}
