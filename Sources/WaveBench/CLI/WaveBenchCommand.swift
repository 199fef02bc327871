import ArgumentParser
import Foundation
import WaveOutput

package struct WaveBenchCommand: ParsableCommand {
  package init() {}

  package static let configuration = CommandConfiguration(
    CommandHelp.tool, version: WaveBenchVersion.string,
    subcommands: [
      SuiteCommand.self, TopicCommand<AccuracyTopic, AccuracyOptions>.self,
      TopicCommand<FormulasTopic, SpringsAndFixSchedulesOptions>.self,
      TopicCommand<StabilityTopic, SpringsAndFixSchedulesOptions>.self,
      TopicCommand<SettlingTopic, SettlingOptions>.self, CheckCommand.self, CompareCommand.self, SpringCommand.self,
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

  /// The entry point of `wave-bench` (``CommandMain/run(_:timingCommands:environment:)``).
  ///
  /// - Parameter environment: what every command gets: the `wave-bench` executable's batch paths, compiled for
  ///   `-target-cpu`, which only it links.
  package static func start(environment: CommandEnvironment) -> Never {
    CommandMain.run(self, timingCommands: timingCommands, environment: environment)
  }

  /// Runs one `wave-bench` command line in this process, as the executable would after starting.
  ///
  /// What tests call instead of launching the executable (``CommandMain/execute(_:arguments:)``), in the
  /// ``CommandEnvironment/current`` they bind. Standard streams are whatever ``StandardStreams`` holds (a capture, in
  /// tests); the math library build is this process's.
  ///
  /// Call on the main thread.
  ///
  /// - Parameters:
  /// - Parameter arguments: the command line after the executable's name.
  /// - Returns: The exit status.
  static func execute(_ arguments: [String]) -> Int32 { CommandMain.execute(self, arguments: arguments) }
}
