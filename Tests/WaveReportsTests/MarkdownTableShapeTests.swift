import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// Every Markdown table a report writes has as many cells in each row as its delimiter row.
///
/// GitHub renders a table only then (the delimiter row is `|---|---:|`). The accuracy report's frame-rate table once had a header of 5 cells (its title
/// `max |x₆₀ − x₁₂₀|` held two bare `|`) against a delimiter row of 3.
final class MarkdownTableShapeTests: XCTestCase {
  /// The cells of a table row, counted as GitHub does: the `|` not escaped by a backslash, less the leading and
  /// trailing ones.
  func cellCount(_ row: Substring) -> Int {
    var bars = 0
    var escaped = false
    for character in row {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        bars += 1
      }
    }
    return bars - 1
  }

  /// Each table's rows (runs of lines starting with `|`) in `markdown`.
  func tables(_ markdown: String) -> [[Substring]] {
    var tables: [[Substring]] = []
    var current: [Substring] = []
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("|") {
        current.append(line)
      } else if !current.isEmpty {
        tables.append(current)
        current = []
      }
    }
    if !current.isEmpty { tables.append(current) }
    return tables
  }

  func testEveryReportTable_HasAsManyCellsInEachRowAsItsDelimiterRow() throws {
    let springs = [SpringSpec(dampingRatio: 0.8, response: 0.2), SpringSpec(dampingRatio: 1, response: 0.5)]
    let bundles = [
      try RenderedReports.accuracy(
        springs: springs, schedules: [.fps(60), .fps(120)], integrators: [EulerIntegrator(), ExactIntegrator()]),
      FormulasReport.render(try FormulasExperiment.run(springs: springs)),
      try RenderedReports.stability(springs: springs),
      try RenderedReports.settling(schedules: [.fps(60)]),
    ]
    var checked = 0
    var drift = false
    for bundle in bundles {
      for file in bundle.files where file.name.hasSuffix(".md") {
        for table in tables(file.contents) {
          XCTAssertGreaterThanOrEqual(table.count, 2, "\(file.name): \(table)")
          let delimiter = table[1]
          XCTAssertTrue(delimiter.allSatisfy { "|-: ".contains($0) }, "\(file.name): \(delimiter)")
          let columns = cellCount(delimiter)
          for row in table {
            XCTAssertEqual(cellCount(row), columns, "\(file.name): \(row)")
          }
          checked += 1
          drift = drift || table[0].contains("x₆₀")
        }
      }
    }
    XCTAssertTrue(drift, "the frame-rate table was rendered")
    XCTAssertGreaterThan(checked, 5)
  }
}
