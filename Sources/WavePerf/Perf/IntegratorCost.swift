import Foundation
import WaveCore
import WaveIntegrators
import WaveOutput
import WaveReference

/// The wall-clock cost of one frame of each trajectory integrator, for the accuracy report's
/// accuracy-vs-cost table (`integrator-cost.json`).
///
/// Measured by `wave-bench integrator-cost`, committed, and read by the accuracy report, so that the report itself
/// stays reproducible bit for bit.
///
/// Each integrator runs ``IntegratorCostWorkload`` (one scalar animation, ζ 0.7, response 0.5 s, 0 → 1000 pt,
/// over ``frames`` frames of 1/60 s) once to warm up and then ``repeats`` times; the cost is the median run
/// time / frames, in ns, including the integrator's per-run setup amortized over the frames.
package enum IntegratorCost {
  /// Frames per run: ``IntegratorCostWorkload/frames``.
  package static let frames = IntegratorCostWorkload.frames
  /// Timed runs per integrator (after one warm-up run), odd so that the median is one run: 5.
  package static let repeats = 5
  package static let fileName = "integrator-cost.json"

  /// ns per frame by integrator name, in the order given.
  package static func measure(
    _ integrators: [any TrajectoryIntegrator], progress: (String) -> Void
  ) throws -> [(name: String, nanosecondsPerFrame: Double)] {
    var results: [(String, Double)] = []
    for (index, integrator) in integrators.enumerated() {
      progress("[\(index + 1)/\(integrators.count)] \(integrator.name)")
      _ = try IntegratorCostWorkload.run(integrator)
      var samples: [Double] = []
      for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        let trajectory = try IntegratorCostWorkload.run(integrator)
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(frames))
        withExtendedLifetime(trajectory) {}
      }
      results.append((integrator.name, samples.sorted()[repeats / 2]))
    }
    return results
  }

  /// The JSON document: `schemaVersion` 1, `tool`, `machine` (`cpu`, `cores`), `build`, `frames`,
  /// `integrators[]` with `name` and `nanosecondsPerFrame`.
  package static func json(_ costs: [(name: String, nanosecondsPerFrame: Double)]) -> String {
    JSONValue.object([
      ("schemaVersion", .integer(1)),
      ("tool", .string("wave-bench \(WaveBenchVersion.string)")),
      (
        "machine",
        .object([
          ("cpu", .string(MachineInfo.cpuModel)), ("cores", .integer(ProcessInfo.processInfo.activeProcessorCount)),
        ])
      ),
      ("build", .string(MachineInfo.buildConfiguration)),
      ("frames", .integer(frames)),
      (
        "integrators",
        .array(
          costs.map { .object([("name", .string($0.name)), ("nanosecondsPerFrame", .number($0.nanosecondsPerFrame))]) })
      ),
    ]).serialized() + "\n"
  }

  /// The terminal table: integrator and ns per frame (one decimal).
  package static func table(_ costs: [(name: String, nanosecondsPerFrame: Double)]) -> String {
    var table = TextTable(header: ["integrator", "ns per frame"], rightAligned: [1])
    for cost in costs { table.add([cost.name, NumberFormat.decimals(cost.nanosecondsPerFrame, 1)]) }
    return table.rendered()
  }

  /// Reads `integrator-cost.json` from `directory`: ns per frame by name, or nil when the file is absent or
  /// unreadable (the report then says how to make it).
  package static func load(directory: String) -> [String: Double]? {
    let path = (directory as NSString).appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let list = object["integrators"] as? [[String: Any]]
    else { return nil }
    var costs: [String: Double] = [:]
    for entry in list {
      if let name = entry["name"] as? String, let ns = entry["nanosecondsPerFrame"] as? Double { costs[name] = ns }
    }
    return costs.isEmpty ? nil : costs
  }
}
