import WaveOutput

extension ConvergenceVerdict {
  /// The verdict as the convergence table's note; nil for a clean order.
  ///
  /// `floor` is the precision floor.
  func text(floor: Double) -> String? {
    switch self {
    case .measured: nil
    case .atReferencePrecision: "at reference precision (≤ \(NumberFormat.shortest(floor)))"
    case .failed(let message): "failed: \(message)"
    case .doesNotShrink: "not an order: the error does not shrink with the frame (own time step or lag)"
    case .noPowerLaw(let rSquared): "not an order: no power law (R² \(NumberFormat.sig(rSquared, 2)))"
    case .measuredWhereStable(let longest):
      "fitted from 1/\(NumberFormat.shortest((1 / longest).rounded())) s on: unstable at longer frames (the run leaves 10× the distance)"
    case .unstable: "no order: unstable at every frame but at most one (the run leaves 10× the distance)"
    }
  }
}
