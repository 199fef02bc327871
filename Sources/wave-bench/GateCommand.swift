import ArgumentParser
import Foundation
import WaveInputs
import WaveOutput
import WavePerf
import WaveReports

struct GateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.gate)

  @Option(help: "The baseline JSON file.")
  var baseline: String = "reports/perf-baseline.json"

  @Flag(help: "Rewrite the baseline with this run's counts (after an intended change in cost).")
  var update = false

  @Option(help: "Allowed growth of instructions per animator-frame, in percent (finite, ≥ 0).")
  var tolerance: Double = GateComparison.defaultTolerancePercent

  @OptionGroup var format: FormatOption<TextOrJSON>

  @Option(help: "Only these workloads (comma-separated names).")
  var workloads: String?

  func validate() throws {
    try validating {
      try InputError.requireNonNegative(tolerance, "--tolerance")
      _ = try GateRun.workloads(named: workloads)
      if update { try ReportWriter.checkFile(baseline, option: "--baseline") }
    }
  }

  func run() throws {
    Interruption.install()
    let gate = GateRun(
      baselinePath: baseline, update: update, tolerancePercent: tolerance,
      workloads: try GateRun.workloads(named: workloads))
    let outcome = try gate.outcome { StandardStreams.note($0) }
    try StandardStreams.write(format.render(outcome))
    if let updated = outcome.updatedBaseline {
      try ReportWriter.write(updated.json(), toFile: baseline, option: "--baseline")
    }
    let end = outcome.conclude()
    StandardStreams.note(end.message)
    if end.status != 0 { throw ExitCode(end.status) }
  }
}

/// Runs one gate workload in this process (what the gate measures under valgrind). Not for people.
struct GateWorkloadCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.gateWorkload, shouldDisplay: false)

  @Argument var name: String
  @Option var frames: Int

  func validate() throws {
    guard GateWorkload.named(name) != nil else {
      throw ValidationError("unknown workload '\(name)'")
    }
    guard (0...InputLimits.maximumFrames).contains(frames) else {
      throw ValidationError("--frames must be an integer from 0 to \(InputLimits.maximumFrames) (got \(frames))")
    }
  }

  func run() throws {
    let workload = GateWorkload.named(name)!
    let checksum = MainActor.assumeIsolated { workload.execute(frames: frames, inject: .fromEnvironment) }
    try StandardStreams.write("\(checksum)\n")
  }
}
