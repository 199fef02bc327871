import WaveOutput

/// `formulas.md`: the findings and the four tables of a ``FormulasResult``.
enum FormulasMarkdown {
  static func render(_ result: FormulasResult) -> String {
    let body = [
      Markdown.section("Cross-references: published examples", crossReferences(result.crossReferences)),
      Markdown.section("Stiffness/response round trip (ζ 0.8)", roundTrips(result.roundTrips)),
      Markdown.section(
        "Damping coefficient vs 4π·ζ·m/response, and the damping ratio the equation gets", damping(result.damping)),
      Markdown.section(
        "init(stiffness:) vs init(response:) for springs that compare equal",
        intro: "Spring(ζ, stiffness: k, mass: m) against Spring(ζ, response: its response, mass: m).",
        initAgreement(result.initAgreement)),
    ].joined(separator: "\n")
    return Markdown.report(
      title: "Formulas: the engine's derived parameters, checked", intro: "", findings: result.findings.map(\.text),
      body: body, topic: "formulas", arguments: ReportArguments.of(springs: result.springs, schedules: nil))
  }

  static func crossReferences(_ refs: [CrossReference]) -> String {
    Markdown.table(
      ["source", "quantity", "engine", "derived", "relative difference", "derivation"],
      refs.map {
        [
          $0.source, $0.quantity + ($0.unit.isEmpty ? "" : " (\($0.unit))"), NumberFormat.sig($0.engine, 6),
          NumberFormat.sig($0.derived, 6), NumberFormat.sig($0.relativeDifference, 2), $0.derivation,
        ]
      }, rightAligned: [2, 3, 4])
  }

  static func roundTrips(_ trips: [RoundTripRow]) -> String {
    Markdown.table(
      ["mass", "response (s)", "stiffness", "response back (s)", "back / given"],
      trips.map {
        [
          NumberFormat.sig($0.mass, 3), NumberFormat.sig($0.response, 3), NumberFormat.sig($0.stiffness, 6),
          NumberFormat.sig($0.responseBack, 6), NumberFormat.sig($0.ratio, 6),
        ]
      }, rightAligned: [0, 1, 2, 3, 4])
  }

  static func damping(_ rows: [DampingRow]) -> String {
    Markdown.table(
      ["initializer", "spring", "4π·ζ·m/response", "stored c", "rubberband", "equation's ζ"],
      rows.map {
        [
          $0.initializer.rawValue, $0.spec.label, NumberFormat.sig($0.nominal, 5), NumberFormat.sig($0.stored, 5),
          $0.rubberbanded ? "yes" : "no", NumberFormat.sig($0.effectiveDampingRatio, 4),
        ]
      }, rightAligned: [2, 3, 5])
  }

  static func initAgreement(_ rows: [InitAgreementRow]) -> String {
    Markdown.table(
      [
        "ζ", "k", "m", "==", "stiffness ratio", "c (stiffness) / c (response)", "settling s (stiffness / response)",
        "max gap at 60 Hz",
      ],
      rows.map {
        [
          NumberFormat.sig($0.dampingRatio, 3), NumberFormat.sig($0.stiffness, 5), NumberFormat.sig($0.mass, 3),
          $0.equal ? "yes" : "no", NumberFormat.sig($0.stiffnessRatio, 6),
          "\(NumberFormat.sig($0.dampingFromStiffness, 5)) / \(NumberFormat.sig($0.dampingFromResponse, 5))",
          "\(NumberFormat.sig($0.settlingFromStiffness, 4)) / \(NumberFormat.sig($0.settlingFromResponse, 4))",
          $0.oneDiverges
            ? "— (\($0.statusFromStiffness == .ok ? "response" : "stiffness")-made spring does not converge)"
            : NumberFormat.percent($0.maxTrajectoryGap, 3),
        ]
      }, rightAligned: [0, 1, 2, 4, 7])
  }
}
