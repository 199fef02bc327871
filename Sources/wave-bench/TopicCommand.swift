import ArgumentParser
import WaveReports

/// One report topic of the suite: the part it runs and the line `--help` shows.
protocol ReportTopic {
  /// The suite part (``Suite/parts``) and the subcommand's name.
  static var part: String { get }
  static var abstract: String { get }
}

/// `wave-bench <topic>`: one report of the suite, with the suite's options.
struct TopicCommand<Topic: ReportTopic>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: Topic.part, abstract: Topic.abstract)
  }

  @OptionGroup var options: ReportOptions

  func run() throws { try options.run(parts: [Topic.part]) }
}

enum AccuracyTopic: ReportTopic {
  static let part = "accuracy"
  static let abstract =
    "Every integrator against the exact spring, per spring × schedule; convergence; frame-rate drift. Writes accuracy.md, accuracy.json and plots."
}

enum FormulasTopic: ReportTopic {
  static let part = "formulas"
  static let abstract =
    "The derived-parameter formulas: round trips, damping, initializer agreement, published examples. Writes formulas.md, formulas.json and plots."
}

enum StabilityTopic: ReportTopic {
  static let part = "stability"
  static let abstract =
    "Spectral radius of the engine's step per spring and rate; stability maps; presets. Writes stability.md, stability.json and plots."
}

enum SettlingTopic: ReportTopic {
  static let part = "settling"
  static let abstract =
    "The settling-duration formula against measured settle times over a (ζ, response) grid. Writes settling.md, settling.json and plots."
}
