import ArgumentParser
import WaveOutput

struct PerfCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.perf)

  @Option(help: "Comma-separated sizes (animators per frame), each 1 ... 10000000.")
  var animators: String = "1,10,100,1000,10000,100000,1000000"

  @Option(help: "Frames per timed run, 1 ... 100000 (default: about 2 ms of work per run).")
  var frames: Int?

  @Option(help: "Lanes per animator: 1 (CGFloat), 2 (CGPoint) or 4 (CGRect).")
  var components: Int = 1

  @Option(
    name: .customLong("animator-limit"), help: "Largest N for the animator paths (their setup is O(N²); default 10000)."
  )
  var animatorLimit: Int?

  @Option(help: "Comma-separated paths to run (default: all).")
  var paths: String?

  @Option(
    name: .customLong("parallel-threshold"),
    help: "Lanes from which batch-parallel uses the worker pool (default: SpringBatch's measured threshold).")
  var parallelThreshold: Int?

  @Option(
    help:
      "Springs of the batch paths and C references: shared (one spring) or per-lane (each animator its own, from the public apps' springs)."
  )
  var springs: String?

  @Option(
    help:
      "Frames of the batch paths and C references: one schedule, \(ScheduleList.names) (default 60hz). With --springs, also measures shared, 60hz to compare."
  )
  var schedule: String?

  @Option(
    help: ArgumentHelp(
      "Also time another engine's program: `COMMAND --frames N` steps its own animators N frames and prints a checksum line, optionally `animators: K` and `allocations: A` (the gate's protocol, docs/gate.md); timed in pairs of runs whose difference cancels start-up, --frames extra frames apart (default \(PerfExternalResult.defaultExtraFrames)). Repeatable.",
      valueName: "name=command"))
  var external: [String] = []

  @OptionGroup var format: FormatOption<TextOrJSON>

  @Option(help: "Also write <basename>.json, .svg and .md into this directory.")
  var output: String?

  @Option(help: "File name stem for --output (default: perf).")
  var basename: String?

  /// The options the command line gives; `--output` and `--basename` accepted after them.
  func make() throws -> PerfSetup {
    let options = try PerfSetup(
      animators: animators, frames: frames, components: components, animatorLimit: animatorLimit, paths: paths,
      parallelThreshold: parallelThreshold, springs: springs, schedule: schedule, externals: external)
    try PerfReport.acceptOutput(output, basename: basename)
    return options
  }

  func run() throws {
    Interruption.install()
    let report = try PerfReport.measure(try validating(make)) { StandardStreams.note($0) }
    try StandardStreams.write(format.render(report))
    if let output {
      StandardStreams.note(try report.place(in: output, basename: basename ?? PerfReport.defaultBasename))
    }
  }
}
