import ArgumentParser
import WaveCore
import WaveInputs
import WaveIntegrators
import WaveReports

struct TrajectoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trajectory",
    abstract: "Step one scalar animation and print every frame, the start included.",
    discussion: """
      Frames come from --fps F --frames N (N + 1 rows) or from --dt-file PATH (one frame duration in
      seconds per line). t is the running sum of the frame durations. The integrator alone is run:
      the animator's snap to the target at the settling time is not applied.

      Examples:
        wave-bench trajectory --damping-ratio 0.8 --response 0.2 --from 0 --to 100 --fps 60 --frames 30
        wave-bench trajectory --damping-ratio 0.6 --stiffness 300 --from 0 --to 1 --dt-file frames.txt --integrator exact --format json
        wave-bench trajectory --damping-ratio 0.8 --response 0.3 --from 0 --to 1 --fps 60 --frames 60 --integrator gsl-rk4 --substeps 2
      """
  )

  @OptionGroup var spring: SpringOptions

  @Option(parsing: .unconditional, help: "Start value (finite).")
  var from: Double

  @Option(parsing: .unconditional, help: "Target value (finite).")
  var to: Double

  @Option(parsing: .unconditional, help: "Initial velocity in units per second (finite).")
  var velocity: Double = 0

  @Option(parsing: .unconditional, help: "Frame rate in Hz (finite, > 0), with --frames.")
  var fps: Double?

  @Option(parsing: .unconditional, help: "Number of frames to step (1 ... \(DtFile.maximumFrames)), with --fps.")
  var frames: Int?

  @Option(
    name: .customLong("dt-file"),
    help: "A file of frame durations in seconds, one per line (instead of --fps/--frames).")
  var dtFile: String?

  @Option(help: "The integrator: \(IntegratorCatalogue.names) (see `wave-bench integrators`).")
  var integrator: String = "euler"

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
    help: "gsl-* only: fixed-step mode, N equal steps per frame (1 ... 100000) instead of the adaptive driver.")
  var substeps: Int?

  @Option(help: "Output format: csv or json.")
  var format: Format = .csv

  enum Format: String, ExpressibleByArgument, CaseIterable { case csv, json }

  func validate() throws {
    try SpringOptions.requireFinite(from, "--from")
    try SpringOptions.requireFinite(to, "--to")
    try SpringOptions.requireFinite(velocity, "--velocity")
    switch (fps, frames, dtFile) {
    case (_, _, .some) where fps != nil || frames != nil:
      throw ValidationError("--dt-file conflicts with --fps/--frames: give one way of setting the frames")
    case (nil, nil, nil):
      throw ValidationError("give --fps F --frames N, or --dt-file PATH")
    case (.some(let f), .some(let n), nil):
      try SpringOptions.requirePositive(f, "--fps")
      guard n >= 1, n <= DtFile.maximumFrames else {
        throw ValidationError("--frames must be an integer from 1 to \(DtFile.maximumFrames) (got \(n))")
      }
    case (.some, nil, nil):
      throw ValidationError("--fps needs --frames N")
    case (nil, .some, nil):
      throw ValidationError("--frames needs --fps F")
    default:
      break
    }
    do { _ = try choice.make() } catch { throw ValidationError(error.description) }
  }

  /// The integrator the options name, with the GSL settings they give.
  var choice: IntegratorChoice {
    IntegratorChoice(name: integrator, absoluteTolerance: absTol, relativeTolerance: relTol, substeps: substeps)
  }

  func run() throws {
    let spring = try spring.makeSpring()
    let durations: [Double]
    if let dtFile {
      durations = try DtFile.load(path: dtFile)
    } else {
      durations = FrameSchedule.fps(fps ?? 60).durations(count: frames ?? 0)
    }
    let integrator = try choice.make()
    let problem = SpringProblem(spring: spring, from: from, to: to, velocity: velocity)
    let trajectory = try integrator.integrate(problem, frameDurations: durations)
    switch format {
    case .csv: print(TrajectoryOutput.csv(trajectory), terminator: "")
    case .json: print(TrajectoryOutput.json(trajectory, problem: problem, integrator: integrator.name), terminator: "")
    }
  }
}
