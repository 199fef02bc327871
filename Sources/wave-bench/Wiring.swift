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

/// `--format`: one of `Format`'s values, the first by default.
struct FormatOption<Format: ExpressibleByArgument & CaseIterable>: ParsableArguments {
  @Option(help: "Output format: \(Self.names).")
  var format: Format = Format.allCases.first!

  /// `a or b`, `a, b, c or d`.
  private static var names: String {
    let values = Format.allValueStrings
    return values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1]
  }
}

extension FormatOption where Format == TextOrJSON {
  /// `result` in the chosen format.
  func render(_ result: some TextOrJSONRendering) -> String { format.render(result) }
}

extension TextOrJSON: ExpressibleByArgument {}
extension CSVOrJSON: ExpressibleByArgument {}
extension CheckFormat: ExpressibleByArgument {}
