import Foundation
import WaveCore
import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// The engine's step in Float beside Double in the accuracy report (``FloatAccuracyRow``).
final class FloatAccuracyTests: XCTestCase {
  /// On a stable spring and schedule, Float's rows differ from Double's, by at most ``Tolerance/batchFloatRelative``
  /// of the travel (the bound derived for WaveBatch's Float path over whole animations); the Double column is the
  /// `euler` row's max error, the same number.
  func testFloatRow_DiffersFromDoubleByFloatsRoundingOnly() throws {
    let spec = SpringSpec(dampingRatio: 0.5, response: 0.4)
    let spring = try spec.spring
    let frames = try AccuracyExperiment.Frames(spring, on: .fps(60), velocity: 0)
    let row = try AccuracyExperiment.floatRow(spec, schedule: .fps(60), frames: frames)
    let gap = try XCTUnwrap(row.maxGap)
    XCTAssertGreaterThan(gap, 0, "Float rounds differently")
    XCTAssertLessThanOrEqual(gap, Tolerance.batchFloatRelative)
    let euler = try AccuracyExperiment.row(
      spec: spec, spring: spring, schedule: .fps(60), integrator: EulerIntegrator())
    XCTAssertEqual(row.doubleMaxError, euler.maxError)
    XCTAssertEqual(
      try XCTUnwrap(row.floatMaxError), try XCTUnwrap(euler.maxError), accuracy: Tolerance.batchFloatRelative)
  }

  /// The Float path steps in Float: its first frame is the engine's semi-implicit Euler written out again in Float (the
  /// spring's coefficients rounded to Float), to ``Tolerance/batchFloatRelative`` of the travel (the kernel may group
  /// the same operations otherwise, which changes roundings only, within that bound's derivation).
  func testFloatIntegrator_FirstFrameIsTheEngineStepInFloat() throws {
    let spring = Spring(dampingRatio: 0.5, response: 0.4)
    let problem = SpringProblem(spring: spring, from: 0, to: 1000)
    let dt = 1.0 / 60
    let row = try FloatBatchIntegrator().integrate(problem, frameDurations: [dt])
    let (k, c, m) = (Float(spring.stiffness), Float(spring.dampingCoefficient), Float(spring.mass))
    let (x, v, target, h) = (Float(0), Float(0), Float(1000), Float(dt))
    let velocity = v + (-k * (x - target) - c * v) / m * h
    let value = x + velocity * h
    XCTAssertEqual(row.values[1], Double(value), accuracy: Tolerance.batchFloatRelative * 1000)
    XCTAssertEqual(row.values[1], Double(Float(row.values[1])), "a Float value, widened")
  }
}
