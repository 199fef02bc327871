import ArgumentParser
import WaveInputs
import WaveOutput
import WaveCommands
import WaveReports

struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.check)

  @OptionGroup var springList: SpringListOptions
  @Option(help: "Frame schedules, comma-separated and repeatable: \(ScheduleList.names) (default: 120hz,60hz,30hz,vrr,hitch; the first is the main rate).")
  var schedule: [String] = []

  @Option(parsing: .unconditional, help: "The travel of each animation, points (finite, > 0).")
  var travel: Double = CheckInput.defaultTravel

  @Option(name: .customLong("fail-on"), help: "The rules that fail a spring: \(CheckRule.grammar).")
  var failOn: String = CheckRule.defaultText

  @OptionGroup var format: FormatOption<CheckFormat>

  @Option(name: [.customShort("o"), .long], help: "Write the output to this file instead of standard output (replaced in one step).")
  var output: String?

  func validate() throws {
    try validating {
      try CheckInput.checkArguments(springs: springList.springs, schedules: schedule, travel: travel, failOn: failOn)
      if let output { try ReportWriter.checkFile(output, option: "--output") }
    }
  }

  func run() throws {
    Interruption.install()
    let outcome = try validating {
      try CheckOutcome.run(
        springs: springList.springs, springsFile: springList.springsFile, schedules: schedule, travel: travel, failOn: failOn,
        format: format.format
      ) { StandardStreams.note($0) }
    }
    if let output { try ReportWriter.write(outcome.rendered, toFile: output, option: "--output") } else {
      try StandardStreams.write(outcome.rendered)
    }
    StandardStreams.note(outcome.summary)
    if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
  }
}
