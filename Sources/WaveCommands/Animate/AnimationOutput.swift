import WaveCore
import WaveOutput
import WaveReports

/// How `wave-bench animate` prints its rows: as they come, in constant memory.
package enum AnimationOutput {
  /// Runs the animation (``AnimationRun/run(_:)``) and hands `write` its output in `format` as the rows come
  /// (``StreamedRows``); a run that stops at `--frames` before the animator finished says so on standard error.
  ///
  /// CSV: `frame,t,event,value,velocity`. JSON: `spring` (as `wave-bench spring`), `given` (the spring as written),
  /// `animation` (the runner: `wave`, `fluid`, `interpolating`, `ca`), `from`, `to`, `initialVelocity`,
  /// `fps`, `retargets` (`[{frame, value}]`), `columns` and `rows` (one array per callback), then `finished`.
  ///
  /// - Throws: what `write` throws (``OutputError``: the output was lost).
  @MainActor
  package static func stream(_ run: AnimationRun, as format: CSVOrJSON, write: @escaping (String) throws -> Void)
    throws
  {
    let head: [(String, JSONValue)] = [
      ("spring", SpringDescription.json(try run.spring.spring)),
      ("given", .string(run.spring.label)),
      ("animation", .string(run.runner.rawValue)),
      ("from", .number(run.from)),
      ("to", .number(run.to)),
      ("initialVelocity", .number(run.velocity)),
      ("fps", .number(run.fps)),
      (
        "retargets",
        .array(run.retargets.map { .object([("frame", .integer($0.frame)), ("value", .number($0.value))]) })
      ),
    ]
    var output = try StreamedRows(
      format: format, head: head, columns: ["frame", "t", "event", "value", "velocity"], progressLabel: "animate",
      write: write)
    let finished = try run.run { row in
      try output.add([
        .integer(row.frame), .number(row.t), .text(row.event.rawValue), .number(row.value), .number(row.velocity),
      ])
    }
    try output.finish(tail: [("finished", .bool(finished))])
    if !finished, let frames = run.frames {
      StandardStreams.note(
        "animate: stopped at --frames \(frames), before the \(run.runner == .wave ? "animator" : "animation") finished")
    }
  }
}
