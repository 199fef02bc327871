import WaveCore
import WaveNumerics

/// Max error against the right-hand side's evaluations per frame, on the report's focus spring at each schedule
/// (``ErrorCost``): the fixed-step methods at 1, 2, 4, 8 and 16 equal steps a frame, each run counted as it goes.
enum ErrorCostExperiment {
  /// Equal steps a frame, one point each: 1 … 16, doubling.
  static let substeps = [1, 2, 4, 8, 16]

  /// The methods drawn, at `substeps` steps a frame: the engine's step, explicit Euler, velocity Verlet, classical RK4,
  /// and GSL's rk4 (step doubling: 12 evaluations a step) and rk8pd one step of each per step.
  ///
  /// Six, so that one panel tells every series apart; implicit Euler is left out, as it evaluates nothing (its cost is
  /// a linear solve, at 0 on no log axis).
  static func methods(substeps n: Int) -> [any EvaluationCounting] {
    [
      EulerIntegrator(substeps: n), ExplicitEulerIntegrator(substeps: n), VelocityVerletIntegrator(substeps: n),
      FixedStepRK4Integrator(substeps: n), GSLIntegrator(step: .rk4, mode: .fixed(substeps: n)),
      GSLIntegrator(step: .rk8pd, mode: .fixed(substeps: n)),
    ]
  }

  /// Every method at every number of steps, on `spring` over its lifetime at each schedule (the accuracy rows'
  /// frames, ``AccuracyExperiment/Frames``), against the closed form there.
  ///
  /// - Parameters:
  ///   - spec: the spring (the report's focus).
  ///   - schedules: at least one.
  /// - Returns: One panel per schedule, one series per method.
  /// - Throws: ``SpringParameterError`` for a spring without a closed form.
  static func run(spring spec: SpringSpec, schedules: [ScheduleSpec]) throws -> ErrorCost {
    let spring = try spec.spring
    let panels = try schedules.map { schedule in
      let frames = try AccuracyExperiment.Frames(spring, on: schedule, velocity: 0)
      let runs = substeps.map { n in methods(substeps: n).map { point($0, frames: frames) } }
      let series = methods(substeps: 1).indices.map { index in
        ErrorCost.Series(
          integrator: IntegratorID(methods(substeps: 1)[index]), substeps: substeps,
          evaluationsPerFrame: runs.map { $0[index].evaluationsPerFrame },
          maxErrors: runs.map { $0[index].maxError })
      }
      return ErrorCost.Panel(schedule: schedule, series: series)
    }
    return ErrorCost(spring: spec, panels: panels)
  }

  /// One run of `method` over `frames`: its evaluations per frame and its max error (nil: failed, diverged or exact).
  static func point(_ method: any EvaluationCounting, frames: AccuracyExperiment.Frames) -> (
    evaluationsPerFrame: Double, maxError: Double?
  ) {
    let durations = frames.durations
    guard let counted = try? method.integrateCounting(frames.problem, frameDurations: durations) else {
      return (.nan, nil)
    }
    let perFrame = Double(counted.evaluations) / Double(max(1, durations.count))
    let values = counted.trajectory.values
    if values.contains(where: { Divergence.leavesBand($0, target: frames.problem.to, distance: frames.band) }) {
      return (perFrame, nil)
    }
    let error = zip(values, frames.exact.values).map { abs($0 - $1) / AccuracyExperiment.distance }.max() ?? 0
    return (perFrame, error > 0 ? error : nil)
  }
}
