import WaveAnalysis
import WaveInputs

extension SettlingFinding {
  /// The response of the overdamped and critical samples, s (the first cell of their ζ when absent).
  package static let sampleResponse = 0.5
  /// Below this equation ζ a spring counts as underdamped for the summary of formula / measured.
  package static let underdampedBelow = 0.95

  /// The findings over `cells`, in report order: the exact solution's, then the engine's on each of
  /// `schedules` that is in ``SettlingExperiment/focusSchedules``.
  package static func findings(cells: [SettlingCell], schedules: [ScheduleSpec]) -> [SettlingFinding] {
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
