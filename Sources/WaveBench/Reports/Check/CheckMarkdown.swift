import WaveOutput

/// `check --format markdown`: a summary table (one row per spring), then each spring's runs, failures and
/// recommendation.
enum CheckMarkdown {
  static func render(_ result: CheckResult) -> String {
    let o = result.options
    var out = "# Spring check\n\n**\(CheckWords.summary(result))**\n\n"
    out +=
      "Schedules: \(o.schedules.map { "`\($0.name)`" }.joined(separator: ", ")) (main rate: `\(o.main.name)`, the look a recommendation keeps). Travel: \(o.travelText) pt\(o.velocities.map { ", released at \($0.label) pt/s" } ?? " from rest (a spring made for gestures: over every fling)"). Fail on: \(CheckWords.rules(o)).\n\n"
    if let configurations = CheckWords.configurations(o) {
      out += configurations.prefix(1).uppercased() + configurations.dropFirst() + ".\n\n"
    }
    if let retargets = CheckWords.retargets(o) {
      out += retargets.prefix(1).uppercased() + retargets.dropFirst() + ".\n\n"
    }
    out += Markdown.table(
      ["spring", "verdict", "stable from Hz", "worst error pt", "worst snap pt", "recommendation", "look change"],
      result.springs.map { s in
        [
          s.spec.title, s.passed ? "pass" : "**fail**", NumberFormat.sig(s.lowestSafeRate, 4),
          worst(s.runs.map(\.maxError)), worst(s.runs.map(\.snap)),
          s.recommendation.map { CheckWords.springText($0.spec) }
            ?? (s.passed ? "" : s.searchStopped ? "not searched to the end" : "none found"),
          s.recommendation.map {
            NumberFormat.percent($0.lookChange.largestDistance) + " of the travel"
              + ($0.lookChange.isLarge ? " (large)" : "")
          } ?? "",
        ]
      }, rightAligned: [2, 3, 4])
    out +=
      "\n" + CheckWords.legend
      + [CheckWords.closedFormLegend(result), CheckWords.releaseLegend(result)].compactMap { $0 }.map { " " + $0 }
      .joined()
      + " A number that cannot be measured fails any rule on it.\n"
    if !o.unresolved.isEmpty {
      out += "\n## Not checked\n\nSpring calls the scan found but could not check, and source it did not read.\n\n"
      out += Markdown.table(
        ["where", "call", "why"],
        o.unresolved.map {
          [
            "`\($0.origin.position)`", $0.origin.call.isEmpty ? "— (source not read)" : "`\($0.origin.printableCall)`",
            $0.printableReason,
          ]
        })
    }
    for s in result.springs {
      out += "\n## \(s.spec.title): \(s.passed ? "pass" : "fail")\n\n"
      if let origin = s.spec.origin { out += "`\(origin.position)`: `\(origin.printableCall)`.\n\n" }
      if let judged = CheckWords.judged(s, options: o) { out += "Spring \(judged).\n\n" }
      guard !s.spec.isInstant else {
        out += CheckWords.instant(s.spec) + ".\n"
        continue
      }
      if !s.failsPlausibility { out += s.hints.map { "Hint: \($0.message).\n\n" }.joined() }
      if let settings = CheckWords.settings(s.spec) {
        out += settings.prefix(1).uppercased() + settings.dropFirst() + ".\n\n"
      }
      if let releases = CheckWords.releases(s) {
        out += releases.prefix(1).uppercased() + releases.dropFirst() + ".\n\n"
      }
      let velocities = !s.releases.velocities.isRest
      let table = CheckText.table(s.worstRuns, wide: true, velocities: velocities)
      out += Markdown.table(table.header, table.rows, rightAligned: Set((velocities ? 1 : 2)..<table.header.count))
      let failures =
        s.worstRuns.flatMap { run in
          run.failures.map { (s.isSilenced($0) ? "-" : "✗") + " " + CheckWords.failure($0, run: run, spring: s) }
        } + (s.failsPlausibility ? [(s.plausibilitySilenced ? "- " : "✗ ") + CheckWords.plausibility(s)] : [])
      if !failures.isEmpty { out += "\n" + failures.map { "- \($0)\n" }.joined() }
      if let r = s.recommendation {
        out += "\n**Recommendation:** " + CheckWords.recommendation(r).joined(separator: "; ") + ".\n"
      } else if !s.passed {
        out += "\n" + CheckWords.noRecommendation(s) + ".\n"
      }
    }
    return out
  }

  /// The largest of the numbers, or "—" when a run has none (its rules fail).
  private static func worst(_ values: [Double?]) -> String {
    values.contains(where: { $0 == nil }) ? "—" : NumberFormat.sig(values.compactMap { $0 }.max())
  }
}
