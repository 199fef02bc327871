import WaveInputs
import WaveOutput
import WaveReports

extension Suite.Options {
  /// The options as the report commands take them (`--spring`, `--springs-file`, `--schedule`, `--dt-file`,
  /// `--step-perturbation`), every input checked by the spring and schedule grammars.
  ///
  /// - Throws: ``InputError`` naming the option at fault.
  package init(
    springs: [String], springsFile: String?, schedule: String?, dtFile: String?, repeatDtFile: Bool = false,
    stepPerturbation: Double
  ) throws(InputError) {
    let specs = try SpringList.resolve(values: springs, file: springsFile)
    let schedules = try ScheduleList.resolve(names: schedule, dtFile: dtFile, repeating: repeatDtFile)
    guard stepPerturbation.isFinite, stepPerturbation > -1 else {
      throw InputError("--step-perturbation must be a finite number > −1")
    }
    try WorkCheck.reports(springs: specs, schedules: schedules)
    self.init(springs: specs, schedules: schedules, stepPerturbation: stepPerturbation)
  }
}
