import Synchronization
import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// How often `check` steps a spring: once per spring × schedule (from rest), every number of the run measured on
/// that one trajectory.
final class CheckStepCountTests: XCTestCase {
  /// Wave's step, counting its runs: each call's spring (stiffness, damping coefficient, mass) and frame durations.
  final class CountingStep: TrajectoryIntegrator {
    struct Call: Hashable {
      let stiffness: Double, damping: Double, mass: Double
      let durations: [Double]
    }

    let calls = Mutex<[Call]>([])
    var name: String { EulerIntegrator().name }

    func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
      let spring = problem.spring
      let call = Call(
        stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient), mass: Double(spring.mass),
        durations: durations)
      calls.withLock { $0.append(call) }
      return EulerIntegrator().integrate(problem, frameDurations: durations)
    }
  }

  /// 99 springs (ζ 0.3 … 1.2, response 0.1 … 0.55 s, all but 0.8/0.2, Wave's defaultInteractive, which is judged
  /// over flings) on check's five default schedules: 495 runs of Wave's step, each a different spring × schedule.
  ///
  /// The fix searches get no budget (a failing spring's search stops at once): a fix's candidates are other springs,
  /// stepped by the recommender, and this counts the springs the options give.
  func testCheck_OnHundredSprings_StepsEachSpringAndScheduleOnce() throws {
    let springs = (0..<100).map { index in
      SpringSpec(dampingRatio: 0.3 + 0.1 * Double(index % 10), response: 0.1 + 0.05 * Double(index / 10))
    }
    .filter { !$0.isWaveDefaultInteractive }
    XCTAssertEqual(springs.count, 99)
    let schedules = CheckSetup.defaultSchedules
    let options = CheckSetup(
      springs: springs, schedules: schedules, travel: CheckSetup.defaultTravel, rules: CheckRule.defaults)
    let counting = CountingStep()
    let counted = try CheckExperiment.run(options, budget: StepBudget(steps: 0), step: counting)
    let calls = counting.calls.withLock { $0 }

    XCTAssertEqual(calls.count, springs.count * schedules.count)
    XCTAssertEqual(Set(calls).count, calls.count, "a spring × schedule stepped twice")
    XCTAssertEqual(Set(calls.map { [$0.stiffness, $0.damping, $0.mass] }).count, springs.count)
    // Each run's frames stepped are its one trajectory's.
    let stepped = counted.springs.flatMap(\.runs).map(\.framesStepped).reduce(0, +)
    XCTAssertEqual(stepped, calls.map(\.durations.count).reduce(0, +))
  }

  /// A step that never leaves the start, in place of Wave's: every number of the run comes from the step given.
  ///
  /// No run settles and none judders, where Wave's step settles on every schedule (a spring that diverges nowhere).
  func testCheck_MeasuresTheStepItIsGiven() throws {
    struct StillStep: TrajectoryIntegrator {
      var name: String { EulerIntegrator().name }
      func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) -> Trajectory {
        var still = EulerIntegrator().integrate(problem, frameDurations: durations)
        still.values = still.values.map { _ in problem.from }
        return still
      }
    }
    let spec = SpringSpec(dampingRatio: 0.7, response: 0.4)
    let options = CheckSetup(
      springs: [spec], schedules: CheckSetup.defaultSchedules, travel: 100, rules: CheckRule.defaults)
    let plain = try CheckExperiment.check(spec, options: options)
    let still = try CheckExperiment.check(spec, options: options, step: StillStep())
    XCTAssertTrue(plain.runs.allSatisfy { $0.settleTime != nil }, "Wave's step settles")
    XCTAssertEqual(still.runs.map(\.settleTime), Array(repeating: nil, count: plain.runs.count))
    XCTAssertEqual(still.runs.map(\.judder), Array(repeating: 0, count: plain.runs.count))
    // The view shows the start until the animator ends, then snaps the whole travel.
    XCTAssertEqual(still.runs.map(\.snap), Array(repeating: 100, count: plain.runs.count))
  }
}
