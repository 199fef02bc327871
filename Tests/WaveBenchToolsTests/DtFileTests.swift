import WaveBenchTools
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

final class JSONValueTests: XCTestCase {
  func testSerialization_ShortestDecimalsNullForNonFiniteAndEscapes() {
    let value = JSONValue.object([
      ("a", .number(0.1)), ("b", .number(.infinity)), ("c", .string("q\"\\\n")), ("d", .array([.number(2), .null])),
    ])
    XCTAssertEqual(value.serialized(indent: 0), #"{"a":0.1,"b":null,"c":"q\"\\\n","d":[2,null]}"#)
  }
}
