import Foundation
import WaveCore
import WaveInputs
import WaveOutput
import WaveVerification

/// The formulas report: round trips, damping, initializer agreement, cross-references.
public enum FormulasReport {
  public static func make(springs: [SpringSpec], progress: (String) -> Void = { _ in }) throws -> ReportBundle {
    progress("formulas")
    let trips = FormulaChecks.roundTrips()
    let damping = try FormulaChecks.damping(springs: springs)
    let agreement = FormulaChecks.initAgreement()
    let refs = FormulaChecks.crossReferences()
    var findings: [String] = []
    if let worst = trips.max(by: { abs($0.ratio - 1) < abs($1.ratio - 1) }) {
      findings.append(
        "response → stiffness → response returns response/mass: for mass \(NumberFormat.sig(worst.mass, 3)) a \(NumberFormat.sig(worst.response, 3)) s response comes back as \(NumberFormat.sig(worst.responseBack, 4)) s (upstream's response formula 2π/√(k·m) is the physical one only for mass 1)."
      )
    }
    let banded = damping.filter(\.rubberbanded)
    if let lowest = banded.min(by: { $0.effectiveDampingRatio < $1.effectiveDampingRatio }) {
      findings.append(
        "The rubberband caps the damping coefficient near 60: \(banded.count) of \(damping.count) springs in the table are affected; \(lowest.spring) asks for ζ \(NumberFormat.sig(lowest.dampingRatio, 3)) and gets \(NumberFormat.sig(lowest.effectiveDampingRatio, 3))."
      )
    }
    let blownUp = agreement.filter { $0.equal && $0.maxTrajectoryGap > RunStatus.divergenceFactor }
    if !blownUp.isEmpty {
      findings.append(
        "For \(blownUp.count) of \(agreement.count) pairs of springs that compare equal (`==`), one of the two diverges at 60 Hz and the other does not (the response-made spring is m² times stiffer)."
      )
    }
    if let mismatch = agreement.filter({
      $0.equal && $0.maxTrajectoryGap > 0 && $0.maxTrajectoryGap <= RunStatus.divergenceFactor
    }).max(by: { $0.maxTrajectoryGap < $1.maxTrajectoryGap }) {
      findings.append(
        "Springs that compare equal (`==`) can animate differently: Spring(dampingRatio: \(NumberFormat.sig(mismatch.dampingRatio, 3)), stiffness: \(NumberFormat.sig(mismatch.stiffness, 4)), mass: \(NumberFormat.sig(mismatch.mass, 3))) and the response-made spring equal to it differ by up to \(NumberFormat.percent(mismatch.maxTrajectoryGap, 3)) of the distance at 60 Hz (stiffness ×\(NumberFormat.sig(mismatch.stiffnessRatio, 4)))."
      )
    }
    let worstRef = refs.max { $0.relativeDifference < $1.relativeDifference }
    findings.append(
      "Every published example (\(refs.count) quantities) agrees with its independent derivation to \(NumberFormat.sig(worstRef?.relativeDifference, 2)) relative."
    )
    var md = "# Formulas: the engine's derived parameters, checked\n\n## Key findings\n\n"
    md += findings.map { "- " + $0 }.joined(separator: "\n") + "\n\n"
    md += "## Cross-references: published examples\n\n"
    md += Markdown.table(
      ["source", "quantity", "engine", "derived", "relative difference", "derivation"],
      refs.map {
        [
          $0.source, $0.quantity + ($0.unit.isEmpty ? "" : " (\($0.unit))"), NumberFormat.sig($0.engine, 6),
          NumberFormat.sig($0.derived, 6),
          NumberFormat.sig($0.relativeDifference, 2), $0.derivation,
        ]
      }, rightAligned: [2, 3, 4])
    md += "\n## Stiffness/response round trip (ζ 0.8)\n\n"
    md += Markdown.table(
      ["mass", "response (s)", "stiffness", "response back (s)", "back / given"],
      trips.map {
        [
          NumberFormat.sig($0.mass, 3), NumberFormat.sig($0.response, 3), NumberFormat.sig($0.stiffness, 6),
          NumberFormat.sig($0.responseBack, 6),
          NumberFormat.sig($0.ratio, 6),
        ]
      }, rightAligned: [0, 1, 2, 3, 4])
    md += "\n## Damping coefficient vs 4π·ζ·m/response, and the damping ratio the equation gets\n\n"
    md += Markdown.table(
      ["initializer", "spring", "4π·ζ·m/response", "stored c", "rubberband", "effective ζ"],
      damping.map {
        [
          $0.initializer, $0.spring, NumberFormat.sig($0.nominal, 5), NumberFormat.sig($0.stored, 5),
          $0.rubberbanded ? "yes" : "no",
          NumberFormat.sig($0.effectiveDampingRatio, 4),
        ]
      }, rightAligned: [2, 3, 5])
    md += "\n## init(stiffness:) vs init(response:) for springs that compare equal\n\n"
    md += "Spring(ζ, stiffness: k, mass: m) against Spring(ζ, response: its response, mass: m).\n\n"
    md += Markdown.table(
      [
        "ζ", "k", "m", "==", "stiffness ratio", "c (stiffness) / c (response)", "settling s (stiffness / response)",
        "max gap at 60 Hz",
      ],
      agreement.map {
        [
          NumberFormat.sig($0.dampingRatio, 3), NumberFormat.sig($0.stiffness, 5), NumberFormat.sig($0.mass, 3),
          $0.equal ? "yes" : "no",
          NumberFormat.sig($0.stiffnessRatio, 6),
          "\(NumberFormat.sig($0.dampingFromStiffness, 5)) / \(NumberFormat.sig($0.dampingFromResponse, 5))",
          "\(NumberFormat.sig($0.settlingFromStiffness, 4)) / \(NumberFormat.sig($0.settlingFromResponse, 4))",
          $0.maxTrajectoryGap > RunStatus.divergenceFactor ? "one diverges" : NumberFormat.percent($0.maxTrajectoryGap, 3),
        ]
      }, rightAligned: [0, 1, 2, 4, 7])
    md += "\nRegenerate: `swift run -c release wave-bench formulas` (or `wave-bench` for every report).\n"
    let json = JSONValue.object(
      ReportHeader.members(report: "formulas") + [
        (
          "crossReferences",
          .array(
            refs.map {
              .object([
                ("source", .string($0.source)), ("quantity", .string($0.quantity)), ("unit", .string($0.unit)),
                ("engine", .finite($0.engine)), ("derived", .finite($0.derived)),
                ("relativeDifference", .finite($0.relativeDifference)), ("derivation", .string($0.derivation)),
              ])
            })
        ),
        (
          "roundTrips",
          .array(
            trips.map {
              .object([
                ("mass", .number($0.mass)), ("dampingRatio", .number($0.dampingRatio)),
                ("response", .number($0.response)),
                ("stiffness", .finite($0.stiffness)), ("responseBack", .finite($0.responseBack)),
                ("ratio", .finite($0.ratio)),
              ])
            })
        ),
        (
          "damping",
          .array(
            damping.map {
              .object([
                ("initializer", .string($0.initializer)), ("spring", .string($0.spring)),
                ("dampingRatio", .number($0.dampingRatio)), ("response", .finite($0.response)),
                ("mass", .number($0.mass)),
                ("nominal", .finite($0.nominal)), ("stored", .finite($0.stored)),
                ("rubberbanded", .bool($0.rubberbanded)),
                ("effectiveDampingRatio", .finite($0.effectiveDampingRatio)),
              ])
            })
        ),
        (
          "initAgreement",
          .array(
            agreement.map {
              .object([
                ("dampingRatio", .number($0.dampingRatio)), ("stiffness", .number($0.stiffness)),
                ("mass", .number($0.mass)),
                ("equal", .bool($0.equal)), ("stiffnessRatio", .finite($0.stiffnessRatio)),
                ("dampingFromStiffness", .finite($0.dampingFromStiffness)),
                ("dampingFromResponse", .finite($0.dampingFromResponse)),
                ("settlingFromStiffness", .finite($0.settlingFromStiffness)),
                ("settlingFromResponse", .finite($0.settlingFromResponse)),
                ("maxTrajectoryGap", .finite($0.maxTrajectoryGap)),
              ])
            })
        ),
      ])
    return ReportBundle(
      topic: "formulas", files: [ReportFile("formulas.md", md), ReportFile("formulas.json", json.serialized() + "\n")],
      summary: findings)
  }
}
