import WaveCore
import WaveOutput

/// How `wave-bench animate` prints its rows: as they come, in constant memory.
enum AnimationOutput {
  /// Runs the animation (``AnimationJob/run(_:)``) and hands `write` its output in `format` as the rows come
  /// (``StreamedRows``); a run that stops at `--frames` or at the end of its dt file before the animator finished
  /// says so on standard error.
  ///
  /// CSV: `frame,t,event,value,velocity,dt` (``AnimationJob/Row``: `t` when the frame is shown, `dt` the interval the
  /// engine stepped it by). JSON: `spring` (as `wave-bench spring`), `given` (the spring as written), `animation` (the
  /// runner: `wave`, `fluid`, `interpolating`, `ca`), `from`, `to`, `initialVelocity`, `fps` (the constant rate, or
  /// null for another schedule), `schedule` (its name: `60hz`, `hitch`, `file:frames.txt`), `retargets`
  /// (`[{at, frame, value, velocity}]`: as given, its frame on this schedule, the new target, the re-grab's velocity
  /// or null), `columns` and `rows` (one array per callback), then `finished`. A retarget after the frame the
  /// animation ended on never happened: standard error says so.
  ///
  /// - Throws: what `write` throws (``OutputError``: the output was lost).
  @MainActor
  static func stream(_ run: AnimationJob, as format: CSVOrJSON, write: @escaping (String) throws -> Void)
    throws
  {
    let head: [(String, JSONValue)] = [
      ("spring", SpringDescription.json(try run.spring.spring)),
      ("given", .string(run.spring.label)),
      ("animation", .string(run.runner.rawValue)),
      ("from", .number(run.from)),
      ("to", .number(run.to)),
      ("initialVelocity", .number(run.velocity)),
      ("fps", .finite(run.schedule.constantRate)),
      ("schedule", .string(run.schedule.name)),
      (
        "retargets",
        .array(
          run.retargets.map {
            .object([
              ("at", .string($0.given.text)), ("frame", .integer($0.frame)), ("value", .number($0.value)),
              ("velocity", .finite($0.velocity)),
            ])
          })
      ),
    ]
    var output = try StreamedRows(
      format: format, head: head, columns: ["frame", "t", "event", "value", "velocity", "dt"],
      progressLabel: "animate", write: write)
    var lastFrame = 0
    let finished = try run.run { row in
      lastFrame = row.frame
      try output.add([
        .integer(row.frame), .number(row.t), .text(row.event.rawValue), .number(row.value), .number(row.velocity),
        .number(row.dt),
      ])
    }
    try output.finish(tail: [("finished", .bool(finished))])
    note(run, finished: finished, lastFrame: lastFrame, unreached: run.unreached(lastFrame: lastFrame))
  }

  /// Runs each schedule's animation, measures what it showed (``AnimationJob/measures()``) and hands `write` the
  /// summary (``AnimationSummary``) in `format`; standard error says which runs stopped at `--frames` or at the end of
  /// their dt file before the end, and which retargets never happened.
  ///
  /// - Throws: what `write` throws (``OutputError``), or ``SpringParameterError`` when the spring does not build.
  @MainActor
  static func summarize(_ runs: [AnimationJob], as format: TextOrJSON, write: (String) throws -> Void) throws {
    var rates: [AnimationMeasures] = []
    for run in runs {
      let (measures, unreached) = try run.measures()
      note(
        run, finished: measures.endFrame != nil, lastFrame: measures.lastFrame, unreached: unreached,
        place: runs.count > 1)
      rates.append(measures)
    }
    let first = runs[0]
    let summary = AnimationSummary(
      spring: first.spring, runner: first.runner, from: first.from, to: first.to, velocity: first.velocity,
      retargets: first.retargets.map(\.given), rates: rates)
    try write(format.render(summary))
  }

  /// The notes on standard error after `run`: it stopped at `--frames`, or at the end of its dt file, before the end;
  /// a retarget came after the end.
  ///
  /// - Parameters:
  ///   - run: the run.
  ///   - finished: whether the animation ended within the run.
  ///   - lastFrame: the run's last frame.
  ///   - unreached: the retargets after the frame it ended on.
  ///   - place: whether to name the run's schedule (several were run).
  static func note(
    _ run: AnimationJob, finished: Bool, lastFrame: Int, unreached: [AnimationJob.Retarget], place: Bool = false
  ) {
    let at = place ? " " + AnimationSummary.place(run.schedule) : ""
    let what = run.runner == .wave ? "animator" : "animation"
    if !finished, let frames = run.frames, lastFrame >= frames {
      StandardStreams.note("animate\(at): stopped at --frames \(frames), before the \(what) finished")
    } else if !finished, let count = run.schedule.schedule.frameCount {
      StandardStreams.note(
        "animate\(at): --dt-file's \(count) frames ran out (\(NumberFormat.sig(run.schedule.totalDuration ?? 0, 4)) s), before the \(what) finished"
      )
    }
    for retarget in unreached {
      StandardStreams.note(
        "animate\(at): --retarget \(retarget.given.text) never happened: the \(what) finished before frame \(retarget.frame)"
      )
    }
  }
}
