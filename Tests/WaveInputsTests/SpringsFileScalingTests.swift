import Foundation
import XCTest

@testable import WaveBench
@testable import WaveOutput

/// Reading a springs file takes time linear in its entries: the check that each name is given once scanned every
/// earlier entry (300,000 entries, 15.8 MB, did not finish in 10 minutes).
final class SpringsFileScalingTests: XCTestCase {
  /// A file of `count` named springs, each entry the same numbers.
  private func file(entries count: Int) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("springs-\(UUID().uuidString).json")
    // Without spaces, so that 300,000 entries (15.8 MB) fit the 16 MiB limit.
    let body = (0..<count).map { #"{"name":"s\#($0)","dampingRatio":0.8,"response":0.3}"# }
    try ("[" + body.joined(separator: ",") + "]").write(to: url, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  /// The seconds `SpringList.load` takes on `path`, the least of `runs`.
  private func loadTime(_ path: String, count: Int, runs: Int) throws -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      XCTAssertEqual(try SpringList.load(path: path).count, count)
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
  }

  /// Ten times the entries take about ten times as long (a quadratic check: a hundred times); the bound of 30 leaves
  /// room for a busy machine and the larger file's cache misses, and no wall-clock bound is asserted.
  ///
  /// Each time is the least of a few loads, so that one stall of the machine does not count.
  func testLoad_OfTenTimesTheEntries_TakesAboutTenTimesAsLong() throws {
    let small = try file(entries: 10_000)
    let large = try file(entries: 100_000)
    let smallTime = try loadTime(small, count: 10_000, runs: 3)
    let largeTime = try loadTime(large, count: 100_000, runs: 2)
    XCTAssertLessThan(largeTime / smallTime, 30, "10k entries: \(smallTime) s, 100k: \(largeTime) s")
  }

  /// The last of 30,000 names, given a second time, is still found.
  func testLoad_RefusesTheLastNameGivenTwice() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("springs-\(UUID().uuidString).json")
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    let body = (0..<30_000).map { #"{"name":"s\#($0 == 29_999 ? 0 : $0)","dampingRatio":0.8,"response":0.3}"# }
    try ("[" + body.joined(separator: ",") + "]").write(to: url, atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try SpringList.load(path: url.path)) { error in
      let message = (error as? InputError)?.message ?? "\(error)"
      XCTAssertTrue(message.hasSuffix("entry 29999: the name 's0' is given twice"), message)
    }
  }
}
