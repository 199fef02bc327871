import WaveAnalysis
import WaveCore
import WaveInputs

/// The engine step's stability: per spring and frame rate, the maps, and which presets fail where.
public enum StabilityExperiment {
  /// The frame rates of the table, Hz: film, the 30 Hz fallback, 48, 60, 90, 120, 144, 240.
  public static let rates: [Double] = [24, 30, 48, 60, 90, 120, 144, 240]
  /// The rates with a heat map, Hz.
  public static let mapRates: [Double] = [30, 60, 120]

  /// The upstream presets with the names the API gives them (response 0, `defaultNonAnimated`, has no step).
  public static let presets: [(name: String, spec: SpringSpec)] = [
    ("defaultInteractive", SpringSpec(dampingRatio: 0.8, response: 0.2)),
    ("defaultAnimated", SpringSpec(dampingRatio: 1.0, response: 0.82)),
  ]

  /// One row per spring × rate.
  public static func rows(springs: [SpringSpec], rates: [Double] = rates) throws -> [StabilityRow] {
    var rows: [StabilityRow] = []
    for spec in springs {
      let spring = try spec.makeSpring()
      let critical = 1 / EulerStepMatrix.criticalFrameDuration(of: spring)
      let k = Double(spring.stiffness), c = Double(spring.dampingCoefficient), m = Double(spring.mass)
      for fps in rates {
        let matrix = EulerStepMatrix(spring: spring, dt: 1 / fps)
        rows.append(
          StabilityRow(
            spring: spec.label, fps: fps, spectralRadius: matrix.spectralRadius, stable: matrix.isStable,
            criticalFps: critical, effectiveDampingRatio: c / (2 * (k * m).squareRoot())))
      }
    }
    return rows
  }
}
