import WaveOutput

extension SettlingFinding {
  /// The finding as one sentence of the report (Markdown inline); residuals in pt per 1000 pt.
  var text: String {
    switch self {
    case .exactTooEarly(let late, let cells, let worst, let run):
      "Even for the exact spring, the formula's time comes too early for \(late) of \(cells) grid springs: the worst, ζ \(NumberFormat.sig(worst.dampingRatio, 3)) / response \(NumberFormat.sig(worst.response, 3)) s, is still \(Self.perMille(run.residualAtFormula, 3)) pt per 1000 pt from the target when the animator snaps (settles after \(NumberFormat.sig(run.settleTime, 3)) s; the formula says \(NumberFormat.sig(worst.formula, 3)) s)."
    case .overdamped(let cell, let run):
      "Overdamped branch: at ζ \(NumberFormat.sig(cell.dampingRatio, 3)) the formula promises 1.25 × the critical time (\(NumberFormat.sig(cell.formula, 3)) s for response \(NumberFormat.sig(cell.response, 3)) s) but the slow mode needs \(NumberFormat.sig(run.settleTime, 3)) s (×\(NumberFormat.sig(run.measuredOverFormula, 3))); at the formula's time \(Self.perMille(run.residualAtFormula, 3)) pt per 1000 pt remain."
    case .critical(let cell, let run):
      "ζ = 1: the formula uses the underdamped envelope at ζ = 1 − ε times 1.25 (\(NumberFormat.sig(cell.formula, 3)) s at response \(NumberFormat.sig(cell.response, 3)) s); the exact critical spring settles in \(NumberFormat.sig(run.settleTime, 3)) s (measured / formula ×\(NumberFormat.sig(run.measuredOverFormula, 3))), residual \(Self.perMille(run.residualAtFormula, 3)) pt per 1000 pt at the formula's time."
    case .underdamped(let count, let below, let median, let lowest, let highest, let tooEarly, let band):
      "Underdamped springs (equation ζ < \(NumberFormat.sig(below, 3)), \(count) grid springs): measured / formula has median ×\(NumberFormat.sig(median, 3)), range ×\(NumberFormat.sig(lowest, 3))–×\(NumberFormat.sig(highest, 3)); the formula is too early (the view snaps more than \(Self.perMille(band, 3)) pt per 1000 pt) for \(tooEarly) of them (mostly stiff springs whose damping the rubberband lowered, which the formula ignores) and too late for the rest (the animation runs on after it has settled)."
    case .boundedSettleCorrection(let cells, let before, let after, let worstBefore, let worstAfter, let lengthening):
      "Fix (for the formula, a change upstream could adopt): end when a bound on the spring's own motion from rest is inside the band, the smaller of A·e^{−λt} and (1 + γt)·e^{−λt} with λ the equation's slowest decay rate (the damping the spring really has after the rubberband; the slow root when overdamped) and A the amplitude of that mode: the exact spring is then outside the band at the end for \(after) of \(cells) grid springs instead of \(before), and the worst end-of-animation jump drops from \(Self.perMille(worstBefore, 3)) to \(Self.perMille(worstAfter.residualAtBoundedTime, 3)) pt per 1000 pt (ζ \(NumberFormat.sig(worstAfter.dampingRatio, 3)) / response \(NumberFormat.sig(worstAfter.response, 3)) s), at a median cost of ×\(NumberFormat.sig(lengthening, 3)) the formula's duration."
    case .engine(let schedule, let band, let jumps, let runs, let worst, let notConverging):
      "Engine at \(schedule.name): where the step converges, the view jumps more than \(Self.perMille(band, 3)) pt per 1000 pt at the end for \(jumps) of \(runs) grid springs"
        + (worst.map {
          " (worst \(Self.perMille($0.1.residualAtFormula, 3)) pt at ζ \(NumberFormat.sig($0.0.dampingRatio, 3)) / \(NumberFormat.sig($0.0.response, 3)) s)"
        } ?? "") + "; \(notConverging) do not converge at all (unstable step)."
    }
  }

  /// A fraction of the distance in pt per 1000 pt, `digits` significant digits (`—` for nil).
  static func perMille(_ fraction: Double?, _ digits: Int) -> String {
    NumberFormat.sig(fraction.map { $0 * 1000 }, digits)
  }
}
