import ArgumentParser
import WaveOutput
import WaveReports

struct AnimateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animate",
    abstract:
      "Run one SpringAnimator<CGFloat> frame by frame, as Wave's main branch runs it, and print every callback.",
    discussion: """
      Prints frame,t,event,value,velocity: one row per valueChanged call (event
      value) and per completion event (retargeted, finished). Frame 0 is start() at
      t = 0 (no callback there); frame k is the k-th display-link tick at t = the
      running sum of k frames of 1/F s. --retarget K:V sets the target to V right
      before frame K's update (repeatable). The run stops after the finished row, or
      after --frames ticks. `trajectory` shows the bare integrator; this is what a
      view sees.

      Examples:
        wave-bench animate --damping-ratio 0.6 --response 0.8 \\
          --from 0 --to 100 --fps 60
        wave-bench animate --damping-ratio 0.8 --response 0.3 \\
          --from 0 --to 100 --fps 120 --frames 90 --retarget 20:50 --format json
      """
  )

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

  @Option(help: "Output format: csv or json.")
  var format: Format = .csv

  enum Format: String, ExpressibleByArgument, CaseIterable { case csv, json }

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
    let run = try makeRun()
    let rows = try MainActor.assumeIsolated { try run.rows() }
    let text =
      format == .csv
      ? AnimationOutput.csv(rows) : AnimationOutput.json(rows, run: run, spring: try run.spring.makeSpring())
    try StandardStreams.write(text)
  }
}
