import ArgumentParser
import WaveOutput
import WaveReports

struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Run the validation kit over the built-in SpringInterpolatable conformances.",
    discussion: """
      Checks CGFloat, Double, CGPoint, CGSize, CGRect and RGBAComponents: the
      component-wise step against the engine's scalar step (bit for bit), rest as a
      fixed point, convergence by the settling duration, zero, scaledIntegral,
      Equatable and non-float fields, finite output. Exits 1 if any check fails. To
      validate your own type, call SpringValidator.validate from your tests (see the
      README).
      """
  )

  @Option(help: "Output format: text or json.")
  var format: TextOrJSON = .text

  @Option(help: "Also write the Markdown report to this file (e.g. reports/validation.md; - for stdout).")
  var markdown: String?

  func validate() throws {
    guard let markdown else { return }
    try validating { try ReportWriter.checkFile(markdown, option: "--markdown") }
  }

  func run() throws {
    Interruption.install()
    let outcome = ValidationOutcome.run()
    try StandardStreams.write(format == .text ? outcome.text() : outcome.json() + "\n")
    if let markdown { try ReportWriter.write(outcome.markdown(), toFile: markdown, option: "--markdown") }
    if !outcome.passed { throw ExitCode(1) }
  }
}
