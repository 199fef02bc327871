import Foundation
import WaveCore
import WaveNumerics
import WaveOutput

/// The wall-clock cost of one frame of each trajectory integrator, for the accuracy report's
/// accuracy-vs-cost table (`integrator-cost.json`).
///
/// Measured by `wave-bench integrator-cost`, committed, and read by the accuracy report, so that the report itself
/// stays reproducible bit for bit: from `--integrator-costs FILE` (``accept(path:)``), else from the output folder's
/// own file (``load(directory:)``).
///
/// Each integrator runs ``IntegratorCostWorkload`` (one scalar animation, ζ 0.7, response 0.5 s, 0 → 1000 pt,
/// over ``frames`` frames of 1/60 s) once to warm up and then ``repeats`` times; the cost is the median run
/// time / frames, in ns, including the integrator's per-run setup amortized over the frames. A method whose warm-up
/// run takes longer than ``slowRun`` (`gsl-rk1imp`, implicit Euler at the reference tolerance 1e-12, takes 12–21 s
/// a run) is timed by that run alone: its repeats would add a minute and move its figure by less than the noise.
enum IntegratorCost {
  /// Frames per run: ``IntegratorCostWorkload/frames``.
  static let frames = IntegratorCostWorkload.frames
  /// Timed runs per integrator (after one warm-up run), odd so that the median is one run: 5.
  static let repeats = 5
  static let fileName = "integrator-cost.json"
  /// The warm-up run time, s, beyond which an integrator is timed by that run alone: 1.
  static let slowRun = 1.0

  /// ns per frame by integrator name, in the order given.
  static func measure(
    _ integrators: [any TrajectoryIntegrator], progress: (String) -> Void
  ) throws -> [(name: String, nanosecondsPerFrame: Double)] {
    var results: [(String, Double)] = []
    for (index, integrator) in integrators.enumerated() {
      progress("[\(index + 1)/\(integrators.count)] \(integrator.name)")
      let warmUp = try timedRun(integrator)
      guard warmUp < slowRun * 1e9 else {
        progress("  \(integrator.name): \(NumberFormat.decimals(warmUp / 1e9, 1)) s a run, timed by that run alone")
        results.append((integrator.name, warmUp / Double(frames)))
        continue
      }
      var samples: [Double] = []
      for _ in 0..<repeats { samples.append(try timedRun(integrator) / Double(frames)) }
      results.append((integrator.name, samples.sorted()[repeats / 2]))
    }
    return results
  }

  /// The time of one run of ``IntegratorCostWorkload`` by `integrator`, ns.
  private static func timedRun(_ integrator: any TrajectoryIntegrator) throws -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let trajectory = try IntegratorCostWorkload.run(integrator)
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    withExtendedLifetime(trajectory) {}
    return Double(elapsed)
  }

  /// The JSON document: `schemaVersion` 1, `tool`, `machine` (`cpu`, `cores`), `build`, `frames`,
  /// `integrators[]` with `name` and `nanosecondsPerFrame`.
  static func json(_ costs: [(name: String, nanosecondsPerFrame: Double)]) -> String {
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
  static func table(_ costs: [(name: String, nanosecondsPerFrame: Double)]) -> String {
    var table = TextTable(header: ["integrator", "ns per frame"], rightAligned: [1])
    for cost in costs { table.add([cost.name, NumberFormat.decimals(cost.nanosecondsPerFrame, 1)]) }
    return table.rendered()
  }

  /// Accepts the file of `--integrator-costs`: a path, a pipe or `-` (standard input) (``InputFile``), at most
  /// ``InputLimits/maximumIntegratorCostFileSize`` bytes, holding what ``json(_:)`` writes.
  ///
  /// - Throws: ``InputError`` naming the option and the file (``InputError/isFileContent``: exit status 2, as for
  ///   `--springs-file`), when the file cannot be read or is not integrator costs (``parse(_:name:)``).
  static func accept(path: String) throws(InputError) -> IntegratorCosts {
    InputAcceptanceCounter.count(.integratorCosts)
    let option = "--integrator-costs"
    do throws(InputError) {
      let file = try InputFile(path: path, option: option)
      return try costs(
        Data(try file.readAll(limit: InputLimits.maximumIntegratorCostFileSize)), name: "\(option): \(file.name)")
    } catch {
      throw InputError(error.message, isFileContent: true)
    }
  }

  /// Reads `integrator-cost.json` from `directory` (the output folder, where `wave-bench integrator-cost` writes it),
  /// or nil when the folder has none (the report then says how to make it).
  ///
  /// - Throws: ``InputError`` (a file's content, exit 2) naming the file when it is there but cannot be read or is not
  ///   integrator costs (``parse(_:name:)``): a report would otherwise lose its cost table without a word.
  static func load(directory: String) throws(InputError) -> IntegratorCosts? {
    let path = (directory as NSString).appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let remedy = "; fix or remove it, or give --integrator-costs"
    InputAcceptanceCounter.count(.integratorCosts)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError("\(UserText.escaped(path)): cannot be read\(remedy)", isFileContent: true)
    }
    do {
      return try costs(data, name: UserText.escaped(path))
    } catch {
      throw InputError(error.message + remedy, isFileContent: true)
    }
  }

  /// The costs a file's bytes hold, the text kept for copying: UTF-8 text, then ``parse(_:name:)``.
  ///
  /// - Throws: ``InputError`` beginning with `name`.
  private static func costs(_ data: Data, name: String) throws(InputError) -> IntegratorCosts {
    guard let text = String(data: data, encoding: .utf8) else { throw InputError("\(name) is not UTF-8 text") }
    return IntegratorCosts(nanosecondsPerFrame: try parse(data, name: name), text: text)
  }

  /// The costs a document as ``json(_:)`` writes it holds: ns per frame by integrator name.
  ///
  /// One JSON object with `schemaVersion` 1 (when given) and a non-empty `integrators` array; each entry an object
  /// with a `name` of the catalogue (``IntegratorCatalogue/all``), each name once, and a `nanosecondsPerFrame`, a
  /// finite number > 0. Other keys (`tool`, `machine`, `build`, `frames`) are not read.
  ///
  /// - Parameters:
  ///   - data: the file's bytes.
  ///   - name: how messages name the file (`--integrator-costs: costs.json`).
  /// - Returns: ns per frame by integrator name.
  /// - Throws: ``InputError`` naming the file and the entry at fault.
  static func parse(_ data: Data, name: String) throws(InputError) -> [String: Double] {
    let shape =
      "one JSON object with \"integrators\": [{\"name\", \"nanosecondsPerFrame\"}, …], as `wave-bench integrator-cost` writes it"
    guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw InputError("\(name) must hold \(shape)")
    }
    if let version = object["schemaVersion"] {
      guard let number = version as? NSNumber, String(cString: number.objCType) != "c", number.doubleValue == 1 else {
        throw InputError("\(name): schemaVersion must be 1 (this wave-bench reads version 1)")
      }
    }
    guard let list = object["integrators"] as? [Any], !list.isEmpty else {
      throw InputError("\(name) must hold \(shape)")
    }
    let known = IntegratorCatalogue.all.map(\.name)
    var costs: [String: Double] = [:]
    for (index, item) in list.enumerated() {
      let place = "\(name) integrators[\(index)]"
      guard let entry = item as? [String: Any] else { throw InputError("\(place): expected an object") }
      guard let integrator = entry["name"] as? String else {
        throw InputError("\(place): \"name\" must be a string, an integrator's name")
      }
      guard known.contains(integrator) else {
        var message = "\(place): no integrator is named '\(InputFile.printable(integrator))'"
        if let near = Suggestion.closest(to: integrator, in: known) { message += "; did you mean '\(near)'?" }
        throw InputError(message + " (`wave-bench integrators` lists them)")
      }
      guard costs[integrator] == nil else { throw InputError("\(place): \(integrator) is given a second time") }
      guard let number = entry["nanosecondsPerFrame"] as? NSNumber, String(cString: number.objCType) != "c",
        number.doubleValue.isFinite, number.doubleValue > 0
      else {
        throw InputError("\(place) (\(integrator)): \"nanosecondsPerFrame\" must be a finite number > 0")
      }
      costs[integrator] = number.doubleValue
    }
    return costs
  }
}

/// The ns per frame of integrators as a file holds them (``IntegratorCost/accept(path:)``), with the file's text,
/// which the reports folder keeps beside the accuracy report.
struct IntegratorCosts: Sendable, Equatable {
  /// ns per frame by integrator name.
  let nanosecondsPerFrame: [String: Double]
  /// The file as read (a UTF-8 byte-order mark dropped).
  let text: String

}
