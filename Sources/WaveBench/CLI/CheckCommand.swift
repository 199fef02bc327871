import ArgumentParser
import WaveOutput

struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.check)

  @OptionGroup var springList: SpringListOptions
  @Option(
    help:
      "Frame schedules, comma-separated and repeatable: \(ScheduleList.names) (default: the project configuration's, else 120hz,60hz,30hz,vrr,hitch; the first is the main rate)."
  )
  var schedule: [ScheduleListArgument] = []

  @Option(
    parsing: .unconditional,
    help:
      "The travel of each animation, points (finite, > 0), or a range MIN...MAX a gesture moves (judged at its ends at every release velocity, and where the step judders most between); default: the project configuration's, else \(NumberFormat.shortest(CheckInput.defaultTravel))."
  )
  var travel: TravelArgument?

  @Option(
    name: .customLong("fail-on"),
    help:
      "The rules that fail a spring: \(CheckRule.grammar) (default: the project configuration's, else \(CheckRule.defaultText))."
  )
  var failOn: RuleListArgument?

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "The velocity a gesture releases each spring with, pt/s toward the target (negative: a fling away from it), or a range MIN...MAX (repeatable). A range is judged at its ends and where each rule is at its worst in between. Default: from rest, and for a spring made for gestures (Wave's defaultInteractive, a spring handed gestureVelocity:) every fling up to \(NumberFormat.shortest(ReleaseVelocities.maximumFling)) pt/s either way.",
      valueName: "pt/s"))
  var velocity: [VelocityArgument] = []

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "MOMENT:VALUE[:VELOCITY]: move each spring's target to VALUE (points, on the 0 → travel scale) at a time (0.1s, 100ms: the same moment on every schedule) or a frame, mid-flight; with VELOCITY (pt/s) a re-grab that sets the velocity first (repeatable). Judged on Wave's animator.",
      valueName: "retarget"))
  var retarget: [RetargetArgument] = []

  @Option(
    help: ArgumentHelp(
      "A Swift file, or a folder searched for them (repeatable; .build and hidden folders skipped): check the springs written there with literal numbers (Wave, SwiftUI, Core Animation); calls it cannot read are listed as not checked.",
      valueName: "path"))
  var scan: [String] = []

  @Option(
    help: ArgumentHelp(
      "Judge every spring as this engine runs it: 'wave' (Wave's step, for springs moving to Wave), 'swiftui' (SwiftUI's .spring, its fluid spring; an interpolatingSpring stays one) or 'ca' (Core Animation). Without it, each spring is judged as its own engine runs it: SwiftUI's .spring by its 1/300 s substeps, .interpolatingSpring and Core Animation by their closed form at each frame time.",
      valueName: "engine"))
  var engine: EngineArgument?

  @Option(
    help: ArgumentHelp(
      "A project configuration (JSON: travel, schedules, failOn, engine, exclude, paths) for every spring, in place of the \(ProjectConfiguration.fileName) found from each scanned file's folder up to the repository's root. A // wave-bench: comment beats the command line, which beats the configuration.",
      valueName: "path"))
  var config: String?

  @OptionGroup var format: FormatOption<CheckFormat>

  @Option(
    name: [.customShort("o"), .long],
    help: "Write the output to this file instead of standard output (replaced in one step).")
  var output: String?

  @Option(
    help: ArgumentHelp(
      "Also write the result as JUnit XML to this file, beside the output of --format: one run annotates a CI log and writes the file a test reporter shows.",
      valueName: "path"))
  var junit: String?

  @Option(
    help: ArgumentHelp(
      "Also write the result as JSON (as --format json prints it) to this file, beside the output of --format.",
      valueName: "path"))
  var json: String?

  /// The files `--junit` and `--json` name, each with its option and format.
  var files: [(path: String, option: String, format: CheckFormat)] {
    [(junit, "--junit", CheckFormat.junit), (json, "--json", .json)].compactMap { path, option, format in
      path.map { ($0, option, format) }
    }
  }

  /// The command-line values, accepted; the springs file is read when the check runs.
  func make() throws -> CheckInput {
    if let output { try ReportWriter.acceptFile(output, option: "--output") }
    var named: [String: String] = output.map { [$0: "--output"] } ?? [:]
    for file in files {
      guard file.path != "-" else {
        throw InputError("\(file.option) -: standard output holds the --format output; give \(file.option) a file")
      }
      if let other = named[file.path] {
        throw InputError(
          "\(file.option) '\(InputFile.printable(file.path))': \(other) writes that file already; give each output its own file"
        )
      }
      named[file.path] = file.option
      try ReportWriter.acceptFile(file.path, option: file.option)
    }
    return try CheckInput(
      springs: springList.springs.values, springsFile: springList.springsFile, schedules: schedule.values,
      travel: travel?.value, rules: failOn?.value, scan: scan, engine: engine?.value, velocities: velocity.values,
      retargets: retarget.values, configuration: config)
  }

  /// Refuses a value its grammar refused, in the order the check reads them.
  func validate() throws {
    try validating {
      try retarget.accept()
      try velocity.accept()
      try engine?.accept()
      try travel?.accept()
      try failOn?.accept()
      try schedule.accept()
    }
  }

  func run() throws {
    if !scan.isEmpty && CommandEnvironment.current.sourceReader == nil { try ScanHandOff.run() }
    Interruption.install()
    let input = try validating(make)
    let outcome = try validating { try CheckOutcome.run(input, format: format.format, files: files) }
    try outcome.deliver(to: output)
    if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
  }
}
