import WaveCore
import XCTest

@testable import WaveNumerics

/// The peer models as the catalogue lists them (each model's own tests are in `<Peer>Tests`).
final class PeerIntegratorTests: XCTestCase {
  static let peers = ["rebound", "react-spring", "advance", "androidx", "motion", "fluid", "interpolating", "ca"]

  func testCatalogue_ListsEachPeerOnceAsAPeer() {
    for name in Self.peers {
      let entries = IntegratorCatalogue.entries.filter { $0.name == name }
      XCTAssertEqual(entries.count, 1, name)
      XCTAssertEqual(entries.first?.kind, .peer, name)
    }
    XCTAssertEqual(Set(IntegratorCatalogue.all.map(\.name)).count, IntegratorCatalogue.all.count, "names are unique")
  }

  func testCatalogue_NoLongerKnowsTheOldSchemes() {
    for name in ["rebound-rk4", "advance-rk4", "react-spring-euler"] {
      XCTAssertNil(IntegratorCatalogue.named(name), name)
    }
  }

  func testPropagator_IsAnExactReferenceNotAPeer() {
    let entry = IntegratorCatalogue.entries.first { $0.name == "propagator" }
    XCTAssertEqual(entry?.kind, .exact)
    for peer in ["AndroidX", "Motion", "Reanimated"] {
      XCTAssertFalse(entry?.summary.contains(peer) ?? true, peer)
    }
  }

  /// Every peer starts its trajectory at the problem's start and returns one row per frame plus one, at the
  /// schedule's times, hitches included.
  func testEveryPeer_ReturnsARowPerFrameAtTheScheduleTimes() throws {
    let problem = SpringProblem(spring: Spring(dampingRatio: 0.8, response: 0.5), from: 0, to: 100)
    let durations = [1.0 / 60, 0.1, 1.0 / 60, 0.004]
    for name in Self.peers {
      let trajectory = try XCTUnwrap(IntegratorCatalogue.named(name)).integrate(problem, frameDurations: durations)
      XCTAssertEqual(trajectory.count, durations.count + 1, name)
      XCTAssertEqual(trajectory.values[0], 0, name)
      var t = 0.0
      for (i, dt) in durations.enumerated() {
        t += dt
        XCTAssertEqual(trajectory.times[i + 1], t, name)
      }
    }
  }
}
