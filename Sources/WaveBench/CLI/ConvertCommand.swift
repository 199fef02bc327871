import ArgumentParser
import WaveOutput

struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.convert)

  @Argument(help: "ENGINE:key=value,… (swiftui:duration=0.5,bounce=0.3), or Wave's ζ:response.")
  var spring: String

  @Option(
    parsing: .unconditional,
    help: "The distance each engine's display moves, points (finite, > 0): scales the distances from exact.")
  var travel: Double = ConvertInput.defaultTravel

  @OptionGroup var format: FormatOption<TextOrJSON>

  func run() throws {
    let report = try validating { try ConvertInput.report(spring, travel: travel) }
    try StandardStreams.write(format.render(report))
  }
}
