import WaveOutput

/// The words of the cross-engine page's findings: one line per ``CrossEngineFinding``.
enum CrossEngineText {
  static func lines(_ result: CrossEngineResult) -> [String] {
    result.findings.map { line($0, schedule: result.schedule.name) }
  }

  static func line(_ finding: CrossEngineFinding, schedule: String) -> String {
    switch finding {
    case .quirkCost(let id, let quirk, let worst, let spring):
      return
        "\(cause(quirk)) (`\(id.name)`): \(NumberFormat.percent(worst)) of the distance \(against(quirk)), at most (\(spring.label) at \(schedule))."
    case .quirkShift(let id, let quirk, let lead):
      let direction = lead >= 0 ? "ahead of" : "behind"
      return
        "\(cause(quirk)) (`\(id.name)`): it runs \(NumberFormat.fixed(abs(lead), 2)) frames \(direction) the exact spring (median over the springs at \(schedule))."
    case .restStopsEarly(let id, let stopped, let runs, let largest):
      let rest = largest.rest!
      return
        "`\(id.name)`'s rest rule ends the motion before the last frame of the animator's lifetime in \(stopped) of its \(runs) runs, with up to \(NumberFormat.percent(rest.exactResidual)) of the distance still left in the exact motion (\(largest.row.spring.label) at \(largest.row.schedule.name), t = \(NumberFormat.fixed(rest.time, 3)) s, a jump of \(NumberFormat.percent(rest.jump)))."
    }
  }

  /// The bug, as the source shows it.
  static func cause(_ quirk: PeerQuirk) -> String {
    switch quirk {
    case .advanceOmitsK1: "Advance's RK4 omits k1"
    case .reboundInterpolateOverwritesState: "rebound's `interpolate` overwrites the solver's state"
    case .reactSpringWholeMillisecondSteps: "react-spring steps ceil(dt) whole milliseconds, 17 ms per 16.67 ms frame"
    case .androidXFirstFrameNotStepped: "AndroidX does not step its first frame"
    case .motionOverdampedBranch: "Motion's overdamped branch (√(c² − 4·w0), B = A + x0)"
    }
  }

  /// What a quirk's cost is measured against.
  static func against(_ quirk: PeerQuirk) -> String {
    switch quirk {
    case .advanceOmitsK1: "between Advance and the same steps with k1"
    case .reboundInterpolateOverwritesState: "between rebound and the same steps with a display-only interpolation"
    case .motionOverdampedBranch: "off the exact spring"
    case .reactSpringWholeMillisecondSteps, .androidXFirstFrameNotStepped: "off"
    }
  }
}
