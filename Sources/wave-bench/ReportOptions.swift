import ArgumentParser
import WaveInputs
import WaveOutput
import WaveReports

/// `--spring` (repeatable) and `--springs-file`: the springs of the suite, its topics and `check`.
struct SpringListOptions: ParsableArguments {
  @Option(
    name: .customLong("spring"),
    help: "A spring: ζ:response or ζ:k=stiffness, optionally :m=mass (repeatable; default: the documented springs).")
  var springs: [String] = []

  @Option(
    name: .customLong("springs-file"),
    help: "A JSON array of springs ({name, dampingRatio, response | stiffness, mass}).")
  var springsFile: String?
}

/// `--spring`, `--springs-file`, `--schedule`, `--dt-file`, `--output`: shared by the suite and its topics.
struct ReportOptions: ParsableArguments {
  @OptionGroup var springList: SpringListOptions

  @Option(help: "Frame schedules, comma-separated and repeatable: \(ScheduleList.names) (default: all six).")
  var schedule: [String] = []

  @Option(
    name: .customLong("dt-file"),
    help: "A file of frame durations in seconds, one per line (an extra schedule), played once.")
  var dtFile: String?

  @Flag(name: .customLong("repeat-dt-file"), help: "Play the --dt-file in a loop, for runs longer than the file.")
  var repeatDtFile = false

  @Option(
    help:
      "The reports folder (created; replaced in one step: the topics' old files go, other files such as perf*.json stay)."
  )
  var output: String = Suite.defaultOutput

  @Option(name: .customLong("step-perturbation"), help: .hidden)
  var stepPerturbation: Double = 0

  /// The output folder is checked before any work.
  func validate() throws { try validating { try ReportWriter.checkFolder(output) } }

  /// Runs `parts` (all when empty), printing progress on stderr and the summary on stdout.
  func run(parts: [String]) throws {
    Interruption.install()
    // Every input is a usage error (exit 64 with the usage line), a dt file too short for the reports included.
    let options = try validating {
      try Suite.Options(
        parts: parts, springs: springList.springs, springsFile: springList.springsFile, schedules: schedule,
        dtFile: dtFile, repeatDtFile: repeatDtFile, stepPerturbation: stepPerturbation)
    }
    let run = try Suite.timedRun(parts: parts, options: options, output: output) { StandardStreams.note($0) }
    try StandardStreams.write(run.summary)
    StandardStreams.note(run.done)
  }
}
