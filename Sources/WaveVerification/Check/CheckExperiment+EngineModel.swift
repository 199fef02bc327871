import WaveAnalysis
import WaveConventions
import WaveCore
import WaveInputs
import WaveIntegrators
import WaveReference

extension CheckExperiment {
  /// One spring on one schedule as an engine with a model runs it (SwiftUI's fluid or interpolating spring, Core
  /// Animation): the model shows the motion over the travel in points (``EngineModel/shown(_:on:travel:)``) until its
  /// end, where the view jumps to the target; the numbers are measured on what it shows, as Wave's are.
  ///
  /// - The snap is the jump a person sees at the end: from the last frame drawn to the target.
  /// - The error is the largest distance from the exact spring before the end.
  /// - The settle time is the exact spring's on the schedule's frames; the formula time is the engine's own end.
  /// - ρ is the exact propagator's spectral radius over the median frame: how much the true motion contracts per
  ///   frame (< 1 for every spring with damping). None of these engines steps once a frame, so none grows at a low
  ///   rate: the `unstable` rule never fails here.
  static func modelRun(
    spec: SpringSpec, spring: Spring, model: EngineModel, on schedule: ScheduleSpec, velocity: Double = 0,
    options: CheckOptions
  ) throws -> CheckRun {
    let travel = options.travel(for: spec)
    let shown = try model.shown(spec, on: schedule, travel: travel, velocity: velocity)
    let oscillator = shown.motion.oscillator
    let end = shown.motion.end
    let maxError = shown.maxError
    let view = shown.view(travel: travel)
    let judder = view.judder * travel
    let outside = view.glitch {
      shown.motion.oscillator.state(at: $0, x0: 0, v0: velocity / travel, target: 1).position
    }
    let glitch = outside.size * travel
    let horizon = schedule.durations(
      covering: max(min(end, InputLimits.maximumSettlingDuration), SettlingExperiment.horizon(spring)))
    var t = 0.0
    var times = [0.0]
    var free = [0.0]
    for dt in horizon {
      t += dt
      times.append(t)
      free.append(oscillator.state(at: t, x0: 0, v0: velocity / travel, target: 1).position)
    }
    func settled(within fraction: Double) -> Double? {
      SettleTime.index(values: free, target: 1, distance: 1, fraction: fraction).map { times[$0] }
    }
    let radius = PropagatorCoefficients(oscillator.parameters, dt: schedule.medianDuration).spectralRadius
    let snap = shown.snap
    let settleTime = settled(within: Tolerance.settledFraction)
    var run = CheckRun(
      schedule: schedule, travel: travel, velocity: velocity, status: .ok, spectralRadius: radius, maxError: maxError,
      snap: snap, settleTime: settleTime, judder: judder, glitch: glitch, formulaTime: end,
      clearOfSnapLimit: options.snapLimit(travel: travel).flatMap { settled(within: $0 / travel) },
      look: CheckLook(nominal: spring), rules: options.rules, unstable: false,
      framesStepped: shown.times.count + times.count)
    run.glitchFrame = outside.frame
    return run
  }
}
