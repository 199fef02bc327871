import ArgumentParser
import WaveReports

struct SettlingCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settling",
    abstract:
      "The settling-duration formula against measured settle times over a (ζ, response) grid. Writes settling.md, settling.json and plots."
  )

  @OptionGroup var options: ReportOptions

  func run() throws { try options.run(parts: ["settling"]) }
}
