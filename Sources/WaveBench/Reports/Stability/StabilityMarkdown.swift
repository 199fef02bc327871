import WaveOutput

/// `stability.md`: the findings, the spectral-radius table, the boundary table and the maps of a
/// ``StabilityResult``.
enum StabilityMarkdown {
  /// The report; `plots` are the plot files' names, `arguments` the options that gave its inputs.
  static func render(_ result: StabilityResult, plots: [String], arguments: [String] = []) -> String {
    let intro =
      "One frame of the engine's semi-implicit Euler is the linear map M = [[1 − k·h²/m, h·(1 − c·h/m)], [−k·h/m, 1 − c·h/m]] on (displacement, velocity). The animation converges iff its spectral radius ρ (largest eigenvalue modulus) is < 1, i.e. ω0·h < 2(√(ζ² + 1) − ζ) with ω0 = √(k/m) and ζ = c/(2√(k·m)) the equation's damping ratio (after the rubberband). *Stable above* is 1/h at that bound."
    let steppedAsWave = result.steppedAsWave
    let body =
      Markdown.section(
        SteppedAsWave.heading("Spectral radius per spring and frame rate", springs: steppedAsWave),
        intro: SteppedAsWave.note(steppedAsWave), radiusTable(result)) + "\n"
      + Markdown.section(
        "Stability boundary in (ζ, response)",
        intro: "For mass 1 without the rubberband a spring is stable iff response > π·h·(√(ζ² + 1) + ζ):",
        boundaryTable(result))
      + "\nThe maps below colour ρ for springs as the engine builds them (response initializer, rubberband included): deep blue decays fast, pale is slow but safe (ρ → 1), red cells are unstable (ρ ≥ 1: the motion grows every frame); the dashed line is the boundary above without the rubberband (the rubberband lowers the damping of stiff, well-damped springs, which moves their boundary). The numbered markers are the presets (filled) and the other springs of this report (open), each with its ρ at the map's rate\(steppedAsWave.isEmpty ? "" : " (a spring another engine runs, \(SteppedAsWave.words))").\n\n"
    return Markdown.report(
      title: "Stability: which springs the engine's step can run, at which frame rates", intro: intro,
      findings: result.findings.map(\.text), body: body, plots: plots, topic: "stability", arguments: arguments)
  }

  /// One row per spring: the key columns first (the spring, the rate it needs), then ρ at every rate, then the
  /// equation's ζ; a spring another engine runs is titled stepped as Wave would, its ρ without a verdict word.
  static func radiusTable(_ result: StabilityResult) -> String {
    let table = result.rows.map { row in
      [SteppedAsWave.title(row.spec), NumberFormat.sig(row.criticalFps, 4)]
        + row.rates.map {
          $0.stable || !row.spec.runsOnWave
            ? NumberFormat.fixed($0.spectralRadius, 3)
            : "**\(NumberFormat.fixed($0.spectralRadius, 3)) \(RunStatus.unstable.name)**"
        } + [NumberFormat.sig(row.effectiveDampingRatio, 3)]
    }
    return Markdown.table(
      ["spring", "stable above (Hz)"] + result.rates.map { "\(NumberFormat.sig($0, 4)) Hz" } + ["equation's ζ"], table,
      rightAligned: Set(1..<(result.rates.count + 3)))
  }

  static func boundaryTable(_ result: StabilityResult) -> String {
    Markdown.table(
      ["ζ"] + result.rates.map { "min response at \(NumberFormat.sig($0, 4)) Hz (s)" },
      result.boundary.map { row in
        [NumberFormat.sig(row.dampingRatio, 3)] + row.minResponse.map { NumberFormat.fixed($0, 4) }
      }, rightAligned: Set(0...result.rates.count))
  }
}
