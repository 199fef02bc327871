import WaveCore
import WaveOutput
import WaveReports

/// How `wave-bench animate` prints its rows.
package enum AnimationOutput {
  /// Runs the animation (``AnimationRun/rows()``) and renders its rows in `format`.
  @MainActor
  package static func render(_ run: AnimationRun, as format: CSVOrJSON) throws -> String {
    let rows = try run.rows()
    switch format {
    case .csv: return csv(rows)
    case .json: return json(rows, run: run, spring: try run.spring.spring)
    }
  }

  /// CSV with the header `frame,t,event,value,velocity`, one row per callback; numbers are shortest
  /// round-trip decimals.
  package static func csv(_ rows: [AnimationRun.Row]) -> String {
    var out = "frame,t,event,value,velocity\n"
    out.reserveCapacity(rows.count * 56)
    for row in rows {
      out += "\(row.frame),\(row.t.description),\(row.event.rawValue),"
      out += "\(row.value.description),\(row.velocity.description)\n"
    }
    return out
  }

  /// A JSON object: `spring` (as `wave-bench spring`), `from`, `to`, `initialVelocity`, `fps`, `retargets`
  /// (`[{frame, value}]`), and the columns `frame`, `t`, `event`, `value`, `velocity`.
  package static func json(_ rows: [AnimationRun.Row], run: AnimationRun, spring: Spring) -> String {
    JSONValue.object([
      ("spring", SpringDescription.json(spring)),
      ("from", .number(run.from)),
      ("to", .number(run.to)),
      ("initialVelocity", .number(run.velocity)),
      ("fps", .number(run.fps)),
      (
        "retargets",
        .array(run.retargets.map { .object([("frame", .integer($0.frame)), ("value", .number($0.value))]) })
      ),
      ("frame", .array(rows.map { .integer($0.frame) })),
      ("t", .array(rows.map { .finite($0.t) })),
      ("event", .array(rows.map { .string($0.event.rawValue) })),
      ("value", .array(rows.map { .finite($0.value) })),
      ("velocity", .array(rows.map { .finite($0.velocity) })),
    ]).serialized() + "\n"
  }
}
