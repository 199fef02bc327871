import Foundation
import WaveNumerics
import WaveOutput

/// `wave-bench integrator-cost`: times every integrator of the catalogue (``IntegratorCost``) and writes
/// `integrator-cost.json` into the reports folder, for the accuracy report's accuracy-vs-cost table.
enum IntegratorCostJob {
  /// Throws unless `output` can be the reports folder: a folder, or nothing yet (created when the file is placed), as
  /// the report commands take it (``ReportWriter/acceptFolder(_:option:)``).
  ///
  /// - Throws: ``InputError`` naming `--output` and the path.
  static func acceptFolder(_ output: String) throws(InputError) {
    try ReportWriter.acceptFolder(output, option: "--output")
  }

  /// Measures every integrator and adds the file to the folder (``ReportWriter/place(_:in:option:readme:)``: one step,
  /// under the folder's lock).
  ///
  /// - Parameters:
  ///   - output: the reports folder, created when missing (the command accepts it first, ``acceptFolder(_:)``);
  ///     `integrator-cost.json` is added to it.
  ///   - progress: one line per integrator, for stderr.
  /// - Returns: the terminal table and the path written.
  /// - Throws: ``InputError`` when the file cannot be placed in `output` (the folder is then unchanged); the error of
  ///   an integrator that fails on the workload.
  static func run(output: String, progress: (String) -> Void) throws -> (table: String, path: String) {
    let costs = try IntegratorCost.measure(IntegratorCatalogue.all, progress: progress)
    let path = (output as NSString).appendingPathComponent(IntegratorCost.fileName)
    try ReportWriter.place(
      [ReportFile(IntegratorCost.fileName, IntegratorCost.json(costs))], in: output, readme: ReportsReadme.render)
    return (IntegratorCost.table(costs), path)
  }
}
