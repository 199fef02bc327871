import WaveVerification

/// The stability heat maps: one SVG per ``StabilityMap`` of a ``StabilityResult``.
enum StabilityPlots {
  /// `stability-map-<fps>hz.svg`.
  static func fileName(_ map: StabilityMap) -> String { "stability-map-\(Int(map.fps))hz.svg" }

  /// One file per map, in the result's order.
  static func render(_ result: StabilityResult) -> [ReportFile] {
    result.maps.map { map in
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
      return ReportFile(fileName(map), heat.rendered())
    }
  }
}
