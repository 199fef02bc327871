import XCTest

@testable import wave_bench_check

/// The target's folder, so that the package loads (Package.swift declares WaveSourceScanTests); the scan's own tests
/// come with the scan.
final class SourcePositionOrderTests: XCTestCase {
  /// Positions order as the compiler lists diagnostics: by file, then line, then column.
  func testSourcePosition_OrdersByFileLineColumn() {
    let positions = [
      SourcePosition(file: "b.swift", line: 1, column: 1), SourcePosition(file: "a.swift", line: 2, column: 1),
      SourcePosition(file: "a.swift", line: 1, column: 9),
    ]
    XCTAssertEqual(positions.sorted().map(\.file), ["a.swift", "a.swift", "b.swift"])
    XCTAssertEqual(positions.sorted().map(\.line), [1, 2, 1])
  }
}
