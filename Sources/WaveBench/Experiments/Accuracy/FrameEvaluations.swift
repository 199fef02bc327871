import WaveNumerics

/// The evaluations of the right-hand side f(t, y) one frame of each integrator of the catalogue costs, counted as its
/// run makes them (``EvaluationCounting``), for `wave-bench integrators`.
///
/// Each is counted over ``frames`` frames of 1/``fps`` s of ``spring`` moving 0 → ``AccuracyExperiment/distance`` from
/// rest: a fixed-step method's count is the same on every frame; an adaptive GSL method's depends on the spring, the
/// frame and its tolerances, so the accuracy report counts it again on every run (``AccuracyRow/evaluations``).
struct FrameEvaluations: Sendable, Equatable {
  /// The integrator's catalogue name.
  let name: String
  /// Evaluations per frame as the catalogue lists it (a GSL method adaptive at the reference tolerances, bounded as a
  /// report bounds it, ``BoundedGSLIntegrator``), ≥ 0; nil for an integrator that does not count them (a closed form,
  /// `fluid`) or a run that failed.
  let perFrame: Double?
  /// A GSL method only: evaluations per frame stepped once per frame (``GSLMode/fixed(substeps:)`` with 1), what one
  /// of its steps costs; nil for any other integrator or a run that failed.
  let perFixedStep: Double?

  /// The frame rate counted at, Hz: 60.
  static let fps = 60.0
  /// The frames counted: 60 (1 s).
  static let frames = 60
  /// The spring counted on: the convergence experiment's first, ζ 0.5, response 0.5 s.
  static let spring = ConvergenceExperiment.springs[0]

  /// One value per catalogue entry, in catalogue order.
  ///
  /// - Returns: The counts, by name.
  /// - Throws: What building ``spring`` throws (never, for this fixed spring).
  static func measure() throws -> [FrameEvaluations] {
    let problem = AccuracyExperiment.problem(try spring.spring)
    let durations = [Double](repeating: 1 / fps, count: frames)
    func perFrame(_ integrator: any TrajectoryIntegrator) -> Double? {
      guard let counting = integrator as? any EvaluationCounting,
        let counted = try? counting.integrateCounting(problem, frameDurations: durations)
      else { return nil }
      return Double(counted.evaluations) / Double(frames)
    }
    return IntegratorCatalogue.entries.map { entry in
      let gsl = entry.integrator as? GSLIntegrator
      return FrameEvaluations(
        name: entry.name, perFrame: perFrame(BoundedGSLIntegrator(entry.integrator) ?? entry.integrator),
        perFixedStep: gsl.flatMap { perFrame(GSLIntegrator(step: $0.step, mode: .fixed(substeps: 1))) })
    }
  }
}
