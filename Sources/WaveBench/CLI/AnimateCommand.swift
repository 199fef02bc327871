import ArgumentParser
import WaveOutput

struct AnimateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.animate)

  @Option(
    name: .customLong("spring"), parsing: .unconditional,
    help: ArgumentHelp(
      "The spring as ζ:response or in an engine's convention, ENGINE:key=value,… (swiftui:duration=0.5,bounce=0.2); instead of --damping-ratio and --response or --stiffness.",
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
  var engine: EngineArgument?

  @OptionGroup var motion: MotionOptions

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Frame rate in Hz (finite, > 0). With --summary, several: a comma-separated list (--fps 120,60,30) or the option repeated.",
      valueName: "fps"))
  var fps: [String] = []

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "A frame schedule instead of --fps: \(ScheduleList.names), as check takes them (hitch: one frame shown 100 ms late; jitter: uneven callbacks). With --summary, several: a comma-separated list or the option repeated.",
      valueName: "schedule"))
  var schedule: [ScheduleListArgument] = []

  @Option(
    name: .customLong("dt-file"),
    help: ArgumentHelp(
      "Instead of --fps: a file of frame durations in seconds, one per line, played once (the run stops at its end).",
      valueName: "path"))
  var dtFile: String?

  @Option(
    parsing: .unconditional,
    help: "Most ticks to run (1 ... \(AnimationJob.defaultFrameLimit)); default: until finished.")
  var frames: Int?

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "MOMENT:VALUE[:VELOCITY]: at MOMENT, a frame (30) or a time (0.1s, 100ms: the first frame whose clock reads it), set the velocity to VELOCITY (units/s, a re-grab; Wave's animator only) and the target to VALUE, right before that frame's update (repeatable).",
      valueName: "retarget"))
  var retarget: [RetargetArgument] = []

  @Flag(
    help:
      "Print answers instead of rows, one row per rate or schedule: the peak past the final target and the exact spring's, the largest distance from the exact spring, the snap, the judder and the settle time."
  )
  var summary = false

  @Option(
    help: ArgumentHelp(
      "Output format: csv or json for the rows (default csv); text or json with --summary (default text).",
      valueName: "format"))
  var format: AnimateFormat?

  /// The request the options give.
  func make() throws -> AnimateRequest {
    let spec = try AnimationJob.spring(
      value: springValue, dampingRatio: dampingRatio, response: response, stiffness: stiffness, mass: mass)
    return try AnimateRequest.make(
      spring: spec, from: motion.from, to: motion.to, velocity: motion.velocity, rates: fps,
      schedules: schedule.values, dtFile: dtFile, frames: frames, retargets: retarget.values,
      runner: CheckSetup.runner(for: spec, engine: engine?.value), summary: summary, format: format)
  }

  /// Refuses a value its grammar refused.
  func validate() throws {
    try validating {
      try engine?.accept()
      try schedule.accept()
      try retarget.accept()
    }
  }

  func run() throws {
    let request = try validating(make)
    try MainActor.assumeIsolated {
      let write = { (text: String) throws(OutputError) in try StandardStreams.write(text) }
      switch request {
      case .rows(let run, let format): try AnimationOutput.stream(run, as: format, write: write)
      case .summary(let runs, let format): try AnimationOutput.summarize(runs, as: format, write: write)
      }
    }
  }
}

extension AnimateFormat: ExpressibleByArgument {}
