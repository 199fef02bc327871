import WaveCore
import WaveInputs
import WaveIntegrators
import WaveOutput
import WaveVerification

/// How `wave-bench trajectory` prints a trajectory: streamed, frame by frame, in constant memory (text is
/// handed to `write` in pieces of about 64 KB).
public enum TrajectoryOutput {
  /// The output formats.
  public typealias Format = CSVOrJSON

  /// Checks the run's work (``TrajectoryRun/plan()``), then steps it and writes it in `format`.
  ///
  /// - Returns: a warning for standard error when the run diverged, else nil.
  /// - Throws: ``InputError`` before anything is written; afterwards what the integrator or `write` throws.
  @discardableResult
  public static func write(
    _ run: TrajectoryRun, as format: Format, to write: @escaping (String) throws -> Void
  ) throws -> String? {
    let frames = try run.plan()
    var buffer = Buffer(write: write)
    let diverged: Bool
    switch format {
    case .csv: diverged = try csv(run, frames, into: &buffer)
    case .json: diverged = try json(run, frames, into: &buffer)
    }
    try buffer.flush()
    return diverged
      ? "warning: this run diverges (it leaves \(NumberFormat.shortest(RunStatus.divergenceFactor)) × the distance "
        + "around the target): the step is unstable for this spring at these frames" : nil
  }

  /// CSV with the header `t,value,velocity` and one row per frame, the start included; numbers are
  /// shortest round-trip decimals (`inf`/`nan` where a diverging stepper overflowed).
  static func csv(_ run: TrajectoryRun, _ frames: FrameSource.Frames, into out: inout Buffer) throws -> Bool {
    try out.append("t,value,velocity\n")
    return try run.forEachRow(of: frames) { t, value, velocity in
      try out.append(t.description + "," + value.description + "," + velocity.description + "\n")
    }
  }

  /// A JSON object: `integrator`, `spring` (as `wave-bench spring`), `from`, `to`, `initialVelocity`,
  /// `frames` (the number of steps), and the columns `t`, `value`, `velocity` (`null` where not finite). The
  /// columns are written one after the other, so the run is stepped three times (deterministically: the same
  /// numbers each time).
  static func json(_ run: TrajectoryRun, _ frames: FrameSource.Frames, into out: inout Buffer) throws -> Bool {
    let spring = try run.spring.makeSpring()
    let head = JSONValue.object([
      ("integrator", .string(run.integratorName)),
      ("spring", SpringDescription.json(spring)),
      ("from", .number(run.from)),
      ("to", .number(run.to)),
      ("initialVelocity", .number(run.velocity)),
      ("frames", .integer(frames.count)),
    ]).serialized()
    try out.append(String(head.dropLast(2)) + ",\n")
    var diverged = false
    for (column, key) in ["t", "value", "velocity"].enumerated() {
      try out.append("  \"\(key)\": [")
      var first = true
      diverged = try run.forEachRow(of: frames) { t, value, velocity in
        let x = column == 0 ? t : column == 1 ? value : velocity
        try out.append((first ? "" : ",") + JSONValue.finite(x).serialized())
        first = false
      }
      try out.append(column == 2 ? "]\n}\n" : "],\n")
    }
    return diverged
  }

  /// Collects text and hands it to `write` in pieces of at least 64 KB.
  struct Buffer {
    let write: (String) throws -> Void
    var text = ""

    init(write: @escaping (String) throws -> Void) { self.write = write }

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
