import WaveOutput
import WaveReports
import WaveInputs
import WaveVerification

/// The options of `wave-bench check`, read and checked: every value of the command line is a usage error when
/// refused (``InputError``); the springs file, which the check could not read, is a ``FileError`` (exit 2).
package enum CheckInput {
  /// `--travel` when not given, points (``CheckOptions/defaultTravel``).
  package static let defaultTravel = CheckOptions.defaultTravel

  /// A springs file that cannot be read or holds a spring that is refused.
  package struct FileError: Error {
    package let message: String
  }

  /// The check's options. Springs: the `--spring` values, then the file's; the documented springs when
  /// neither gives one. Schedules: ``CheckOptions/defaultSchedules`` when none is given.
  ///
  /// - Throws: ``InputError`` for a command-line value, ``FileError`` for the springs file.
  package static func options(
    springs values: [String], springsFile: String?, schedules: [String], travel: Double, failOn: String
  ) throws -> CheckOptions {
    try InputError.requirePositive(travel, "--travel")
    let rules = try CheckRule.parseList(failOn)
    var springs = try values.map { (value) throws(InputError) in try SpringList.parse(value) }
    if let springsFile {
      do { springs += try SpringList.load(path: springsFile) } catch { throw FileError(message: error.message) }
    }
    if springs.isEmpty { springs = SpringSpec.documented }
    let scheduleList =
      schedules.isEmpty ? CheckOptions.defaultSchedules : try ScheduleList.parse(schedules.joined(separator: ","))
    try WorkCheck.reports(springs: springs, schedules: scheduleList)
    return CheckOptions(springs: springs, schedules: scheduleList, travel: travel, rules: rules)
  }
}
