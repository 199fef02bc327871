import XCTest

@testable import WaveBench

/// A schedule rate out of range (zero, negative, infinite, above the limit) is refused as a rate, not as an
/// unknown schedule; a misspelt schedule is an unknown schedule.
final class ScheduleRateRefusalTests: XCTestCase {
  func testOutOfRangeRates_AreNamedAsRates() {
    for text in ["0hz", "-60hz", "infhz", "1e9hz"] {
      XCTAssertThrowsError(try ScheduleList.parse(text)) { error in
        XCTAssertTrue("\(error)".contains("the rate must be"), "\(text): \(error)")
      }
    }
    XCTAssertThrowsError(try ScheduleList.parse("60fps")) { error in
      XCTAssertTrue("\(error)".contains("unknown schedule"), "\(error)")
    }
  }

  /// A rate whose frames last longer than a minute is refused as a rate.
  ///
  /// The limit is ``InputLimits/maximumFrameDuration`` (60 s, which `--fps` and a dt file's lines keep): 1e-5 Hz is a
  /// frame of 1e5 s, 0.0001 Hz of 1e4 s, 0.0166 Hz of 1/0.0166 = 60.24 s. Just inside, 0.0167 Hz (1/0.0167 = 59.88 s) and the fastest, 100000 Hz, are schedules.
  func testRatesSlowerThanAFrameAMinute_AreRefusedAsRates() throws {
    for text in ["1e-5hz", "0.0001hz", "0.0166hz"] {
      XCTAssertThrowsError(try ScheduleList.parse(text)) { error in
        XCTAssertTrue("\(error)".contains("frames of at most 60 s"), "\(text): \(error)")
      }
    }
    XCTAssertEqual(try ScheduleList.parse("0.0167hz").map(\.constantRate), [0.0167])
    XCTAssertEqual(try ScheduleList.parse("100000hz").map(\.constantRate), [100_000])
  }
}
