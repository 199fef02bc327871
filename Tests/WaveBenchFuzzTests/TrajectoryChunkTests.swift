import WaveCore
import WaveInputs
import WaveIntegrators
import WaveReports
import XCTest

/// A trajectory is stepped in pieces of ``TrajectoryRun/chunkFrames`` frames. For an integrator whose
/// state is its position and velocity (the engine's step), the pieces must give exactly the rows of one
/// whole run, across the piece boundaries, so that a trajectory streams without being
/// held in memory whole.
final class TrajectoryChunkTests: XCTestCase {
  func testPieces_GiveTheRowsOfOneWholeRun() throws {
    let frames = TrajectoryRun.chunkFrames * 2 + 7
    let spec = SpringSpec(dampingRatio: 0.3, response: 0.5)
    let run = try TrajectoryRun(
      spring: spec, from: 0, to: 1, velocity: 2, fps: 60, frames: frames, dtFile: nil,
      integrator: IntegratorChoice(name: "euler"))
    var t: [Double] = [], x: [Double] = [], v: [Double] = []
    try run.forEachRow(of: try run.plan()) {
      t.append($0)
      x.append($1)
      v.append($2)
    }
    let whole = try EulerIntegrator().integrate(
      SpringProblem(spring: try spec.makeSpring(), from: 0, to: 1, velocity: 2),
      frameDurations: FrameSchedule.fps(60).durations(count: frames))
    XCTAssertEqual(t.count, frames + 1)
    XCTAssertEqual(t, whole.times)
    XCTAssertEqual(x, whole.values)
    XCTAssertEqual(v, whole.velocities)
  }
}
