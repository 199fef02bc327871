import WaveCore

/// The engine step's stability: per spring and frame rate, the maps, and which presets fail where.
enum StabilityExperiment {
  /// The frame rates of the table, Hz: film, the 30 Hz fallback, 48, 60, 90, 120, 144, 240.
  static let rates: [Double] = [24, 30, 48, 60, 90, 120, 144, 240]
  /// The rates with a heat map, Hz.
  static let mapRates: [Double] = [30, 60, 120]
  /// The common fallback rate the findings single out, Hz.
  static let fallbackRate: Double = 30
  /// The damping ratios of the boundary table.
  static let boundaryDampingRatios: [Double] = [0.05, 0.3, 0.5, 0.8, 1.0, 1.5, 2.0, 3.0]

  /// The upstream presets with the names the API gives them (response 0, `defaultNonAnimated`, has no step), as
  /// ``SpringSpec/documented`` holds them: `defaultInteractive`, made for gestures, is fixed as `check` fixes it, over
  /// every fling.
  static let presets: [(name: String, spec: SpringSpec)] = [
    ("defaultInteractive", SpringSpec.documented[0]), ("defaultAnimated", SpringSpec.documented[1]),
  ]

  /// The whole report: the presets and `springs` (each must build) at every rate, the boundary, the maps,
  /// the findings; a finding's fix is checked on `schedules` (the run's) and the rate it names.
  ///
  /// `progress` gets a line per spring whose fix is searched.
  ///
  /// - Throws: ``SpringParameterError`` for a spring that does not build.
  static func run(
    springs: [SpringSpec], checkedAs base: CheckSetup = .reports(on: ScheduleSpec.standard),
    progress: (String) -> Void = { _ in }
  ) throws -> StabilityResult {
    var all = presets.map(\.spec)
    for spec in springs where !all.contains(spec) { all.append(spec) }
    let rows = try rows(springs: all)
    let boundary = boundaryDampingRatios.map { zeta in
      StabilityBoundaryRow(
        dampingRatio: zeta, minResponse: rates.map { StabilityMap.boundaryResponse(dampingRatio: zeta, dt: 1 / $0) })
    }
    return StabilityResult(
      rates: rates, rows: rows, boundary: boundary, maps: mapRates.map { StabilityMap.compute(fps: $0) },
      marked: try MarkedSpring.list(springs: springs),
      findings: try StabilityFinding.findings(
        rows: rows, presets: presets, fallbackRate: fallbackRate, checkedAs: base, progress: progress))
  }

  /// One row per spring, each with every rate.
  static func rows(springs: [SpringSpec], rates: [Double] = rates) throws -> [StabilityRow] {
    try springs.map { spec in
      let spring = try spec.spring
      let k = Double(spring.stiffness)
      let c = Double(spring.dampingCoefficient)
      let m = Double(spring.mass)
      return StabilityRow(
        spec: spec, effectiveDampingRatio: c / (2 * (k * m).squareRoot()),
        criticalFps: 1 / EulerStepMatrix.criticalFrameDuration(of: spring),
        rates: rates.map { fps in
          let matrix = EulerStepMatrix(spring: spring, dt: 1 / fps)
          return StabilityAtRate(fps: fps, spectralRadius: matrix.spectralRadius, stable: matrix.isStable)
        })
    }
  }
}
