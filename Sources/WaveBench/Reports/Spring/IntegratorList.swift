import WaveNumerics
import WaveOutput

/// What `wave-bench integrators` prints: every integrator of the catalogue, one line each, with the order measured for
/// the fixed-step ones (and the GSL methods stepped once per frame) and the right-hand side's evaluations a frame.
struct IntegratorList: TextOrJSONRendering {
  /// The measured orders (``MeasuredOrder/measure()``); an integrator without one shows `—`.
  let orders: [MeasuredOrder]
  /// The evaluations per frame (``FrameEvaluations/measure()``); an integrator without a count shows `—`.
  let evaluations: [FrameEvaluations]

  /// The table (name, stated and measured order, evaluations per frame as listed and per fixed GSL step, description,
  /// in catalogue order), what its columns are, why measured orders differ, and what the reports leave out.
  ///
  /// - Returns: Lines ending in a newline.
  func text() -> String {
    var table = TextTable(
      header: ["name", "stated", "measured", "f/frame", "f/step", "description"], rightAligned: [1, 2, 3, 4])
    table.width = Self.width
    for entry in IntegratorCatalogue.entries {
      let order = orders.first { $0.name == entry.name }
      let count = evaluations.first { $0.name == entry.name }
      table.add([
        entry.name, entry.statedOrder.map(String.init) ?? "—", NumberFormat.fixed(order?.order, 2),
        NumberFormat.sig(count?.perFrame, 4), NumberFormat.sig(count?.perFixedStep, 4), entry.summary,
      ])
    }
    let rate = NumberFormat.shortest(FrameEvaluations.fps)
    let paragraphs =
      [
        "stated: the method's order as its source states it (GSL's gsl_odeiv2_step_order).",
        "measured: the slope of the largest error against the exact spring over frames halving from 1/30 to 1/960 s "
          + "(log-log least squares), the smallest over ζ 0.5, 1 and 2 (response 0.5 s), a GSL method one step per "
          + "frame without error control; — where the error is not a step's (exact references, peers on their own "
          + "clocks) or no slope was measured.",
        "f/frame: evaluations of the right-hand side f(t, y) a \(rate) Hz frame costs, counted as the run calls it, "
          + "over \(FrameEvaluations.frames) frames of \(FrameEvaluations.spring.label) moving 0 → 1000 from rest (a GSL "
          + "method as listed: adaptive at 1e-12, so its count follows the spring and the tolerances; a peer as its "
          + "model steps: rebound and Advance four a RK4 step, react-spring one a 1 ms step); — for a closed form, "
          + "which evaluates no f, and for fluid, whose model is not counted. f/step: a GSL method's count one fixed "
          + "step per frame (step doubling included).",
      ]
      + orders.compactMap { order in order.note.map { "\nOrder of \(order.name): \($0)." } }
      + IntegratorCatalogue.leftOutOfReports.map { "\nLeft out of the reports: \($0.name): \($0.reason)." }
    // Each paragraph broken at spaces to fit 80 columns, as the table is.
    return table.rendered() + "\n"
      + paragraphs.map { TextTable.wrapped($0, columns: Self.width).joined(separator: "\n") + "\n" }.joined()
  }

  /// The terminal columns the text fits: 80.
  static let width = 80

  /// One object per integrator, in catalogue order: `name`, `kind`, `statedOrder`, `measuredOrder`, `orderNote`,
  /// `evaluationsPerFrame`, `evaluationsPerFixedStep`, `leftOutOfReports`, `description`; null where none.
  func json() -> String {
    let integrators = IntegratorCatalogue.entries.map { entry -> JSONValue in
      let order = orders.first { $0.name == entry.name }
      let count = evaluations.first { $0.name == entry.name }
      return .object([
        ("name", .string(entry.name)), ("kind", .string(entry.kind.rawValue)),
        ("statedOrder", entry.statedOrder.map(JSONValue.integer) ?? .null), ("measuredOrder", .finite(order?.order)),
        ("orderNote", order?.note.map(JSONValue.string) ?? .null),
        ("evaluationsPerFrame", .finite(count?.perFrame)), ("evaluationsPerFixedStep", .finite(count?.perFixedStep)),
        ("leftOutOfReports", entry.leftOutOfReports.map(JSONValue.string) ?? .null),
        ("description", .string(entry.summary)),
      ])
    }
    return JSONValue.object([
      (
        "evaluationsCounted",
        .object([
          ("fps", .number(FrameEvaluations.fps)), ("frames", .integer(FrameEvaluations.frames)),
          ("spring", .string(FrameEvaluations.spring.label)),
        ])
      ),
      ("integrators", .array(integrators)),
    ]).serialized() + "\n"
  }
}
