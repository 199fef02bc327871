import Foundation
import WaveAnalysis
import WaveCore
import WaveInputs
import WaveIntegrators
import WaveReference

/// Every integrator against the closed form, per spring × schedule (``AccuracyRow``).
public enum AccuracyExperiment {
  /// The travel of every accuracy run, points: 0 → 1000 from rest (so "per 1000 pt" numbers read directly).
  public static let distance = 1000.0

  /// The problem every run solves for `spring`: 0 → ``distance`` from rest.
  public static func problem(_ spring: Spring) -> SpringProblem {
    SpringProblem(spring: spring, from: 0, to: distance)
  }

  /// The frame durations of the animator's lifetime on `schedule`: up to the first frame whose time (the
  /// running sum) is ≥ the settling duration.
  public static func lifetime(_ spring: Spring, on schedule: ScheduleSpec) -> [Double] {
    schedule.durations(covering: spring.settlingDuration)
  }

  /// One row per spring × schedule × integrator, in that nesting order.
  ///
  /// - Parameters:
  ///   - integrators: usually ``IntegratorCatalogue/verified``.
  ///   - progress: called once per spring with a short line.
  /// - Throws: ``SpringParameterError`` for a spring that cannot be built.
  public static func run(
    springs: [SpringSpec], schedules: [ScheduleSpec], integrators: [any TrajectoryIntegrator],
    progress: (String) -> Void = { _ in }
  ) throws -> [AccuracyRow] {
    var rows: [AccuracyRow] = []
    for (index, spec) in springs.enumerated() {
      progress("accuracy \(index + 1)/\(springs.count): \(spec.label)")
      let spring = try spec.makeSpring()
      for schedule in schedules {
        for integrator in integrators {
          rows.append(try row(spec: spec, spring: spring, schedule: schedule, integrator: integrator))
        }
      }
    }
    return rows
  }

  /// The row of one spring, schedule and integrator.
  public static func row(
    spec: SpringSpec, spring: Spring, schedule: ScheduleSpec, integrator: any TrajectoryIntegrator
  ) throws -> AccuracyRow {
    let problem = problem(spring)
    let durations = lifetime(spring, on: schedule)
    let oscillator = DampedOscillator(try OscillatorParameters(spring))
    let exact = try ExactIntegrator().integrate(problem, frameDurations: durations)
    let peak = exactPeak(oscillator)
    let isEngine = integrator.name == IntegratorCatalogue.engineStepName
    let median = schedule.medianDuration()
    let radius = isEngine ? Set(durations).map { EulerStepMatrix(spring: spring, dt: $0).spectralRadius }.max() : nil
    let effective = isEngine ? EulerStepMatrix(spring: spring, dt: median).effectiveSpring : nil

    var status = RunStatus.ok
    var trajectory = Trajectory()
    do {
      trajectory = try integrator.integrate(problem, frameDurations: durations)
    } catch {
      status = .failed(String(describing: error))
    }
    if status == .ok {
      let band = RunStatus.divergenceFactor * distance
      if !trajectory.values.allSatisfy({ $0.isFinite && abs($0 - problem.to) <= band }) {
        status = .diverged
      } else if isEngine, EulerStepMatrix(spring: spring, dt: median).spectralRadius >= 1 {
        // At the typical frame: a single long frame (a hitch) above 1 amplifies once, it does not diverge.
        status = .unstable
      }
    }
    func make(_ numbers: Bool) -> AccuracyRow {
      guard numbers else {
        return AccuracyRow(
          spring: spec.label, schedule: schedule.name, integrator: integrator.name, status: status,
          frames: durations.count, horizon: exact.times.last ?? 0, maxError: nil, rmsError: nil, overshoot: nil,
          peakTime: nil, exactOvershoot: peak.overshoot, exactPeakTime: peak.time, timeLeadFrames: nil,
          snapPer1000: nil, spectralRadius: radius, effectiveDampingRatio: effective?.dampingRatio,
          effectiveResponse: effective?.response)
      }
      let errors = zip(trajectory.values, exact.values).map { abs($0 - $1) / distance }
      let rms = (errors.map { $0 * $0 }.reduce(0, +) / Double(errors.count)).squareRoot()
      var overshoot = 0.0
      var peakTime: Double?
      for (t, x) in zip(trajectory.times, trajectory.values) where (x - problem.to) / distance > overshoot {
        overshoot = (x - problem.to) / distance
        peakTime = t
      }
      let lead = TimeLead.seconds(
        times: trajectory.times, values: trajectory.values, oscillator: oscillator, problem: problem)
      let snap = abs(trajectory.values[trajectory.count - 1] - problem.to) / distance * 1000
      return AccuracyRow(
        spring: spec.label, schedule: schedule.name, integrator: integrator.name, status: status,
        frames: durations.count, horizon: exact.times.last ?? 0, maxError: errors.max(), rmsError: rms,
        overshoot: overshoot, peakTime: peakTime, exactOvershoot: peak.overshoot, exactPeakTime: peak.time,
        timeLeadFrames: lead.map { $0 / median }, snapPer1000: snap, spectralRadius: radius,
        effectiveDampingRatio: effective?.dampingRatio, effectiveResponse: effective?.response)
    }
    return make(status.hasNumbers)
  }

  /// The exact solution's first overshoot from rest, as a fraction of the distance, and its time (s): for an
  /// underdamped equation (discriminant < 0) the first extremum at `π/ωd`, read off the closed form; none
  /// (0, nil) otherwise.
  public static func exactPeak(_ oscillator: DampedOscillator) -> (overshoot: Double, time: Double?) {
    let d = oscillator.parameters.discriminant
    guard d < 0 else { return (0, nil) }
    let time = Double.pi / (-d).squareRoot()
    let state = oscillator.state(at: time, x0: 0, v0: 0, target: 1)
    return (state.position - 1, time)
  }

  /// The trajectories of every integrator for one spring and schedule over the animator's lifetime, for
  /// plots; an integrator that throws is left out.
  public static func trajectories(
    _ spring: Spring, on schedule: ScheduleSpec, integrators: [any TrajectoryIntegrator], extraTime: Double = 0
  ) -> [(name: String, trajectory: Trajectory)] {
    let durations = schedule.durations(covering: spring.settlingDuration + extraTime)
    return integrators.compactMap { integrator in
      (try? integrator.integrate(problem(spring), frameDurations: durations)).map { (integrator.name, $0) }
    }
  }
}
