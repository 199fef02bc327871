import WaveCore
import WaveOutput

/// `check --format json`: the options, every spring's runs (one per schedule and release velocity), failures and
/// recommendation, and the summary.
///
/// Numbers as shortest round-trip decimals; null where a run has no number.
enum CheckJSON {
  /// The layout version; bump it when a key changes meaning or disappears.
  static let schemaVersion = 2

  static func render(_ result: CheckResult) -> String {
    let o = result.options
    return JSONValue.object([
      ("schemaVersion", .integer(schemaVersion)), ("report", .string("check")),
      ("tool", .object([("name", .string("wave-bench")), ("version", .string(WaveBenchVersion.string))])),
      (
        "options",
        .object([
          ("schedules", .array(o.schedules.map { .string($0.name) })), ("mainSchedule", .string(o.main.name)),
          ("travel", .number(o.travel)),
          ("travelRange", o.travelRange.map { .array([.number($0.lower), .number($0.upper)]) } ?? .null),
          ("failOn", .array(o.rules.map { .string($0.description) })),
          ("velocity", o.velocities.map { .string($0.label) } ?? .null),
          ("retargets", .array(o.retargets.map { .string($0.text) })),
          ("configurations", .array(o.configurations.map { .string($0) })),
          ("excludedSprings", .integer(o.excludedSprings)),
        ])
      ),
      ("springs", .array(result.springs.map { spring($0, options: o) })),
      ("unresolved", .array(o.unresolved.map { unresolved($0) })),
      (
        "summary",
        .object([
          ("springs", .integer(result.springs.count)), ("failing", .integer(result.failing.count)),
          ("unresolved", .integer(o.unresolved.count)), ("scanIncomplete", .bool(o.scanIncomplete)),
          ("exitStatus", .integer(Int(result.exitStatus))),
        ])
      ),
    ]).serialized() + "\n"
  }

  static func spring(_ s: SpringCheck, options: CheckSetup) -> JSONValue {
    var members = specMembers(s.spec)
    members += [
      ("travel", .number(options.travel(for: s.spec))), ("travels", .array(s.travels.map { .number($0) })),
      ("instant", .bool(s.spec.isInstant)),
      ("engine", .string(s.spec.engine.rawValue)), ("judgedAs", .string(s.judgedAs.rawValue)),
      ("source", s.spec.origin.map(source) ?? .null), ("given", given(s.spec)),
      ("physical", s.spec.physical.map(physical) ?? .null),
      ("passed", .bool(s.passed)), ("lowestSafeRate", .finite(s.lowestSafeRate)),
      ("release", release(s)), ("runs", .array(s.runs.map { run($0, silenced: s.spec.settings.silenced) })),
      ("settings", settings(s)), ("hints", .array(s.hints.map { .string($0.message) })),
      ("failsPlausibility", .bool(s.failsPlausibility)),
    ]
    if let r = s.recommendation {
      members.append(("recommendation", recommendation(r)))
    } else {
      members.append(("recommendation", .null))
    }
    members.append(("searchStopped", .bool(s.searchStopped)))
    members.append(
      ("noRecommendation", s.passed || s.recommendation != nil ? .null : .string(CheckWords.noRecommendation(s))))
    return .object(members)
  }

  /// The velocities the spring was released with: `{"source": "rest"|"option"|"spring"|"gesture", "velocities":
  /// […], "ranges": [[min, max], …], "worstVelocity": V or null, "worstBySchedule": [{"schedule", "velocity"}]}`.
  static func release(_ s: SpringCheck) -> JSONValue {
    let (velocities, source) = s.releases
    return .object([
      ("source", .string(source.rawValue)), ("velocities", .array(velocities.values.map(JSONValue.number))),
      ("ranges", .array(velocities.ranges.map { .array([.number($0.lowerBound), .number($0.upperBound)]) })),
      ("worstVelocity", .finite(s.worstVelocity)),
      (
        "worstBySchedule",
        .array(
          s.worstRuns.map { .object([("schedule", .string($0.schedule.name)), ("velocity", .number($0.velocity))]) })
      ),
    ])
  }

  /// `{file, line, column, api, call}`.
  static func source(_ origin: SpringOrigin) -> JSONValue { .object(sourceMembers(origin)) }

  static func sourceMembers(_ origin: SpringOrigin) -> [(String, JSONValue)] {
    [
      // JSON escapes control characters; a name's bytes that are not UTF-8 it cannot hold, so they read `\xFF`.
      ("file", .string(UserText.rawBytesEscaped(origin.file))), ("line", .integer(origin.line)),
      ("column", .integer(origin.column)), ("api", .string(origin.api)), ("call", .string(origin.call)),
    ]
  }

  /// The spring in its engine's convention, `{"engine": …, parameter: value, …}`; null for Wave's own forms.
  static func given(_ spec: SpringSpec) -> JSONValue {
    guard let given = spec.given else { return .null }
    let animation =
      given.runsOnName.map { [("runsOn", JSONValue.string($0))] }
      ?? given.runner?.swiftUIAnimationName.map { [("animation", JSONValue.string($0))] } ?? []
    return .object(
      [("engine", .string(given.engine.rawValue))] + animation + given.parameters.map { ($0.name, .number($0.value)) })
  }

  /// The equation's m, k, c as the spring's API builds them, and ζ.
  static func physical(_ p: PhysicalSpring) -> JSONValue {
    .object([
      ("mass", .number(p.mass)), ("stiffness", .number(p.stiffness)), ("damping", .number(p.damping)),
      ("dampingRatio", .number(p.dampingRatio)),
    ])
  }

  /// A call not checked, or source not read (`sourceNotRead`, line and column 0 for a whole file):
  /// `{file, line, column, api, call, reason, sourceNotRead}`.
  static func unresolved(_ call: UnresolvedSpringCall) -> JSONValue {
    .object(
      sourceMembers(call.origin) + [("reason", .string(call.reason)), ("sourceNotRead", .bool(call.sourceNotRead))])
  }

  static func specMembers(_ spec: SpringSpec) -> [(String, JSONValue)] {
    [
      ("name", spec.name.map(JSONValue.string) ?? .null), ("label", .string(spec.label)),
      ("dampingRatio", .number(spec.dampingRatio)), ("response", .finite(spec.response)),
      ("stiffness", .finite(spec.stiffness)), ("mass", .number(spec.mass)),
    ]
  }

  /// What the project set for the spring (``CheckSettings``): the schedules and rules it was checked with (the
  /// animation it was judged as is `judgedAs`), the rule kinds silenced, and where each came from.
  static func settings(_ s: SpringCheck) -> JSONValue {
    .object([
      ("schedules", .array(s.schedules.map { .string($0.name) })),
      ("failOn", .array(s.rules.map { .string($0.description) })),
      ("silenced", .array(s.spec.settings.silenced.sorted().map(JSONValue.string))),
      ("notes", .array(s.spec.settings.notes.map(JSONValue.string))),
    ])
  }

  /// One run; each failure says whether its rule is silenced for the spring (`silenced`: rule kinds).
  static func run(_ r: CheckRun, silenced: Set<String> = []) -> JSONValue {
    .object([
      ("schedule", .string(r.schedule.name)), ("travel", .number(r.travel)), ("velocity", .number(r.velocity)),
      ("status", .string(r.status.name)),
      ("spectralRadius", .finite(r.spectralRadius)), ("maxError", .finite(r.maxError)), ("snap", .finite(r.snap)),
      ("judder", .finite(r.judder)), ("glitch", .finite(r.glitch)), ("handOff", .finite(r.handOff)),
      ("glitchFrame", r.glitchFrame.map { .integer($0) } ?? .null),
      ("settleTime", .finite(r.settleTime)), ("formulaTime", .finite(r.formulaTime)),
      ("measuredOverFormula", .finite(r.settleRatio)), ("clearOfSnapLimit", .finite(r.clearOfSnapLimit)),
      ("effectiveDampingRatio", r.look.isEffective ? .finite(r.look.dampingRatio) : .null),
      ("effectiveResponse", r.look.isEffective ? .finite(r.look.response) : .null),
      ("stepDampingRatio", r.look.isEffective ? .finite(r.look.dampingRatio) : .null),
      ("stepResponse", r.look.isEffective ? .finite(r.look.response) : .null),
      (
        "failures",
        .array(
          r.failures.map {
            .object([
              ("rule", .string($0.rule.description)), ("measured", .finite($0.measured)), ("limit", .finite($0.limit)),
              ("silenced", .bool(silenced.contains($0.rule.kind))),
            ])
          })
      ),
    ])
  }

  static func recommendation(_ r: CheckRecommendation) -> JSONValue {
    func look(_ l: CheckLook) -> JSONValue {
      .object([
        ("dampingRatio", .finite(l.dampingRatio)), ("response", .finite(l.response)),
        ("effective", .bool(l.isEffective)),
      ])
    }
    return .object(
      specMembers(r.spec) + [
        ("spring", .string(CheckWords.springValue(r.spec))),
        ("swift", .string(String(CheckWords.swiftLine(r.spec).dropFirst().dropLast()))),
        (
          // Schema 2's key for the fix in the spring's own convention.
          "ownWords",
          r.inOwnConvention.map { words in
            .object([
              ("engine", .string(words.engine.rawValue)),
              ("parameters", .object(words.parameters.map { ($0.name, .number($0.value)) })),
              ("code", .string(SpringConvention.code(words, number: NumberFormat.shortest))),
            ])
          } ?? .null
        ),
        ("travel", .number(r.travel)), ("lookChange", lookChange(r.lookChange, travel: r.travel)),
        (
          "margin",
          r.margin.map { margin in
            .object([
              ("kept", .bool(margin.kept)), ("velocities", .string(margin.velocities.label)),
              ("travel", .number(margin.travel)),
            ])
          } ?? .null
        ),
        (
          "flipsSign",
          .array(
            r.flipsSign.map { .object([("schedule", .string($0.schedule)), ("eigenvalue", .number($0.eigenvalue))]) })
        ),
        (
          "forcedBy",
          .array(
            r.forcedBy.map { .object([("rule", .string($0.rule.description)), ("schedule", .string($0.schedule))]) })
        ),
        (
          "checkedOn",
          .object([
            ("schedules", .array(r.verified.map { .string($0.schedule.name) })),
            ("rules", .array(r.rules.map { .string($0.description) })),
          ])
        ),
        ("lowestSafeRate", .finite(r.lowestSafeRate)), ("mainSchedule", .string(r.mainSchedule)),
        ("lookBefore", look(r.lookBefore)), ("lookAfter", look(r.lookAfter)),
        ("verified", .array(r.verified.map { run($0) })),
        (
          "settleCorrection",
          r.settleCorrection.map {
            .object([
              ("schedule", .string($0.schedule)), ("needed", .finite($0.needed)), ("formula", .finite($0.formula)),
            ])
          } ?? .null
        ),
        ("propagatorMaxError", .finite(r.propagatorError)), ("candidatesChecked", .integer(r.candidatesChecked)),
        ("sentences", .array(CheckWords.recommendation(r).map(JSONValue.string))),
      ])
  }

  /// The look change: the largest distance in points and as a fraction of the travel, the visible durations in s.
  static func lookChange(_ c: LookChange, travel: Double) -> JSONValue {
    .object([
      ("largestDistance", .finite(c.largestDistance * travel)), ("largestDistanceFraction", .finite(c.largestDistance)),
      ("reachBefore", .finite(c.reachBefore)), ("reachAfter", .finite(c.reachAfter)),
      ("reachDelta", .finite(c.reachDelta)), ("settledBefore", .finite(c.settledBefore)),
      ("settledAfter", .finite(c.settledAfter)), ("settledDelta", .finite(c.settledDelta)),
      ("large", .bool(c.isLarge)),
    ])
  }
}
