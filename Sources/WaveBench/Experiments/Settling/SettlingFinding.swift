import WaveCore

/// One key finding of the settling report, with the numbers it rests on (the wording is the renderer's).
///
/// A cell and one of its runs travel together as `(cell, run)`.
enum SettlingFinding: Sendable {
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

extension SettlingFinding {
  /// The response of the overdamped and critical samples, s (the first cell of their ζ when absent).
  static let sampleResponse = 0.5
  /// Below this equation ζ a spring counts as underdamped for the summary of formula / measured.
  static let underdampedBelow = 0.95

  /// The findings over `cells`, in report order: the exact solution's, then the engine's on each of
  /// `schedules` that is in ``SettlingExperiment/focusSchedules``.
  static func findings(cells: [SettlingCell], schedules: [ScheduleSpec]) -> [SettlingFinding] {
    let exact = cells.compactMap { cell in cell.run(.exact).map { (cell, $0) } }
    var findings: [SettlingFinding] = []
    let late = exact.filter { $0.1.formulaTooEarly }
    if let worst = late.max(by: { ($0.1.residualAtFormula ?? 0) < ($1.1.residualAtFormula ?? 0) }) {
      findings.append(.exactTooEarly(late: late.count, cells: cells.count, worst: worst.0, worstRun: worst.1))
    }
    if let correction = correction(exact) { findings.append(correction) }
    let maxZeta = SettlingExperiment.dampingRatios.max() ?? 3
    if let sample = sample(exact, dampingRatio: maxZeta) { findings.append(.overdamped(sample.0, sample.1)) }
    if let sample = sample(exact, dampingRatio: 1) { findings.append(.critical(sample.0, sample.1)) }
    let underdamped = exact.filter { $0.0.effectiveDampingRatio < underdampedBelow && $0.1.settleTime != nil }
    let ratios = underdamped.compactMap(\.1.measuredOverFormula).sorted()
    if let lowest = ratios.first, let highest = ratios.last {
      findings.append(
        .underdamped(
          count: ratios.count, dampingRatioBelow: underdampedBelow, median: ratios[ratios.count / 2], lowest: lowest,
          highest: highest, tooEarly: underdamped.filter(\.1.formulaTooEarly).count, band: Tolerance.settledFraction))
    }
    for schedule in schedules where SettlingExperiment.focusSchedules.contains(schedule) {
      findings.append(engine(cells: cells, schedule: schedule))
    }
    return findings
  }

  /// The slowest-mode correction measured on the exact runs (nil without cells).
  static func correction(_ exact: [(SettlingCell, SettleRun)]) -> SettlingFinding? {
    guard let worstAfter = exact.max(by: { $0.0.residualAtBoundedTime < $1.0.residualAtBoundedTime })?.0 else {
      return nil
    }
    let lengthening = exact.map { $0.0.boundedSettleTime / $0.0.formula }.sorted()
    return .boundedSettleCorrection(
      cells: exact.count, tooEarlyBefore: exact.filter(\.1.formulaTooEarly).count,
      tooEarlyAfter: exact.filter { SettleRun.outsideBand($0.0.residualAtBoundedTime) }.count,
      worstBefore: exact.compactMap(\.1.residualAtFormula).max() ?? 0, worstAfter: worstAfter,
      medianLengthening: lengthening[lengthening.count / 2])
  }

  /// The run at ``sampleResponse`` (or the first) among the exact runs with `dampingRatio`, when it settles.
  static func sample(_ exact: [(SettlingCell, SettleRun)], dampingRatio: Double) -> (SettlingCell, SettleRun)? {
    let candidates = exact.filter { $0.0.dampingRatio == dampingRatio }
    guard let sample = candidates.first(where: { $0.0.response == sampleResponse }) ?? candidates.first,
      sample.1.settleTime != nil
    else { return nil }
    return sample
  }

  static func engine(cells: [SettlingCell], schedule: ScheduleSpec) -> SettlingFinding {
    let runs = cells.compactMap { cell in cell.run(.engine(schedule)).map { (cell, $0) } }
    let jumps = runs.filter { $0.1.status == .ok && $0.1.formulaTooEarly }
    let worst = jumps.max { ($0.1.residualAtFormula ?? 0) < ($1.1.residualAtFormula ?? 0) }
    return .engine(
      schedule: schedule, band: Tolerance.settledFraction, jumps: jumps.count, runs: runs.count, worst: worst,
      notConverging: runs.filter { $0.1.status != .ok }.count)
  }
}
