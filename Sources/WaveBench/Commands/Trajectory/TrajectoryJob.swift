import WaveCore
import WaveNumerics
import WaveOutput

/// `wave-bench trajectory`: one scalar animation stepped by one integrator over the given frames.
///
/// Made once from the options, checked: the spring built, the integrator made, the ends and velocity finite.
struct TrajectoryJob {
  let spring: Spring
  let from: Double, to: Double, velocity: Double
  let frames: FrameSource
  /// The integrator, made once from the choice (``IntegratorChoice/make()``).
  let integrator: any TrajectoryIntegrator
  /// `--substeps`, which multiplies the solver steps a frame costs.
  let substeps: Int

  /// The run the options give, checked: the ends and the velocity finite, the frames (``FrameSource``), and
  /// the integrator with its GSL settings (``IntegratorChoice``).
  ///
  /// - Throws: ``InputError`` naming the option at fault.
  init(
    spring: SpringSpec, from: Double, to: Double, velocity: Double, fps: Double?, frames: Int?, dtFile: String?,
    integrator: IntegratorChoice
  ) throws(InputError) {
    try InputError.requireFinite(from, "--from")
    try InputError.requireFinite(to, "--to")
    try InputError.requireFinite(velocity, "--velocity")
    self.frames = try FrameSource(fps: fps, frames: frames, dtFile: dtFile)
    do { self.integrator = try integrator.make() } catch { throw InputError(error.description) }
    do { self.spring = try spring.spring } catch { throw InputError("spring: \(error)") }
    self.from = from
    self.to = to
    self.velocity = velocity
    self.substeps = integrator.substeps ?? 1
  }

  /// The frames, read and checked, and the work they ask for checked against ``InputLimits``: the simulated
  /// time (``InputLimits/maximumSimulatedTime``) and the solver steps, frames × `--substeps`
  /// (``InputLimits/maximumSteps``).
  ///
  /// Call before printing anything.
  ///
  /// - Throws: ``InputError`` naming the option to change.
  func plan() throws(InputError) -> FrameSource.Frames {
    let frames = try self.frames.frames()
    let given = self.frames.isFile ? "--dt-file" : "--fps/--frames"
    guard frames.totalDuration <= InputLimits.maximumSimulatedTime else {
      throw InputError(
        "\(given) give \(frames.count) frames lasting \(frames.totalDuration) s in all, more than the limit of "
          + "\(InputLimits.maximumSimulatedTime) s: give fewer or shorter frames")
    }
    guard frames.count <= InputLimits.maximumSteps / substeps else {
      throw InputError(
        "\(given) and --substeps \(substeps) give more than \(InputLimits.maximumSteps) solver steps: lower "
          + "--substeps or give fewer frames")
    }
    return frames
  }

  /// Checks the work (``plan()``), then steps the run and writes it in `format` through `write`, frame by
  /// frame, in one pass and constant memory (``StreamedTrajectory``).
  ///
  /// - Returns: a warning for standard error when the run diverged, else nil.
  /// - Throws: ``InputError`` before anything is written; afterwards what the integrator or `write` throws.
  @discardableResult
  func write(as format: CSVOrJSON, to write: @escaping (String) throws -> Void) throws -> String? {
    let frames = try plan()
    // An adaptive GSL method is bounded per frame (``InputLimits/adaptiveStepsPerFrame(frames:)``) and by
    // ``InputLimits/maximumAdaptiveSteps`` tried steps over the whole run (every piece ``StreamedTrajectory``
    // integrates).
    var bounded = BoundedGSLIntegrator(
      integrator, maxStepsPerFrame: InputLimits.adaptiveStepsPerFrame(frames: frames.count),
      budget: StepBudget(steps: InputLimits.maximumAdaptiveSteps))
    bounded?.budgetScope = .trajectory(frames: frames.count)
    let stepper: any TrajectoryIntegrator = bounded ?? integrator
    let stream = StreamedTrajectory(
      SpringProblem(spring: spring, from: from, to: to, velocity: velocity), integrator: stepper)
    let head = TrajectoryOutput.Head(
      integrator: integrator.name, spring: spring, from: from, to: to, velocity: velocity, frames: frames.count)
    return try TrajectoryOutput.write(head, as: format, to: write) { row in
      try stream.run(frames: { try frames.forEach($0) }, row: row)
    }
  }
}

extension FrameSource {
  /// Whether the frames come from a dt file.
  var isFile: Bool {
    if case .file = self { return true }
    return false
  }
}
