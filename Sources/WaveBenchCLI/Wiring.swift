import ArgumentParser
import WaveCommands
import WaveInputs
import WaveOutput
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

/// Runs an input check, turning its ``InputError`` into a `ValidationError` (a message and the usage line), or, for
/// a file's content (``InputError/isFileContent``), into its one line on standard error and exit status 2.
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

/// Options that make one checked value: a spring, a command's run, its gate, perf's options.
///
/// `validate()` makes it once, so that a refusal is a usage error before any work, and keeps it for `run()`
/// (``checked()``).
protocol CheckedOptions: ParsableArguments {
  associatedtype Value
  /// The value the options give.
  ///
  /// - Throws: ``InputError`` naming the option at fault, or a `ValidationError`.
  func make() throws -> Value
  /// Where `validate()` keeps the value; declare it `var kept = Kept<Value>()`.
  var kept: Kept<Value> { get set }
}

extension CheckedOptions {
  mutating func validate() throws { kept.value = try validating(make) }

  /// The value `validate()` made (argument-parser validates every command and option group it parses before
  /// `run()`); made here only for options that were never validated.
  func checked() throws -> Value { try kept.value ?? validating(make) }
}

/// A value kept between `validate()` and `run()`: not a command-line argument, decoded empty.
struct Kept<Value>: Decodable {
  var value: Value?

  init() {}

  init(from decoder: any Decoder) {}
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
