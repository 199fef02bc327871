import ArgumentParser
import Foundation
import WaveReports

struct SuiteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "suite",
    abstract: "Run every report (the default when no subcommand is given), write reports/, print a summary.",
    discussion: "Parts: \(Suite.partNames). Progress goes to stderr."
  )

  @OptionGroup var options: ReportOptions

  func run() throws { try options.run(parts: []) }
}
