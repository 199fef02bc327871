import WaveOutput

/// `settling.md`: the findings, a table per tabulated stepper, and the plots of a ``SettlingResult``.
enum SettlingMarkdown {
  /// The report; `plots` are the plot files' names, `arguments` the options that gave its inputs.
  static func render(_ result: SettlingResult, plots: [String], arguments: [String] = []) -> String {
    let intro =
      "The animator ends when its running time (counted from its first frame, as on Wave's main branch) reaches the spring's `settlingDuration` and sets the value to the target. *Measured* settle time: the first frame after which |x − target| ≤ 1e-4·|distance| for all later frames, from rest (up to a horizon of \(NumberFormat.sig(result.decayLengths, 3)) time constants of the slowest mode past the formula, at most \(NumberFormat.sig(result.maxHorizon, 3)) s); the exact solution is sampled every \(NumberFormat.sig(result.exactStep * 1000, 3)) ms. *Residual*: the distance left at the formula's time (what the snap jumps), in pt per 1000 pt; above \(SettlingFinding.perMille(result.band, 3)) the formula came too early."
    let tables = result.tabulated.map { stepper in
      Markdown.section(
        "\(stepper.name): measured / formula (residual at the formula's time, pt per 1000 pt)",
        table(result, stepper)) + "\n"
    }
    let body =
      tables.joined()
      + "Every schedule's numbers (\(result.steppers.map(\.name).joined(separator: ", "))) are in `settling.json`.\n\n"
      + Markdown.section(
        "Plots",
        "The ratio maps show measured / formula for every grid spring, one small multiple per stepper, on a "
          + "scale centred on 1: orange above 1 (the formula ends the animation too early, and the view snaps), "
          + "purple below 1 (the formula keeps a settled view animating); hatched cells never settle. The numbered "
          + "markers place the presets (filled) and the run's other springs (open) on the grid.\n\n")
    return Markdown.report(
      title: "Settling: does the settling duration hold, or will the view snap at the end?", intro: intro,
      findings: result.findings.map(\.text), body: body, plots: plots, topic: "settling", arguments: arguments)
  }

  /// ζ rows × response columns: measured / formula (or the status, or `never`) and the residual.
  static func table(_ result: SettlingResult, _ stepper: SettlingStepper) -> String {
    let rows = result.dampingRatios.map { zeta -> [String] in
      [NumberFormat.sig(zeta, 3)]
        + result.responses.map { response in
          guard let run = result.cell(dampingRatio: zeta, response: response)?.run(stepper) else { return "" }
          guard run.status.hasNumbers else { return run.status.name }
          let ratio = run.measuredOverFormula.map { NumberFormat.sig($0, 3) } ?? "never"
          return "\(ratio) (\(SettlingFinding.perMille(run.residualAtFormula, 2)))"
        }
    }
    return Markdown.table(
      ["ζ \\ response"] + result.responses.map { "\(NumberFormat.sig($0, 3)) s" }, rows,
      rightAligned: Set(1...result.responses.count))
  }
}
