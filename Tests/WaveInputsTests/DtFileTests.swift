import WaveInputs
import XCTest

final class DtFileTests: XCTestCase {
  func testParse_SkipsBlankAndCommentLines() throws {
    XCTAssertEqual(try DtFile.parse("# frames\n0.01\n\n 0.02 \n", name: "f"), [0.01, 0.02])
  }

  func testParse_NamesTheLine() {
    XCTAssertThrowsError(try DtFile.parse("0.01\n0.02\nx\n", name: "f")) { error in
      XCTAssertTrue("\(error)".contains("line 3"), "\(error)")
    }
  }
}
