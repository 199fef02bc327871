import ArgumentParser
import WaveOutput

struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.validate)

  @OptionGroup var format: FormatOption<TextOrJSON>

  @Option(help: "Also write the Markdown report to this file (e.g. reports/validation.md; - for stdout).")
  var markdown: String?

  func validate() throws {
    guard let markdown else { return }
    try validating { try ReportWriter.acceptFile(markdown, option: "--markdown") }
  }

  func run() throws {
    Interruption.install()
    let outcome = ValidationOutcome.run()
    try StandardStreams.write(format.render(outcome))
    if let markdown { try ReportWriter.write(outcome.markdown(), toFile: markdown, option: "--markdown") }
    if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
  }
}
