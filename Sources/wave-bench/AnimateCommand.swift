import ArgumentParser
import WaveOutput
import WaveReports

struct AnimateCommand: ParsableCommand {
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

  func validate() throws { _ = try makeRun() }

  /// The run the options give, checked.
  func makeRun() throws -> AnimationRun {
    let spring = try spring.spec()
    return try validating {
      try AnimationRun(
        spring: spring, from: motion.from, to: motion.to, velocity: motion.velocity, fps: fps, frames: frames, retargets: retarget)
    }
  }

  func run() throws {
    let run = try makeRun(), format = format.format
    try StandardStreams.write(try MainActor.assumeIsolated { try AnimationOutput.render(run, as: format) })
  }
}
