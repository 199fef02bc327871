import WaveInputs
import WaveOutput
import WaveVerification

/// The options of `wave-bench check`, read and checked once: every value of the command line is checked when
/// the input is made (a refusal is a usage error, ``InputError``); the springs file, which the check could not
/// read, only when the check runs (``options()``: a ``FileError``, exit 2).
package struct CheckInput: Sendable {
  /// `--travel` when not given, points (``CheckOptions/defaultTravel``).
  package static let defaultTravel = CheckOptions.defaultTravel

  /// A springs file that cannot be read or holds a spring that is refused.
  package struct FileError: Error {
    package let message: String
  }

  /// The `--spring` values, parsed.
  let springs: [SpringSpec]
  let springsFile: String?
  /// The `--schedule` values, parsed; ``CheckOptions/defaultSchedules`` when none is given.
  let schedules: [ScheduleSpec]
  /// Points, finite and > 0.
  let travel: Double
  let rules: [CheckRule]

  /// Checks the command-line values: `--travel`, `--fail-on`, each `--spring` and the `--schedule` names.
  ///
  /// - Parameters:
  ///   - values: the `--spring` values, one spring each.
  ///   - springsFile: the `--springs-file` path, read by ``options()``; nil for none.
  ///   - schedules: the `--schedule` values, each a comma-separated list.
  ///   - travel: `--travel`, points, finite and > 0.
  ///   - failOn: the `--fail-on` value: the rules that fail a spring (``CheckRule/parseList(_:)``).
  /// - Throws: ``InputError`` naming the option at fault.
  package init(
    springs values: [String], springsFile: String?, schedules: [String], travel: Double, failOn: String
  ) throws(InputError) {
    try InputError.requirePositive(travel, "--travel")
    rules = try CheckRule.parseList(failOn)
    springs = try values.map { (value) throws(InputError) in try SpringList.parse(value) }
    self.schedules =
      schedules.isEmpty ? CheckOptions.defaultSchedules : try ScheduleList.parse(schedules.joined(separator: ","))
    self.springsFile = springsFile
    self.travel = travel
  }

  /// The check's options.
  ///
  /// Springs: the `--spring` values, then the file's; the documented springs when neither gives one. The work they ask
  /// for is checked (``WorkCheck/reports(springs:schedules:)``).
  ///
  /// - Throws: ``InputError`` for work over the limits, ``FileError`` for the springs file.
  package func options() throws -> CheckOptions {
    var springs = self.springs
    if let springsFile {
      do { springs += try SpringList.load(path: springsFile) } catch { throw FileError(message: error.message) }
    }
    if springs.isEmpty { springs = SpringSpec.documented }
    try WorkCheck.reports(springs: springs, schedules: schedules)
    return CheckOptions(springs: springs, schedules: schedules, travel: travel, rules: rules)
  }
}
