import WaveCore
import WaveNumerics

/// What the engine's step does to one spring at one constant frame rate: the `euler` object of
/// `wave-bench spring … --fps F`.
struct EulerSummary: Sendable {
  /// The frame rate, Hz (finite, > 0).
  let fps: Double
  /// Whether the step matrix contracts (spectral radius < 1), and the radius.
  let stable: Bool, spectralRadius: Double
  /// The measured settle time from rest at this rate, s (``SettleTime``); nil when it never settles.
  let settleTime: Double?
  /// |x − target| / |distance| on the frame the animator snaps (the first whose time less the first frame's
  /// is ≥ the settling duration, as upstream main counts it); nil when the run diverged.
  let residualAtSettlingDuration: Double?
  /// The effective spring of the step (``EulerStepMatrix/effectiveSpring``): ζ and response, s; nil when it
  /// has none (an eigenvalue ≤ 0).
  let effectiveDampingRatio: Double?, effectiveResponse: Double?
  /// The least-squares time lead over the animator's lifetime, in frames (``TimeLead``); nil unless the run's
  /// status is ok (a lead of a run that grows says nothing about timing).
  let timeLeadFrames: Double?

  /// Computes the summary.
  ///
  /// - Throws: ``SpringParameterError`` for a spring without an equation (response 0).
  static func compute(_ spring: Spring, fps: Double) throws -> EulerSummary {
    let schedule = ScheduleSpec.fps(fps)
    let matrix = EulerStepMatrix(spring: spring, dt: 1 / fps)
    let settle = SettlingExperiment.eulerRun(spring, on: schedule)
    let row = try AccuracyExperiment.row(
      spec: SpringSpec(dampingRatio: Double(spring.dampingRatio), response: Double(spring.response)),
      spring: spring, schedule: schedule, integrator: EulerIntegrator())
    let effective = matrix.effectiveSpring
    return EulerSummary(
      fps: fps, stable: matrix.isStable, spectralRadius: matrix.spectralRadius, settleTime: settle.settleTime,
      residualAtSettlingDuration: settle.residualAtFormula, effectiveDampingRatio: effective?.dampingRatio,
      effectiveResponse: effective?.response, timeLeadFrames: row.status == .ok ? row.timeLeadFrames : nil)
  }
}
