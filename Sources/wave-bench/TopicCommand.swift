import ArgumentParser
import WaveReports

/// One report topic of the suite, named by its part (``Suite/parts``), which also holds its help line.
protocol ReportTopic {
  static var part: String { get }
}

/// `wave-bench <topic>`: one report of the suite, with the suite's options.
struct TopicCommand<Topic: ReportTopic>: ParsableCommand {
  static var configuration: CommandConfiguration { CommandConfiguration(CommandHelp.topic(Topic.part)) }

  @OptionGroup var options: ReportOptions

  /// An input the topic would ignore is refused (exit 64), not silently dropped.
  func validate() throws {
    let given = (springs: !options.springList.springs.isEmpty || options.springList.springsFile != nil,
      schedules: !options.schedule.isEmpty || options.dtFile != nil)
    if let refusal = Suite.part(named: Topic.part)?.refusal(springsGiven: given.springs, schedulesGiven: given.schedules) {
      throw ValidationError(refusal)
    }
  }

  func run() throws { try options.run(parts: [Topic.part]) }
}

enum AccuracyTopic: ReportTopic { static let part = "accuracy" }
enum FormulasTopic: ReportTopic { static let part = "formulas" }
enum StabilityTopic: ReportTopic { static let part = "stability" }
enum SettlingTopic: ReportTopic { static let part = "settling" }
