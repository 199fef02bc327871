import Foundation
import WaveCore
import WaveNumerics

/// The settling-time formula against measured settle times, over a (ζ, response) grid.
enum SettlingExperiment {
  /// ζ from 0.05 to 3: light to heavy damping, with the critical value and both sides of it.
  static let dampingRatios: [Double] = [0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.8, 0.9, 1.0, 1.2, 1.5, 2, 3]
  /// Response from 0.05 to 2 s.
  static let responses: [Double] = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2, 2]
  /// The sampling step of the exact solution, s: 1 ms (its settle time is measured to that resolution).
  static let exactStep = 0.001
  /// The longest horizon simulated, s.
  static let maxHorizon = 120.0
  /// The horizon reaches `decayLengths` time constants of the slowest mode past the formula's time: 14
  /// (e^{−14} ≈ 8e-7, far inside the 1e-4 band for any prefactor below ~100; from rest the prefactor is
  /// ≤ 1 + γ·t for the critical case and < 1.1 for the overdamped ones).
  static let decayLengths = 14.0

  /// Every grid spring, response initializer, mass 1.
  static var gridSprings: [SpringSpec] {
    dampingRatios.flatMap { zeta in responses.map { SpringSpec(dampingRatio: zeta, response: $0) } }
  }

  /// The engine schedules the findings and the scatter plot single out (when run): 60 Hz and 30 Hz.
  static let focusSchedules: [ScheduleSpec] = [.fps(60), .fps(30)]
  /// The engine schedules with a table in the report (when run): 60 Hz.
  static let tabulatedSchedules: [ScheduleSpec] = [.fps(60)]

  /// The whole report: the grid springs on the exact solution and on `schedules`, and the findings;
  /// `marked` springs (the presets are always added) are only placed on the maps.
  static func run(
    schedules: [ScheduleSpec], marked: [SpringSpec] = [], progress: (String) -> Void = { _ in }
  ) throws -> SettlingResult {
    let cells = try cells(schedules: schedules, progress: progress)
    let formulas = cells.map(\.formula)
    return SettlingResult(
      steppers: steppers(schedules), focus: steppers(schedules, keeping: focusSchedules),
      tabulated: steppers(schedules, keeping: tabulatedSchedules),
      dampingRatios: dampingRatios, responses: responses, band: Tolerance.settledFraction, exactStep: exactStep,
      maxHorizon: maxHorizon, decayLengths: decayLengths, cells: cells, formulaLowest: formulas.min() ?? 0.01,
      formulaHighest: formulas.max() ?? 100, marked: try MarkedSpring.list(springs: marked),
      findings: SettlingFinding.findings(cells: cells, schedules: schedules))
  }

  /// The exact solution, then the engine on each of `schedules` in order; when `keeping` is given, only
  /// the engine schedules that are in it.
  static func steppers(_ schedules: [ScheduleSpec], keeping: [ScheduleSpec]? = nil) -> [SettlingStepper] {
    [.exact] + schedules.filter { keeping?.contains($0) ?? true }.map { .engine($0) }
  }

  /// One cell per spring (grid order: ζ outer, response inner).
  static func cells(
    springs: [SpringSpec] = gridSprings, schedules: [ScheduleSpec], progress: (String) -> Void = { _ in }
  ) throws -> [SettlingCell] {
    var cells: [SettlingCell] = []
    for (index, spec) in springs.enumerated() {
      if index % 16 == 0 { progress("settling \(index + 1)/\(springs.count)") }
      let spring = try spec.spring
      let parameters = try PhysicalSpring(spring)
      var runs = [exactRun(spring)]
      for schedule in schedules { runs.append(eulerRun(spring, on: schedule)) }
      let corrected = boundedSettleTime(parameters)
      let residual = abs(DampedOscillator(parameters).state(at: corrected, x0: 0, v0: 0, target: 1).position - 1)
      cells.append(
        SettlingCell(
          spec: spec, dampingRatio: spec.dampingRatio, response: spec.response ?? Double(spring.response),
          effectiveDampingRatio: parameters.dampingRatio, formula: spring.settlingDuration, runs: runs,
          boundedSettleTime: corrected, residualAtBoundedTime: residual))
    }
    return cells
  }

  /// The settle time the report recommends instead of the formula, s: the first time after which a bound
  /// on the exact solution from rest stays within upstream's band ε (``Tolerance/settledFraction``), so that
  /// the animator never ends early. With λ the slowest decay rate (``slowestDecayRate(_:)``), the smaller of
  /// two bounds on |x − target| / |distance|:
  /// - `A·e^{−λt}`, A = ω0/ωd underdamped (the envelope of cos + (γ/ωd)·sin), γ/√D overdamped (the two
  ///   exponentials' weights from rest); it settles at ln(A/ε)/λ and grows without limit near ζ = 1;
  /// - `(1 + γt)·e^{−λt}`, which holds in every regime (|sin(ωd·t)| ≤ ωd·t; sinh(st)/s ≤ t·cosh(st)) and is
  ///   exact at critical damping; its time is found by bisection to 1 µs.
  /// It reads the damping the spring really has (the rubberband's, not the nominal ζ) and, when overdamped,
  /// the slow root that the formula's ζ·ω0 overestimates.
  static func boundedSettleTime(_ parameters: PhysicalSpring) -> Double {
    let epsilon = Tolerance.settledFraction
    let gamma = parameters.decayRate
    let rate = slowestDecayRate(parameters)
    let d = parameters.discriminant
    let amplitude =
      d < 0 ? (parameters.naturalFrequencySquared / -d).squareRoot() : d > 0 ? gamma / d.squareRoot() : .infinity
    let byAmplitude = amplitude.isFinite ? Foundation.log(amplitude / epsilon) / rate : .infinity
    // (1 + γt)·e^{−λt} ≤ ε: ln(1 + γt) − λt − ln ε is concave and positive at 0, so it crosses 0 once.
    func excess(_ t: Double) -> Double { Foundation.log1p(gamma * t) - rate * t - Foundation.log(epsilon) }
    var low = 0.0
    var high = 1 / rate
    while excess(high) > 0 { high *= 2 }
    while high - low > 1e-6 {
      let mid = (low + high) / 2
      if excess(mid) > 0 { low = mid } else { high = mid }
    }
    return min(byAmplitude, high)
  }

  /// The slowest decay rate of the exact solution, 1/s: γ when the equation is not overdamped, the slow
  /// root ω0²/(γ + √D) when it is.
  static func slowestDecayRate(_ parameters: PhysicalSpring) -> Double {
    let d = parameters.discriminant
    guard d > 0 else { return parameters.decayRate }
    return parameters.naturalFrequencySquared / (parameters.decayRate + d.squareRoot())
  }

  /// The exact solution from rest, 0 → 1, sampled every ``exactStep`` seconds.
  static func exactRun(_ spring: Spring) -> SettleRun {
    guard let parameters = try? PhysicalSpring(spring) else {
      return SettleRun(
        stepper: .exact, status: .failed("no equation"), settleTime: nil, residualAtFormula: nil, horizon: 0,
        formula: spring.settlingDuration)
    }
    let oscillator = DampedOscillator(parameters)
    let formula = spring.settlingDuration
    let horizon = self.horizon(spring)
    let count = Int((horizon / exactStep).rounded(.up))
    let values = (0...count).map { oscillator.state(at: Double($0) * exactStep, x0: 0, v0: 0, target: 1).position }
    let index = SettleTime.index(values: values, target: 1, distance: 1)
    let residual = abs(oscillator.state(at: formula, x0: 0, v0: 0, target: 1).position - 1)
    return SettleRun(
      stepper: .exact, status: .ok, settleTime: index.map { Double($0) * exactStep }, residualAtFormula: residual,
      horizon: Double(count) * exactStep, formula: formula)
  }

  /// The settling horizon of `spring`, s: at least twice its settling duration, long enough for the slowest
  /// decay of the exact solution (``decayLengths`` time constants of it past the settling duration) and, when
  /// `step` is given, of the engine's step (``decayLengths`` frames of the longest duration, each shrinking the
  /// error by the largest spectral radius, when it is < 1); at most ``maxHorizon``.
  ///
  /// - Parameters:
  ///   - spring: the spring whose run the horizon covers.
  ///   - step: the largest spectral radius of the step over the schedule's frames, and the longest
  ///     frame, s; nil for the exact solution alone.
  /// - Returns: The horizon, s, at most ``maxHorizon``.
  static func horizon(_ spring: Spring, step: (radius: Double, longestFrame: Double)? = nil) -> Double {
    let formula = spring.settlingDuration
    var horizon = 2 * formula
    if let parameters = try? PhysicalSpring(spring) {
      horizon = max(horizon, formula + decayLengths / slowestDecayRate(parameters))
    }
    if let step, step.radius < 1 {
      horizon = max(horizon, formula + decayLengths * step.longestFrame / -Foundation.log(step.radius))
    }
    return min(horizon, maxHorizon)
  }

  /// The engine's step on `schedule` from rest, 0 → 1 (``EulerIntegrator``, no snap), over the settling
  /// horizon (``horizon(_:step:)``, with the step's largest radius over the schedule).
  ///
  /// The status is decided where every run's is (``RunStatus/judging(_:target:distance:typicalRadius:)``, at the median
  /// frame: a hitch kicks once).
  ///
  /// `velocity`: the release velocity, travels a second (`check --velocity`); the divergence band widens by the
  /// fling's reach (``AccuracyExperiment/reach(_:velocity:)``).
  static func engineTrajectory(_ spring: Spring, on schedule: ScheduleSpec, velocity: Double = 0) -> (
    trajectory: Trajectory, status: RunStatus
  ) {
    let frames = engineFrames(spring, on: schedule)
    let stepped = EulerIntegrator().integrate(
      SpringProblem(spring: spring, from: 0, to: 1, velocity: velocity), frameDurations: frames.steps)
    // Shown at the frames' wall-clock times (``WaveFrames``).
    let run = Trajectory(times: frames.rowTimes, values: stepped.values, velocities: stepped.velocities)
    let status = RunStatus.judging(
      run.values, target: 1, distance: AccuracyExperiment.reach(spring, velocity: velocity),
      typicalRadius: EulerStepMatrix(spring: spring, dt: schedule.medianDuration).spectralRadius)
    return (run, status)
  }

  /// Wave's frames of `schedule` the engine's step is measured over (``WaveFrames``): from its first frame until the
  /// wall clock reaches the settling horizon (``horizon(_:step:)``, with the step's largest spectral radius over the
  /// intervals it steps).
  static func engineFrames(_ spring: Spring, on schedule: ScheduleSpec) -> WaveFrames {
    WaveFrames.covering(engineHorizon(spring, on: schedule), on: schedule.schedule)
  }

  /// How long the engine's step on `schedule` is run, s: the settling horizon (``horizon(_:step:)``) with the step's
  /// largest spectral radius over the intervals it steps.
  static func engineHorizon(_ spring: Spring, on schedule: ScheduleSpec) -> Double {
    let radius =
      schedule.distinctDurations.map { EulerStepMatrix(spring: spring, dt: $0).spectralRadius }.max() ?? 0
    return horizon(spring, step: (radius, schedule.longestDuration))
  }

  /// The index of the frame the animator snaps on, as upstream main counts it (jtrivedi/Wave a52498e,
  /// SpringAnimator.swift:35-45, 229): frame 1 starts the running time; the snap is the first frame with
  /// t − t₁ ≥ the settling duration `formula` (s).
  ///
  /// nil when the run ends before.
  static func snapFrame(_ run: Trajectory, formula: Double) -> Int? {
    let firstFrame = run.times.count > 1 ? run.times[1] : 0
    return run.times.firstIndex { AnimatorEnd.isReached(runningTime: $0 - firstFrame, settlingDuration: formula) }
  }

  /// The engine's step on `schedule` from rest, 0 → 1 (``engineTrajectory(_:on:)``), measured.
  ///
  /// `band`: the settled band as a fraction of the travel, in (0, 1); by default upstream's own
  /// (``Tolerance/settledFraction``).
  static func eulerRun(
    _ spring: Spring, on schedule: ScheduleSpec, band: Double = Tolerance.settledFraction
  ) -> SettleRun {
    let formula = spring.settlingDuration
    let (run, status) = engineTrajectory(spring, on: schedule)
    let diverged = status == .diverged
    let residual =
      diverged ? nil : snapFrame(run, formula: formula).map { ViewMotion.snap(reached: run.values[$0], target: 1) }
    let index = diverged ? nil : SettleTime.index(values: run.values, target: 1, distance: 1, fraction: band)
    return SettleRun(
      stepper: .engine(schedule), status: status, settleTime: index.map { run.times[$0] },
      residualAtFormula: residual, horizon: run.times.last ?? 0, formula: formula)
  }
}
