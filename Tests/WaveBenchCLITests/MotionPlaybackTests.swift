import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveBench

/// The page's motion is `animate`'s: every key of an engine lane's keyframes is a row `wave-bench animate` prints
/// (its value, at its time over the loop), in order, for a spring that passes and one that diverges at 30 Hz.
final class MotionPlaybackTests: XCTestCase {
  /// The keys of the keyframes named `name` in `html`: (percent, value), the value read from `calc((V - …`.
  func keys(_ name: String, in html: String) throws -> [(percent: Double, value: Double)] {
    let start = try XCTUnwrap(html.range(of: "@keyframes \(name){"))
    let end = try XCTUnwrap(html.range(of: "}}", range: start.upperBound..<html.endIndex))
    let body = html[start.upperBound..<end.lowerBound]
    var out: [(Double, Double)] = []
    for key in body.split(separator: "}") {
      let parts = key.split(separator: "{", maxSplits: 1)
      let percent = try XCTUnwrap(Double(parts[0].dropLast()), String(key))
      let calc = try XCTUnwrap(parts[1].range(of: "calc(("))
      let value = parts[1][calc.upperBound...].prefix { $0 != " " }
      out.append((percent, try XCTUnwrap(Double(value), String(key))))
    }
    return out
  }

  func testEngineLanes_AreAnimatesRows() throws {
    for (zeta, response) in [(0.8, 0.3), (0.86, 0.15)] {
      let spec = SpringSpec(dampingRatio: zeta, response: response)
      let playback = try XCTUnwrap(try MotionPlaybackJob.playback(for: spec))
      let html = MotionPlayback.html([playback])
      XCTAssertFalse(html.contains("<script"))
      for (index, schedule) in MotionPlaybackJob.schedules.enumerated() {
        let result = CommandRunner.run([
          "animate", "--damping-ratio", "\(zeta)", "--response", "\(response)", "--from", "0", "--to", "1",
          "--schedule", schedule.name,
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        // frame,t,event,value,velocity; the retargeted event moves nothing.
        let rows = result.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
          .filter { $0[2] != "retargeted" }
        let keys = try keys("mp0-\(index)", in: html)
        // The first key is the start (0 %, value 0), the last the loop's end holding the last value.
        XCTAssertEqual(keys.first?.percent, 0)
        XCTAssertEqual(keys.first?.value, 0)
        XCTAssertEqual(keys.count, rows.count + 2, "\(spec.label) at \(schedule.name)")
        for (key, row) in zip(keys.dropFirst(), rows) {
          let value = try XCTUnwrap(Double(row[3]))
          let t = try XCTUnwrap(Double(row[1]))
          XCTAssertEqual(key.value, value.isFinite ? value : (value < 0 ? -1e300 : 1e300), "\(spec.label) \(row)")
          XCTAssertEqual(key.percent, min(100, t / playback.duration * 100), "\(spec.label) \(row)")
        }
        XCTAssertEqual(keys.last?.percent, 100)
        XCTAssertEqual(keys.last?.value, keys[keys.count - 2].value)
      }
    }
  }

  /// A SwiftUI interpolatingSpring plays as SwiftUI shows it.
  ///
  /// At each rate: the closed form at each frame time, written out here
  /// (x(t) = 1 − e^{−γt}(cos ω_d t + γ/ω_d sin ω_d t), γ = c/2, ω_d = √(k − γ²), m = 1), until the first frame at or
  /// after its settlingDuration −ln(0.001 / (γ + 1)) / γ (OpenSwiftUI's rule, Apple's ε), where it shows the target.
  /// Tolerance: 1e-12, two closed forms rounding differently.
  func testSwiftUIInterpolatingSpring_PlaysAsSwiftUIShowsIt() throws {
    let spec = try SpringList.parse("swiftui:animation=interpolatingSpring,response=0.3,dampingRatio=0.6")
    let playback = try XCTUnwrap(try MotionPlaybackJob.playback(for: spec))
    let k = pow(2 * Double.pi / 0.3, 2)
    let gamma = 4 * Double.pi * 0.6 / 0.3 / 2
    let wd = (k - gamma * gamma).squareRoot()
    let end = -log(0.001 / (gamma + 1)) / gamma
    for (index, fps) in MotionPlaybackJob.schedules.compactMap(\.constantRate).enumerated() {
      let lane = playback.lanes[index]
      XCTAssertEqual(lane.label, "interpolatingSpring \(Int(fps)) Hz")
      XCTAssertEqual(lane.values.last, 1)
      let ending = try XCTUnwrap(lane.times.last)
      XCTAssertGreaterThanOrEqual(ending, end)
      XCTAssertLessThan(ending - 1 / fps, end)
      for (t, value) in zip(lane.times, lane.values).dropLast() {
        let x = 1 - exp(-gamma * t) * (cos(wd * t) + gamma / wd * sin(wd * t))
        // Two closed forms that round differently, on a fraction of the travel (distance 1):
        // Tolerance.closedFormRelative.
        XCTAssertEqual(value, x, accuracy: Tolerance.closedFormRelative, "\(fps) Hz, t = \(t)")
      }
    }
  }

  /// SwiftUI's `.spring` plays its fluid spring at each rate over check's default travel (1000 pt), drawn as a
  /// fraction of it: OpenSwiftUI's `FluidSpringAnimation` written out again (WaveTestSupport) at each frame time, to
  /// the target on the frame it ends.
  func testSwiftUIFluidSpring_PlaysItsFluidSpring() throws {
    let spec = try SpringList.parse("swiftui:duration=0.3,bounce=0.4")
    let playback = try XCTUnwrap(try MotionPlaybackJob.playback(for: spec))
    for (index, fps) in MotionPlaybackJob.schedules.compactMap(\.constantRate).enumerated() {
      let lane = playback.lanes[index]
      XCTAssertEqual(lane.label, "SwiftUI's spring \(Int(fps)) Hz")
      let oracle = OpenSwiftUIFluidSpring(response: 0.3, dampingFraction: 0.6)
      var context = OpenSwiftUIFluidSpring.SpringState()
      var t = 0.0
      for (time, value) in zip(lane.times, lane.values).dropFirst() {
        t += 1 / fps
        XCTAssertEqual(time, t, "\(fps) Hz")
        let offset = oracle.animate(value: 1000, time: t, context: &context)
        // The same operations written out again (equal in practice); 1e-12 of the travel is far looser than rounding
        // and far below a frame's move.
        XCTAssertEqual(value, (offset ?? 1000) / 1000, accuracy: 1e-12, "\(fps) Hz, t = \(t)")
      }
      XCTAssertEqual(lane.values.last, 1)
      XCTAssertNil(oracle.animate(value: 1000, time: t, context: &context), "the lane ends where the spring ends")
    }
  }
}
