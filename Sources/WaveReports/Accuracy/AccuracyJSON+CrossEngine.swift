import WaveOutput
import WaveVerification

extension AccuracyJSON {
  /// The cross-engine page: engines, every row (the accuracy row's key and numbers plus the rest stop) and
  /// the findings' lines.
  static func json(_ result: CrossEngineResult, findings: [String]) -> JSONValue {
    .object([
      ("schedule", .string(result.schedule.name)),
      ("engines", .array(result.engines.map { .string($0.name) })),
      ("overdampedSpring", .string(result.overdampedSpring.label)),
      ("rows", .array(result.rows.map(json))),
      ("findings", .array(findings.map(JSONValue.string))),
    ])
  }

  static func json(_ row: CrossEngineRow) -> JSONValue {
    .object([
      ("spring", .string(row.row.spring.label)), ("schedule", .string(row.row.schedule.name)),
      ("integrator", .string(row.row.integrator.name)), ("status", .string(row.row.status.name)),
      ("maxError", .finite(row.row.maxError)), ("timeLeadFrames", .finite(row.row.timeLeadFrames)),
      ("snapPer1000", .finite(row.row.snapPer1000)), ("overshoot", .finite(row.row.overshoot)),
      ("exactOvershoot", .finite(row.row.exactOvershoot)),
      (
        "rest",
        row.rest.map {
          .object([
            ("frame", .integer($0.frame)), ("time", .number($0.time)), ("jump", .finite($0.jump)),
            ("exactResidual", .finite($0.exactResidual)),
          ])
        } ?? .null
      ),
    ])
  }
}
