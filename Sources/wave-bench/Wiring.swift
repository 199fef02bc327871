import ArgumentParser
import WaveInputs
import WaveReports

extension CommandConfiguration {
  /// A command's configuration from its help (``CommandHelp``): name, abstract and long help.
  init(
    _ help: CommandHelp.Entry, version: String = "", shouldDisplay: Bool = true,
    subcommands: [ParsableCommand.Type] = [], defaultSubcommand: ParsableCommand.Type? = nil
  ) {
    self.init(
      commandName: help.name, abstract: help.abstract, discussion: help.discussion, version: version,
      shouldDisplay: shouldDisplay, subcommands: subcommands, defaultSubcommand: defaultSubcommand)
  }
}

/// Runs an input check, turning its ``InputError`` into a `ValidationError` (a message and the usage line).
func validating<T>(_ check: () throws -> T) throws -> T {
  do { return try check() } catch let error as InputError { throw ValidationError(error.message) }
}
