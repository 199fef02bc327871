import WaveOutput
import WaveVerification

extension FormulasFinding {
  /// The finding as one sentence of the report (Markdown inline).
  var text: String {
    switch self {
    case .roundTripReturnsResponseOverMass(let worst):
      "response → stiffness → response returns response/mass: for mass \(NumberFormat.sig(worst.mass, 3)) a \(NumberFormat.sig(worst.response, 3)) s response comes back as \(NumberFormat.sig(worst.responseBack, 4)) s (upstream's response formula 2π/√(k·m) is the physical one only for mass 1)."
    case .rubberbandCapsDamping(let affected, let total, let lowest):
      "The rubberband caps the damping coefficient near 60: \(affected) of \(total) springs in the table are affected; \(lowest.spec.label) asks for ζ \(NumberFormat.sig(lowest.dampingRatio, 3)) and gets \(NumberFormat.sig(lowest.effectiveDampingRatio, 3))."
    case .equalSpringsOneDiverges(let count, let pairs):
      "For \(count) of \(pairs) pairs of springs that compare equal (`==`), one of the two diverges at 60 Hz and the other does not (the response-made spring is m² times stiffer)."
    case .equalSpringsAnimateDifferently(let row):
      "Springs that compare equal (`==`) can animate differently: Spring(dampingRatio: \(NumberFormat.sig(row.dampingRatio, 3)), stiffness: \(NumberFormat.sig(row.stiffness, 4)), mass: \(NumberFormat.sig(row.mass, 3))) and the response-made spring equal to it differ by up to \(NumberFormat.percent(row.maxTrajectoryGap, 3)) of the distance at 60 Hz (stiffness ×\(NumberFormat.sig(row.stiffnessRatio, 4)))."
    case .publishedExamplesAgree(let count, let worst):
      "Every published example (\(count) quantities) agrees with its independent derivation to \(NumberFormat.sig(worst, 2)) relative."
    }
  }
}
