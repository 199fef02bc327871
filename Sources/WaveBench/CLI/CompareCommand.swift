import ArgumentParser
import WaveOutput

struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.compare)

  @Argument(help: "The old accuracy.json, perf JSON or perf-baseline.json.") var old: String
  @Argument(help: "The new report, of the same kind.") var new: String

  @Option(
    parsing: .unconditional,
    help:
      ArgumentHelp(
        "Relative worsening allowed, a finite number ≥ 0 (0.01 = 1 %; default 0.01, for perf reports 0.05, for gate "
          + "baselines the gate's 0.03)."))
  var tolerance: Double?

  @Flag(name: .customLong("allow-partial"), help: "Compare the rows both reports have when their settings differ.")
  var allowPartial = false

  @Flag(help: "With --allow-partial: list every row only one report has (default: a count per kind).")
  var verbose = false

  @OptionGroup var format: FormatOption<TextOrJSON>

  func validate() throws {
    try validating { if let tolerance { try InputError.requireNonNegative(tolerance, "--tolerance") } }
    if verbose, !allowPartial {
      throw ValidationError("--verbose lists the rows --allow-partial leaves out: give both")
    }
  }

  func run() throws {
    var outcome = try ReportComparison.outcome(
      oldPath: old, newPath: new, tolerance: tolerance, allowPartial: allowPartial)
    outcome.listsEveryRow = verbose
    try StandardStreams.write(format.render(outcome))
    if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
  }
}
