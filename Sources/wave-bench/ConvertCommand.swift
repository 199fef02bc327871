import ArgumentParser
import WaveCommands
import WaveOutput
import WaveReports

struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.convert)

  @Argument(help: "ENGINE:key=value,… (swiftui:duration=0.5,bounce=0.3), or Wave's ζ:response.")
  var spring: String

  @OptionGroup var format: FormatOption<TextOrJSON>

  var kept = Kept<ConvertReport>()

  mutating func validate() throws { kept.value = try validating { try ConvertInput.report(spring) } }

  func run() throws {
    let report = try kept.value ?? validating { try ConvertInput.report(spring) }
    try StandardStreams.write(format.render(report))
  }
}
