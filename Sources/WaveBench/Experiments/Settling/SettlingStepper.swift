/// What a settle time is measured on: the exact solution, or the engine's step on a frame schedule.
enum SettlingStepper: Sendable, Equatable {
  /// The exact solution, sampled every ``SettlingExperiment/exactStep``.
  case exact
  /// The engine's step (``EulerIntegrator``) on the schedule.
  case engine(ScheduleSpec)

  /// `exact` or the schedule's name: what tables, JSON and file names show.
  var name: String {
    switch self {
    case .exact: "exact"
    case .engine(let schedule): schedule.name
    }
  }
}
