import WaveOutput

/// `formulas.json`: the four tables of a ``FormulasResult``.
enum FormulasJSON {
  static func render(_ result: FormulasResult) -> String {
    let json = JSONValue.object(
      ReportHeader.members(report: "formulas") + [
        ("crossReferences", .array(result.crossReferences.map(crossReference))),
        ("roundTrips", .array(result.roundTrips.map(roundTrip))),
        ("damping", .array(result.damping.map(damping))),
        ("initAgreement", .array(result.initAgreement.map(initAgreement))),
        ("findings", FindingsJSON.value(result.findings.map(\.text), fixes: result.findings.map(\.fix))),
      ])
    return json.serialized() + "\n"
  }

  static func crossReference(_ ref: CrossReference) -> JSONValue {
    .object([
      ("source", .string(ref.source)), ("quantity", .string(ref.quantity)), ("unit", .string(ref.unit)),
      ("engine", .finite(ref.engine)), ("derived", .finite(ref.derived)),
      ("relativeDifference", .finite(ref.relativeDifference)), ("derivation", .string(ref.derivation)),
    ])
  }

  static func roundTrip(_ row: RoundTripRow) -> JSONValue {
    .object([
      ("mass", .number(row.mass)), ("dampingRatio", .number(row.dampingRatio)), ("response", .number(row.response)),
      ("stiffness", .finite(row.stiffness)), ("responseBack", .finite(row.responseBack)), ("ratio", .finite(row.ratio)),
    ])
  }

  static func damping(_ row: DampingRow) -> JSONValue {
    .object([
      ("initializer", .string(row.initializer.rawValue)), ("spring", .string(row.spec.label)),
      ("dampingRatio", .number(row.dampingRatio)), ("response", .finite(row.response)), ("mass", .number(row.mass)),
      ("nominal", .finite(row.nominal)), ("stored", .finite(row.stored)), ("rubberbanded", .bool(row.rubberbanded)),
      ("equationDampingRatio", .finite(row.effectiveDampingRatio)),
    ])
  }

  static func initAgreement(_ row: InitAgreementRow) -> JSONValue {
    .object([
      ("dampingRatio", .number(row.dampingRatio)), ("stiffness", .number(row.stiffness)), ("mass", .number(row.mass)),
      ("equal", .bool(row.equal)), ("stiffnessRatio", .finite(row.stiffnessRatio)),
      ("dampingFromStiffness", .finite(row.dampingFromStiffness)),
      ("dampingFromResponse", .finite(row.dampingFromResponse)),
      ("settlingFromStiffness", .finite(row.settlingFromStiffness)),
      ("settlingFromResponse", .finite(row.settlingFromResponse)),
      ("maxTrajectoryGap", row.oneDiverges ? .null : .finite(row.maxTrajectoryGap)),
      ("statusFromStiffness", .string(row.statusFromStiffness.name)),
      ("statusFromResponse", .string(row.statusFromResponse.name)),
    ])
  }
}
