import ArgumentParser
import WaveOutput

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

/// Accepts an input, turning its ``InputError`` into a `ValidationError` (a message and the usage line), or, for
/// a file's content (``InputError/isFileContent``), into its one line on standard error and exit status 2.
///
/// Each command's `run()` accepts its options here once, before any work, into the value it runs (a spring, a run, a
/// gate): the value is carried from there, never accepted again.
func validating<T>(_ check: () throws -> T) throws -> T {
  do {
    return try check()
  } catch let error as InputError where error.isFileContent {
    StandardStreams.note("Error: " + error.message)
    throw ExitCode(2)
  } catch let error as InputError {
    throw ValidationError(error.message)
  }
}

/// `--format`: one of `Format`'s values, the first by default.
struct FormatOption<Format: ExpressibleByArgument & CaseIterable>: ParsableArguments {
  @Option(help: "Output format: \(CommandHelp.alternatives(Format.allValueStrings)).")
  var format: Format = Format.allCases.first!
}

extension FormatOption where Format == TextOrJSON {
  /// `result` in the chosen format.
  func render(_ result: some TextOrJSONRendering) -> String { format.render(result) }
}

extension TextOrJSON: ExpressibleByArgument {}
extension CSVOrJSON: ExpressibleByArgument {}
extension CheckFormat: ExpressibleByArgument {}
extension GateFormat: ExpressibleByArgument {}
