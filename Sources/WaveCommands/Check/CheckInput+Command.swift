import WaveOutput
import WaveReports
import WaveInputs

extension CheckInput {
  /// Checks the command-line values of `wave-bench check` before any work, as
  /// ``options(springs:springsFile:schedules:travel:failOn:)`` will: `--travel`, `--fail-on`, each `--spring`
  /// and the `--schedule` names. The springs file is read only when the check runs (refusing it is exit 2,
  /// not a usage error).
  ///
  /// - Throws: ``InputError`` naming the option at fault.
  package static func checkArguments(
    springs: [String], schedules: [String], travel: Double, failOn: String
  ) throws(InputError) {
    try InputError.requirePositive(travel, "--travel")
    _ = try CheckRule.parseList(failOn)
    for value in springs { _ = try SpringList.parse(value) }
    if !schedules.isEmpty { _ = try ScheduleList.parse(schedules.joined(separator: ",")) }
  }
}
