import WaveCore
import WaveNumerics
import WaveOutput

/// How `wave-bench trajectory` prints a trajectory: streamed, frame by frame, in one pass and constant memory
/// (``StreamedRows``).
enum TrajectoryOutput {
  /// What the output says before the rows.
  struct Head {
    /// The integrator's name (``TrajectoryIntegrator/name``).
    let integrator: String
    let spring: Spring
    /// Start, target (any unit) and initial velocity (units/s).
    let from: Double, to: Double, velocity: Double
    /// The number of frames stepped.
    let frames: Int

    init(integrator: String, spring: Spring, from: Double, to: Double, velocity: Double, frames: Int) {
      self.integrator = integrator
      self.spring = spring
      self.from = from
      self.to = to
      self.velocity = velocity
      self.frames = frames
    }
  }

  /// Writes the rows `rows` hands out (t, value, velocity: the start, then one per frame) in `format`.
  ///
  /// - Parameters:
  ///   - head: what the output says before the rows (in JSON; CSV has only its header line).
  ///   - format: CSV or JSON.
  ///   - write: takes the text in pieces of about 64 KB, in order.
  ///   - rows: calls its argument once per row and returns whether the run diverged
  ///     (``StreamedTrajectory/run(frames:row:)``).
  /// - Returns: a warning for standard error when the run diverged, else nil.
  /// - Throws: what `rows` or `write` throw.
  @discardableResult
  static func write(
    _ head: Head, as format: CSVOrJSON, to write: @escaping (String) throws -> Void,
    rows: (_ row: (Double, Double, Double) throws -> Void) throws -> Bool
  ) throws -> String? {
    var output = try StreamedRows(
      format: format, head: jsonHead(head), columns: ["t", "value", "velocity"], progressLabel: "trajectory",
      write: write)
    let diverged = try rows { t, value, velocity in try output.add([.number(t), .number(value), .number(velocity)]) }
    try output.finish()
    return diverged
      ? "warning: this run diverges (it leaves \(NumberFormat.shortest(Divergence.factor)) × the distance "
        + "around the target): the step is unstable for this spring at these frames" : nil
  }

  /// The JSON object's members before the rows: `integrator`, `spring` (as `wave-bench spring`), `from`, `to`,
  /// `initialVelocity`, `frames` (the number of steps); ``StreamedRows`` adds `columns` (`["t", "value",
  /// "velocity"]`, the order of each row of `rows`; `null` where a number is not finite).
  static func jsonHead(_ head: Head) -> [(String, JSONValue)] {
    [
      ("integrator", .string(head.integrator)),
      ("spring", SpringDescription.json(head.spring)),
      ("from", .number(head.from)),
      ("to", .number(head.to)),
      ("initialVelocity", .number(head.velocity)),
      ("frames", .integer(head.frames)),
    ]
  }
}
