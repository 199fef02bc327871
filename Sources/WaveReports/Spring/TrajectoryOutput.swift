import WaveCore
import WaveIntegrators
import WaveOutput

/// How `wave-bench trajectory` prints a trajectory: streamed, frame by frame, in one pass and constant memory
/// (text is handed to `write` in pieces of about 64 KB).
package enum TrajectoryOutput {
  /// What the output says before the rows.
  package struct Head {
    /// The integrator's name (``TrajectoryIntegrator/name``).
    package let integrator: String
    package let spring: Spring
    /// Start, target (any unit) and initial velocity (units/s).
    package let from: Double, to: Double, velocity: Double
    /// The number of frames stepped.
    package let frames: Int

    package init(integrator: String, spring: Spring, from: Double, to: Double, velocity: Double, frames: Int) {
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
  package static func write(
    _ head: Head, as format: CSVOrJSON, to write: @escaping (String) throws -> Void,
    rows: (_ row: (Double, Double, Double) throws -> Void) throws -> Bool
  ) throws -> String? {
    var buffer = Buffer(write: write)
    let diverged: Bool
    switch format {
    case .csv:
      try buffer.append("t,value,velocity\n")
      diverged = try rows { t, value, velocity in
        try buffer.append(t.description + "," + value.description + "," + velocity.description + "\n")
      }
    case .json:
      try buffer.append(String(jsonHead(head).dropLast(2)) + ",\n  \"rows\": [")
      var first = true
      diverged = try rows { t, value, velocity in
        let row = [t, value, velocity].map { JSONValue.finite($0).serialized() }.joined(separator: ", ")
        try buffer.append((first ? "\n    [" : ",\n    [") + row + "]")
        first = false
      }
      try buffer.append("\n  ]\n}\n")
    }
    try buffer.flush()
    return diverged
      ? "warning: this run diverges (it leaves \(NumberFormat.shortest(Divergence.factor)) × the distance "
        + "around the target): the step is unstable for this spring at these frames" : nil
  }

  /// The JSON object's members before the rows: `integrator`, `spring` (as `wave-bench spring`), `from`, `to`,
  /// `initialVelocity`, `frames` (the number of steps) and `columns` (`["t", "value", "velocity"]`, the order
  /// of each row of `rows`; `null` where a number is not finite).
  static func jsonHead(_ head: Head) -> String {
    JSONValue.object([
      ("integrator", .string(head.integrator)),
      ("spring", SpringDescription.json(head.spring)),
      ("from", .number(head.from)),
      ("to", .number(head.to)),
      ("initialVelocity", .number(head.velocity)),
      ("frames", .integer(head.frames)),
      ("columns", .array(["t", "value", "velocity"].map(JSONValue.string))),
    ]).serialized()
  }

  /// Collects text and hands it to `write` in pieces of at least 64 KB.
  struct Buffer {
    let write: (String) throws -> Void
    var text = ""

    mutating func append(_ piece: String) throws {
      text += piece
      if text.utf8.count >= 1 << 16 { try flush() }
    }

    mutating func flush() throws {
      guard !text.isEmpty else { return }
      try write(text)
      text = ""
    }
  }
}
