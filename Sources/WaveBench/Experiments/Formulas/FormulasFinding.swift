import WaveCore

/// One key finding of the formulas report, with the numbers it rests on (the wording is the renderer's).
enum FormulasFinding: Sendable {
  /// response → stiffness → response returns response/mass; `worst` is the round trip furthest from 1.
  case roundTripReturnsResponseOverMass(worst: RoundTripRow)
  /// The rubberband changed the damping of `affected` of `total` springs of the damping table, squeezing
  /// coefficients above `knee` towards `ceiling` (``WaveCore/Spring/dampingRubberbandRange``); `lowest` is the
  /// affected row with the lowest effective damping ratio, `largest` the one with the largest stored coefficient.
  case rubberbandSqueezesDamping(
    affected: Int, total: Int, lowest: DampingRow, largest: DampingRow, knee: Double, ceiling: Double)
  /// The initializer pairs that compare equal where exactly one of the two does not converge at 60 Hz
  /// (``InitAgreementRow/oneDiverges``), of `pairs`; `fix` is the nearest spring to the first row's diverging
  /// one that is stable at 60 Hz, keeping its look at 120 Hz (``SpringFix``).
  case equalSpringsOneDiverges(rows: [InitAgreementRow], pairs: Int, fix: SpringFix?)
  /// The equal pair with the largest gap among those where neither diverges and the gap is not 0.
  case equalSpringsAnimateDifferently(InitAgreementRow)
  /// The `count` published quantities agree with their derivations to `worstRelativeDifference` (nil when
  /// there are none).
  case publishedExamplesAgree(count: Int, worstRelativeDifference: Double?)

  /// The fix the finding names (``SpringFix``); nil when it names none.
  var fix: SpringFix? { if case .equalSpringsOneDiverges(_, _, let fix) = self { fix } else { nil } }

  /// The findings of the four tables, in report order; a finding whose subject is absent is left out (the
  /// published examples' finding is always there).
  static func findings(
    roundTrips: [RoundTripRow], damping: [DampingRow], initAgreement: [InitAgreementRow],
    crossReferences: [CrossReference], checkedAs base: CheckSetup
  ) throws -> [FormulasFinding] {
    var findings: [FormulasFinding] = []
    if let worst = roundTrips.max(by: { abs($0.ratio - 1) < abs($1.ratio - 1) }) {
      findings.append(.roundTripReturnsResponseOverMass(worst: worst))
    }
    let banded = damping.filter(\.rubberbanded)
    if let lowest = banded.min(by: { $0.effectiveDampingRatio < $1.effectiveDampingRatio }),
      let largest = banded.max(by: { $0.stored < $1.stored })
    {
      let knee = Double(Spring.dampingRubberbandRange.upperBound)
      findings.append(
        .rubberbandSqueezesDamping(
          affected: banded.count, total: damping.count, lowest: lowest, largest: largest, knee: knee,
          ceiling: knee + Double(Spring.dampingRubberbandInterval)))
    }
    let blownUp = initAgreement.filter { $0.equal && $0.oneDiverges }
    if !blownUp.isEmpty {
      findings.append(
        .equalSpringsOneDiverges(
          rows: blownUp, pairs: initAgreement.count, fix: try divergingFix(blownUp[0], checkedAs: base)))
    }
    if let mismatch = initAgreement.filter({ $0.equal && $0.maxTrajectoryGap > 0 && !$0.oneDiverges })
      .max(by: { $0.maxTrajectoryGap < $1.maxTrajectoryGap })
    {
      findings.append(.equalSpringsAnimateDifferently(mismatch))
    }
    let worstReference = crossReferences.max { $0.relativeDifference < $1.relativeDifference }
    findings.append(
      .publishedExamplesAgree(
        count: crossReferences.count, worstRelativeDifference: worstReference?.relativeDifference))
    return findings
  }

  /// The spring of `row`'s pair that does not converge at 60 Hz (the stiffness-made one, or the response-made
  /// spring equal to it), and its fix (``SpringFix``), checked as `base` checks a spring and at 60 Hz, keeping the look
  /// at its first schedule.
  static func divergingFix(_ row: InitAgreementRow, checkedAs base: CheckSetup) throws -> SpringFix? {
    var spec = SpringSpec(dampingRatio: row.dampingRatio, stiffness: row.stiffness, mass: row.mass)
    if row.statusFromStiffness == .ok {
      spec = SpringSpec(dampingRatio: row.dampingRatio, response: Double(try spec.spring.response), mass: row.mass)
    }
    return try SpringFix.find(spec, on: .fps(60), like: base)
  }
}
