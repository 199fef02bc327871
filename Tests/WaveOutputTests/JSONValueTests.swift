import WaveOutput
import XCTest

final class JSONValueTests: XCTestCase {
  func testSerialization_ShortestDecimalsNullForNonFiniteAndEscapes() {
    let value = JSONValue.object([
      ("a", .number(0.1)), ("b", .number(.infinity)), ("c", .string("q\"\\\n")), ("d", .array([.number(2), .null])),
    ])
    XCTAssertEqual(value.serialized(indent: 0), #"{"a":0.1,"b":null,"c":"q\"\\\n","d":[2,null]}"#)
  }
}
