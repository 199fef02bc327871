import WaveInputs

/// One key finding of the accuracy report, as facts: the rows and numbers it rests on.
///
/// The wording lives in the renderer; every number and verdict is here.
package enum AccuracyFinding: Sendable {
  /// The engine's step on one spring Wave runs at the focus schedule (the user's springs Wave runs, or the upstream
  /// defaults present, then the focus spring when it is neither): the row, which default it is, and its max error in
  /// points on the
  /// ``AccuracyExperiment/distance`` move (nil when the run has no numbers; the row's status says why).
  case springAtFocusSchedule(AccuracyRow, upstream: UpstreamDefault?, maxErrorPoints: Double?)
  /// The largest end-of-animation snap of the engine's step over its ``RunStatus/ok`` runs on springs Wave runs
  /// (``SpringSpec/runsOnWave``; as in every finding of the engine's step below), and the nearest
  /// spring that passes `check`'s default rules on every schedule of the run (``SpringFix``, look kept at the first
  /// schedule; nil when the spring already passes or no spring within the search does).
  case largestSnap(AccuracyRow, fix: SpringFix?)
  /// No run of the engine's step on a spring Wave runs is unstable or diverged; `othersLeftOut`: the run had springs
  /// another engine runs, left out (stepped as Wave would, they get no verdict).
  case engineStableEverywhere(othersLeftOut: Bool)
  /// The engine's runs that are unstable or diverged, in row order.
  case engineDoesNotConverge([AccuracyRow])
  /// The engine's ``RunStatus/ok`` runs whose largest spectral radius is ≥ 1 (a long frame amplifies once),
  /// and the one with the largest radius.
  case longFrameKicks([AccuracyRow], worst: AccuracyRow)
  /// The spring Wave runs whose 60 Hz and 120 Hz runs drift furthest apart.
  case frameRateDrift(FrameRateDrift)
  /// The focus spring's max error at the focus schedule and with one dropped 100 ms frame (``ScheduleSpec/hitch``),
  /// when Wave runs it.
  case hitchRaisesError(plain: AccuracyRow, hitch: AccuracyRow)
  /// Of the integrators other than the engine's step: the run with the largest max error, and the one with
  /// the smallest except the closed form's.
  case otherIntegrators(leastAccurate: AccuracyRow, mostAccurate: AccuracyRow)
  /// The exact propagator's cost relative to the engine's step and the worst max errors of both at `schedule`.
  case propagatorIsCheap(relativeCost: Double, propagatorError: Double, engineError: Double, schedule: ScheduleSpec)

  /// The fix the finding names (``SpringFix``); nil when it names none.
  package var fix: SpringFix? { if case .largestSnap(_, let fix) = self { fix } else { nil } }

  /// Whom the finding concerns first (``FindingPriority``): the focus spring when its run is unstable or diverges, the
  /// spring of the largest snap when it fails `check`'s rules (it has a fix), by whose spring it is; anything else,
  /// `other`.
  package var priority: FindingPriority {
    switch self {
    case .springAtFocusSchedule(let row, _, _): row.status == .ok ? .other : .failing(row.spring)
    case .largestSnap(let row, let fix): fix == nil ? .other : .failing(row.spring)
    default: .other
    }
  }

  /// The upstream defaults by name.
  package enum UpstreamDefault: String, Sendable {
    /// 0.8/0.2 (``SpringSpec/documented`` first).
    case defaultInteractive
    /// 1/0.82 (``SpringSpec/documented`` second).
    case defaultAnimated

    /// The spring it names.
    package var spring: SpringSpec {
      switch self {
      case .defaultInteractive: SpringSpec.documented[0]
      case .defaultAnimated: SpringSpec.documented[1]
      }
    }

    /// The default `spring` is, if any.
    package init?(_ spring: SpringSpec) {
      guard let match = [Self.defaultInteractive, .defaultAnimated].first(where: { $0.spring == spring }) else {
        return nil
      }
      self = match
    }
  }
}
