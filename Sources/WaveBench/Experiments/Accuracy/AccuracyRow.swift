/// The accuracy of one integrator on one spring and one frame schedule, against the closed form, over the
/// animator's lifetime: frame 0 (rest at 0) to the first frame whose time less the first frame's is ≥ the
/// spring's settling duration (upstream main's count, ``AccuracyExperiment/lifetime(_:on:maxFrames:)``)
/// (travel 0 → ``AccuracyExperiment/distance``).
///
/// Fractions are of the travel distance; nil where the run has no numbers (``RunStatus/hasNumbers``) or the quantity
/// does not apply.
struct AccuracyRow: Sendable {
  /// The spring, the schedule, the integrator.
  let spring: SpringSpec, schedule: ScheduleSpec, integrator: IntegratorID
  /// The status of the run.
  let status: RunStatus
  /// Frames stepped; the time of the last one, s.
  let frames: Int, horizon: Double
  /// max |x − x_exact| / |distance| over the frames, and the root mean square of the same; ≥ 0.
  let maxError: Double?, rmsError: Double?
  /// The largest overshoot past the target over the frames, as a fraction of the distance (0 when the run
  /// never passes the target), and the time of that frame, s (nil without overshoot).
  let overshoot: Double?, peakTime: Double?
  /// The exact solution's first (largest) overshoot and its time, continuous: `π/ωd` for an underdamped
  /// equation (overshoot `e^{−γπ/ωd}` from rest), 0 and nil otherwise.
  let exactOvershoot: Double, exactPeakTime: Double?
  /// The least-squares time shift against the exact solution (``TimeLead``), in frames of the schedule's
  /// median duration: > 0 leads, < 0 lags.
  let timeLeadFrames: Double?
  /// |x − target| at the last frame (where the animator snaps to the target), in points per 1000 points of
  /// travel.
  let snapPer1000: Double?
  /// The engine's step only: the largest spectral radius of the step matrix over the run's frame durations
  /// (a hitch's long frame included; the status looks at the median frame).
  let spectralRadius: Double?
  /// The engine's step only: the effective spring at the schedule's median frame duration
  /// (``EulerStepMatrix/effectiveSpring``): ζ, response in s.
  let effectiveDampingRatio: Double?, effectiveResponse: Double?
  /// The evaluations of the right-hand side f(t, y) the run made over its ``frames``, counted as it made them
  /// (``EvaluationCounting``), ≥ 0; nil for an integrator that does not count them (a closed form, `fluid`) or a run
  /// that threw.
  let evaluations: Int?

  /// ``evaluations`` per frame stepped, ≥ 0; nil where ``evaluations`` is nil or no frame was stepped.
  var evaluationsPerFrame: Double? {
    guard let evaluations, frames > 0 else { return nil }
    return Double(evaluations) / Double(frames)
  }

  init(
    spring: SpringSpec, schedule: ScheduleSpec, integrator: IntegratorID, status: RunStatus, frames: Int,
    horizon: Double,
    maxError: Double?, rmsError: Double?, overshoot: Double?, peakTime: Double?, exactOvershoot: Double,
    exactPeakTime: Double?, timeLeadFrames: Double?, snapPer1000: Double?, spectralRadius: Double?,
    effectiveDampingRatio: Double?, effectiveResponse: Double?, evaluations: Int? = nil
  ) {
    self.spring = spring
    self.schedule = schedule
    self.integrator = integrator
    self.status = status
    self.frames = frames
    self.horizon = horizon
    self.maxError = maxError
    self.rmsError = rmsError
    self.overshoot = overshoot
    self.peakTime = peakTime
    self.exactOvershoot = exactOvershoot
    self.exactPeakTime = exactPeakTime
    self.timeLeadFrames = timeLeadFrames
    self.snapPer1000 = snapPer1000
    self.spectralRadius = spectralRadius
    self.effectiveDampingRatio = effectiveDampingRatio
    self.effectiveResponse = effectiveResponse
    self.evaluations = evaluations
  }
}
