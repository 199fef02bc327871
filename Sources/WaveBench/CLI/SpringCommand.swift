import ArgumentParser
import WaveOutput

struct SpringCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.spring)

  @OptionGroup var spring: SpringOptions

  @OptionGroup var format: FormatOption<TextOrJSON>

  @Option(parsing: .unconditional, help: "A frame rate in Hz (finite, > 0): add what the engine's step does at it.")
  var fps: Double?

  func run() throws {
    let spec = try validating(spring.make)
    if let fps { try validating { try WorkLimit.spring(spec, fps: fps) } }
    let spring = try spec.spring
    try StandardStreams.write(try SpringOutput.render(spring, fps: fps, as: format.format))
  }
}
