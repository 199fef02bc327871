import ArgumentParser
import WaveOutput

struct GateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.gate)

  @Option(help: "The baseline JSON file.")
  var baseline: String = "reports/perf-baseline.json"

  @Flag(help: "Rewrite the baseline with this run's counts (after an intended change in cost).")
  var update = false

  @Option(help: "Allowed growth of instructions per animator-frame, in percent (finite, ≥ 0).")
  var tolerance: Double = GateComparison.defaultTolerancePercent

  @OptionGroup var format: FormatOption<GateFormat>

  @Flag(
    help:
      "Refuse (exit 2) a baseline counted on another CPU, Swift toolchain or valgrind, instead of warning about it.")
  var strictMachine = false

  @Option(help: "Only these workloads (comma-separated names).")
  var workloads: String?

  @Option(
    name: .customLong("external"),
    help: ArgumentHelp(
      "Another engine's program, counted as the workloads are: NAME=COMMAND, run as `COMMAND --frames N` (repeatable; docs/gate.md gives the protocol).",
      valueName: "name=command"))
  var externals: [String] = []

  /// The gate the options give.
  func make() throws -> GateJob {
    if strictMachine, update {
      throw InputError("--strict-machine judges a baseline and --update writes one: give one of them")
    }
    var job = try GateJob(
      checkingBaseline: baseline, update: update, tolerancePercent: tolerance, workloads: workloads,
      externals: externals)
    job.strictMachine = strictMachine
    return job
  }

  func run() throws {
    Interruption.install()
    let outcome = try validating(make).outcome { StandardStreams.note($0) }
    if let warning = outcome.machineWarning { StandardStreams.note("gate: warning: " + warning) }
    try StandardStreams.write(format.format.render(outcome))
    let end = try outcome.concludeWritingBaseline()
    StandardStreams.note(end.message)
    if end.status != 0 { throw ExitCode(end.status) }
  }
}

/// Runs one gate workload in this process (what the gate measures: its instructions under valgrind, its allocations
/// as it prints them) and prints its checksum, then ``GateWorkload/allocationsMarker`` and the heap allocations of its frames.
///
/// Not for people.
struct GateWorkloadCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.gateWorkload, shouldDisplay: false)

  @Argument var name: String
  @Option var frames: Int

  /// The workload the arguments name.
  func make() throws -> GateWorkload { try GateWorkload.named(name, frames: frames) }

  func run() throws {
    let workload = try validating(make)
    let frames = self.frames
    let run = MainActor.assumeIsolated { workload.execute(frames: frames, inject: .fromEnvironment) }
    try StandardStreams.write("\(run.checksum)\n\(GateWorkload.allocationsMarker) \(run.allocations)\n")
  }
}
