import ArgumentParser
import WaveOutput

/// `--spring` (repeatable) and `--springs-file`: the springs of the suite, its topics and `check`.
struct SpringListOptions: ParsableArguments {
  @Option(
    name: .customLong("spring"), parsing: .unconditionalSingleValue,
    help:
      "A spring: ζ:response or ζ:k=stiffness, optionally :m=mass, or ENGINE:key=value,… (swiftui:duration=0.5,bounce=0.3) (repeatable; default: the documented springs)."
  )
  var springs: [SpringArgument] = []

  @Option(
    name: .customLong("springs-file"),
    help: "A JSON array of springs ({name, dampingRatio, response | stiffness, mass}).")
  var springsFile: String?

  /// Refuses a spring its grammar refused.
  func validate() throws { try validating { try springs.accept() } }
}

/// `--schedule` (repeatable), `--dt-file`, `--repeat-dt-file`: the frame schedules of a report.
struct ScheduleListOptions: ParsableArguments {
  @Option(help: "Frame schedules, comma-separated and repeatable: \(ScheduleList.names) (default: all six).")
  var schedule: [ScheduleListArgument] = []

  @Option(
    name: .customLong("dt-file"),
    help: "A file of frame durations in seconds, one per line (an extra schedule), played once.")
  var dtFile: String?

  @Flag(name: .customLong("repeat-dt-file"), help: "Play the --dt-file in a loop, for runs longer than the file.")
  var repeatDtFile = false

  /// The `--schedule` values joined; nil when none is given.
  ///
  /// - Throws: ``InputError`` naming a schedule two values give.
  func named() throws(InputError) -> [ScheduleSpec]? { try ScheduleList.merged(schedule.values) }

  /// Refuses an unknown schedule; `--repeat-dt-file` alone would change nothing: refused.
  func validate() throws {
    try validating { try schedule.accept() }
    if repeatDtFile, dtFile == nil { throw ValidationError("--repeat-dt-file loops the --dt-file: give one") }
  }
}

/// `--output`: the reports folder, accepted before any work.
struct ReportFolderOption: ParsableArguments {
  @Option(
    help:
      "The reports folder (created; replaced in one step: the topics' old files go, other files such as perf*.json stay)."
  )
  var output: String = Suite.defaultOutput

  func validate() throws { try validating { try ReportWriter.acceptFolder(output) } }
}

/// Runs `parts` of the suite (all when empty) on the inputs given, printing progress on stderr and the summary
/// on stdout.
///
/// Each report command offers only the inputs its parts report on (``Suite/Part/inputs``), so that no option is
/// accepted and then ignored.
func runReports(
  _ parts: [String], springs: SpringListOptions?, schedules: ScheduleListOptions?, perturbation: Double = 0,
  integratorCosts: String? = nil, output: String, recording: TrajectoryOptions? = nil
) throws {
  // Every input is a usage error (exit 64 with the usage line), a dt file too short for the reports included; what a
  // springs file, an integrator-cost file or a trajectory file holds, exit 2.
  let options = try validating {
    var setup = try Suite.Setup(
      parts: parts, springs: springs?.springs.values ?? [], springsFile: springs?.springsFile,
      schedules: try schedules?.named(), dtFile: schedules?.dtFile,
      repeatDtFile: schedules?.repeatDtFile ?? false, stepPerturbation: perturbation, integratorCosts: integratorCosts)
    if let recording, let path = recording.trajectory {
      try setup.record(
        path: path, from: recording.from, to: recording.to,
        scheduled: !(schedules?.schedule.isEmpty ?? true) || schedules?.dtFile != nil)
    }
    return setup
  }
  try Suite.runCommand(parts: parts, options: options, output: output)
}

/// A report command's options: it runs parts of the suite on them.
protocol ReportOptionGroup: ParsableArguments {
  /// Runs `parts` (all when empty).
  func run(_ parts: [String]) throws
}

/// Springs, schedules, the integrator costs and the folder: the suite and `accuracy`.
///
/// `--step-perturbation` (hidden) perturbs the engine's step, for proving that `compare` sees a changed step.
struct SpringsAndSchedulesOptions: ReportOptionGroup {
  @OptionGroup var springs: SpringListOptions
  @OptionGroup var schedules: ScheduleListOptions
  @Option(
    name: .customLong("integrator-costs"),
    help:
      "The cost of a frame of each integrator, for the accuracy-vs-cost table: a JSON file as `wave-bench integrator-cost` writes it, copied into the reports folder (default: the folder's own integrator-cost.json; without one, no table)."
  )
  var integratorCosts: String?
  @OptionGroup var folder: ReportFolderOption
  @Option(name: .customLong("step-perturbation"), help: .hidden) var stepPerturbation: Double = 0

  func run(_ parts: [String]) throws { try run(parts, recording: nil) }

  /// Runs `parts` with an outside engine's frames, when given.
  func run(_ parts: [String], recording: TrajectoryOptions?) throws {
    try runReports(
      parts, springs: springs, schedules: schedules, perturbation: stepPerturbation, integratorCosts: integratorCosts,
      output: folder.output, recording: recording)
  }
}

/// `--trajectory`, `--from`, `--to`: an outside engine's frames of the one spring (`accuracy`).
struct TrajectoryOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "An outside engine's frames of the one --spring: a CSV of time,value[,velocity] a line, the start first, judged against the exact spring beside the built-in integrators on the file's own frames.",
      valueName: "csv-file"))
  var trajectory: String?

  @Option(help: "The start value in the --trajectory file's units (default: 0).")
  var from: Double?

  @Option(help: "The target in the --trajectory file's units (default: 1000).")
  var to: Double?

  /// `--from` or `--to` alone would change nothing: refused.
  func validate() throws {
    if trajectory == nil, from != nil || to != nil {
      throw ValidationError("--from and --to are the --trajectory file's start and target: give the file")
    }
  }
}

/// `accuracy`'s options: those of ``SpringsAndSchedulesOptions`` and an outside engine's frames.
struct AccuracyOptions: ReportOptionGroup {
  @OptionGroup var base: SpringsAndSchedulesOptions
  @OptionGroup var recording: TrajectoryOptions

  func run(_ parts: [String]) throws { try base.run(parts, recording: recording) }
}

/// Springs, the schedules their findings' fixes are checked on, and the folder: `formulas`, `stability`.
struct SpringsAndFixSchedulesOptions: ReportOptionGroup {
  @OptionGroup var springs: SpringListOptions
  @OptionGroup var schedules: ScheduleListOptions
  @OptionGroup var folder: ReportFolderOption

  func run(_ parts: [String]) throws {
    try runReports(parts, springs: springs, schedules: schedules, output: folder.output)
  }
}

/// `settling`: the schedules and the folder of the grid report; or, with `--spring`, one spring's settle time within
/// `--band` of `--travel`, printed (no report written).
struct SettlingOptions: ReportOptionGroup {
  @OptionGroup var schedules: ScheduleListOptions

  @Option(
    help:
      "The reports folder (created; replaced in one step: the topics' old files go, other files such as perf*.json stay; default: \(Suite.defaultOutput)). Not with --spring, which prints its answer."
  )
  var output: String?

  @Option(
    name: .customLong("spring"), parsing: .unconditional,
    help:
      "One spring (ζ:response, ζ:k=stiffness[:m=mass], or ENGINE:key=value,…): print when it settles within --band, on the exact spring and on the engine's step at each schedule, instead of writing the grid report."
  )
  var spring: SpringArgument?

  @Option(
    help:
      "With --spring: the settled band, points or percent of the travel (20pt, 2%), > 0 and below the whole travel (default: \(SpringSettlingJob.defaultBand), upstream's)."
  )
  var band: String?

  @Option(
    help:
      "With --spring: the travel the band is a part of, points (finite, > 0; default: \(NumberFormat.shortest(SpringSettlingJob.defaultTravel)))."
  )
  var travel: TravelArgument?

  func validate() throws {
    try validating {
      try spring?.accept()
      try travel?.accept()
    }
    if spring == nil {
      for (name, given) in [("--band", band != nil), ("--travel", travel != nil)] where given {
        throw ValidationError("\(name) measures the settle time of a --spring: give one")
      }
      if let output { try validating { try ReportWriter.acceptFolder(output) } }
    } else if output != nil {
      throw ValidationError("--output: settling --spring prints its answer and writes no report; leave --output out")
    }
  }

  func run(_ parts: [String]) throws {
    guard let spring else {
      return try runReports(parts, springs: nil, schedules: schedules, output: output ?? Suite.defaultOutput)
    }
    let job = try validating {
      try SpringSettlingJob(
        spring: spring.value, band: band, travel: travel?.value,
        schedules: try ScheduleList.resolve(
          named: try schedules.named(), dtFile: schedules.dtFile, repeating: schedules.repeatDtFile))
    }
    try StandardStreams.write(try job.run())
  }
}
