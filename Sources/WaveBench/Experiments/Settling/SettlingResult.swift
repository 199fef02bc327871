/// Everything the settling report shows (``SettlingExperiment/run(schedules:marked:progress:)``).
struct SettlingResult: Sendable {
  /// The exact solution, then the engine on each schedule: the order of every cell's runs.
  let steppers: [SettlingStepper]
  /// The steppers singled out (scatter plot): the exact solution and the ``SettlingExperiment/focusSchedules``
  /// that were run, in ``steppers`` order.
  let focus: [SettlingStepper]
  /// The steppers with a Markdown table: the exact solution and the ``SettlingExperiment/tabulatedSchedules``
  /// that were run, in ``steppers`` order.
  let tabulated: [SettlingStepper]
  /// The grid: damping ratios (rows) and responses (columns, s).
  let dampingRatios: [Double], responses: [Double]
  /// The settled band as a fraction of the distance (``Tolerance/settledFraction``).
  let band: Double
  /// The exact solution's sampling step, s, and the longest horizon simulated, s.
  let exactStep: Double, maxHorizon: Double
  /// How many time constants of the slowest mode the horizon reaches past the formula's time.
  let decayLengths: Double
  /// One cell per grid spring (ζ outer, response inner).
  let cells: [SettlingCell]
  /// The smallest and largest settling duration of the cells, s (0.01 and 100 when there are none).
  let formulaLowest: Double, formulaHighest: Double
  /// The springs the ratio maps mark: the presets, then the springs asked for elsewhere in the run (the
  /// settling grid is its own; these only say where a spring sits on it).
  let marked: [MarkedSpring]
  /// The key findings, in report order.
  let findings: [SettlingFinding]

  /// The cell of the grid spring with nominal ζ `dampingRatio` and response `response`.
  func cell(dampingRatio: Double, response: Double) -> SettlingCell? {
    cells.first { $0.dampingRatio == dampingRatio && $0.response == response }
  }
}
