import Foundation
import WaveCore
import WaveNumerics

/// The measured order of every integrator: max error vs frame duration on log-log axes.
enum ConvergenceExperiment {
  /// Frame durations, s: 1/30 … 1/960, each half the one before.
  static let dts: [Double] = [30.0, 60, 120, 240, 480, 960].map { 1 / $0 }
  /// The time each run covers, s: 1 (a whole number of frames at every rate).
  static let horizon = 1.0
  /// One spring per damping regime, response 0.5 s (no rubberband: 4π·ζ/0.5 ≤ 50.3 < 60): ζ 0.5, 1, 2.
  static let springs: [SpringSpec] = [0.5, 1.0, 2.0].map { SpringSpec(dampingRatio: $0, response: 0.5) }
  /// Errors at or below this fraction of the distance are round-off or tolerance level and are left out of
  /// the slope: 1e-9 (the closed form itself is good to ~1e-13 of the distance; the adaptive GSL references
  /// at 1e-12 per step accumulate up to ~1e-10 of it over a second (measured: msbdf 1.3e-10), and those
  /// errors follow the controller, not the frame duration; 1e-9 stays a factor ~10 above them).
  static let precisionFloor = 1e-9

  /// A stiff spring, for the orders on the report's springs: ζ 10, stiffness 158 /s² (mass 1: response ≈ 0.5 s).
  ///
  /// Made from its stiffness, so that Wave's rubberband on the damping coefficient (the response form's, 0…60) does not
  /// cap its damping. Its equation's eigenvalues, −ω0·(ζ ∓ √(ζ² − 1)) with ω0 = √158 ≈ 12.6 /s, are −0.63 and −251 /s:
  /// about 400× apart, so the fast one sets the step an explicit method stays stable at (|1 + h·λ| ≤ 1 for forward Euler:
  /// h ≤ 2/251 s ≈ 1/125 s) while the slow one sets the motion. Where a method diverges it is fitted on the frames
  /// where it does not (``ConvergenceVerdict/measuredWhereStable(longestStable:)``).
  static let stiffSpring = SpringSpec(dampingRatio: 10, stiffness: 158)

  /// The catalogue kinds whose order is their own step's, measured on the report's springs
  /// (``ownOrders(integrators:springs:progress:)``): the engine's step and the textbook methods as listed, the GSL
  /// methods one step per frame.
  static let ownOrderKinds: Set<IntegratorCatalogue.Kind> = [.engine, .textbook, .gsl]

  /// The measured orders of the methods whose order is their own step's (``ownOrderKinds``) on `springs` and
  /// ``stiffSpring``: the convergence experiment on the report's springs.
  ///
  /// - Parameters:
  ///   - integrators: the report's; those of another kind are left out, and a GSL method runs one step per frame only
  ///     (as listed it is at reference precision, with no order to fit).
  ///   - springs: the report's springs; ``stiffSpring`` is added after them unless among them.
  ///   - progress: called once per spring with a short line.
  /// - Returns: The rows and the order table, one column per spring.
  /// - Throws: ``SpringParameterError`` for a spring that cannot be built.
  static func ownOrders(
    integrators: [any TrajectoryIntegrator], springs: [SpringSpec], progress: (String) -> Void = { _ in }
  ) throws -> ConvergenceResult {
    let own = integrators.filter { IntegratorID($0).kind.map(ownOrderKinds.contains) ?? false }
    let all = springs.contains(stiffSpring) ? springs : springs + [stiffSpring]
    return ConvergenceResult(
      rows: try run(integrators: own, springs: all, adaptiveAsListed: false, progress: progress), springs: all,
      precisionFloor: precisionFloor)
  }

  /// One row per integrator × spring; a GSL method listed as adaptive also gets a ``ConvergenceMode/oneStepPerFrame`` row (its
  /// own order at the frame duration, without error control).
  ///
  /// A row is a pure function of its spring, its integrator's value and its mode (fixed frame durations, no budget),
  /// so each is computed once per process and kept (``Memo``): a process that builds several accuracy reports (the
  /// suite, the tests) steps each integrator's convergence runs once. `progress` gets the same lines either way.
  ///
  /// `adaptiveAsListed`: whether an adaptive GSL method also runs as listed (false: one step per frame only). A run that
  /// diverges at a frame duration (``Divergence``, around the distance from rest) has no error there; the fit takes
  /// the others (``ConvergenceVerdict/measuredWhereStable(longestStable:)``).
  static func run(
    integrators: [any TrajectoryIntegrator], springs: [SpringSpec] = springs, adaptiveAsListed: Bool = true,
    progress: (String) -> Void = { _ in }
  ) throws -> [ConvergenceRow] {
    // Its springs and frame durations are fixed: its work does not grow with the user's input, so it does not take
    // from the report's adaptive step budget.
    let integrators = integrators.map { integrator in
      (integrator as? BoundedGSLIntegrator).flatMap {
        BoundedGSLIntegrator($0.base, maxStepsPerFrame: $0.stepsPerFrame, budget: nil)
      } ?? integrator
    }
    var variants: [(integrator: any TrajectoryIntegrator, mode: ConvergenceMode)] = integrators.filter {
      adaptiveAsListed || !isAdaptiveGSL($0)
    }.map { ($0, .asListed) }
    for integrator in integrators {
      if let gsl = (integrator as? GSLIntegrator) ?? (integrator as? BoundedGSLIntegrator)?.base,
        case .adaptive = gsl.mode
      {
        variants.append((GSLIntegrator(step: gsl.step, mode: .fixed(substeps: 1)), .oneStepPerFrame))
      }
    }
    var rows: [ConvergenceRow] = []
    for spec in springs {
      progress("convergence: \(spec.label)")
      let spring = try spec.spring
      let problem = AccuracyExperiment.problem(spring)
      for (integrator, mode) in variants {
        let key = "\(String(reflecting: spec)) \(String(reflecting: integrator)) \(mode)"
        if let kept = Memo.shared.row(key) {
          rows.append(kept)
          continue
        }
        var errors: [Double?] = []
        var failure: String?
        var diverged = false
        for dt in dts {
          let durations = [Double](repeating: dt, count: Int((horizon / dt).rounded()))
          do {
            let run = try integrator.integrate(problem, frameDurations: durations)
            if run.values.contains(where: {
              Divergence.leavesBand($0, target: problem.to, distance: AccuracyExperiment.distance)
            }) {
              diverged = true
              errors.append(nil)
              continue
            }
            let exact = try ExactIntegrator().integrate(problem, frameDurations: durations)
            let error = zip(run.values, exact.values).map { abs($0 - $1) / AccuracyExperiment.distance }.max() ?? 0
            errors.append(error.isFinite ? error : nil)
          } catch {
            failure = failure ?? String(describing: error)
            errors.append(nil)
          }
        }
        let usable = zip(dts, errors).compactMap { dt, e in e.flatMap { $0 > precisionFloor ? (dt, $0) : nil } }
        let fit = LogLogFit.fit(x: usable.map(\.0), y: usable.map(\.1))
        let row = ConvergenceRow(
          integrator: IntegratorID(integrator), mode: mode, spring: spec, dts: dts, errors: errors,
          order: fit?.slope,
          verdict: .judging(
            order: fit?.slope, rSquared: fit?.rSquared, failure: failure, diverged: diverged,
            longestStable: usable.first?.0))
        Memo.shared.keep(row, key)
        rows.append(row)
      }
    }
    return rows
  }

  /// Whether `integrator` is a GSL method stepped adaptively (bounded or not).
  static func isAdaptiveGSL(_ integrator: any TrajectoryIntegrator) -> Bool {
    guard let gsl = (integrator as? GSLIntegrator) ?? (integrator as? BoundedGSLIntegrator)?.base,
      case .adaptive = gsl.mode
    else { return false }
    return true
  }

  /// The convergence rows computed so far in this process, keyed by spring, integrator value (every stored
  /// property, as `String(reflecting:)` writes a struct) and mode.
  final class Memo: @unchecked Sendable {
    static let shared = Memo()
    private let lock = NSLock()
    private var rows: [String: ConvergenceRow] = [:]

    func row(_ key: String) -> ConvergenceRow? { lock.withLock { rows[key] } }
    func keep(_ row: ConvergenceRow, _ key: String) { lock.withLock { rows[key] = row } }
  }
}
