import ArgumentParser
import WaveCommands
import WaveOutput
import WaveReports

struct AnimateCommand: ParsableCommand, CheckedOptions {
  var kept = Kept<Value>()

  static let configuration = CommandConfiguration(CommandHelp.animate)

  @Option(
    name: .customLong("spring"), parsing: .unconditional,
    help: ArgumentHelp(
      "The spring as ζ:response or in an engine's words, ENGINE:key=value,… (swiftui:duration=0.5,bounce=0.2); instead of --damping-ratio and --response or --stiffness.",
      valueName: "spring"))
  var springValue: String?

  @Option(
    name: .customLong("damping-ratio"), parsing: .unconditional,
    help: "Damping ratio ζ, a finite number > 0 (1 = critically damped); with --response or --stiffness.")
  var dampingRatio: Double?

  @Option(parsing: .unconditional, help: "Response in seconds, a finite number > 0: the period of the undamped spring.")
  var response: Double?

  @Option(parsing: .unconditional, help: "Stiffness k, a finite number > 0 (instead of --response).")
  var stiffness: Double?

  @Option(parsing: .unconditional, help: "Mass, a finite number > 0 (default 1).")
  var mass: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Run the spring as this engine runs it: 'wave' (Wave's animator), 'swiftui' (SwiftUI's .spring, its fluid spring; an interpolatingSpring stays one) or 'ca' (Core Animation). Default: the spring's own engine (a swiftui: spring as SwiftUI runs it, a spring of an engine without a model as Wave's animator).",
      valueName: "engine"))
  var engine: String?

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
    let spec = try AnimationRun.spring(
      value: springValue, dampingRatio: dampingRatio, response: response, stiffness: stiffness, mass: mass)
    return try AnimationRun(
      spring: spec, from: motion.from, to: motion.to, velocity: motion.velocity, fps: fps,
      frames: frames, retargets: retarget, runner: try AnimationRun.runner(for: spec, engine: engine))
  }

  func run() throws {
    let run = try checked()
    let format = format.format
    try MainActor.assumeIsolated {
      try AnimationOutput.stream(run, as: format) { text throws(OutputError) in try StandardStreams.write(text) }
    }
  }
}
