import WaveTestSupport
import XCTest

@testable import WaveBench
@testable import WaveOutput

/// `animate --spring ENGINE:…`, run in process (``AnimationJob``): a SwiftUI `.spring` shows what OpenSwiftUI's
/// `FluidSpringAnimation`, written out again in WaveTestSupport (``OpenSwiftUIFluidSpring``), shows at each frame.
final class AnimateEngineTests: XCTestCase {
  /// The rows of `run`, in order (XCTest runs each test on the main thread, as the command runs).
  func rows(_ run: AnimationJob) throws -> [AnimationJob.Row] {
    var rows: [AnimationJob.Row] = []
    _ = try MainActor.assumeIsolated { try run.run { rows.append($0) } }
    return rows
  }

  /// A SwiftUI `.spring` shows OpenSwiftUI's fluid spring at every frame and finishes on its frame.
  ///
  /// Over 1000 pt at 120, 60 and 30 Hz, for `.spring(duration:bounce:)` across durations and bounces: every `value`
  /// row is OpenSwiftUI's offset at the frame's time (the running sum of k frames of 1/F s) to within 1e-6 pt, and the
  /// `finished` row (the target) comes on the frame where OpenSwiftUI's `animate` returns nil. The 1e-6 pt bound is
  /// the acceptance bound for a transcription of the same operations; the two agree bit for bit in practice.
  func testSwiftUISpring_ShowsOpenSwiftUIsFluidSpring_AtEveryFrame_AndFinishesOnTheSameFrame() throws {
    for (duration, bounce) in [(0.2, 0.0), (0.5, 0.2), (1.0, 0.0), (0.5, -0.3), (0.15, 0.15)] {
      let spec = try SpringList.parse("swiftui:duration=\(duration),bounce=\(bounce)")
      for fps in [120.0, 60.0, 30.0] {
        let label = "\(duration)/\(bounce) at \(fps) Hz"
        let run = try AnimationJob(
          spring: spec, from: 0, to: 1000, velocity: 0, fps: fps, frames: nil, retargets: [],
          runner: CheckSetup.runner(for: spec, engine: nil))
        XCTAssertEqual(run.runner, .fluid, label)
        let rows = try rows(run)
        let oracle = OpenSwiftUIFluidSpring(
          response: duration, dampingFraction: OpenSwiftUIFluidSpring.springDampingFraction(bounce: bounce))
        var context = OpenSwiftUIFluidSpring.SpringState()
        var t = 0.0
        var finished: Int?
        var frame = 0
        while finished == nil, frame < 10_000 {
          frame += 1
          t += 1 / fps
          if let offset = oracle.animate(value: 1000, time: t, context: &context) {
            let row = try XCTUnwrap(rows.first { $0.frame == frame }, label)
            XCTAssertEqual(row.event, .value, label)
            // 1e-6 pt: the acceptance bound for a transcription of the same operations (see the doc comment).
            XCTAssertEqual(row.value, offset, accuracy: 1e-6, "\(label) frame \(frame)")
            XCTAssertEqual(row.t, t, "\(label) frame \(frame)")
          } else {
            finished = frame
          }
        }
        XCTAssertEqual(rows.last?.event, .finished, label)
        XCTAssertEqual(rows.last?.frame, try XCTUnwrap(finished, label), label)
        XCTAssertEqual(rows.last?.value, 1000, label)
      }
    }
  }

  /// `--retarget 12:400` merges as `shouldMerge` does (lines 101-127): the `retargeted` row keeps the velocity from
  /// before the frame; the frames after it follow the merged state toward the new interval.
  func testSwiftUISpringRetarget_MergesAsShouldMerge() throws {
    let spec = try SpringList.parse("swiftui:duration=0.5,bounce=0.2")
    let run = try AnimationJob(
      spring: spec, from: 0, to: 1000, velocity: 0, fps: 60, frames: nil,
      retargets: [try FrameRetarget(parsing: "12:400")], runner: .fluid)
    let rows = try rows(run)
    let oracle = OpenSwiftUIFluidSpring(response: 0.5, dampingFraction: 0.8)
    var context = OpenSwiftUIFluidSpring.SpringState()
    var interval = 1000.0
    var t = 0.0
    for frame in 1...60 {
      t += 1.0 / 60
      if frame == 12 {
        _ = oracle.shouldMerge(previous: oracle, value: interval, time: t, context: &context)
        interval = 400
        let merged = try XCTUnwrap(rows.first { $0.frame == 12 && $0.event == .retargeted })
        // As in the test above: 1e-6 pt, the bound for a transcription of the same operations (equal in practice).
        XCTAssertEqual(merged.value, context.offset, accuracy: 1e-6)
        XCTAssertEqual(merged.velocity, context.velocity, accuracy: 1e-6)
      }
      guard let offset = oracle.animate(value: interval, time: t, context: &context) else { break }
      let row = try XCTUnwrap(rows.first { $0.frame == frame && $0.event == .value })
      // 1e-6 pt, as above.
      XCTAssertEqual(row.value, offset, accuracy: 1e-6, "frame \(frame)")
    }
  }

  /// `--engine swiftui` runs a Framer spring as SwiftUI's `.spring`; an interpolatingSpring stays one; `--engine wave`
  /// runs either on Wave's animator; an unknown engine is refused with the nearest name.
  func testEngineOption_PicksTheRunner() throws {
    let framer = try SpringList.parse("framer:stiffness=600,damping=15")
    let interpolating = try SpringList.parse("swiftui:animation=interpolatingSpring,duration=0.5")
    func runner(_ spec: SpringSpec, _ engine: String?) throws -> SpringRunner {
      try CheckSetup.runner(for: spec, engine: engine.map { try XCTUnwrap(EngineArgument(argument: $0)).value })
    }
    XCTAssertEqual(try runner(framer, nil), .wave)
    XCTAssertEqual(try runner(framer, "swiftui"), .fluid)
    XCTAssertEqual(try runner(interpolating, "swiftui"), .interpolating)
    XCTAssertEqual(try runner(interpolating, "wave"), .wave)
    XCTAssertThrowsError(try XCTUnwrap(EngineArgument(argument: "swift")).accept()) { error in
      XCTAssertTrue(((error as? InputError)?.message ?? "").contains("did you mean 'swiftui'?"))
    }
  }
}
