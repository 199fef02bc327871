import ArgumentParser
import WaveReports

struct StabilityCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stability",
    abstract:
      "Spectral radius of the engine's step per spring and rate; stability maps; presets. Writes stability.md, stability.json and plots."
  )

  @OptionGroup var options: ReportOptions

  func run() throws { try options.run(parts: ["stability"]) }
}
