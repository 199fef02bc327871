import Foundation
import WaveCore
import WaveInputs
import WaveOutput
import WaveVerification

/// The stability report: spectral radius per spring and rate, maps, presets (`stability.md`, `.json`, plots).
public enum StabilityReport {
  /// Renders the report for `springs` (the presets are always added).
  public static func make(springs: [SpringSpec], progress: (String) -> Void = { _ in }) throws -> ReportBundle {
    progress("stability")
    var all = StabilityExperiment.presets.map(\.spec)
    for spec in springs where !all.contains(spec) { all.append(spec) }
    let rows = try StabilityExperiment.rows(springs: all)
    let maps = StabilityExperiment.mapRates.map { StabilityMap.compute(fps: $0) }
    var files: [ReportFile] = []
    var plots: [String] = []
    for map in maps {
      let name = "stability-map-\(Int(map.fps))hz.svg"
      var heat = SVGHeatMap(
        title: "Engine step at \(Int(map.fps)) Hz: spectral radius over (response, ζ)", xLabel: "response (s)",
        yLabel: "damping ratio ζ", valueLabel: "spectral radius", columns: map.responses, rows: map.dampingRatios,
        values: map.spectralRadius.map { $0.map { Optional($0) } })
      heat.colorRange = 0...1
      heat.threshold = 1
      heat.thresholdLabel = "≥ 1: diverges"
      heat.logColumns = true
      heat.logRows = true
      heat.overlays = [("boundary, m = 1, no rubberband", map.boundaryResponse, map.dampingRatios)]
      files.append(ReportFile(name, heat.rendered()))
      plots.append(name)
    }
    let presetLines = StabilityExperiment.presets.map { preset -> String in
      let mine = rows.filter { $0.spring == preset.spec.label }
      let failing = mine.filter { !$0.stable }.map { "\(NumberFormat.sig($0.fps, 4)) Hz" }
      let critical = mine.first?.criticalFps ?? .nan
      return "`\(preset.name)` (\(preset.spec.label)) is stable above \(NumberFormat.sig(critical, 4)) Hz"
        + (failing.isEmpty
          ? "; it survives every rate in the table." : "; it diverges at \(failing.joined(separator: ", ")).")
    }
    let unstable = rows.filter { !$0.stable }
    var findings = presetLines
    let thirty = unstable.filter { $0.fps == 30 }.map(\.spring)
    findings.append(
      thirty.isEmpty
        ? "Every spring here is stable at 30 Hz."
        : "At 30 Hz (a common fallback rate), \(thirty.count) of \(all.count) springs diverge: \(thirty.joined(separator: ", "))."
    )
    var md = "# Stability: which springs the engine's step can run, at which frame rates\n\n"
    md +=
      "One frame of the engine's semi-implicit Euler is the linear map M = [[1 − k·h²/m, h·(1 − c·h/m)], [−k·h/m, 1 − c·h/m]] on (displacement, velocity). The animation converges iff its spectral radius ρ (largest eigenvalue modulus) is < 1, i.e. ω0·h < 2(√(ζ² + 1) − ζ) with ω0 = √(k/m) and ζ = c/(2√(k·m)) the equation's damping ratio (after the rubberband). *Stable above* is 1/h at that bound.\n\n"
    md += "## Key findings\n\n" + findings.map { "- " + $0 }.joined(separator: "\n") + "\n\n"
    md += "## Spectral radius per spring and frame rate\n\n"
    let rates = StabilityExperiment.rates
    var table: [[String]] = []
    for spec in all {
      let mine = rows.filter { $0.spring == spec.label }
      table.append(
        [spec.label, NumberFormat.sig(mine.first?.effectiveDampingRatio, 3), NumberFormat.sig(mine.first?.criticalFps, 4)]
          + rates.map { rate in
            guard let row = mine.first(where: { $0.fps == rate }) else { return "" }
            return row.stable
              ? NumberFormat.fixed(row.spectralRadius, 3) : "**\(NumberFormat.fixed(row.spectralRadius, 3)) diverges**"
          })
    }
    md += Markdown.table(
      ["spring", "effective ζ", "stable above (Hz)"] + rates.map { "\(NumberFormat.sig($0, 4)) Hz" }, table,
      rightAligned: Set(1..<(rates.count + 3)))
    md += "\n## Stability boundary in (ζ, response)\n\n"
    md += "For mass 1 without the rubberband a spring is stable iff response > π·h·(√(ζ² + 1) + ζ):\n\n"
    let zetas = [0.05, 0.3, 0.5, 0.8, 1.0, 1.5, 2.0, 3.0]
    md += Markdown.table(
      ["ζ"] + StabilityExperiment.rates.map { "min response at \(NumberFormat.sig($0, 4)) Hz (s)" },
      zetas.map { z in
        [NumberFormat.sig(z, 3)]
          + StabilityExperiment.rates.map {
            NumberFormat.fixed(StabilityMap.boundaryResponse(dampingRatio: z, dt: 1 / $0), 4)
          }
      }, rightAligned: Set(0...StabilityExperiment.rates.count))
    md +=
      "\nThe maps below colour ρ for springs as the engine builds them (response initializer, rubberband included); red cells diverge; the dashed line is the boundary above without the rubberband (the rubberband lowers the damping of stiff, well-damped springs, which moves their boundary).\n\n"
    md += plots.map { "![\($0)](\($0))" }.joined(separator: "\n\n") + "\n"
    md += "\nRegenerate: `swift run -c release wave-bench stability` (or `wave-bench` for every report).\n"
    let json = JSONValue.object(
      ReportHeader.members(report: "stability") + [
        ("rates", .array(rates.map(JSONValue.number))),
        (
          "rows",
          .array(
            rows.map {
              .object([
                ("spring", .string($0.spring)), ("fps", .number($0.fps)),
                ("spectralRadius", .finite($0.spectralRadius)),
                ("stable", .bool($0.stable)), ("criticalFps", .finite($0.criticalFps)),
                ("effectiveDampingRatio", .finite($0.effectiveDampingRatio)),
              ])
            })
        ),
        (
          "maps",
          .array(
            maps.map {
              .object([
                ("fps", .number($0.fps)), ("dampingRatios", .array($0.dampingRatios.map(JSONValue.number))),
                ("responses", .array($0.responses.map(JSONValue.number))),
                ("spectralRadius", .array($0.spectralRadius.map { .array($0.map(JSONValue.finite)) })),
                ("boundaryResponse", .array($0.boundaryResponse.map(JSONValue.finite))),
              ])
            })
        ),
      ])
    files.insert(ReportFile("stability.md", md), at: 0)
    files.insert(ReportFile("stability.json", json.serialized() + "\n"), at: 1)
    return ReportBundle(topic: "stability", files: files, summary: findings)
  }
}
