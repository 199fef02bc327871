/// The engine's step on one spring at one frame rate.
public struct StabilityRow: Sendable {
  /// The spring's label; the frame rate, Hz.
  public let spring: String, fps: Double
  /// The spectral radius of the step matrix at `1/fps`, ≥ 0, and whether it is < 1.
  public let spectralRadius: Double, stable: Bool
  /// The lowest frame rate at which the step is stable, Hz: `1 / EulerStepMatrix.criticalFrameDuration`
  /// (the step is stable strictly above it).
  public let criticalFps: Double
  /// The equation's damping ratio c / (2√(k·m)) (after the rubberband), which sets the boundary.
  public let effectiveDampingRatio: Double
}
