import Foundation
import WaveOutput

extension ReportComparison {
  /// The metrics of an accuracy row (smaller is better).
  static let metrics = ["maxError", "rmsError", "snapPer1000"]

  /// An accuracy.json as `compare` reads it: the settings and the rows, typed.
  struct AccuracyDocument: Decodable {
    struct Settings: Decodable {
      let springs: [String]?, schedules: [String]?, integrators: [String]?
      let distance: Double?
    }

    /// One row: integrator × spring × schedule, its status and its metrics (nil where the run has none).
    struct Row {
      let spring: String, schedule: String, integrator: String
      let status: RunStatus
      /// ``ReportComparison/metrics`` in order; each finite, or nil only for a run without numbers.
      let metrics: [Double?]
    }

    let settings: Settings?
    let rows: [Row]?

    enum CodingKeys: String, CodingKey { case settings, rows }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      settings = try container.decodeIfPresent(Settings.self, forKey: .settings)
      guard container.contains(.rows) else {
        rows = nil
        return
      }
      var list = try container.nestedUnkeyedContainer(forKey: .rows)
      var rows: [Row] = []
      while !list.isAtEnd {
        let index = list.currentIndex
        let row = try list.nestedContainer(keyedBy: AnyKey.self)
        func text(_ key: String) -> String? { try? row.decode(String.self, forKey: AnyKey(key)) }
        guard let spring = text("spring"), let schedule = text("schedule"), let integrator = text("integrator"),
          let statusName = text("status")
        else { throw RowError(index: index, message: "has no spring, schedule, integrator or status") }
        guard let status = RunStatus(name: statusName) else {
          throw RowError(index: index, message: "has status \(statusName); known: ok, unstable, diverged, failed")
        }
        var metrics: [Double?] = []
        for metric in ReportComparison.metrics {
          let key = AnyKey(metric)
          if try !row.contains(key) || row.decodeNil(forKey: key) {
            guard !status.hasNumbers else {
              throw RowError(index: index, message: "(status \(statusName)) has no number for \(metric)")
            }
            metrics.append(nil)
            continue
          }
          // A boolean or a string is refused by the decoder; a number out of range decodes as infinite.
          guard let value = try? row.decode(Double.self, forKey: key), value.isFinite else {
            throw RowError(index: index, message: ": \(metric) must be a finite number or null")
          }
          metrics.append(value)
        }
        rows.append(Row(spring: spring, schedule: schedule, integrator: integrator, status: status, metrics: metrics))
      }
      self.rows = rows
    }
  }

  /// A row `compare` refuses, by its index.
  struct RowError: Error {
    let index: Int, message: String
  }

  /// Any JSON key.
  struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// The settings and the rows of an accuracy report, rows keyed `integrator spring @ schedule`.
  static func accuracyTable(_ file: ReportFile) throws(InputError) -> Table<AccuracyDocument.Row> {
    let path = file.path
    let document: AccuracyDocument
    do { document = try JSONDecoder().decode(AccuracyDocument.self, from: file.data) } catch let error as RowError {
      throw InputError(
        "compare: \(UserText.path(path)) row \(error.index) \(error.message)".replacingOccurrences(of: " :", with: ":"))
    } catch {
      throw InputError("compare: \(UserText.path(path)) is not a valid accuracy report: \(error)")
    }
    guard let rows = document.rows else {
      throw InputError("compare: \(UserText.path(path)) is an accuracy report without rows")
    }
    guard !rows.isEmpty else { throw InputError("compare: \(UserText.path(path)) has no rows: nothing to compare") }
    var keyed: [String: AccuracyDocument.Row] = [:]
    for row in rows { keyed["\(row.integrator) \(row.spring) @ \(row.schedule)"] = row }
    let settings = document.settings
    return Table(
      settings: [
        ("springs", list(settings?.springs)), ("schedules", list(settings?.schedules)),
        ("integrators", list(settings?.integrators)),
        ("distance", settings?.distance.map { NumberFormat.shortest($0) } ?? "none"),
      ],
      rows: keyed)
  }

  /// The status change, or the metrics beyond the tolerance, of one accuracy row.
  static func accuracyChanges(
    _ key: String, old: AccuracyDocument.Row, new: AccuracyDocument.Row, tolerance: Double
  ) -> [Outcome.Change] {
    if old.status.name != new.status.name {
      return [
        .init(
          row: key, metric: nil, old: old.status.name, new: new.status.name,
          worse: new.status.severity > old.status.severity, ratio: nil, difference: nil)
      ]
    }
    return zip(metrics.indices, metrics).compactMap { index, metric -> Outcome.Change? in
      guard let a = old.metrics[index], let b = new.metrics[index] else { return nil }
      return metricChange(key, metric, old: a, new: b, tolerance: tolerance, scale: metric == "snapPer1000" ? 1000 : 1)
    }
  }
}
