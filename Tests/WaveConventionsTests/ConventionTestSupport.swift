import Foundation
import WaveCore
import XCTest

@testable import WaveBench

/// `engine:` with `parameters`, as ``EngineSpring`` holds them.
func spring(_ engine: SpringEngine, _ parameters: KeyValuePairs<String, Double>) -> EngineSpring {
  EngineSpring(engine: engine, parameters: parameters.map { EngineSpring.Parameter($0.key, $0.value) })
}

/// The physical spring of `parameters` in `engine`, failing the test on a refusal.
func physical(
  _ engine: SpringEngine, _ parameters: KeyValuePairs<String, Double>, file: StaticString = #filePath,
  line: UInt = #line
) -> PhysicalSpring? {
  do {
    return try SpringConvention.physical(of: spring(engine, parameters))
  } catch {
    XCTFail("\(error)", file: file, line: line)
    return nil
  }
}

/// The refusal of `parameters` in `engine`, or nil (and a failure) when the convention accepts them.
func refusal(
  _ engine: SpringEngine, _ parameters: KeyValuePairs<String, Double>, file: StaticString = #filePath,
  line: UInt = #line
) -> String? {
  do {
    let accepted = try SpringConvention.physical(of: spring(engine, parameters))
    XCTFail("accepted: \(accepted)", file: file, line: line)
    return nil
  } catch {
    return error.message
  }
}

/// |a − b| ≤ tolerance·|b| for mass, stiffness and damping (damping: relative to the critical damping, so that an
/// undamped spring compares by an absolute bound on the scale of its stiffness).
func assertSame(
  _ a: PhysicalSpring?, _ b: PhysicalSpring, relative tolerance: Double, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  guard let a else { return XCTFail("no spring: \(message)", file: file, line: line) }
  let critical = 2 * (b.stiffness * b.mass).squareRoot()
  XCTAssertEqual(a.mass, b.mass, accuracy: tolerance * b.mass, "mass: \(message)", file: file, line: line)
  XCTAssertEqual(
    a.stiffness, b.stiffness, accuracy: tolerance * b.stiffness, "stiffness: \(message)", file: file, line: line)
  XCTAssertEqual(
    a.damping, b.damping, accuracy: tolerance * max(b.damping, critical), "damping: \(message)", file: file,
    line: line)
}
