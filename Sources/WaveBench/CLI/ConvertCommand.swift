import ArgumentParser
import WaveOutput

struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.convert)

  @Argument(help: "ENGINE:key=value,… (swiftui:duration=0.5,bounce=0.3), or Wave's ζ:response.")
  var spring: ConvertSpringArgument

  @Option(
    parsing: .unconditional,
    help: "The distance each engine's display moves, points (finite, > 0): scales the distances from exact.")
  var travel: Double = ConvertInput.defaultTravel

  @OptionGroup var format: FormatOption<TextOrJSON>

  /// Refuses a spring the grammar refused.
  func validate() throws { try validating { try spring.accept() } }

  func run() throws {
    let report = try validating {
      try ConvertInput.report(spring.value.spring, typed: spring.value.text, travel: travel)
    }
    try StandardStreams.write(format.render(report))
  }
}
