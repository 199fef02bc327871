import ArgumentParser
import WaveOutput

struct IntegratorsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.integrators)

  @OptionGroup var format: FormatOption<TextOrJSON>

  func run() throws { try StandardStreams.write(try IntegratorListing.render(as: format.format)) }
}
