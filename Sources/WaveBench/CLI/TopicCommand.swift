import ArgumentParser

/// One report topic of the suite, named by its part (``Suite/parts``, which holds its help line and the inputs
/// it reports on).
protocol ReportTopic {
  static var part: String { get }
}

/// `wave-bench <topic>`: one report of the suite, offering the inputs it reports on (`Inputs`) and no others.
struct TopicCommand<Topic: ReportTopic, Inputs: ReportOptionGroup>: ParsableCommand {
  static var configuration: CommandConfiguration { CommandConfiguration(CommandHelp.topic(Topic.part)) }

  @OptionGroup var options: Inputs

  func run() throws { try options.run([Topic.part]) }
}

enum AccuracyTopic: ReportTopic { static let part = "accuracy" }
enum FormulasTopic: ReportTopic { static let part = "formulas" }
enum StabilityTopic: ReportTopic { static let part = "stability" }
enum SettlingTopic: ReportTopic { static let part = "settling" }
