import Foundation
import WaveCore
import XCTest

@testable import WaveNumerics

/// The two references against each other: GSL's rk8pd, adaptive at ``Tolerance/gslReference``, and the
/// closed form, over the whole ``GSLTestGrid``.
final class GSLClosedFormAgreementTests: XCTestCase {
  /// Worst position error over all springs, problems, schedules and frames must stay below
  /// ``Tolerance/gslVsClosedFormRelative`` of the distance (``GSLGridSpring/distance(of:)``), and the worst
  /// velocity error below the same fraction of ω0 × distance (``GSLGridSpring/velocityScale(of:)``).
  func testRK8PD_MatchesClosedFormOverSpringGrid() throws {
    let springs = try GSLTestGrid.springs()
    XCTAssertGreaterThanOrEqual(springs.count, 200)

    // The grid covers the effective damping ratio below, at and above 1, and the exact critical branch.
    let ratios = springs.map(\.parameters.dampingRatio)
    let band = Tolerance.roundingRelative  // ≈ 1: critical up to the rounding of c/(2√(k·m))
    let under = ratios.filter { $0 < 1 - band }.count
    let critical = ratios.filter { abs($0 - 1) <= band }.count
    let over = ratios.filter { $0 > 1 + band }.count
    let exactlyCritical = springs.filter { $0.parameters.discriminant == 0 }.count
    print(
      "GSL grid: \(springs.count) springs; effective ζ < 1: \(under), ≈ 1: \(critical), > 1: \(over); D == 0: \(exactlyCritical)"
    )
    XCTAssertGreaterThan(under, 0)
    XCTAssertGreaterThan(critical, 0)
    XCTAssertGreaterThan(over, 0)
    XCTAssertGreaterThan(exactlyCritical, 0)

    let reference = GSLIntegrator(step: .rk8pd)
    XCTAssertEqual(reference.mode, .adaptive(absTol: Tolerance.gslReference, relTol: Tolerance.gslReference))
    var worst = (error: -1.0, absolute: 0.0, spring: "", problem: "", schedule: "", time: 0.0)
    var worstVelocity = (error: -1.0, absolute: 0.0, spring: "", problem: "", schedule: "", time: 0.0)
    var comparisons = 0
    for (index, gridSpring) in springs.enumerated() {
      let oscillator = DampedOscillator(gridSpring.parameters)
      for problem in GSLTestGrid.problems(for: gridSpring, index: index) {
        let distance = gridSpring.distance(of: problem)
        let velocityScale = gridSpring.velocityScale(of: problem)
        for (schedule, frames) in GSLTestGrid.schedules {
          let durations = schedule.durations(count: frames)
          let trajectory = try reference.integrate(problem, frameDurations: durations)
          XCTAssertEqual(trajectory.count, frames + 1)
          for row in 0..<trajectory.count {
            let exact = oscillator.state(
              at: trajectory.times[row], x0: problem.from, v0: problem.velocity, target: problem.to)
            let absolute = abs(trajectory.values[row] - exact.position)
            let error = absolute / distance
            comparisons += 1
            let velocityAbsolute = abs(trajectory.velocities[row] - exact.velocity)
            if velocityAbsolute / velocityScale > worstVelocity.error {
              worstVelocity = (
                velocityAbsolute / velocityScale, velocityAbsolute, gridSpring.description,
                "from \(problem.from) to \(problem.to) v0 \(problem.velocity) (velocity scale \(velocityScale))",
                schedule.name, trajectory.times[row]
              )
            }
            if error > worst.error {
              worst = (
                error, absolute, gridSpring.description,
                "from \(problem.from) to \(problem.to) v0 \(problem.velocity) (distance \(distance))",
                schedule.name, trajectory.times[row]
              )
            }
          }
        }
      }
    }
    print(
      """
      GSL rk8pd vs closed form, \(comparisons) frame comparisons: worst relative error \(worst.error) \
      (absolute \(worst.absolute)) at t = \(worst.time) s, schedule \(worst.schedule), \(worst.problem), \
      spring \(worst.spring)
      velocities: worst relative error \(worstVelocity.error) (absolute \(worstVelocity.absolute)) at \
      t = \(worstVelocity.time) s, schedule \(worstVelocity.schedule), \(worstVelocity.problem), \
      spring \(worstVelocity.spring)
      """)
    XCTAssertLessThanOrEqual(worst.error, Tolerance.gslVsClosedFormRelative)
    XCTAssertLessThanOrEqual(worstVelocity.error, Tolerance.gslVsClosedFormRelative)
  }
}
