import ArgumentParser

struct SuiteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.suite)

  @OptionGroup var options: SpringsAndSchedulesOptions

  func run() throws { try options.run([]) }
}
