import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// The findings lead with the user's springs, one finding each, in the order given.
final class AccuracyUserSpringFindingTests: XCTestCase {
  func testEveryUserSpring_GetsItsOwnFinding() throws {
    let user = [
      SpringSpec(dampingRatio: 0.5, response: 0.3), SpringSpec(dampingRatio: 0.9, response: 0.6),
      SpringSpec(dampingRatio: 0.7, stiffness: 200),
    ]
    let result = try AccuracyExperiment.run(
      springs: user, schedules: [.fps(60)], integrators: [EulerIntegrator(), ExactIntegrator()], costs: nil)
    let subjects = result.findings.compactMap { finding -> SpringSpec? in
      if case .springAtFocusSchedule(let row, _, _) = finding { return row.spring }
      return nil
    }
    XCTAssertEqual(subjects, user)
  }
}
