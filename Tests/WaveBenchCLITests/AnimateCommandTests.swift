import Foundation
import WaveCore
import WaveTestSupport
import XCTest

/// `wave-bench animate` end to end.
///
/// Expectations come from upstream main's source (jtrivedi/Wave a52498e) and the independent `referenceEulerStep`,
/// never from the command's own output.
final class AnimateCommandTests: XCTestCase {
  let spring = ["--damping-ratio", "0.6", "--response", "0.8"]

  struct Row: Equatable {
    let frame: Int, t: Double, event: String, value: Double, velocity: Double
  }

  func rows(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [Row] {
    let result = CommandRunner.run(["animate"] + arguments)
    XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    var lines = result.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.removeFirst(), "frame,t,event,value,velocity,dt", file: file, line: line)
    let fps = arguments.firstIndex(of: "--fps").flatMap { Double(arguments[$0 + 1]) }
    return lines.map { text in
      let f = text.split(separator: ",").map(String.init)
      // At a constant rate every frame is stepped by the rate's own interval, 1/F s.
      if let fps { XCTAssertEqual(Double(f[5]), 1 / fps, "dt at \(fps) Hz", file: file, line: line) }
      return Row(frame: Int(f[0])!, t: Double(f[1])!, event: f[2], value: Double(f[3])!, velocity: Double(f[4])!)
    }
  }

  /// The reference step with the stored constants of Spring(dampingRatio: 0.6, response: 0.8).
  func step(_ x: Double, _ v: Double, to target: Double, dt: Double = 1.0 / 60) -> (Double, Double) {
    let s = Spring(dampingRatio: 0.6, response: 0.8)
    return referenceEulerStep(
      value: x, target: target, velocity: v, dt: dt, k: Double(s.stiffness), c: Double(s.dampingCoefficient),
      m: Double(s.mass))
  }

  /// The `finished` row of 0.6/0.8 at 60 Hz.
  ///
  /// Upstream main: `start()` makes no update (`AnimationController.swift:71-77`), so there is no row at frame 0; tick
  /// 1's update sets `startTime = t_1` (`SpringAnimator.swift:35-45, 210`), so tick k's running time is
  /// t_k − t_1 = (k − 1)/60 s; the run finishes on the first tick with that ≥ settlingDuration = 1.9544949303451404 s
  /// (`:229`): 117/60 = 1.95 < 1.9545 ≤ 118/60 = 1.9667, so k − 1 = 118, tick 119, at t = 119/60 ≈ 1.98333 s. Its value
  /// row is the target (`:231-238`), then the finished row with the target and the last step's velocity (`:240-242`);
  /// nothing comes after.
  func testFinishedRow_ComesOnTick119_WithTheTargetAndTheLastStepsVelocity() throws {
    let rows = try self.rows(spring + ["--from", "0", "--to", "100", "--fps", "60"])
    XCTAssertEqual(rows.count, 120)
    XCTAssertEqual(rows.first?.frame, 1)
    XCTAssertEqual(rows.map(\.frame).prefix(119), ArraySlice(1...119))
    var x = 0.0
    var v = 0.0
    var t = 0.0
    for k in 1...119 {
      (x, v) = step(x, v, to: 100)
      t += 1.0 / 60
      let row = rows[k - 1]
      XCTAssertEqual(row.event, "value")
      XCTAssertEqual(row.t, t, "t is the running sum of 1.0/60")
      XCTAssertEqual(row.value, k == 119 ? 100 : x, "tick \(k)")
      XCTAssertEqual(row.velocity, v, "tick \(k)")
    }
    XCTAssertEqual(rows.last, Row(frame: 119, t: t, event: "finished", value: 100, velocity: v))
    XCTAssertEqual(Spring(dampingRatio: 0.6, response: 0.8).settlingDuration, 1.9544949303451404)
  }

  /// `--retarget k:v` in frame k before the update: while running, a `retargeted` row with the animator's value
  /// and velocity from frame k − 1 (`SpringAnimator.swift:74-79`), then the step towards v; the running time
  /// restarts at t_k, so the finish comes on the first tick j with t_j − t_k ≥ settlingDuration.
  ///
  /// The same value again fires nothing (`:70-72`); a retarget at frame 1 comes before the first update (still
  /// `.inactive`, `:74`): no row, and the first step goes to the new target.
  func testRetargets_AsUpstreamMain() throws {
    let rows = try self.rows(
      spring + [
        "--from", "0", "--to", "100", "--fps", "60", "--retarget", "1:50", "--retarget", "10:20",
        "--retarget", "12:20",
      ])
    var x = 0.0
    var v = 0.0
    for k in 1...9 {
      (x, v) = step(x, v, to: 50)
      XCTAssertEqual(rows[k - 1], Row(frame: k, t: rows[k - 1].t, event: "value", value: x, velocity: v))
    }
    XCTAssertEqual(rows[9], Row(frame: 10, t: rows[9].t, event: "retargeted", value: x, velocity: v))
    (x, v) = step(x, v, to: 20)
    XCTAssertEqual(rows[10].event, "value")
    XCTAssertEqual(rows[10].value, x)
    XCTAssertEqual(rows.filter { $0.event == "retargeted" }.count, 1)
    var t = 0.0
    var t10 = 0.0
    var finish = 0
    for k in 1... {
      t += 1.0 / 60
      if k == 10 { t10 = t }
      if k > 10, t - t10 >= 1.9544949303451404 {
        finish = k
        break
      }
    }
    XCTAssertEqual(finish, 128)
    XCTAssertEqual(rows.last?.frame, finish)
    XCTAssertEqual(rows.last?.event, "finished")
    XCTAssertEqual(rows.last?.value, 20)
  }

  /// `--retarget 0.1s:0` happens at t = 0.1 s at every rate: on frame 12 at 120 Hz, 6 at 60 Hz, 3 at 30 Hz, the first
  /// frame whose clock (the running sum of k frames of 1/F s) reads 0.1 s to within the clock's rounding (1e-9 s,
  /// ``FrameRetarget/clockSlack``); `100ms` is the same moment.
  func testTimeRetarget_HappensAtTheSameMomentAtEveryRate() throws {
    for (fps, frame) in [(120.0, 12), (60, 6), (30, 3)] {
      for moment in ["0.1s", "100ms"] {
        let rows = try self.rows(
          spring + ["--from", "0", "--to", "100", "--fps", "\(fps)", "--retarget", "\(moment):0"])
        let retargeted = rows.filter { $0.event == "retargeted" }
        XCTAssertEqual(retargeted.map(\.frame), [frame], "\(moment) at \(fps) Hz")
        var t = 0.0
        for _ in 1...frame { t += 1 / fps }
        XCTAssertEqual(retargeted.first?.t, t, "the frame's own clock")
        // 1e-9 s is the retarget clock's slack (FrameRetarget.clockSlack, see the doc comment): the frame's clock is a
        // sum of ≤ 12 frame durations, within a few ulps of 0.1 s.
        XCTAssertEqual(retargeted.first?.t ?? 0, 0.1, accuracy: 1e-9, "\(moment) at \(fps) Hz")
      }
    }
  }

  /// A re-grab `T:V:VEL` sets the velocity to VEL, then the target to V.
  ///
  /// Upstream main: `velocity` is a stored property (`SpringAnimator.swift:88`); the target's `didSet` fires
  /// `retargeted` and restarts the running time (`:64-81`). The rows after it are Wave's step written out here by
  /// hand, v += (−k(x − target) − c·v)/m · dt; x += v·dt, from VEL towards V, to the last bit (the same operations in
  /// the same order); the run finishes on the first tick j with t_j − t_k ≥ settlingDuration. A re-grab to the
  /// target it already has changes the velocity alone: no `retargeted` row, no restart.
  func testRegrab_SetsTheVelocityThenTheTarget_AsAHandWrittenStep() throws {
    let s = Spring(dampingRatio: 0.6, response: 0.8)
    let (k, c, m) = (Double(s.stiffness), Double(s.dampingCoefficient), Double(s.mass))
    let dt = 1.0 / 60
    for (regrab, target) in [("0.2s:20:-800", 20.0), ("0.2s:100:-800", 100)] {
      let rows = try self.rows(spring + ["--from", "0", "--to", "100", "--fps", "60", "--retarget", regrab])
      var x = 0.0
      var v = 0.0
      var goal = 100.0
      var t = 0.0
      var start = 0.0
      var index = 0
      for frame in 1... {
        t += dt
        if frame == 1 { start = t }
        if frame == 12 {
          v = -800
          if target != goal {
            goal = target
            start = t
            XCTAssertEqual(rows[index], Row(frame: 12, t: t, event: "retargeted", value: x, velocity: v), regrab)
            index += 1
          }
        }
        let a = (-k * (x - goal) - c * v) / m
        v += a * dt
        x += v * dt
        let ends = t - start >= s.settlingDuration
        XCTAssertEqual(
          rows[index], Row(frame: frame, t: t, event: "value", value: ends ? goal : x, velocity: v),
          "\(regrab) frame \(frame)")
        index += 1
        if ends {
          XCTAssertEqual(rows[index], Row(frame: frame, t: t, event: "finished", value: goal, velocity: v), regrab)
          XCTAssertEqual(rows.count, index + 1, regrab)
          // 0.2 s is frame 12; a restart there moves the end 11 frames past frame 119 (the run without retargets).
          XCTAssertEqual(frame, target == 100 ? 119 : 130, regrab)
          break
        }
      }
    }
  }

  /// `--frames N` stops after N ticks when the run has not finished, and says so on standard error.
  func testFrames_StopsAfterNTicks() throws {
    let rows = try self.rows(spring + ["--from", "0", "--to", "1", "--fps", "120", "--frames", "7"])
    XCTAssertEqual(rows.map(\.frame), Array(1...7))
    XCTAssertEqual(Set(rows.map(\.event)), ["value"])
    let result = CommandRunner.run(
      ["animate"] + spring + ["--from", "0", "--to", "1", "--fps", "120", "--frames", "7"])
    XCTAssertEqual(result.stderr, "animate: stopped at --frames 7, before the animator finished\n")
  }

  /// JSON carries the same columns, one array per row, and whether the animator finished.
  func testJSON_HasTheColumns() throws {
    let result = CommandRunner.run(
      ["animate"] + spring + ["--from", "0", "--to", "1", "--fps", "60", "--frames", "3", "--format", "json"])
    XCTAssertEqual(result.status, 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
    XCTAssertEqual(object["columns"] as? [String], ["frame", "t", "event", "value", "velocity", "dt"])
    XCTAssertEqual(object["fps"] as? Double, 60)
    XCTAssertEqual(object["schedule"] as? String, "60hz")
    let rows = try XCTUnwrap(object["rows"] as? [[Any]])
    XCTAssertEqual(rows.map { $0[0] as? Int }, [1, 2, 3])
    XCTAssertEqual(rows.map { $0[2] as? String }, ["value", "value", "value"])
    XCTAssertEqual(object["finished"] as? Bool, false)
    let csv = try self.rows(spring + ["--from", "0", "--to", "1", "--fps", "60", "--frames", "3"])
    // The same numbers as the CSV (Foundation's JSON reader rounds the last digit differently: 1e-15 relative).
    for (row, line) in zip(rows, csv) {
      XCTAssertEqual(try XCTUnwrap(row[3] as? Double), line.value, accuracy: 1e-15 * abs(line.value))
    }
  }

  /// A spring the animator would not end within the tick limit is refused before any row, with the ticks it needs.
  ///
  /// `--frames` runs its first ticks. Frames longer than a minute are refused as every command refuses them.
  func testRunPastTheTickLimit_IsRefusedBeforeAnyRow() throws {
    // ζ 1e-5, response 1 s: settling duration ln(1e4)/(ζ·2π/response) ≈ 146,600 s, 17.6 million ticks at 120 Hz.
    let long = ["animate", "--damping-ratio", "1e-5", "--response", "1", "--from", "0", "--to", "1", "--fps", "120"]
    let refused = CommandRunner.run(long)
    XCTAssertEqual(refused.status, 64, refused.stderr)
    XCTAssertTrue(refused.stdout.isEmpty)
    XCTAssertTrue(refused.stderr.hasPrefix("Error: the animator ends after about 1.76e+07 ticks"), refused.stderr)
    let first = CommandRunner.run(long + ["--frames", "5"])
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertEqual(first.stdout.split(separator: "\n").count, 6)
    // 1/5e-324 overflows to inf; 1/0.001 is 1000 s.
    for (fps, frame) in [("5e-324", "inf"), ("0.001", "1000.0")] {
      assertRefusal(
        ["animate"] + spring + ["--from", "0", "--to", "1", "--fps", fps],
        "--fps \(fps) gives frames of \(frame) s, longer than 60 s: raise --fps")
    }
  }

  /// Bad input: one line naming the option, exit 64 (argument-parser's usage error), nothing on stdout.
  func testBadInput_OneLineAndExit64() throws {
    let base = ["animate"] + spring + ["--from", "0", "--to", "100", "--fps", "60", "--frames", "10"]
    let cases: [([String], String)] = [
      (["--retarget", "11:5"], "--retarget"), (["--retarget", "0:5"], "--retarget"),
      (["--retarget", "5"], "MOMENT:VALUE"), (["--retarget", "a:5"], "MOMENT:VALUE"),
      (["--retarget", "5:x"], "MOMENT:VALUE"), (["--retarget", "5:nan"], "--retarget"),
      (["--retarget", "5:inf"], "--retarget"), (["--bogus", "1"], "--bogus"), (["--velocity", "nan"], "--velocity"),
      (["--frames", "0"], "--frames"), (["--retarget", "0.1x:0"], "MOMENT:VALUE"), (["--retarget", "-1s:0"], "time"),
      (["--retarget", "nan:0"], "MOMENT:VALUE"), (["--retarget", "nans:0"], "time"),
      (["--retarget", "infs:0"], "time"),
      (["--retarget", "1s:0:nan"], "velocity"), (["--retarget", "1s:0:inf"], "velocity"),
      (["--retarget", "1s:0"], "after the run's last frame at 60 Hz, frame 10"),
      (["--retarget", "11:0"], "after the run's last frame, 10"), (["--fps", "30,20"], "several rates"),
      (["--fps", "30,x", "--summary"], "must be a rate"), (["--fps", "30,30", "--summary"], "twice"),
      (["--format", "text"], "--summary"), (["--summary", "--format", "csv"], "csv"),
    ]
    for (extra, needle) in cases {
      let result = CommandRunner.run(base + extra)
      XCTAssertEqual(result.status, 64, "\(extra)")
      XCTAssertEqual(result.stdout, "", "\(extra)")
      let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
      XCTAssertTrue(first.contains(needle), "\(extra): \(first)")
    }
    let noFps = CommandRunner.run(["animate"] + spring + ["--from", "0", "--to", "1", "--fps", "-60"])
    XCTAssertEqual(noFps.status, 64)
    let fluid = CommandRunner.run([
      "animate", "--spring", "swiftui:duration=0.5,bounce=0.2", "--from", "0", "--to", "100", "--fps", "60",
      "--retarget", "0.1s:50:300",
    ])
    XCTAssertEqual(fluid.status, 64)
    XCTAssertTrue(fluid.stderr.hasPrefix("Error: --retarget 0.1s:50:300: SwiftUI's spring takes no new velocity"))
  }

  /// A retarget after the frame the animation finished on never happens: the rows are the run's, and standard error
  /// says so.
  func testRetargetAfterTheEnd_IsNamedOnStandardError() throws {
    let result = CommandRunner.run(
      ["animate"] + spring + ["--from", "0", "--to", "100", "--fps", "60", "--retarget", "3s:0"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr, "animate: --retarget 3s:0 never happened: the animator finished before frame 180\n")
    XCTAssertTrue(
      result.stdout.hasSuffix("119,1.9833333333333312,finished,100.0,0.004923863219096309,0.016666666666666666\n"))
  }
}
