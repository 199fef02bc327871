import WaveOutput
import ArgumentParser
import WaveInputs
import WaveCommands
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

/// Options that make one checked value: a spring, a command's run, its gate, perf's options. `validate()`
/// makes it, so that a refusal is a usage error before any work; the command makes it again (``checked()``)
/// to use it.
protocol CheckedOptions: ParsableArguments {
  associatedtype Value
  /// The value the options give.
  ///
  /// - Throws: ``InputError`` naming the option at fault, or a `ValidationError`.
  func make() throws -> Value
}

extension CheckedOptions {
  func validate() throws { _ = try checked() }

  /// ``make()``, an ``InputError`` turned into a usage error.
  func checked() throws -> Value { try validating(make) }
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
