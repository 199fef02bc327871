import WaveOutput

extension FormulasFinding {
  /// The finding as one sentence of the report (Markdown inline).
  var text: String {
    switch self {
    case .roundTripReturnsResponseOverMass(let worst):
      "response → stiffness → response returns response/mass: for mass \(NumberFormat.sig(worst.mass, 3)) a \(NumberFormat.sig(worst.response, 3)) s response comes back as \(NumberFormat.sig(worst.responseBack, 4)) s (upstream's response formula 2π/√(k·m) is the physical one only for mass 1)."
    case .rubberbandSqueezesDamping(let affected, let total, let lowest, let largest, let knee, let ceiling):
      "The response initializer's rubberband squeezes damping coefficients above \(NumberFormat.sig(knee, 3)) towards \(NumberFormat.sig(ceiling, 3)) (it never reaches it): \(affected) of \(total) springs in the table are affected, up to c = \(NumberFormat.sig(largest.stored, 5)) for \(largest.spec.label) (4π·ζ·m/response asks for \(NumberFormat.sig(largest.nominal, 5))); \(lowest.spec.label) asks for ζ \(NumberFormat.sig(lowest.dampingRatio, 3)) and gets \(NumberFormat.sig(lowest.effectiveDampingRatio, 3))."
    case .equalSpringsOneDiverges(let rows, let pairs, let fix):
      "For \(rows.count) of \(pairs) pairs of springs that compare equal (`==`), one of the two does not converge at 60 Hz and the other does: "
        + rows.map {
          "Spring(dampingRatio: \(NumberFormat.sig($0.dampingRatio, 3)), stiffness: \(NumberFormat.sig($0.stiffness, 4)), mass: \(NumberFormat.sig($0.mass, 3))), the \($0.statusFromStiffness == .ok ? "response" : "stiffness")-made one \(($0.statusFromStiffness == .ok ? $0.statusFromResponse : $0.statusFromStiffness).name), because \(Self.causes($0))"
        }.joined(separator: "; ") + "." + (fix.map { " " + CheckWords.fix($0) } ?? "")
    case .equalSpringsAnimateDifferently(let row):
      "Springs that compare equal (`==`) can animate differently: Spring(dampingRatio: \(NumberFormat.sig(row.dampingRatio, 3)), stiffness: \(NumberFormat.sig(row.stiffness, 4)), mass: \(NumberFormat.sig(row.mass, 3))) and the response-made spring equal to it differ by up to \(NumberFormat.percent(row.maxTrajectoryGap, 3)) of the distance at 60 Hz, because \(Self.causes(row))."
    case .publishedExamplesAgree(let count, let worst):
      "Every published example (\(count) quantities) agrees with its independent derivation to \(NumberFormat.sig(worst, 2)) relative."
    }
  }

  /// Why an equal pair animates differently: the stiffness the response formula gives back (×m²), the
  /// damping the rubberband gives the response-made spring, or both.
  static func causes(_ row: InitAgreementRow) -> String {
    var causes: [String] = []
    if row.stiffnessDiffers {
      causes.append(
        "the response-made spring is \(NumberFormat.sig(row.stiffnessRatio, 4))× stiffer (upstream's response formula 2π/√(k·m))"
      )
    }
    if row.dampingDiffers {
      causes.append(
        "the response initializer's rubberband gives the response-made spring a damping coefficient of \(NumberFormat.sig(row.dampingFromResponse, 5)) where the stiffness-made one has \(NumberFormat.sig(row.dampingFromStiffness, 5))"
      )
    }
    return causes.isEmpty ? "of rounding alone" : causes.joined(separator: ", and ")
  }
}
