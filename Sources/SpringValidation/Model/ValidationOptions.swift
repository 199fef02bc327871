import WaveCore

/// What the validator runs over: springs, frame schedules, how exact the step must be, and which components are
/// angles.
public struct ValidationOptions: Sendable {
  /// The springs of checks 1, 2, 3 and 7.
  ///
  /// Default: ``ValidationSpring/standardGrid``. Finite stiffness only (a response of 0 snaps and is not stepped).
  public var springs: [ValidationSpring]
  /// The frame schedules: 60 Hz, 120 Hz and two irregular ones by default (a variable-refresh pattern and
  /// 60 Hz with ±30 % seeded jitter).
  public var schedules: [FrameSchedule]
  /// How many frame durations of each schedule single-step checks use (its first frames), ≥ 1.
  ///
  /// Default 3.
  public var stepFramesPerSchedule: Int
  /// How exact check 1 is.
  ///
  /// Default ``StepTolerance/exact``.
  public var stepTolerance: StepTolerance
  /// The components that are angles (a hue, a rotation), each with its period, stepped along the shortest arc
  /// and compared modulo the period (see ``PeriodicComponent``).
  ///
  /// Default: none. One entry per path; each must name a Float, Double or CGFloat component of the type, or
  /// the run stops with a set-up failure.
  public var periodicComponents: [PeriodicComponent]

  /// Options for a run; each default is the one its property names.
  public init(
    springs: [ValidationSpring] = ValidationSpring.standardGrid,
    schedules: [FrameSchedule] = ValidationOptions.standardSchedules,
    stepFramesPerSchedule: Int = 3,
    stepTolerance: StepTolerance = .exact,
    periodicComponents: [PeriodicComponent] = []
  ) {
    precondition(stepFramesPerSchedule >= 1, "stepFramesPerSchedule must be ≥ 1")
    self.springs = springs
    self.schedules = schedules
    self.stepFramesPerSchedule = stepFramesPerSchedule
    self.stepTolerance = stepTolerance
    self.periodicComponents = periodicComponents
  }

  /// 60 Hz, 120 Hz, `FrameSchedule.variableRefresh` and 60 Hz ± 30 % jitter (seed 7).
  public static let standardSchedules: [FrameSchedule] = [
    .fps(60), .fps(120), .variableRefresh, .jittered(fps: 60, amplitude: 0.3, seed: 7),
  ]
}
