import WaveNumerics
import WaveOutput

/// What `wave-bench integrators` prints: every integrator of the catalogue, one line each, with the order measured for
/// the fixed-step ones.
enum IntegratorList {
  /// The table (name, measured order, description, in catalogue order), then what the measured order is.
  ///
  /// - Parameter orders: the measured orders (``MeasuredOrder/measure()``); an integrator without one shows `—`.
  /// - Returns: The table and its note, lines ending in a newline.
  static func text(orders: [MeasuredOrder]) -> String {
    var table = TextTable(header: ["name", "order", "description"], rightAligned: [1])
    for entry in IntegratorCatalogue.entries {
      let order = orders.first { $0.name == entry.name }?.order
      table.add([entry.name, NumberFormat.fixed(order, 2), entry.summary])
    }
    return table.rendered() + "\n"
      + "order: measured, the slope of the largest error against the exact spring over frames halving from 1/30 to\n"
      + "1/960 s (log-log least squares), the smallest over ζ 0.5, 1 and 2 (response 0.5 s); — where the error is\n"
      + "not a fixed step's (exact references, adaptive GSL methods, peers on their own clocks: the accuracy report's\n"
      + "convergence table has theirs).\n"
      + IntegratorCatalogue.leftOutOfReports.map { "\nLeft out of the reports: \($0.name): \($0.reason).\n" }.joined()
  }
}
