import ArgumentParser
import WaveNumerics
import WaveOutput

struct TrajectoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.trajectory)

  @OptionGroup var spring: SpringOptions

  @OptionGroup var motion: MotionOptions

  @Option(parsing: .unconditional, help: "Frame rate in Hz (finite, > 0), with --frames.")
  var fps: Double?

  @Option(parsing: .unconditional, help: "Number of frames to step (1 ... \(InputLimits.maximumFrames)), with --fps.")
  var frames: Int?

  @Option(
    name: .customLong("dt-file"),
    help: "A file of frame durations in seconds, one per line, or - for standard input (instead of --fps/--frames).")
  var dtFile: String?

  @Option(help: "The integrator: \(IntegratorCatalogue.names) (see `wave-bench integrators`).")
  var integrator: String = IntegratorCatalogue.engineStepName

  @Option(
    name: .customLong("abs-tol"), parsing: .unconditional,
    help: "gsl-* only: absolute tolerance of the adaptive driver (finite, ≥ 0; default 1e-12).")
  var absTol: Double?

  @Option(
    name: .customLong("rel-tol"), parsing: .unconditional,
    help: "gsl-* only: relative tolerance of the adaptive driver (finite, ≥ 0; default 1e-12).")
  var relTol: Double?

  @Option(
    parsing: .unconditional,
    help:
      "N equal steps of dt/N per frame (1 ... 100000), for the fixed-step integrators (euler, batch, rk4, explicit-euler, implicit-euler, verlet) and gsl-* (its fixed-step mode instead of the adaptive driver)."
  )
  var substeps: Int?

  @OptionGroup var format: FormatOption<CSVOrJSON>

  /// The run the options give.
  func make() throws -> TrajectoryJob {
    let choice = IntegratorChoice(
      name: integrator, absoluteTolerance: absTol, relativeTolerance: relTol, substeps: substeps)
    return try TrajectoryJob(
      spring: try spring.make(), from: motion.from, to: motion.to, velocity: motion.velocity, fps: fps,
      frames: frames, dtFile: dtFile, integrator: choice)
  }

  func run() throws {
    let run = try validating(make)
    let warning = try validating {
      try run.write(as: format.format) { try StandardStreams.write($0) }
    }
    if let warning { StandardStreams.note(warning) }
  }
}
