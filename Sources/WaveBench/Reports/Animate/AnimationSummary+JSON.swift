import WaveOutput

extension AnimationSummary {
  /// The summary as one JSON object: `spring` (as `wave-bench spring`), `given`, `animation` (the runner), `from`,
  /// `to`, `initialVelocity`, `retargets` (`[{at, value, velocity}]` as given; `velocity` null without one),
  /// `settledFraction`, then `rates`: per schedule `fps` (its constant rate, or null), `schedule` (its name: `60hz`,
  /// `hitch`, `file:frames.txt`), `retargetFrames`, `lastFrame`, `endFrame` (null: stopped at
  /// `--frames`), `target`, `travel`, `overshoot` and `exactOvershoot` (`{points, value, time}` or null), `error`
  /// (`{points, time}`), `snap` (null: not ended), `judder`, `settleTime` (null: not settled within the run).
  func json() -> String {
    func overshoot(_ o: Overshoot?) -> JSONValue {
      o.map { .object([("points", .number($0.points)), ("value", .number($0.value)), ("time", .number($0.time))]) }
        ?? .null
    }
    let object: JSONValue = .object([
      ("spring", (try? spring.spring).map(SpringDescription.json) ?? .null),
      ("given", .string(spring.label)),
      ("animation", .string(runner.rawValue)),
      ("from", .number(from)),
      ("to", .number(to)),
      ("initialVelocity", .number(velocity)),
      (
        "retargets",
        .array(
          retargets.map {
            .object([("at", .string($0.text)), ("value", .number($0.value)), ("velocity", .finite($0.velocity))])
          })
      ),
      ("settledFraction", .number(settledFraction)),
      (
        "rates",
        .array(
          rates.map { rate in
            .object([
              ("fps", .finite(rate.schedule.constantRate)),
              ("schedule", .string(rate.schedule.name)),
              ("retargetFrames", .array(rate.retargetFrames.map(JSONValue.integer))),
              ("lastFrame", .integer(rate.lastFrame)),
              ("endFrame", rate.endFrame.map(JSONValue.integer) ?? .null),
              ("target", .number(rate.target)),
              ("travel", .number(rate.travel)),
              ("overshoot", overshoot(rate.overshoot)),
              ("exactOvershoot", overshoot(rate.exactOvershoot)),
              ("error", .object([("points", .finite(rate.error.points)), ("time", .number(rate.error.time))])),
              ("snap", .finite(rate.snap)),
              ("judder", .finite(rate.judder)),
              ("settleTime", .finite(rate.settleTime)),
            ])
          })
      ),
    ])
    return object.serialized() + "\n"
  }
}
