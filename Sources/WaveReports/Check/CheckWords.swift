import WaveInputs
import WaveIntegrators
import WaveOutput
import WaveVerification

/// The words of a check: each failure and each recommendation in one sentence, the same in every format
/// (text, Markdown, JUnit); the numbers come from the result as they are.
package enum CheckWords {
  /// `unstable, snap>0.5pt, error>5%`, or `nothing (--fail-on none)`.
  package static func rules(_ options: CheckOptions) -> String {
    options.rules.isEmpty ? "nothing (--fail-on none)" : options.rules.map(\.description).joined(separator: ", ")
  }

  /// Points with three significant digits: `5.21 pt`.
  static func points(_ x: Double?) -> String { NumberFormat.sig(x) + " pt" }

  /// One failure: what was measured, on which schedule, against which limit.
  package static func failure(_ failure: CheckFailure, run: CheckRun, spring: SpringCheck, travel: Double) -> String {
    let at = "at \(run.schedule.name)"
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
        "diverges \(at): the motion leaves \(NumberFormat.shortest(Divergence.factor)) × the travel (a frame longer than \(NumberFormat.sig(1000 / spring.lowestSafeRate, 3)) ms, 1/\(NumberFormat.sig(spring.lowestSafeRate, 4)) Hz, amplifies)"
    case .unstable:
      return
        "unstable \(at): the step's spectral radius at the typical frame is \(NumberFormat.sig(measured, 4)) (≥ 1: the motion grows); stable from \(NumberFormat.sig(spring.lowestSafeRate, 4)) Hz"
    case .snap:
      return
        "snap \(at): the view jumps \(points(measured)) to the target when the animator ends, above \(points(failure.limit))"
    case .error:
      return
        "error \(at): up to \(points(measured)) (\(NumberFormat.percent(measured / travel))) from the exact spring, above \(points(failure.limit))"
    case .settle:
      return
        "settle \(at): it settles at \(NumberFormat.sig(run.settleTime)) s, \(NumberFormat.sig(measured)) × the formula's \(NumberFormat.sig(run.formulaTime)) s, above \(NumberFormat.shortest(failure.limit)) ×"
    }
  }

  /// The recommendation in sentences: the spring, what its own check measured, how its look compares, and
  /// (for a snap or an error) the settle-time correction and the exact propagator's error.
  package static func recommendation(_ r: CheckRecommendation, options: CheckOptions) -> [String] {
    let worstError = r.verified.compactMap(\.maxError).max()
    let worstSnap = r.verified.compactMap(\.snap).max()
    var lines = [
      "use \(springText(r.spec)): it passes every rule on \(options.schedules.map(\.name).joined(separator: ", ")) (checked: worst error \(points(worstError)), worst snap \(points(worstSnap)), stable from \(NumberFormat.sig(r.lowestSafeRate, 4)) Hz)",
      "at \(r.mainSchedule) it looks like \(look(r.lookAfter)), against \(look(r.lookBefore)) now",
    ]
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

  /// A report's fix in one sentence: the spring, what it measurably changes on the problem's schedule (one
  /// clause per rule the original broke there), and its look at the main rate against the original's.
  package static func fix(_ fix: SpringFix) -> String {
    let at = fix.before.schedule.name
    var effects: [String] = []
    // The rules the original broke on the problem's schedule: the others did not change what matters.
    let broken = fix.before.failures.map(\.rule)
    for rule in broken.isEmpty ? fix.rules : broken {
      switch rule {
      case .unstable:
        effects.append(
          "at \(at) the step's spectral radius goes from \(NumberFormat.sig(fix.before.spectralRadius, 4)) to \(NumberFormat.sig(fix.after.spectralRadius, 4)) (stable from \(NumberFormat.sig(fix.lowestSafeRate, 4)) Hz)"
        )
      case .snap:
        effects.append("the snap at \(at) goes from \(points(fix.before.snap)) to \(points(fix.after.snap))")
      case .error:
        effects.append("the error at \(at) goes from \(points(fix.before.maxError)) to \(points(fix.after.maxError))")
      case .settle:
        effects.append(
          "at \(at) it settles at \(NumberFormat.sig(fix.after.settleRatio)) × the formula (was \(NumberFormat.sig(fix.before.settleRatio)) ×)"
        )
      }
    }
    return
      "Fix: use \(springText(fix.recommended)) (`--spring \(springValue(fix.recommended))`): \(effects.joined(separator: "; ")), checked; at \(fix.main.name) it looks like \(look(fix.lookAfter)), against \(look(fix.lookBefore)) now."
  }

  /// The spring as a `--spring` value (`0.8:0.22`, `1:0.82:m=3`, `1:k=300`).
  package static func springValue(_ spec: SpringSpec) -> String {
    var text = NumberFormat.shortest(spec.dampingRatio) + ":"
    if let response = spec.response {
      text += NumberFormat.shortest(response)
    } else {
      text += "k=" + NumberFormat.shortest(spec.stiffness ?? .nan)
    }
    if spec.mass != 1 { text += ":m=" + NumberFormat.shortest(spec.mass) }
    return text
  }

  /// `ζ 0.75, response 0.34 s` (with the mass when it is not 1).
  package static func springText(_ spec: SpringSpec) -> String {
    var text = "ζ \(NumberFormat.shortest(spec.dampingRatio)), "
    if let response = spec.response {
      text += "response \(NumberFormat.shortest(response)) s"
    } else {
      text += "stiffness \(NumberFormat.shortest(spec.stiffness ?? .nan))"
    }
    if spec.mass != 1 { text += ", mass \(NumberFormat.shortest(spec.mass))" }
    return text
  }

  /// `ζ 0.79 / 0.331 s` (effective) or `ζ 0.8 / 0.3 s (nominal: the step has no effective spring)`.
  static func look(_ look: CheckLook) -> String {
    "ζ \(NumberFormat.sig(look.dampingRatio)) / \(NumberFormat.sig(look.response)) s"
      + (look.isEffective ? "" : " (nominal: the step has no effective spring there)")
  }

  /// What the tables' columns and "—" mean.
  package static let legend = """
    ρ: the step's spectral radius at the schedule's typical (median) frame, < 1 contracts. settles s: the time \
    after which the motion stays within 0.01 % of the travel (upstream's settled band); formula s: the settling \
    duration, when the animator ends and snaps. Effective ζ and response: the continuous spring the step \
    reproduces at the typical frame. "—": no such number: the run diverged, never settles within the horizon, \
    or (effective columns) the step has no continuous spring (an eigenvalue ≤ 0: it flips sign every frame, \
    or it grows).
    """

  /// The final line (`3 of 12 springs fail: exit 1.`).
  package static func summary(_ result: CheckResult) -> String {
    let failing = result.failing.count
    let found = result.failing.filter { $0.recommendation != nil }.count
    let verdict =
      failing == 0
      ? "all \(result.springs.count) springs pass"
      : "\(failing) of \(result.springs.count) springs fail (\(found) with a verified recommendation)"
    return "\(verdict): exit \(result.exitStatus)."
  }
}
