import WaveOutput

extension GateBaseline {
  /// The baseline file's text through the one JSON writer: keys in alphabetical order at every level (so that
  /// an update changes only the lines of the numbers that moved), a final newline.
  public func json() -> String {
    JSONValue.object([
      (
        "build",
        .object([
          ("configuration", .string(build.configuration)), ("swift", .string(build.swift)),
          ("valgrind", .string(build.valgrind)),
        ])
      ),
      ("frames", .object([("long", .integer(frames.long)), ("short", .integer(frames.short))])),
      (
        "machine",
        .object([("cores", .integer(machine.cores)), ("cpu", .string(machine.cpu)), ("os", .string(machine.os))])
      ),
      ("schemaVersion", .integer(schemaVersion)),
      ("tool", .string(tool)),
      ("workloads", .array(workloads.map(\.json))),
    ]).serialized() + "\n"
  }
}

extension GateBaseline.Workload {
  /// One workload's object, keys in alphabetical order.
  var json: JSONValue {
    .object([
      ("allocationsLong", .integer(allocationsLong)),
      ("allocationsPerFrame", .number(allocationsPerFrame)),
      ("allocationsShort", .integer(allocationsShort)),
      ("animators", .integer(animators)),
      ("instructionsLong", .integer(instructionsLong)),
      ("instructionsPerAnimatorFrame", .number(instructionsPerAnimatorFrame)),
      ("instructionsShort", .integer(instructionsShort)),
      ("name", .string(name)),
    ])
  }
}
