import ArgumentParser
import Foundation
import WaveInputs
import WaveOutput
import WavePerfWide
import WaveReports

@main
struct WaveBenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wave-bench",
    abstract: "Tells people who animate with springs the truth about their springs.",
    discussion: """
      A Linux port of the Wave spring-animation engine, checked against exact references.
      With no subcommand, runs the suite (`wave-bench suite`).
      """,
    version: WaveBenchVersion.string,
    subcommands: [
      SuiteCommand.self, TopicCommand<AccuracyTopic>.self, TopicCommand<FormulasTopic>.self,
      TopicCommand<StabilityTopic>.self, TopicCommand<SettlingTopic>.self, CompareCommand.self, SpringCommand.self,
      TrajectoryCommand.self, AnimateCommand.self, IntegratorsCommand.self, GateCommand.self, ValidateCommand.self,
      IntegratorCostCommand.self, GateWorkloadCommand.self, PerfCommand.self,
    ],
    defaultSubcommand: SuiteCommand.self
  )

  /// Refuses an unknown command (exit 64, with a suggestion) before argument-parser would read it as the
  /// default command's argument (`wave-bench acuracy`), or show the main help for `help nonexist`; installs
  /// the wide-vector batch paths (WavePerfWide); then parses and runs the command.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let names = configuration.subcommands.map { $0._commandName } + ["help"]
    let command = arguments.first == "help" ? arguments.dropFirst().first : arguments.first
    if let command, !command.hasPrefix("-"), !names.contains(command) {
      var message = "Error: unknown command '\(command)'"
      if let near = Suggestion.closest(to: command, in: names) { message += ". Did you mean '\(near)'?" }
      FileHandle.standardError.write(Data((message + "\nSee 'wave-bench --help' for the commands.\n").utf8))
      Foundation.exit(ExitCode.validationFailure.rawValue)
    }
    MainActor.assumeIsolated { WideBatchPaths.install() }
    main(nil)
  }
}
