import WaveInputs
import WaveOutput
import WaveReports
import WaveVerification

/// What `wave-bench check` ends with: the output in the format asked for, the summary line, the exit status.
package struct CheckOutcome: Sendable {
  /// The result in the requested format.
  package let rendered: String
  /// ``CheckWords/summary(_:)``.
  package let summary: String
  /// 0 every spring passes, 1 a spring breaks a rule (``CheckResult/exitStatus``).
  package let exitStatus: Int32

  /// Reads the springs file (``CheckInput/options()``), runs the check (``CheckExperiment/run(_:progress:)``)
  /// and renders it.
  ///
  /// - Throws: ``InputError`` for work over the limits, ``CheckInput/FileError`` for the springs file.
  package static func run(_ input: CheckInput, format: CheckFormat, progress: (String) -> Void) throws -> CheckOutcome {
    let options = try input.options()
    let result = try CheckExperiment.run(options, progress: progress)
    return CheckOutcome(
      rendered: format.render(result), summary: CheckWords.summary(result), exitStatus: result.exitStatus)
  }
}
