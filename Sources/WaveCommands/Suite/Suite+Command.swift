import Foundation
import WaveInputs
import WaveOutput
import WaveReports

extension Suite.Options {
  /// The options of `wave-bench suite` and of a topic command, checked for the parts named `parts` (all when
  /// empty): every input (``init(springs:springsFile:schedule:dtFile:repeatDtFile:stepPerturbation:)``), and
  /// each dt file, played once, as long as those parts' runs (``Suite/checkInputs(parts:options:)``).
  ///
  /// - Parameters:
  ///   - parts: the names of the parts the inputs are checked for; all parts when empty.
  ///   - springs: the `--spring` values, one spring each.
  ///   - springsFile: the `--springs-file` path; nil for none.
  ///   - schedules: the `--schedule` values, each a comma-separated list; none for the standard six.
  ///   - dtFile: the `--dt-file` path, a file of frame durations in seconds; nil for none.
  ///   - repeatDtFile: `--repeat-dt-file`: play the dt file in a loop instead of once.
  ///   - stepPerturbation: the engine step's perturbation in the accuracy report, finite and > −1; 0 for the
  ///     real step.
  /// - Throws: ``InputError`` naming the option or file at fault.
  package init(
    parts: [String], springs: [String], springsFile: String?, schedules: [String], dtFile: String?,
    repeatDtFile: Bool, stepPerturbation: Double
  ) throws(InputError) {
    try self.init(
      springs: springs, springsFile: springsFile,
      schedule: schedules.isEmpty ? nil : schedules.joined(separator: ","), dtFile: dtFile,
      repeatDtFile: repeatDtFile, stepPerturbation: stepPerturbation)
    try Suite.checkInputs(parts: parts, options: self)
  }
}

extension Suite {
  /// `wave-bench suite` and its topics: runs `parts` (all when empty) into `output`, with progress on standard
  /// error, then the summary on standard output and the time it took on standard error (`done in 12.3 s`).
  ///
  /// SIGINT and SIGTERM remove a half-written folder (``Interruption``).
  package static func runCommand(parts: [String], options: Options, output: String) throws {
    Interruption.install()
    let start = Date()
    let summary = try run(parts: parts, options: options, output: output) { StandardStreams.note($0) }
    try StandardStreams.write(summary)
    StandardStreams.note("done in \(NumberFormat.decimals(Date().timeIntervalSince(start), 1)) s")
  }
}
