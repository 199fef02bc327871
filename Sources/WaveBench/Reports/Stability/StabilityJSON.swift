import WaveOutput

/// `stability.json`: the rates, one entry per spring × rate, and the maps of a ``StabilityResult``.
enum StabilityJSON {
  static func render(_ result: StabilityResult) -> String {
    let json = JSONValue.object(
      ReportHeader.members(report: "stability") + [
        ("rates", .array(result.rates.map(JSONValue.number))),
        ("rows", .array(result.rows.flatMap(rows))),
        ("maps", .array(result.maps.map(map))),
        ("findings", FindingsJSON.value(result.findings.map(\.text), fixes: result.findings.map(\.fix))),
      ])
    return json.serialized() + "\n"
  }

  /// One object per rate of `row`, each repeating the spring's own numbers: its runner, and `steppedAsWave` true for a
  /// spring another engine runs (its `stable` is then Wave's step on its equation, not a verdict on it).
  static func rows(_ row: StabilityRow) -> [JSONValue] {
    row.rates.map {
      .object([
        ("spring", .string(row.spec.label)), ("name", row.spec.name.map(JSONValue.string) ?? .null),
        ("runner", .string(row.spec.runner.rawValue)), ("steppedAsWave", .bool(!row.spec.runsOnWave)),
        ("fps", .number($0.fps)), ("spectralRadius", .finite($0.spectralRadius)),
        ("stable", .bool($0.stable)), ("criticalFps", .finite(row.criticalFps)),
        ("equationDampingRatio", .finite(row.effectiveDampingRatio)),
      ])
    }
  }

  static func map(_ map: StabilityMap) -> JSONValue {
    .object([
      ("fps", .number(map.fps)), ("dampingRatios", .array(map.dampingRatios.map(JSONValue.number))),
      ("responses", .array(map.responses.map(JSONValue.number))),
      ("spectralRadius", .array(map.spectralRadius.map { .array($0.map(JSONValue.finite)) })),
      ("boundaryResponse", .array(map.boundaryResponse.map(JSONValue.finite))),
    ])
  }
}
