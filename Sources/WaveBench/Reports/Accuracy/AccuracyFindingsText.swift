import WaveOutput

/// The key findings of an ``AccuracyResult`` in plain words: one line per ``AccuracyFinding``, every number
/// read from the finding.
enum AccuracyFindingsText {
  /// One line per finding, in the result's order.
  static func lines(_ result: AccuracyResult) -> [String] {
    result.findings.map { text($0, distance: result.distance) }
  }

  /// The words of one finding; `distance` is the travel of every run, points.
  static func text(_ finding: AccuracyFinding, distance: Double) -> String {
    switch finding {
    case .springAtFocusSchedule(let row, let upstream, let points):
      return spring(row, upstream: upstream, maxErrorPoints: points, distance: distance)
    case .outsideFrames(let row, let engine):
      return outside(row, engine: engine, distance: distance)
    case .largestSnap(let worst, let fix):
      return
        "The largest end-of-animation snap of the engine where its step converges: \(NumberFormat.sig(worst.snapPer1000, 3)) pt per 1000 pt (\(worst.spring.title) at \(worst.schedule.name))."
        + (fix.map { " " + CheckWords.fix($0) } ?? "")
    case .engineStableEverywhere(let othersLeftOut):
      return othersLeftOut
        ? "The engine's step is stable for every spring Wave runs here, on every schedule."
        : "The engine's step is stable for every spring and schedule here."
    case .engineDoesNotConverge(let runs):
      let list = runs.map {
        "\($0.spring.title) at \($0.schedule.name) (\($0.status.name), spectral radius \(NumberFormat.sig($0.spectralRadius, 4)))"
      }
      return "The engine's step does not converge for: " + list.joined(separator: "; ") + "."
    case .longFrameKicks(let runs, let worst):
      return
        "A single long frame is an unstable step for \(runs.count == 1 ? "one run" : "\(runs.count) runs") (\(runs.map { "\($0.spring.title) at \($0.schedule.name)" }.joined(separator: ", "))): it amplifies the motion once (spectral radius up to \(NumberFormat.sig(worst.spectralRadius, 3)) for \(worst.spring.title)), then the animation converges again."
    case .frameRateDrift(let drift):
      return
        "The same animation at 60 Hz and at 120 Hz differs by up to \(NumberFormat.percent(drift.maxGap, 2)) of the distance (\(drift.spring.title), at t = \(NumberFormat.fixed(drift.maxGapTime, 3)) s): the engine is not frame-rate independent."
    case .stallMovesTheEnd(let plain, let hitch):
      return
        "A 100 ms main-thread stall shows one frame late, and Wave steps it by the display's interval: \(plain.spring.title)'s max error is \(NumberFormat.percent(hitch.maxError, 2)) of the distance at hitch (\(NumberFormat.percent(plain.maxError, 2)) at \(plain.schedule.name)), but its animator, which ends by wall time, ends earlier along its motion: the snap is \(NumberFormat.sig(hitch.snapPer1000, 3)) pt per 1000 pt (\(NumberFormat.sig(plain.snapPer1000, 3)) at \(plain.schedule.name))."
    case .otherIntegrators(let worst, let best):
      return
        "Of the other integrators, the least accurate run is \(worst.integrator.name) (\(NumberFormat.sig(worst.maxError, 2)) of the distance, \(worst.spring.title) at \(worst.schedule.name)); the most accurate stepper that is not exact by construction is \(best.integrator.name) (\(NumberFormat.sig(best.maxError, 2)))."
    case .propagatorIsCheap(let relative, let propagatorError, let engineError, let schedule):
      return
        "A better stepper is cheap: the exact propagator (the closed form re-seeded each frame) costs \(NumberFormat.sig(relative, 3))× the engine's step per frame and is off by at most \(NumberFormat.sig(propagatorError, 2)) of the distance at \(schedule.name), where the engine's step is off by up to \(NumberFormat.percent(engineError))."
    }
  }

  /// An outside engine's frames: its error, overshoot, lead and end against the exact spring, and the engine's step
  /// on the same frames.
  static func outside(_ row: AccuracyRow, engine: AccuracyRow?, distance: Double) -> String {
    guard row.status.hasNumbers, let maxError = row.maxError else {
      return "Your frames (\(row.integrator.name)) of \(row.spring.title) could not be judged: \(row.status.name)."
    }
    let points = NumberFormat.sig(maxError * distance, 6)
    var text =
      "Your frames (\(row.integrator.name)) of \(row.spring.title): off the exact spring by up to \(points) pt on a \(NumberFormat.shortest(distance)) pt move (\(NumberFormat.percent(maxError)) of the distance, rms \(NumberFormat.percent(row.rmsError)))"
    if let overshoot = row.overshoot {
      text +=
        "; they overshoot \(NumberFormat.percent(overshoot)) where the exact spring overshoots \(NumberFormat.percent(row.exactOvershoot))"
    }
    if let lead = row.timeLeadFrames { text += ", \(NumberFormat.sig(lead, 2)) frames ahead of it" }
    if let snap = row.snapPer1000 {
      text += "; at the spring's settling duration they are \(NumberFormat.sig(snap, 3)) pt per 1000 pt from the target"
    }
    if let engine, let engineError = engine.maxError {
      text +=
        ". Wave's step on the same frames is off by up to \(NumberFormat.sig(engineError * distance, 4)) pt (\(NumberFormat.percent(engineError)))"
    }
    return text + "."
  }

  /// The engine's step on one spring at the focus schedule.
  static func spring(
    _ row: AccuracyRow, upstream: AccuracyFinding.UpstreamDefault?, maxErrorPoints: Double?, distance: Double
  ) -> String {
    let spec = row.spring
    let name = upstream.map { "`\($0.rawValue)` (\(spec.title))" } ?? spec.title
    guard let maxErrorPoints else { return "At \(row.schedule.name), \(name) \(row.status.name)." }
    var text =
      "At \(row.schedule.name), \(name) is off the exact spring by up to \(NumberFormat.percent(row.maxError, 2)) of the"
    text +=
      " distance (\(NumberFormat.sig(maxErrorPoints, 3)) pt on a \(NumberFormat.shortest(distance)) pt move)"
    text +=
      "; it overshoots \(NumberFormat.percent(row.overshoot, 2)) where the exact spring overshoots \(NumberFormat.percent(row.exactOvershoot, 2))"
    if let lead = row.timeLeadFrames {
      text +=
        lead >= 0
        ? ", and runs \(NumberFormat.fixed(lead, 2)) frames ahead of it"
        : ", and runs \(NumberFormat.fixed(-lead, 2)) frames behind it"
    }
    let nominal = "ζ \(NumberFormat.sig(spec.dampingRatio, 3)), response \(NumberFormat.sig(spec.nominalResponse, 4)) s"
    if let zeta = row.effectiveDampingRatio, let response = row.effectiveResponse {
      text +=
        ". The step behaves like a spring with ζ \(NumberFormat.sig(zeta, 3)) and response \(NumberFormat.sig(response, 3)) s (nominal \(nominal))."
    } else {
      text += ". The step behaves like no continuous spring here (nominal \(nominal))."
    }
    text +=
      " When the animator ends at the settling duration the view jumps \(NumberFormat.sig(row.snapPer1000, 3)) pt per 1000 pt of travel."
    return text
  }
}
