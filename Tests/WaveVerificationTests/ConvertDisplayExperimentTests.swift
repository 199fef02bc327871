import WaveCore
import XCTest

@testable import WaveBench
@testable import WaveNumerics

final class ConvertDisplayExperimentTests: XCTestCase {
  /// The engines shown are exactly those whose model is registered in the catalogue, in the lookup's order: an
  /// integrator registered later under a looked-up name (`swiftui`, `ca`) joins without a change to the experiment.
  func testEngines_AreThoseWithARegisteredModel() throws {
    let display = try XCTUnwrap(
      ConvertDisplayExperiment.run(PhysicalSpring(mass: 1, stiffness: 157.9, damping: 17.6), travel: 100))
    let registered = Set(IntegratorCatalogue.entries.map(\.name))
    XCTAssertEqual(
      display.engines.map(\.engine),
      ConvertDisplayExperiment.models.filter { registered.contains($0.integrator) }.map(\.engine))
    XCTAssertTrue(display.engines.allSatisfy { $0.rates.map(\.fps) == ConvertDisplayExperiment.rates })
  }

  /// Every model comes to rest within the horizon for a critically damped spring, after the first frame.
  func testCriticalSpring_EveryModelComesToRest() throws {
    let display = try XCTUnwrap(
      ConvertDisplayExperiment.run(PhysicalSpring(mass: 1, stiffness: 400, damping: 40), travel: 1000))
    for engine in display.engines {
      for rate in engine.rates {
        let end = try XCTUnwrap(rate.endTime, "\(engine.engine) at \(rate.fps) Hz")
        XCTAssertGreaterThan(end, 0)
        XCTAssertLessThanOrEqual(end, display.horizon)
      }
    }
  }

  /// An undamped spring never rests: no display.
  func testUndamped_HasNoDisplay() {
    XCTAssertNil(ConvertDisplayExperiment.run(PhysicalSpring(mass: 1, stiffness: 100, damping: 0), travel: 100))
  }
}
