/// What a command needs from the program that runs it, handed in once when the program starts and never changed by a
/// command: the Swift source reader of `check --scan`, the batch paths perf and the gate step, and the gate's
/// executable and memory.
///
/// `wave-bench` and `wave-bench-check` each make one (their `main.swift`) and run every command in it
/// (``CommandMain/run(_:timingCommands:environment:)``); a test makes its own. A command reads ``current``.
package struct CommandEnvironment: Sendable {
  /// `check --scan`'s reader of Swift source (wave-bench-check's, which links swift-syntax); nil in a program that
  /// does not link it, which hands a scan to wave-bench-check (``ScanHandOff``).
  package var sourceReader: SourceSpringReader.Read?
  /// The stepping code of the batch paths perf and the gate run.
  package var batchCompilation = BatchCompilation.baseline
  /// The `wave-bench` executable whose `gate-workload` subcommand the gate measures; nil: this process's.
  package var gateExecutable: String?
  /// The gate's counts of earlier runs in this process (a test process runs the gate many times); nil: every run
  /// measures.
  package var gateMemory: GateMemory?

  /// An environment with no source reader, the baseline batch paths, and a gate that measures this process's
  /// executable every run.
  package init() {}

  /// The environment of the command running now; outside a run, the default one (``init()``).
  @TaskLocal package static var current = CommandEnvironment()
}
