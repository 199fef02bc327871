import ArgumentParser
import WaveCommands
import WaveOutput
import WaveReports

struct AnimateCommand: ParsableCommand, CheckedOptions {
  var kept = Kept<Value>()

  static let configuration = CommandConfiguration(CommandHelp.animate)

  @OptionGroup var spring: SpringOptions

  @OptionGroup var motion: MotionOptions

  @Option(parsing: .unconditional, help: "Frame rate in Hz (finite, > 0).")
  var fps: Double

  @Option(
    parsing: .unconditional,
    help: "Most ticks to run (1 ... \(AnimationRun.defaultFrameLimit)); default: until finished.")
  var frames: Int?

  @Option(
    parsing: .unconditionalSingleValue,
    help: "FRAME:VALUE: set the target to VALUE right before frame FRAME's update (repeatable).")
  var retarget: [String] = []

  @OptionGroup var format: FormatOption<CSVOrJSON>

  /// The run the options give.
  func make() throws -> AnimationRun {
    try AnimationRun(
      spring: try spring.checked(), from: motion.from, to: motion.to, velocity: motion.velocity, fps: fps,
      frames: frames, retargets: retarget)
  }

  func run() throws {
    let run = try checked()
    let format = format.format
    try MainActor.assumeIsolated {
      try AnimationOutput.stream(run, as: format) { text throws(OutputError) in try StandardStreams.write(text) }
    }
  }
}
