import ArgumentParser
import Foundation
import WaveCommands
import WaveInputs
import WaveOutput
import WavePerfWide
import WaveReports

@main
struct WaveBenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    CommandHelp.tool, version: WaveBenchVersion.string,
    subcommands: [
      SuiteCommand.self, TopicCommand<AccuracyTopic, SpringsAndSchedulesInputs>.self,
      TopicCommand<FormulasTopic, SpringsAndFixSchedulesInputs>.self,
      TopicCommand<StabilityTopic, SpringsAndFixSchedulesInputs>.self,
      TopicCommand<SettlingTopic, SchedulesInputs>.self, CheckCommand.self, CompareCommand.self, SpringCommand.self,
      ConvertCommand.self, TrajectoryCommand.self, AnimateCommand.self, IntegratorsCommand.self, GateCommand.self,
      ValidateCommand.self,
      IntegratorCostCommand.self, GateWorkloadCommand.self, PerfCommand.self,
    ],
    defaultSubcommand: SuiteCommand.self
  )

  /// Commands that time the machine: they run on the math library build the CPU picks; every other command
  /// computes on one build for every CPU (``ReproducibleMath/pin()``).
  static let timingCommands: Set<String> = [
    PerfCommand._commandName, GateCommand._commandName, GateWorkloadCommand._commandName,
    IntegratorCostCommand._commandName,
  ]

  /// The entry point of `wave-bench`.
  ///
  /// Pins the math library build unless the command times the machine; refuses an unknown command (exit 64, with a
  /// suggestion) before argument-parser would read it as the default command's argument (`wave-bench acuracy`), or show
  /// the main help for `help nonexist`; installs the wide-vector batch paths (WavePerfWide); parses, runs, then flushes
  /// standard output. A ``CommandFailure`` prints its note and exits with its status: a failed write or flush of
  /// standard output exits 74 (``StandardStreams/ioErrorExitCode``), a command that could not do its work 2; help,
  /// the version and every other error are printed here from argument-parser's words and exit codes (usage errors 64,
  /// other failures 1). Output lost on either stream ends the run with 74, whatever its verdict would have been.
  static func main() {
    if !timingCommands.contains(CommandLine.arguments.dropFirst().first ?? "") { ReproducibleMath.pin() }
    StandardStreams.prepare()
    var status: Int32
    do {
      let names = configuration.subcommands.map { $0._commandName }
      if let refusal = Suggestion.unknownCommand(in: Array(CommandLine.arguments.dropFirst()), commands: names) {
        throw CommandStopped(refusal, exitStatus: ExitCode.validationFailure.rawValue)
      }
      MainActor.assumeIsolated { WideBatchPaths.install() }
      var command = try parseAsRoot()
      do {
        try command.run()
        status = 0
      } catch let verdict as ExitCode {
        status = verdict.rawValue
      }
      try StandardStreams.flush()
    } catch let failure as CommandFailure {
      StandardStreams.note(failure.note)
      status = failure.exitStatus
    } catch {
      status = CommandEnding.printed(
        status: exitCode(for: error).rawValue, message: fullMessage(for: error), firstLine: message(for: error))
    }
    Foundation.exit(CommandEnding.finalStatus(status))
  }
}
