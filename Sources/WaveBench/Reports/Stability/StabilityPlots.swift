import WaveOutput

/// The stability heat maps: one SVG per ``StabilityMap`` of a ``StabilityResult``, on a calm scale (ρ → 1
/// is slow but safe, drawn pale), the unstable region in its own colour, the presets and the springs asked
/// for marked.
enum StabilityPlots {
  /// `stability-map-<fps>hz.svg`.
  static func fileName(_ map: StabilityMap) -> String { "stability-map-\(Int(map.fps))hz.svg" }

  /// One file per map, in the result's order.
  static func render(_ result: StabilityResult) -> [ReportFile] {
    result.maps.map { map in
      var heat = SVGHeatMap(
        title: "Engine step at \(Int(map.fps)) Hz: spectral radius ρ over (response, ζ)", xLabel: "response (s)",
        yLabel: "damping ratio ζ", valueLabel: "ρ: deep = decays fast, pale = slow",
        columns: map.responses, rows: map.dampingRatios, values: map.spectralRadius.map { $0.map { Optional($0) } })
      heat.colorScale = .calm(0...1)
      heat.threshold = 1
      heat.thresholdLabel = "ρ ≥ 1: \(RunStatus.unstable.name)"
      heat.logColumns = true
      heat.logRows = true
      heat.width = 900
      heat.overlays = [("boundary, m = 1, no rubberband", map.boundaryResponse, map.dampingRatios)]
      // A spring another engine runs is marked stepped as Wave would, its ρ without a verdict word.
      heat.markers = result.marked.map { marked in
        let rate = result.spectralRadius(of: marked.spec, fps: map.fps)
        let verdict = { (rate: StabilityAtRate) in
          rate.stable || !marked.spec.runsOnWave ? "" : ", \(RunStatus.unstable.name)"
        }
        let radius = rate.map { ": ρ \(NumberFormat.sig($0.spectralRadius, 3))\(verdict($0))" } ?? ""
        let name = marked.spec.runsOnWave ? marked.name : "\(marked.name), \(SteppedAsWave.words)"
        return SVGHeatMap.Marker(
          name: name + radius, x: marked.response, y: marked.dampingRatio, isPreset: marked.isPreset,
          value: rate?.spectralRadius)
      }
      return ReportFile(fileName(map), heat.rendered())
    }
  }
}
