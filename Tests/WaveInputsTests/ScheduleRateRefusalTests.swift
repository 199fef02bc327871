import WaveInputs
import XCTest

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
}
