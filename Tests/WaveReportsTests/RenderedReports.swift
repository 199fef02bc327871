@testable import WaveBench
@testable import WaveNumerics

/// Each report rendered from its experiment's result, as the suite renders it: what these tests inspect.
enum RenderedReports {
  static func accuracy(
    springs: [SpringSpec], schedules: [ScheduleSpec], integrators: [any TrajectoryIntegrator]
  ) throws -> ReportBundle {
    AccuracyReport.render(try AccuracyExperiment.run(springs: springs, schedules: schedules, integrators: integrators))
  }

  static func stability(springs: [SpringSpec]) throws -> ReportBundle {
    StabilityReport.render(try StabilityExperiment.run(springs: springs), springs: springs)
  }

  static func settling(schedules: [ScheduleSpec], marked: [SpringSpec] = []) throws -> ReportBundle {
    SettlingReport.render(try SettlingExperiment.run(schedules: schedules, marked: marked), schedules: schedules)
  }
}
