import ArgumentParser
import WaveReports

struct AccuracyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "accuracy",
    abstract:
      "Every integrator against the exact spring, per spring × schedule; convergence; frame-rate drift. Writes accuracy.md, accuracy.json and plots."
  )

  @OptionGroup var options: ReportOptions

  func run() throws { try options.run(parts: ["accuracy"]) }
}
