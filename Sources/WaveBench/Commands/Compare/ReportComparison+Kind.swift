import Foundation
import WaveOutput

extension ReportComparison {
  /// The kinds of JSON `compare` reads, told apart by their content.
  enum Kind: String, Sendable {
    /// `wave-bench accuracy`'s accuracy.json: `"report": "accuracy"`.
    case accuracy
    /// `wave-bench perf --format json` (reports/perf.json, perf-cgpoint.json): `results[]` of `path`,
    /// `animators` and `nsPerAnimatorFrame` with its min and max, beside `valueType`.
    case perf
    /// `wave-bench gate`'s baseline (reports/perf-baseline.json): `workloads[]` of valgrind counts with
    /// `instructionsPerAnimatorFrame`, beside `build` and `frames`.
    case gateBaseline = "gate baseline"

    /// "an accuracy report", "a perf report", "a gate baseline", for messages.
    var article: String {
      switch self {
      case .accuracy: "an accuracy report"
      case .perf: "a perf report"
      case .gateBaseline: "a gate baseline"
      }
    }

    /// The closing verdict when a row got worse.
    var worseWords: String {
      switch self {
      case .accuracy: "accuracy got WORSE"
      case .perf: "time per animator-frame got WORSE"
      case .gateBaseline: "per-frame cost got WORSE"
      }
    }

    /// The kind of a report, or nil.
    static func of(_ probe: Probe) -> Kind? {
      if probe.report == "accuracy" { return .accuracy }
      if let results = probe.results, probe.valueType != nil,
        results.allSatisfy({ $0.nsPerAnimatorFrame != nil && $0.path != nil })
      {
        return .perf
      }
      if let workloads = probe.workloads, probe.build != nil, probe.frames != nil,
        workloads.allSatisfy({ $0.instructionsPerAnimatorFrame != nil })
      {
        return .gateBaseline
      }
      return nil
    }
  }

  /// The members of a report's top-level object that tell its kind and schema; ``Present`` where only
  /// presence counts.
  struct Probe: Decodable {
    struct Result: Decodable {
      let path: Present?, nsPerAnimatorFrame: Present?
    }

    struct Workload: Decodable {
      let instructionsPerAnimatorFrame: Present?
    }

    let schemaVersion: Int?
    let report: String?
    let valueType: Present?
    let results: [Result]?
    let build: Present?, frames: Present?
    let workloads: [Workload]?
  }

  /// A JSON value of any type other than null, whose content is not read.
  struct Present: Decodable {
    init(from decoder: any Decoder) {}
  }

  /// One input file: its path, its bytes, its top-level object and its kind.
  struct ReportFile {
    let path: String, data: Data, kind: Kind

    /// Reads `path` and tells its kind.
    ///
    /// - Throws: ``InputError`` when it is unreadable, not a JSON object, of no known kind, or of another
    ///   schema version.
    static func load(_ path: String) throws(InputError) -> ReportFile {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw InputError("compare: cannot read \(UserText.path(path))")
      }
      guard let probe = try? JSONDecoder().decode(Probe.self, from: data) else {
        throw InputError("compare: \(UserText.path(path)) is not a JSON object")
      }
      guard let kind = Kind.of(probe) else {
        throw InputError(
          "compare: \(UserText.path(path)) is not an accuracy report (`wave-bench accuracy`), a perf report (`wave-bench perf --format json`) or a gate baseline (`wave-bench gate --update`)"
        )
      }
      guard probe.schemaVersion == ReportHeader.schemaVersion else {
        throw InputError(
          "compare: \(UserText.path(path)) is \(kind.article) of another schemaVersion than \(ReportHeader.schemaVersion)"
        )
      }
      return ReportFile(path: path, data: data, kind: kind)
    }
  }
}
