import WaveCore
import WaveInputs
import WaveReference
import WaveVerification

extension Suite.Options {
  /// The options as the report commands take them (`--spring`, `--springs-file`, `--schedule`, `--dt-file`,
  /// `--step-perturbation`), every input checked by the spring and schedule grammars.
  ///
  /// - Throws: ``InputError`` naming the option at fault.
  public init(
    springs: [String], springsFile: String?, schedule: String?, dtFile: String?, stepPerturbation: Double
  ) throws(InputError) {
    let specs = try SpringList.resolve(values: springs, file: springsFile)
    let schedules = try ScheduleList.resolve(names: schedule, dtFile: dtFile)
    guard stepPerturbation.isFinite, stepPerturbation > -1 else {
      throw InputError("--step-perturbation must be a finite number > −1")
    }
    try Self.checkWork(springs: specs, schedules: schedules)
    self.init(springs: specs, schedules: schedules, stepPerturbation: stepPerturbation)
  }

  /// Refuses, before any report runs, a spring that settles later than ``InputLimits/maximumSettlingDuration``
  /// or a spring and schedule whose run would step more than ``InputLimits/maximumReportFramesPerRun``
  /// frames: the spring's horizon (the settling experiment's, at least its settling duration) over the
  /// shortest of the schedule's first 240 frames.
  static func checkWork(springs: [SpringSpec], schedules: [ScheduleSpec]) throws(InputError) {
    for spec in springs {
      guard let spring = try? spec.makeSpring() else { continue }
      let formula = spring.settlingDuration
      guard formula <= InputLimits.maximumSettlingDuration else {
        throw InputError(
          "spring \(spec.label) settles in \(formula) s, longer than the \(InputLimits.maximumSettlingDuration) s a report runs: give a larger damping ratio or a shorter response"
        )
      }
      var horizon = 2 * formula
      if let parameters = try? OscillatorParameters(spring) {
        horizon = max(horizon, formula + SettlingExperiment.decayLengths / SettlingExperiment.slowestDecayRate(parameters))
      }
      horizon = max(formula, min(SettlingExperiment.maxHorizon, horizon))
      for schedule in schedules {
        let shortest = schedule.schedule.durations(count: 240).min() ?? 1
        let frames = horizon / shortest
        guard frames <= Double(InputLimits.maximumReportFramesPerRun) else {
          throw InputError(
            "schedule \(schedule.name) with spring \(spec.label) needs about \(Int(frames)) frames per run, more than \(InputLimits.maximumReportFramesPerRun): give longer frames (--schedule, --dt-file) or a spring that settles sooner (--spring)"
          )
        }
      }
    }
  }
}
