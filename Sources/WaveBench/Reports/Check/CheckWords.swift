import WaveCore
import WaveNumerics
import WaveOutput

/// The words of a check: each failure and each recommendation in one sentence, the same in every format
/// (text, Markdown, JUnit); the numbers come from the result as they are.
enum CheckWords {
  /// `unstable, snap>0.5pt, error>5%`, or `nothing (--fail-on none)`.
  static func rules(_ options: CheckSetup) -> String { rules(options.rules) }

  /// `unstable, snap>0.5pt, error>5%`, or `nothing (--fail-on none)`.
  static func rules(_ rules: [CheckRule]) -> String {
    rules.isEmpty ? "nothing (--fail-on none)" : rules.map(\.description).joined(separator: ", ")
  }

  /// What the project set for one spring and where (its configuration, its `// wave-bench:` comments), one line:
  /// `set: travel 300 pt (Card.swift:4); glitch silenced (Card.swift:6)`; nil when nothing was.
  static func settings(_ spec: SpringSpec) -> String? {
    spec.settings.notes.isEmpty ? nil : "set: " + spec.settings.notes.joined(separator: "; ")
  }

  /// The project configurations a check took values from, one line: `configuration: .wave-bench.json (2 springs in
  /// excluded files left out)`; nil when none.
  static func configurations(_ options: CheckSetup) -> String? {
    guard !options.configurations.isEmpty else { return nil }
    let excluded =
      options.excludedSprings == 0
      ? ""
      : " (\(options.excludedSprings) spring\(options.excludedSprings == 1 ? "" : "s") in excluded files left out)"
    return "configuration: "
      + options.configurations.map { UserText.escaped($0, limit: .max) }.joined(separator: ", ") + excluded
  }

  /// A release velocity as typed: `-3000 pt/s`, `0 pt/s (from rest)`.
  static func velocity(_ v: Double) -> String {
    NumberFormat.shortest(v) + " pt/s" + (v == 0 ? " (from rest)" : "")
  }

  /// The velocities a spring was judged at and why, when not from rest alone: `released at -3000 pt/s
  /// (--velocity); worst at -3000 pt/s`; nil from rest.
  static func releases(_ spring: SpringCheck) -> String? {
    let (velocities, source) = spring.releases
    guard !velocities.isRest else { return nil }
    let why =
      switch source {
      case .option: "--velocity"
      case .spring: "its \"velocity\""
      case .gesture:
        spring.spec.isWaveDefaultInteractive
          ? "Wave's defaultInteractive, made for gestures: any fling" : "made for gestures: any fling"
      case .rest: "from rest"
      }
    let worst = spring.worstVelocity.map { "; worst at \(velocity($0))" } ?? ""
    return "released at \(velocities.label) pt/s (\(why))\(worst)"
  }

  /// What the velocity column and a range mean, when a spring was released at a velocity; nil otherwise.
  static func releaseLegend(_ result: CheckResult) -> String? {
    guard result.springs.contains(where: { !$0.releases.velocities.isRest }) else { return nil }
    var text =
      "worst at pt/s: the release velocity at which the schedule does worst (toward the target > 0; a fling away < 0). A range is judged at its ends and where the view judders most in between: for Wave's step every rule is at its worst at one of those (the step is linear in the velocity), SwiftUI's and Core Animation's ranges at \(ReleaseSampling.modelSamples) evenly spaced velocities."
    if result.springs.contains(where: { $0.releases.source == .gesture }) {
      text +=
        " A spring made for gestures (Wave's defaultInteractive, a spring handed gestureVelocity:) is judged over every fling up to \(NumberFormat.shortest(ReleaseVelocities.maximumFling)) pt/s either way: the most Android, Flutter and Chromium hand a fling."
    }
    return text
  }

  /// The retargets every run goes through: `retargeted mid-flight: 0.166s:-600 (at 0.166 s to -600 pt), …`; nil
  /// without one.
  static func retargets(_ options: CheckSetup) -> String? {
    guard !options.retargets.isEmpty else { return nil }
    let each = options.retargets.map { r in
      let when =
        switch r.moment {
        case .frame(let frame): "on frame \(frame)"
        case .time(let time): "at \(NumberFormat.shortest(time)) s"
        }
      let grab = r.velocity.map { ", re-grabbed at \(NumberFormat.shortest($0)) pt/s" } ?? ""
      return "\(r.text) (\(when) to \(NumberFormat.shortest(r.value)) pt\(grab))"
    }
    return "retargeted mid-flight on Wave's animator: \(each.joined(separator: ", "))"
  }

  /// Points with three significant digits: `5.21 pt`.
  static func points(_ x: Double?) -> String { NumberFormat.sig(x) + " pt" }

  /// One failure: what was measured, on which schedule, against which limit; `(silenced)` after it when the rule
  /// is silenced for the spring (``SpringCheck/isSilenced(_:)``).
  static func failure(_ failure: CheckFailure, run: CheckRun, spring: SpringCheck) -> String {
    measuredFailure(failure, run: run, spring: spring) + (spring.isSilenced(failure) ? " (silenced)" : "")
  }

  private static func measuredFailure(_ failure: CheckFailure, run: CheckRun, spring: SpringCheck) -> String {
    let at =
      "at \(run.schedule.name)" + (spring.releases.velocities.isRest ? "" : " released at \(velocity(run.velocity))")
      + (spring.travels.count > 1 ? " over \(NumberFormat.shortest(run.travel)) pt" : "")
    let travel = run.travel
    let safe = spring.lowestSafeRate ?? .infinity
    guard let measured = failure.measured else {
      let why =
        switch run.status {
        case .ok: "it does not settle within the simulated horizon"
        case .unstable: "the step is unstable here: the motion grows"
        default: "the run \(run.status.name)"
        }
      return "\(failure.rule.kind) \(at): nothing to measure (\(why)), which fails \(failure.rule)"
    }
    switch failure.rule {
    case .unstable where run.status == .diverged:
      return
        "diverges \(at): the motion leaves \(NumberFormat.shortest(Divergence.factor)) × the travel (a frame longer than \(NumberFormat.sig(1000 / safe, 3)) ms, 1/\(NumberFormat.sig(safe, 4)) Hz, amplifies)"
    case .unstable:
      return
        "unstable \(at): the step's spectral radius at the typical frame is \(NumberFormat.sig(measured, 4)) (≥ 1: the motion grows); stable from \(NumberFormat.sig(safe, 4)) Hz"
    case .snap:
      return
        "snap \(at): the view jumps \(points(measured)) to the target when \(ender(spring)) ends, above \(points(failure.limit))"
    case .judder:
      return
        "judder \(at): the view steps back and forth by \(points(measured)) from frame to frame (the step reverses the motion every frame), above \(points(failure.limit))"
    case .glitch:
      let frame = run.glitchFrame.map { "frame \($0)" } ?? "a frame"
      return
        "glitch \(at): \(frame) puts the view \(points(measured)) outside the range the exact spring covers, above \(points(failure.limit))"
    case .error:
      return
        "error \(at): up to \(points(measured)) (\(NumberFormat.percent(measured / travel))) from the exact spring, above \(points(failure.limit))"
    case .handOff:
      return
        "handoff \(at): in the first \(NumberFormat.shortest(CheckRule.handOffSpan * 1000)) ms after the release a frame shows the view \(points(measured)) (\(NumberFormat.percent(measured / travel))) from the exact motion the fling hands the spring, above \(points(failure.limit))"
    case .plausible:
      return plausibility(spring)
    case .settle:
      return
        "settle \(at): it settles at \(NumberFormat.sig(run.settleTime)) s, \(NumberFormat.sig(measured)) × the formula's \(NumberFormat.sig(run.formulaTime)) s, above \(NumberFormat.shortest(failure.limit)) ×"
    }
  }

  /// The recommendation in sentences: the spring and the line to paste (in the words the spring was given in, when
  /// those are another engine's, beside the line of the engine that judged it), what forced it, its look change at the main
  /// rate, what its own check measured, a warning when the change is large, and (for a snap or an error) the
  /// settle-time correction and the exact propagator's error.
  static func recommendation(_ r: CheckRecommendation) -> [String] {
    let worstSnap = r.verified.compactMap(\.snap).max()
    let worstJudder = r.verified.compactMap(\.judder).max()
    var lines = [
      r.inOwnConvention.map { words in
        let code = SpringConvention.code(words, number: NumberFormat.shortest)
        let value =
          words.engine.rawValue + ":"
          + words.parameters.map { "\($0.name)=\(NumberFormat.shortest($0.value))" }.joined(separator: ",")
        return
          "use \(words.engine.rawValue)'s \(parameters(words)): `\(code)` (`--spring \(value)`); that is \(swiftLine(r.spec)) in \(r.spec.runner.displayName), which judged it (`--spring \(springValue(r.spec))`)"
      } ?? "use \(springText(r.spec)): \(swiftLine(r.spec)) (`--spring \(springValue(r.spec))`)",
      "forced by " + r.forcedBy.map { "\($0.rule) at \($0.schedule)" }.joined(separator: ", "),
      "look at \(r.mainSchedule): " + lookChange(r.lookChange, travel: r.travel),
      "checked on \(r.verified.map(\.schedule.name).joined(separator: ", ")) against \(rules(r.rules)): worst snap \(points(worstSnap)), worst judder \(points(worstJudder)), "
        + (r.lowestSafeRate == 0 ? "stable at every rate" : "stable from \(NumberFormat.sig(r.lowestSafeRate, 4)) Hz"),
    ]
    if r.lookChange.isLarge {
      lines.append(
        "a large change (over \(NumberFormat.percent(Tolerance.largeLookChange)) of the travel or \(NumberFormat.shortest(Tolerance.largeDurationRatio))× a duration): watch it before you ship it"
      )
    }
    if let margin = r.margin {
      let beyond = NumberFormat.percent(CheckSetup.marginVelocityFactor - 1)
      let smallest = NumberFormat.percent(CheckSetup.marginTravelFactor)
      let wider =
        "when released at \(margin.velocities.label) pt/s (\(beyond) beyond) over travels down to \(points(margin.travel)) (\(smallest) of the smallest)"
      lines.append(
        margin.kept
          ? "keeps a margin: it passes too \(wider)"
          : "keeps no margin: no spring the search reached passes \(wider); this one passes the releases and travels given, and may fail just beyond them"
      )
    }
    if !r.flipsSign.isEmpty {
      let at = r.flipsSign.map { "\($0.schedule) (eigenvalue \(NumberFormat.sig($0.eigenvalue, 3)))" }
      lines.append(
        "its step flips sign every frame at \(at.joined(separator: ", ")): a mode the rules pass while it stays small, which a longer frame or a larger fling can show"
      )
    }
    if let c = r.settleCorrection {
      let needed =
        c.needed.map { "the motion needs \(NumberFormat.sig($0)) s to stay within the snap limit" }
        ?? "the motion never stays within the snap limit"
      lines.append(
        "the snap comes from ending too early: at \(c.schedule) the animator ends at the formula's \(NumberFormat.sig(c.formula)) s, while \(needed)"
      )
    }
    if let e = r.propagatorError {
      lines.append(
        "or keep the spring and step it exactly: the exact per-frame propagator's largest error on the same frames is \(points(e))"
      )
    }
    return lines
  }

  /// The look change in one clause: `the view moves up to 12.3 pt (1.23 % of the 1000 pt travel) from yours; 99 % of
  /// the travel at 250 ms (was 233 ms); settled at 600 ms (was 550 ms)`.
  static func lookChange(_ change: LookChange, travel: Double) -> String {
    func ms(_ s: Double?) -> String { s.map(duration) ?? "never" }
    func delta(_ s: Double?) -> String {
      guard let s else { return "" }
      return s == 0 ? ", the same" : ", \(s > 0 ? "+" : "−")\(duration(abs(s)))"
    }
    return
      "the view moves up to \(points(change.largestDistance * travel)) (\(NumberFormat.percent(change.largestDistance)) of the \(NumberFormat.shortest(travel)) pt travel) from yours; 99 % of the travel at \(ms(change.reachAfter)) (was \(ms(change.reachBefore))\(delta(change.reachDelta))); settled at \(ms(change.settledAfter)) (was \(ms(change.settledBefore))\(delta(change.settledDelta)))"
  }

  /// A duration in ms below a second (`583 ms`), in s from a second on (`1.62 s`), three significant digits.
  static func duration(_ seconds: Double) -> String {
    seconds < 0.9995 ? NumberFormat.sig(seconds * 1000, 3) + " ms" : NumberFormat.sig(seconds, 3) + " s"
  }

  /// A report's fix in one sentence: the spring and its line, what it measurably changes on the problem's schedule
  /// (one clause per rule the original broke there), where it was checked, and its look change at the main rate.
  static func fix(_ fix: SpringFix) -> String {
    let at = fix.before.schedule.name
    var effects: [String] = []
    // The rules the original broke on the problem's schedule: the others did not change what matters.
    let broken = fix.before.failures.map(\.rule)
    for rule in broken.isEmpty ? fix.rules : broken {
      switch rule {
      case .unstable:
        effects.append(
          "at \(at) the step's spectral radius goes from \(NumberFormat.sig(fix.before.spectralRadius, 4)) to \(NumberFormat.sig(fix.after.spectralRadius, 4)) (stable from \(NumberFormat.sig(fix.recommendation.lowestSafeRate, 4)) Hz)"
        )
      case .snap:
        effects.append("the snap at \(at) goes from \(points(fix.before.snap)) to \(points(fix.after.snap))")
      case .judder:
        effects.append("the judder at \(at) goes from \(points(fix.before.judder)) to \(points(fix.after.judder))")
      case .glitch:
        effects.append("the glitch at \(at) goes from \(points(fix.before.glitch)) to \(points(fix.after.glitch))")
      case .error:
        effects.append("the error at \(at) goes from \(points(fix.before.maxError)) to \(points(fix.after.maxError))")
      case .handOff:
        effects.append("the hand-off at \(at) goes from \(points(fix.before.handOff)) to \(points(fix.after.handOff))")
      case .plausible:
        break
      case .settle:
        effects.append(
          "at \(at) it settles at \(NumberFormat.sig(fix.after.settleRatio)) × the formula (was \(NumberFormat.sig(fix.before.settleRatio)) ×)"
        )
      }
    }
    let r = fix.recommendation
    let released = fix.releases.isRest ? "" : ", released at \(fix.releases.label) pt/s"
    return
      "Fix: use \(springText(fix.recommended)), \(swiftLine(fix.recommended)) (`--spring \(springValue(fix.recommended))`): \(effects.joined(separator: "; ")); it passes \(fix.rules.map(\.description).joined(separator: ", ")) on \(fix.schedules.map(\.name).joined(separator: ", "))\(released), as `check` checks it\(checkDefaults(fix)). Look at \(fix.main.name): "
      + lookChange(r.lookChange, travel: r.travel)
      + (r.lookChange.isLarge ? " (a large change: watch it before you ship it)." : ".")
  }

  /// The `check` line that gives a report's fix, when `check --spring` alone would not: the schedules when they are
  /// not check's defaults (and how they differ), the travel when it is not check's, the release velocities, the
  /// rules when they are not the defaults, and the engine; empty when `check --spring` alone gives it.
  static func checkDefaults(_ fix: SpringFix) -> String {
    let defaults = CheckSetup.defaultSchedules.map(\.name)
    let used = fix.schedules.map(\.name)
    var options: [String] = []
    if used != defaults { options.append("--schedule \(used.joined(separator: ","))") }
    if fix.travels != TravelRange(CheckSetup.defaultTravel) { options.append("--travel \(fix.travels)") }
    if !fix.releases.isRest, !fix.releases.anchors.isEmpty { options.append(velocityOptions(fix.releases)) }
    if fix.rules != CheckRule.defaults {
      options.append("--fail-on '\(fix.rules.isEmpty ? "none" : fix.rules.map(\.description).joined(separator: ","))'")
    }
    if let engine = fix.engine { options.append("--engine \(engine.rawValue)") }
    guard !options.isEmpty else { return "" }
    var differences: [String] = []
    if used != defaults {
      if used[0] != defaults[0] { differences.append("a main rate of \(used[0]), not \(defaults[0])") }
      let added = used.filter { !defaults.contains($0) }
      if !added.isEmpty { differences.append("with \(added.joined(separator: ", "))") }
      let left = defaults.filter { !used.contains($0) }
      if !left.isEmpty { differences.append("without \(left.joined(separator: ", "))") }
      if differences.isEmpty { differences.append("in another order") }
    }
    let why =
      differences.isEmpty
      ? "" : "; this run's schedules differ from check's defaults: \(differences.joined(separator: "; "))"
    return
      " (`wave-bench check --spring \(springValue(fix.original)) \(options.joined(separator: " "))` gives this fix\(why))"
  }

  /// The `--velocity` options that give `releases`: `--velocity=-8000...8000`.
  static func velocityOptions(_ releases: ReleaseVelocities) -> String {
    (releases.values.map { "--velocity=\(NumberFormat.shortest($0))" }
      + releases.ranges.map {
        "--velocity=\(NumberFormat.shortest($0.lowerBound))...\(NumberFormat.shortest($0.upperBound))"
      })
      .joined(separator: " ")
  }

  /// The line of Swift that makes the spring, in the words of the API it was written in.
  ///
  /// With Wave's API, `Spring(dampingRatio: 0.85, response: 0.26)` (with
  /// `stiffness:` for a spring given by its stiffness and `mass:` when the mass is not 1), or SwiftUI's animation for
  /// a spring in SwiftUI's convention (`.spring(duration: 0.363, bounce: 0)`), Core Animation's for one in its
  /// convention (its `duration` set to its `settlingDuration`), UIKit's call for one in UIKit's. A Core Animation
  /// spring a scan read from UIKit's `UIView.animate(springDuration:bounce:…)` (iOS 17) is that call again, with the
  /// new `springDuration` and `bounce`; a UIKit spring read from a `UIViewPropertyAnimator` is that animator again.
  static func swiftLine(_ spec: SpringSpec) -> String {
    if let given = spec.given, given.engine == .swiftui {
      return "`" + SpringConvention.SwiftUI.animationCode(given, number: NumberFormat.shortest) + "`"
    }
    if let (duration, bounce) = uiKitSpringDuration(spec) {
      let number = NumberFormat.shortest
      return "`UIView.animate(springDuration: \(number(duration)), bounce: \(number(bounce))) { … }`"
    }
    if let given = spec.given, given.engine == .uikit, let origin = spec.origin,
      origin.call.hasPrefix("UIViewPropertyAnimator("), let duration = given["duration"],
      let ratio = given["dampingRatio"]
    {
      // The animator the scan read, with the new duration and damping ratio (the velocity is kept).
      let number = NumberFormat.shortest
      let velocity = given["velocity"] ?? 0
      guard origin.call.contains("timingParameters:") else {
        return "`UIViewPropertyAnimator(duration: \(number(duration)), dampingRatio: \(number(ratio))) { … }`"
      }
      let vector = velocity == 0 ? "" : ", initialVelocity: CGVector(dx: \(number(velocity)), dy: \(number(velocity)))"
      return
        "`UIViewPropertyAnimator(duration: \(number(duration)), timingParameters: UISpringTimingParameters(dampingRatio: \(number(ratio))\(vector)))`"
    }
    if let given = spec.given, given.engine == .ca || given.engine == .uikit {
      return "`" + SpringConvention.code(given, number: NumberFormat.shortest) + "`"
    }
    return "`Spring(" + spelled(spec, ("dampingRatio: ", "response: ", "", "stiffness: ", "mass: "), separator: ", ")
      + ")`"
  }

  /// What `check` says of an instant spring (``SpringSpec/isInstant``): Wave's, or SwiftUI's response 0.
  static func instant(_ spec: SpringSpec) -> String {
    spec.engine == .swiftui
      ? "SwiftUI's instant spring (response 0, \"an infinitely-stiff spring\"): the view is at the target on the first frame, so there is no motion to measure"
      : "Wave's instant spring (response 0): the animator sets the target on its first frame, so there is no motion to measure"
  }

  /// Why a failing spring has no recommendation: the search's reach, or, for a spring judged by a model of its engine,
  /// what was searched.
  static func noRecommendation(_ spring: SpringCheck) -> String {
    if !spring.hints.isEmpty {
      return
        "no fix searched: its numbers look mistyped (see the hint); check the spring you meant, which may pass as it is"
    }
    switch spring.judgedAs {
    case .interpolating:
      return
        "no fix found: SwiftUI's .spring with the same spring (its fluid spring, which ends at rest) fails a rule too; --engine wave judges this spring as Wave would step it"
    case .ca:
      let engine = spring.spec.engine == .uikit ? "UIKit's" : "Core Animation's"
      return
        "no fix searched: check searches fixes among the springs Wave's step and SwiftUI's .spring run, not among \(engine) (--engine wave or swiftui judges this spring as that engine would run it)"
    case .wave, .fluid:
      break
    }
    guard !spring.searchStopped else {
      return
        "no fix searched to the end: this run's fix searches took their budget (\(InputLimits.maximumFixSearchFrames / 1_000_000) million frames of the step); check this spring in a smaller file"
    }
    let spec = spring.spec
    let range = CheckRecommender.dampingRange(around: spec.dampingRatio)
    return
      "no \(spring.judgedAs == .fluid ? "SwiftUI .spring" : "spring") within the search (ζ \(NumberFormat.sig(range.lowerBound, 3))–\(NumberFormat.sig(range.upperBound, 3)), time scale × \(NumberFormat.shortest(CheckRecommender.scaleRange.lowerBound))–\(NumberFormat.shortest(CheckRecommender.scaleRange.upperBound))) passes every rule"
  }

  /// The spring as a `--spring` value (`0.8:0.22`, `1:0.82:m=3`, `1:k=300`), or in its engine's convention
  /// (`swiftui:duration=0.363,bounce=0`).
  static func springValue(_ spec: SpringSpec) -> String {
    spec.given == nil ? spelled(spec, ("", "", "", "k=", "m="), separator: ":") : spec.label
  }

  /// `ζ 0.75, response 0.34 s` (with the mass when it is not 1), or the words of a spring given in an engine's
  /// convention (`duration 0.363, bounce 0`).
  static func springText(_ spec: SpringSpec) -> String {
    guard let given = spec.given else {
      return spelled(spec, ("ζ ", "response ", " s", "stiffness ", "mass "), separator: ", ")
    }
    if let (duration, bounce) = uiKitSpringDuration(spec) {
      return "springDuration \(NumberFormat.shortest(duration)), bounce \(NumberFormat.shortest(bounce))"
    }
    return parameters(given)
  }

  /// The `springDuration` and `bounce` of a Core Animation spring a scan read from UIKit's
  /// `UIView.animate(springDuration:bounce:…)` (iOS 17), whose numbers are Core Animation's `perceptualDuration` and
  /// `bounce`; nil for any other spring.
  static func uiKitSpringDuration(_ spec: SpringSpec) -> (Double, Double)? {
    guard let given = spec.given, given.engine == .ca, let origin = spec.origin, origin.api == "uikit",
      origin.call.contains("springDuration:"), let duration = given["perceptualDuration"],
      let bounce = given["bounce"]
    else { return nil }
    return (duration, bounce)
  }

  /// An engine's parameters as a person reads them: `stiffness 527, damping 14.2`.
  static func parameters(_ words: EngineSpring) -> String {
    words.parameters.map { "\($0.name) \(NumberFormat.shortest($0.value))" }.joined(separator: ", ")
  }

  /// ζ, then the response (with its unit) or the stiffness, then the mass when it is not 1, each number as the
  /// shortest round-trip decimal after its label.
  private static func spelled(
    _ spec: SpringSpec, _ labels: (zeta: String, response: String, unit: String, stiffness: String, mass: String),
    separator: String
  ) -> String {
    var parts = [labels.zeta + NumberFormat.shortest(spec.dampingRatio)]
    if let response = spec.response {
      parts.append(labels.response + NumberFormat.shortest(response) + labels.unit)
    } else {
      parts.append(labels.stiffness + NumberFormat.shortest(spec.stiffness ?? .nan))
    }
    if spec.mass != 1 { parts.append(labels.mass + NumberFormat.shortest(spec.mass)) }
    return parts.joined(separator: separator)
  }

  /// What the tables' columns and "—" mean.
  static let legend = """
    ρ: the step's spectral radius at the schedule's typical (median) frame, < 1 contracts. max error pt: the largest \
    distance from the exact spring, a lead or lag that no rule judges unless --fail-on names error (a spring may pass \
    with a large one). glitch pt: how far a frame puts the view outside the range the exact spring covers. judder pt: \
    the largest \
    back-and-forth of the view from frame to frame. settles s: the time \
    after which the motion stays within 0.01 % of the travel (upstream's settled band); formula s: the settling \
    duration, when the animator ends and snaps. step's ζ and response: the continuous spring the engine's step \
    reproduces at the typical frame (the equation's own ζ and response are the spring's). "—": no such number: the run diverged, never settles within the horizon, \
    or (step's columns) the step has no continuous spring (an eigenvalue ≤ 0: it flips sign every frame, \
    or it grows).
    """

  /// The final line (`3 of 12 springs fail: exit 1.`, `the spring passes: exit 0.`).
  static func summary(_ result: CheckResult) -> String {
    let count = result.springs.count
    let failing = result.failing.count
    let found = result.failing.filter { $0.recommendation != nil }.count
    let stopped = result.failing.filter(\.searchStopped).count
    let recommended =
      "\(found) with a verified recommendation" + (stopped == 0 ? "" : ", \(stopped) not searched to the end")
    let verdict =
      switch (count, failing) {
      case (0, _): "no spring to check"
      case (1, 0): "the spring passes"
      case (1, _): "the spring fails (\(found == 1 ? "with a verified recommendation" : "no recommendation found"))"
      case (_, 0): "all \(count) springs pass"
      case (_, 1): "1 of \(count) springs fails (\(recommended))"
      default: "\(failing) of \(count) springs fail (\(recommended))"
      }
    let notRead = result.options.unresolved.filter(\.sourceNotRead).count
    let unresolved = result.options.unresolved.count - notRead
    let listed =
      (unresolved == 0 ? "" : "; \(unresolved) spring call\(unresolved == 1 ? "" : "s") in the source not checked")
      + (notRead == 0
        ? ""
        : "; the scan is incomplete: \(notRead) "
          + (notRead == 1 ? "file or part of a file" : "files or parts of files") + " not read")
    return "\(verdict)\(listed): exit \(result.exitStatus)."
  }
}

/// The words of how a spring was judged (Wave's step, SwiftUI's fluid or interpolating spring, Core Animation's) and
/// of its failures in one line, for the diagnostics on its source line.
extension CheckWords {
  /// How the spring was judged, when not as written for Wave: `judged as SwiftUI's spring runs it: …`; nil for a Wave
  /// spring.
  static func judged(_ spring: SpringCheck, options: CheckSetup) -> String? {
    switch spring.judgedAs {
    case .fluid:
      return "judged as SwiftUI's spring runs it (1/300 s substeps, ends at rest within 1 % of the travel)"
    case .interpolating:
      return "judged as SwiftUI's interpolatingSpring runs it (closed form, ends at its settlingDuration)"
    case .ca:
      return spring.spec.engine == .uikit
        ? "judged as UIKit runs it: the spring it fits to the duration, Core Animation's closed form until that duration"
        : spring.spec.given?["duration"].map {
          "judged as Core Animation runs it (closed form, cut at its duration, \(NumberFormat.sig($0, 4)) s)"
        } ?? "judged as Core Animation runs it (closed form, ends at duration = settlingDuration)"
    case .wave:
      guard spring.spec.engine != .wave else { return nil }
      return options.engine == .wave
        ? "judged as Wave steps it (--engine wave)"
        : "judged as Wave steps its equation (check has no \(spring.spec.engine.rawValue) model)"
    }
  }

  /// What ends a spring's animation: Wave's animator, SwiftUI's spring or interpolatingSpring, Core Animation's
  /// animation.
  static func ender(_ spring: SpringCheck) -> String {
    switch spring.judgedAs {
    case .wave: "the animator"
    case .ca: spring.spec.engine == .uikit ? "UIKit's spring animation" : "Core Animation's animation"
    case .fluid, .interpolating: spring.judgedAs.displayName
    }
  }

  /// `stable from 21.79 Hz` (Wave's step), or `stable at every rate` (an engine that does not step once a frame).
  static func stability(_ spring: SpringCheck) -> String {
    spring.judgedAs == .wave
      ? "stable from \(NumberFormat.sig(spring.lowestSafeRate, 4)) Hz" : "stable at every rate (no step to grow)"
  }

  /// A failing spring's failures in one line, for a diagnostic on its source line: those that fail it, or with
  /// `silenced` those of the rules silenced for it (``CheckSettings/silenced``).
  ///
  /// Each rule broken with the
  /// schedules that break it and what was measured there (`unstable at 30hz (stable from 45.6 Hz); snap>0.5pt at
  /// 120hz (1.05 pt), vrr (0.722 pt)`). A run that grew breaks `unstable`; the rules it cannot measure are not
  /// repeated for it.
  /// The `plausible` rule's sentence for a spring that breaks it: each hint, and what fails it.
  static func plausibility(_ spring: SpringCheck) -> String {
    "plausible: " + spring.hints.map(\.message).joined(separator: "; ")
      + " (the plausible rule fails a number that looks mistyped; silence it with `// wave-bench:disable:next plausible` or a failOn without it)"
  }

  static func failures(_ spring: SpringCheck, silenced: Bool = false) -> String {
    var parts: [String] = []
    for rule in spring.rules
    where spring.spec.settings.silenced.contains(rule.kind) == silenced {
      if rule == .plausible {
        if spring.failsPlausibility {
          parts.append("plausible (\(spring.hints.map(\.message).joined(separator: "; ")))")
        }
        continue
      }
      let broken = spring.worstRuns.compactMap { run in
        run.failures.first { $0.rule == rule }.map { (run, $0) }
      }
      let shown = broken.filter { rule == .unstable || $0.1.measured != nil }
      guard !shown.isEmpty else { continue }
      let schedules = shown.map { run, failure in
        rule == .unstable
          ? run.schedule.name
          : "\(run.schedule.name) (\(measured(failure))\(spring.releases.velocities.isRest ? "" : " at \(velocity(run.velocity))"))"
      }
      parts.append(
        "\(rule) at \(schedules.joined(separator: ", "))"
          + (rule == .unstable ? " (\(stability(spring)))" : ""))
    }
    return parts.joined(separator: "; ")
  }

  /// A failure's measured number with its unit: points, or the ratio of a settle rule.
  private static func measured(_ failure: CheckFailure) -> String {
    if case .settle = failure.rule { return NumberFormat.sig(failure.measured) + " ×" }
    return points(failure.measured)
  }

  /// What the columns mean for a spring judged by a model of its engine, when the output has one.
  static func closedFormLegend(_ result: CheckResult) -> String? {
    guard result.springs.contains(where: { $0.judgedAs != .wave }) else { return nil }
    return
      "A spring judged as SwiftUI or Core Animation runs it is shown by a model of that engine: the closed form at each frame time (interpolatingSpring, Core Animation) or 1/300 s substeps up to each frame (SwiftUI's spring), so it has no step that grows at a low rate: ρ is the exact motion's contraction over the typical frame, max error is its distance from the exact spring, formula s is when the engine ends and shows the target, and it is stable at every rate."
  }
}
