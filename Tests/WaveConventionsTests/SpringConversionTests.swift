import XCTest

@testable import WaveBench

final class SpringConversionTests: XCTestCase {
  /// The same parameters, different springs: react-spring's {tension 40, friction 7} is read by Origami too, as k = 230.2
  /// (not the same spring), and by no engine that does not take both labels.
  func testReadings_TensionFrictionDiffersInOrigami() throws {
    let conversion = try SpringConversion(spring(.reactSpring, ["tension": 40, "friction": 7]))
    XCTAssertEqual(conversion.readings.map(\.engine), [.origami])
    XCTAssertEqual(conversion.readings.first?.isSame, false)
    // (40 − 30)·3.62 + 194: three operations on numbers < 256 (≲ 1e-13); 1e-12 is far looser.
    XCTAssertEqual(conversion.readings.first?.physical.stiffness ?? 0, 230.2, accuracy: 1e-12)
  }

  /// mass, stiffness, damping mean the same in SwiftUI, CA, Framer and Flutter: their readings are the same spring.
  func testReadings_MassStiffnessDampingAgree() throws {
    let conversion = try SpringConversion(spring(.ca, ["mass": 1, "stiffness": 100, "damping": 10]))
    XCTAssertEqual(conversion.readings.map(\.engine), [.swiftui, .framer, .flutter])
    XCTAssertTrue(conversion.readings.allSatisfy(\.isSame))
  }

  /// One expression per engine, in `SpringEngine.allCases` order.
  func testExpressions_OnePerEngine() throws {
    let conversion = try SpringConversion(spring(.swiftui, ["duration": 0.5, "bounce": 0.3]))
    XCTAssertEqual(conversion.expressions.map(\.spring.engine), SpringEngine.allCases)
  }
}
