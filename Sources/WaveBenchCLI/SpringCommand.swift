import ArgumentParser
import WaveCommands
import WaveOutput
import WaveReports

struct SpringCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.spring)

  @OptionGroup var spring: SpringOptions

  @OptionGroup var format: FormatOption<TextOrJSON>

  @Option(parsing: .unconditional, help: "A frame rate in Hz (finite, > 0): add what the engine's step does at it.")
  var fps: Double?

  func validate() throws {
    if let fps { try validating { try WorkCheck.spring(try spring.checked(), fps: fps) } }
  }

  func run() throws {
    let spring = try spring.checked().spring
    try StandardStreams.write(try SpringOutput.render(spring, fps: fps, as: format.format))
  }
}
