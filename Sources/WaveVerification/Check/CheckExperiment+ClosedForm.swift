import WaveAnalysis
import WaveConventions
import WaveCore
import WaveInputs
import WaveIntegrators
import WaveReference

extension CheckExperiment {
  /// One spring on one schedule as an engine that evaluates the closed form at each frame's time runs it (SwiftUI,
  /// Core Animation): the engine's model shows the motion (``ClosedFormEngine/motion(for:)``) until its end, where the
  /// view jumps to the target; the numbers are measured on what it shows, as Wave's are.
  ///
  /// - The snap is the jump on the frame the display reaches the target for good: |target − the exact spring there|.
  /// - The error is the largest distance from the exact spring before that frame.
  /// - The settle time is the exact spring's on the schedule's frames (the engine shows it until it ends); the
  ///   formula time is the engine's own end.
  /// - ρ is the exact propagator's spectral radius over the median frame: how much the true motion contracts per
  ///   frame (< 1 for every spring with damping); such an engine is stable at every rate.
  static func closedFormRun(
    spec: SpringSpec, spring: Spring, engine: ClosedFormEngine, on schedule: ScheduleSpec, options: CheckOptions
  ) throws -> CheckRun {
    let travel = options.travel(for: spec)
    let motion = try engine.motion(for: spec)
    let oscillator = motion.oscillator
    let end = motion.end
    let frames = schedule.durations(covering: end + schedule.longestDuration())
    let shown = motion.show(frames)
    let exact = shown.times.map { oscillator.state(at: $0, x0: 0, v0: 0, target: 1).position }
    // The frame from which the display holds the target: the engine's end.
    var ending = shown.count - 1
    while ending > 0 && shown.values[ending - 1] == 1 { ending -= 1 }
    let snapFraction = abs(1 - exact[ending])
    let errorFraction = zip(shown.values[..<ending], exact[..<ending]).map { abs($0 - $1) }.max() ?? 0
    let view = ViewMotion(
      times: Array(shown.times[...ending]), values: Array(shown.values[...ending]), snap: snapFraction,
      diverged: false)
    let horizon = schedule.durations(covering: max(end, SettlingExperiment.horizon(spring)))
    var t = 0.0
    var times = [0.0]
    var free = [0.0]
    for dt in horizon {
      t += dt
      times.append(t)
      free.append(oscillator.state(at: t, x0: 0, v0: 0, target: 1).position)
    }
    func settled(within fraction: Double) -> Double? {
      SettleTime.index(values: free, target: 1, distance: 1, fraction: fraction).map { times[$0] }
    }
    let median = schedule.medianDuration()
    let radius = PropagatorCoefficients(oscillator.parameters, dt: median).spectralRadius
    let maxError = errorFraction * travel
    let snap = snapFraction * travel
    let judder = view.judder * travel
    let settleTime = settled(within: Tolerance.settledFraction)
    let failures = options.rules.compactMap { rule -> CheckFailure? in
      switch rule {
      case .unstable: return nil
      case .snap(let limit): return exceeds(snap, limit.points(travel: travel), rule)
      case .error(let limit): return exceeds(maxError, limit.points(travel: travel), rule)
      case .judder(let limit): return exceeds(judder, limit.points(travel: travel), rule)
      case .settle(let ratio): return exceeds(settleTime.map { $0 / end }, ratio, rule)
      }
    }
    return CheckRun(
      schedule: schedule, travel: travel, status: .ok, spectralRadius: radius, maxError: maxError, snap: snap,
      settleTime: settleTime, judder: judder, formulaTime: end,
      clearOfSnapLimit: options.snapLimit(travel: travel).flatMap { settled(within: $0 / travel) },
      look: CheckLook(nominal: spring), failures: failures, framesStepped: shown.count + times.count)
  }
}
