/// One row of the accuracy-vs-cost table: an integrator's max error at one schedule over the springs beside
/// the wall-clock cost of one of its frames.
struct AccuracyCost: Sendable {
  let integrator: IntegratorID
  /// The median (upper one of an even count) and the largest max error at the schedule over the springs,
  /// fractions of the distance; nil when no run there has numbers.
  let medianMaxError: Double?, worstMaxError: Double?
  /// ns per frame as measured (`integrator-cost.json`); nil when it was not measured.
  let nanosecondsPerFrame: Double?
  /// The cost relative to the engine's step's; nil without either cost.
  let relativeCost: Double?

  /// Joins the rows at `schedule` with `costs` (ns per frame by integrator name), one per integrator, sorted
  /// by cost (unmeasured last).
  static func join(
    rows: [AccuracyRow], integrators: [IntegratorID], costs: [String: Double], schedule: ScheduleSpec
  ) -> [AccuracyCost] {
    let engineCost = costs[IntegratorID.engineStep.name]
    return integrators.map { integrator in
      let errors = rows.filter { $0.integrator == integrator && $0.schedule == schedule }.compactMap(\.maxError)
        .sorted()
      let ns = costs[integrator.name]
      return AccuracyCost(
        integrator: integrator, medianMaxError: errors.isEmpty ? nil : errors[errors.count / 2],
        worstMaxError: errors.last, nanosecondsPerFrame: ns, relativeCost: ns.flatMap { n in engineCost.map { n / $0 } }
      )
    }.sorted { ($0.nanosecondsPerFrame ?? .infinity) < ($1.nanosecondsPerFrame ?? .infinity) }
  }
}
