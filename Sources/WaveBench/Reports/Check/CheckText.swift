import WaveOutput

/// What `wave-bench check` prints by default: per spring a verdict line, a table of its runs, its failures
/// and its recommendation; a summary line last.
enum CheckText {
  static func render(_ result: CheckResult) -> String {
    let o = result.options
    var out =
      "check: \(o.springs.count) spring\(o.springs.count == 1 ? "" : "s") on \(o.schedules.map(\.name).joined(separator: ", ")); travel \(o.travelText) pt; fail on \(CheckWords.rules(o))\n"
    out += "main rate: \(o.main.name) (the look a recommendation keeps)\n"
    if let configurations = CheckWords.configurations(o) { out += configurations + "\n" }
    if let retargets = CheckWords.retargets(o) { out += retargets + "\n" }
    for spring in result.springs {
      guard !spring.spec.isInstant else {
        out += "\nPASS \(spring.spec.title): \(CheckWords.instant(spring.spec))\n"
        continue
      }
      let travel = o.travelText(for: spring.spec)
      let verdict = spring.passed ? "PASS" : "FAIL"
      let judged = CheckWords.judged(spring, options: o).map { " \($0);" } ?? ""
      let held =
        !spring.passed || spring.rules.isEmpty
        ? "" : spring.hasSilencedFailures ? " every rule not silenced holds;" : " every rule holds on every schedule;"
      out +=
        "\n\(verdict) \(spring.spec.title):\(judged)\(held) \(CheckWords.stability(spring))"
        + (travel == o.travelText ? "" : "; travel \(travel) pt") + "\n"
      if let settings = CheckWords.settings(spring.spec) { out += "  \(settings)\n" }
      if !spring.failsPlausibility { out += spring.hints.map { "  hint: \($0.message)\n" }.joined() }
      if let releases = CheckWords.releases(spring) { out += "  \(releases)\n" }
      out += indent(table(spring.worstRuns, velocities: !spring.releases.velocities.isRest).rendered())
      for run in spring.worstRuns {
        for failure in run.failures {
          out +=
            (spring.isSilenced(failure) ? "  - " : "  ✗ ") + CheckWords.failure(failure, run: run, spring: spring)
            + "\n"
        }
      }
      if spring.failsPlausibility {
        out += (spring.plausibilitySilenced ? "  - " : "  ✗ ") + CheckWords.plausibility(spring) + "\n"
      }
      if let r = spring.recommendation {
        out += CheckWords.recommendation(r).enumerated().map {
          "  \($0.offset == 0 ? "→" : " ") \($0.element)\n"
        }.joined()
      } else if !spring.passed {
        out += "  → \(CheckWords.noRecommendation(spring))\n"
      }
    }
    let placed = CheckDiagnostic.all(result).filter { $0.origin != nil }
    if !placed.isEmpty {
      out += "\nIn the source (as a compiler reports them):\n" + placed.map { $0.compilerLine + "\n" }.joined()
    }
    let closedForm =
      [CheckWords.closedFormLegend(result), CheckWords.releaseLegend(result)].compactMap { $0 }.map { " " + $0 }
      .joined()
    return out + "\n" + CheckWords.legend + closedForm + " " + narrowNote + "\n\n" + CheckWords.summary(result) + "\n"
  }

  /// What the text table leaves out, and where it is.
  static let narrowNote =
    "glitch, measured/formula and the step's ζ and response: in --format markdown or json (this table fits 100 columns)."

  /// The table of one spring's runs: every number as measured, `—` where the run has none.
  ///
  /// - Parameters:
  ///   - runs: the spring's runs, one row each.
  ///   - wide: with measured/formula and the step's ζ and response (Markdown); without, the table fits 100 columns
  ///     for a schedule name of up to 20 characters (the terminal's text).
  ///   - velocities: with a column of each run's release velocity (the worst of its schedule's).
  /// - Returns: The table, header first.
  static func table(_ runs: [CheckRun], wide: Bool = false, velocities: Bool = false) -> TextTable {
    let narrow =
      ["schedule"] + (velocities ? ["worst at pt/s"] : [])
      + ["status", "ρ", "max error pt", "snap pt", "judder pt", "settles s", "formula s"]
    let extra = ["glitch pt", "measured/formula", "step's ζ", "step's response s"]
    var table = TextTable(
      header: narrow + (wide ? extra : []),
      rightAligned: Set((velocities ? [1] : []) + Array((narrow.count - 6)..<(narrow.count + (wide ? extra.count : 0))))
    )
    for run in runs {
      table.add(
        [run.schedule.name] + (velocities ? [NumberFormat.shortest(run.velocity)] : []) + [
          run.status.name, NumberFormat.sig(run.spectralRadius, 4), NumberFormat.sig(run.maxError),
          NumberFormat.sig(run.snap), NumberFormat.sig(run.judder), NumberFormat.sig(run.settleTime),
          NumberFormat.sig(run.formulaTime),
        ]
          + (wide
            ? [
              NumberFormat.sig(run.glitch), NumberFormat.sig(run.settleRatio),
              run.look.isEffective ? NumberFormat.sig(run.look.dampingRatio) : "—",
              run.look.isEffective ? NumberFormat.sig(run.look.response) : "—",
            ] : []))
    }
    return table
  }

  private static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(
      separator: "\n")
  }
}
