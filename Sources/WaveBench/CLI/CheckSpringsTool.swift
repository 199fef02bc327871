import ArgumentParser
import WaveOutput

/// `wave-bench-check`: `wave-bench check` as a tool of its own, the same options, output and exit status; what the
/// `check-springs` package plugin runs.
package struct CheckSpringsTool: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "wave-bench-check", abstract: CommandHelp.check.abstract, version: WaveBenchVersion.string,
    subcommands: [CheckCommand.self], defaultSubcommand: CheckCommand.self)

  package init() {}

  /// The entry point of `wave-bench-check` (``CommandMain/run(_:timingCommands:environment:)``).
  ///
  /// - Parameter environment: what every command gets: the scanner's source reader.
  package static func start(environment: CommandEnvironment) -> Never {
    CommandMain.run(self, timingCommands: [], environment: environment)
  }
}
