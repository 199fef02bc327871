import ArgumentParser
import WaveReports

struct FormulasCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "formulas",
    abstract:
      "The derived-parameter formulas: round trips, damping, initializer agreement, published examples. Writes formulas.md, formulas.json and plots."
  )

  @OptionGroup var options: ReportOptions

  func run() throws { try options.run(parts: ["formulas"]) }
}
