import WaveInputs

/// One key finding of the settling report, with the numbers it rests on (the wording is the renderer's).
///
/// A cell and one of its runs travel together as `(cell, run)`.
package enum SettlingFinding: Sendable {
  /// The exact solution is still outside the band at the formula's time for `late` of `cells` grid springs;
  /// `worst` has the largest residual there.
  case exactTooEarly(late: Int, cells: Int, worst: SettlingCell, worstRun: SettleRun)
  /// The overdamped sample (the largest ζ of the grid): its exact run settles (`run.settleTime` not nil).
  case overdamped(SettlingCell, SettleRun)
  /// The critically damped sample (ζ = 1): its exact run settles.
  case critical(SettlingCell, SettleRun)
  /// Exact runs of the `count` settling springs whose equation ζ is below `dampingRatioBelow`: the median,
  /// smallest and largest measured / formula (the direction every table uses), and for how many of them the
  /// formula's time comes too early (``SettleRun/formulaTooEarly``, the one rule).
  case underdamped(
    count: Int, dampingRatioBelow: Double, median: Double, lowest: Double, highest: Double, tooEarly: Int,
    band: Double)
  /// The recommended correction (``SettlingExperiment/boundedSettleTime(_:)``) against the formula on the
  /// exact runs of the `cells` grid springs: how many end outside the band at each time, the worst residual at
  /// each (fractions of the distance), and the median of corrected time / formula time.
  case boundedSettleCorrection(
    cells: Int, tooEarlyBefore: Int, tooEarlyAfter: Int, worstBefore: Double, worstAfter: SettlingCell,
    medianLengthening: Double)
  /// The engine on `schedule`: `jumps` of `runs` converging runs snap beyond `band` (a fraction of the
  /// distance) at the formula's time (`worst` the largest), `notConverging` runs are not ok.
  case engine(
    schedule: ScheduleSpec, band: Double, jumps: Int, runs: Int, worst: (SettlingCell, SettleRun)?,
    notConverging: Int)
}
