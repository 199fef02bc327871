import WaveVerification
import WaveCore
import WaveInputs
import WaveIntegrators

/// `wave-bench trajectory`: one scalar animation stepped by one integrator over the given frames.
public struct TrajectoryRun: Sendable {
  public let spring: SpringSpec
  public let from: Double, to: Double, velocity: Double
  public let frames: FrameSource
  public let integrator: IntegratorChoice

  /// The run the options give, checked: the ends and the velocity finite, the frames (``FrameSource``), and
  /// the integrator with its GSL settings (``IntegratorChoice``).
  ///
  /// - Throws: ``InputError`` naming the option at fault.
  public init(
    spring: SpringSpec, from: Double, to: Double, velocity: Double, fps: Double?, frames: Int?, dtFile: String?,
    integrator: IntegratorChoice
  ) throws(InputError) {
    try InputError.requireFinite(from, "--from")
    try InputError.requireFinite(to, "--to")
    try InputError.requireFinite(velocity, "--velocity")
    self.frames = try FrameSource(fps: fps, frames: frames, dtFile: dtFile)
    do { _ = try integrator.make() } catch { throw InputError(error.description) }
    self.spring = spring
    self.from = from
    self.to = to
    self.velocity = velocity
    self.integrator = integrator
  }

  /// The frames, read and checked, and the work they ask for checked against ``InputLimits``: the simulated
  /// time (``InputLimits/maximumSimulatedTime``) and the solver steps, frames × `--substeps`
  /// (``InputLimits/maximumSteps``). Call before printing anything.
  ///
  /// - Throws: ``InputError`` naming the option to change.
  public func plan() throws(InputError) -> FrameSource.Frames {
    let frames = try self.frames.frames()
    let given = self.frames.isFile ? "--dt-file" : "--fps/--frames"
    guard frames.totalDuration <= InputLimits.maximumSimulatedTime else {
      throw InputError(
        "\(given) give \(frames.count) frames lasting \(frames.totalDuration) s in all, more than the limit of \(InputLimits.maximumSimulatedTime) s: give fewer or shorter frames"
      )
    }
    let substeps = integrator.substeps ?? 1
    guard frames.count <= InputLimits.maximumSteps / substeps else {
      throw InputError(
        "\(given) and --substeps \(substeps) give more than \(InputLimits.maximumSteps) solver steps: lower --substeps or give fewer frames"
      )
    }
    return frames
  }

  /// The most frames integrated in one piece: 131,072 (about 4 MB of durations and states). Longer runs are
  /// integrated piece by piece, each piece starting from the state the previous one ended in, so that memory
  /// stays constant; an integrator that carries state between frames beyond the position and velocity (the
  /// accumulator models' leftover time, the adaptive driver's step size) restarts it at each piece.
  public static let chunkFrames = 1 << 17

  /// Steps the run over `frames`, calling `row` with (t, value, velocity) for the start and after each frame.
  /// t is the running sum of the frame durations.
  ///
  /// - Returns: whether the run diverged (``RunStatus/leavesBand(_:target:distance:)`` at some row; never for
  ///   a run whose start is its target).
  /// - Throws: what the integrator throws (an adaptive GSL method over its step bound,
  ///   ``BoundedGSLIntegrator``), or ``InputError`` from the dt file.
  @discardableResult
  public func forEachRow(
    of frames: FrameSource.Frames, _ row: (Double, Double, Double) throws -> Void
  ) throws -> Bool {
    let spring = try self.spring.makeSpring()
    let made = try integrator.make()
    let bound = InputLimits.adaptiveStepsPerFrame(frames: frames.count)
    let stepper = BoundedGSLIntegrator(made, maxStepsPerFrame: bound) ?? made
    var state = (value: from, velocity: velocity), t = 0.0
    let distance = abs(to - from)
    var diverged = false
    try row(t, state.value, state.velocity)
    var chunk: [Double] = []
    chunk.reserveCapacity(min(frames.count, Self.chunkFrames))
    func step() throws {
      let problem = SpringProblem(spring: spring, from: state.value, to: to, velocity: state.velocity)
      let trajectory = try stepper.integrate(problem, frameDurations: chunk)
      for index in 1..<trajectory.count {
        t += chunk[index - 1]
        try row(t, trajectory.values[index], trajectory.velocities[index])
        diverged = diverged || (distance > 0 && RunStatus.leavesBand(trajectory.values[index], target: to, distance: distance))
      }
      state = (trajectory.values[trajectory.count - 1], trajectory.velocities[trajectory.count - 1])
      chunk.removeAll(keepingCapacity: true)
    }
    try frames.forEach { dt in
      chunk.append(dt)
      if chunk.count == Self.chunkFrames { try step() }
    }
    if !chunk.isEmpty { try step() }
    return diverged
  }

  /// The integrator's name as the output names it.
  public var integratorName: String { (try? integrator.make().name) ?? integrator.name }
}

extension FrameSource {
  /// Whether the frames come from a dt file.
  var isFile: Bool {
    if case .file = self { return true }
    return false
  }
}
