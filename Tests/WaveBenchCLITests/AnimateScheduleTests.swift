import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveBench

/// `animate --schedule NAME` and `animate --dt-file FILE`: Wave's animator stepped by the display link's interval and
/// ended by the wall clock, each row at the time its frame is shown, with the interval it was stepped by.
///
/// Expectations come from Wave's animator written out here from upstream main (jtrivedi/Wave a52498e) and from the
/// schedules' definitions (`hitch`: 60 Hz, the 6th frame shown 0.1 s after the 5th; `jitter`: 60 Hz callbacks
/// 1/60 s ± 20 % apart), never from the command's own code.
final class AnimateScheduleTests: XCTestCase {
  let spring = ["--spring", "1:0.25", "--from", "0", "--to", "1000"]

  /// The 60 Hz display link's interval, s: what Wave steps every frame by on `60hz`, `hitch` and `jitter`.
  let display = 1.0 / 60

  /// A time shown in the rows against one computed here: the two are running sums of at most a few dozen frame
  /// durations of the same clock, under 1 s, each addition within half an ulp of 1 s (1.1e-16 s), so a gap between
  /// two rows is off its duration by ≲ 30 × 2.2e-16 ≈ 7e-15 s; ``Tolerance/roundingRelative`` of 1 s (1e-12 s) is
  /// 100 times that, and 1e10 times below the 1/60 s it tells from 0.1 s.
  let clock = Tolerance.roundingRelative * 1

  struct Row: Equatable {
    let frame: Int, t: Double, event: String, value: Double, velocity: Double, dt: Double
  }

  /// The CSV rows of `animate` with `arguments`, its header checked.
  func rows(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> [Row] {
    let result = CommandRunner.run(["animate"] + arguments)
    XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    var lines = result.stdout.split(separator: "\n").map(String.init)
    guard !lines.isEmpty else { return [] }
    XCTAssertEqual(lines.removeFirst(), "frame,t,event,value,velocity,dt", file: file, line: line)
    return lines.map { line in
      let f = line.split(separator: ",").map(String.init)
      return Row(
        frame: Int(f[0])!, t: Double(f[1])!, event: f[2], value: Double(f[3])!, velocity: Double(f[4])!,
        dt: Double(f[5])!)
    }
  }

  /// Wave's animator for `Spring(dampingRatio: 1, response: 0.25)` from 0 to 1000 pt, written out from upstream main.
  ///
  /// Frame k's callback comes `durations(k)` s after the one before (the wall clock, when the frame is shown) and the
  /// animator steps it by `interval` s (the display link's `targetTimestamp − timestamp`,
  /// `DisplayLinkProviding.swift:50-57`): v += (−k·(x − 1000) − c·v)/m · dt; x += v·dt. Frame 1 starts the running
  /// time (`SpringAnimator.swift:210`); the animator ends on the first frame whose running time reaches the settling
  /// duration (`:229`), where the view shows the target.
  ///
  /// The spring's stored numbers (`Spring.swift`): k = (2π/0.25)² · m, m = 1; c = 4π·ζ·m/0.25 = 50.27, inside the
  /// rubberband's range 0...60, so left as it is; the settling duration for ζ ≥ 1 is 1.25 × the underdamped formula
  /// −ln(1e-4)/(ζ·ω) at ζ = 1 − ε, ω = √(k/m).
  struct WrittenOutAnimator {
    static let k = pow(2 * Double.pi / 0.25, 2)
    static let c = 4 * Double.pi * 1 * 1 / 0.25
    static let settling = 1.25 * (-log(1e-4) / ((1 - Double.ulpOfOne) * (k / 1).squareRoot()))

    /// Each frame's time, value shown and velocity, frame 1 first.
    var times: [Double] = [], values: [Double] = [], velocities: [Double] = []
    /// The frame the animator ended on, and where the step had put the view there.
    var endFrame: Int?, reached: Double?

    /// - Parameters:
    ///   - durations: frame k's duration (k ≥ 1), or nil past the end of a file.
    ///   - interval: what each frame is stepped by; nil: its duration.
    init(durations: (Int) -> Double?, interval: Double?) {
      XCTAssertTrue((0...60).contains(Self.c), "the rubberband leaves c as it is")
      var (x, v, t) = (0.0, 0.0, 0.0)
      var start: Double?
      var frame = 0
      while endFrame == nil, let duration = durations(frame + 1) {
        frame += 1
        t += duration
        if start == nil { start = t }
        (x, v) = referenceEulerStep(
          value: x, target: 1000, velocity: v, dt: interval ?? duration, k: Self.k, c: Self.c, m: 1)
        times.append(t)
        velocities.append(v)
        if t - start! >= Self.settling {
          endFrame = frame
          reached = x
          values.append(1000)
        } else {
          values.append(x)
        }
      }
    }
  }

  /// `--schedule hitch`: one frame shown 0.1 s after the one before, every other 1/60 s apart; every frame stepped by
  /// 1/60 s; the animator ends by the wall clock, on frame 24 (0.4833 s) instead of 60 Hz's 29, its step 2.6415 pt
  /// short of the target there.
  func testHitch_OneLateFrame_EachSteppedByTheDisplaysInterval_EndingByTheWallClock() throws {
    let hitch = rows(spring + ["--schedule", "hitch", "--format", "csv"])
    let sixty = rows(spring + ["--fps", "60"])
    let oracle = WrittenOutAnimator(durations: { $0 == 6 ? 0.1 : 1.0 / 60 }, interval: display)
    // The independent derivation's numbers: frame 24, 2.6415087 pt (to the 8 digits written: ±5e-8 pt).
    XCTAssertEqual(oracle.endFrame, 24)
    XCTAssertEqual(abs(1000 - (oracle.reached ?? 0)), 2.6415087, accuracy: 5e-8)

    let frames = hitch.filter { $0.event == "value" }
    XCTAssertEqual(frames.map(\.frame), Array(1...frames.count))
    var previous = 0.0
    var late: [Int] = []
    for row in frames {
      let gap = row.t - previous
      if abs(gap - 0.1) <= clock {
        late.append(row.frame)
      } else {
        XCTAssertEqual(gap, display, accuracy: clock, "frame \(row.frame)")
      }
      previous = row.t
      XCTAssertEqual(row.dt, display, "frame \(row.frame) is stepped by the display link's interval")
    }
    XCTAssertEqual(late, [6], "one frame, the 6th, comes 0.1 s after the one before")
    XCTAssertLessThan(frames.count, sixty.filter { $0.event == "value" }.count, "the stall ends it by wall time")

    // Frame for frame the written-out animator's numbers, to the bit (the same operations in the same order).
    XCTAssertEqual(frames.map(\.t), oracle.times)
    XCTAssertEqual(frames.map(\.value), oracle.values)
    XCTAssertEqual(frames.map(\.velocity), oracle.velocities)
    XCTAssertEqual(hitch.last?.event, "finished")
    XCTAssertEqual(hitch.last?.frame, oracle.endFrame)
    XCTAssertEqual(hitch.last?.value, 1000)

    // The finished row's reached value, in process (CSV prints the target there): the written-out step's, bit for bit.
    let request = try AnimateRequest.make(
      spring: try SpringList.parse("1:0.25"), from: 0, to: 1000, velocity: 0, rates: [], schedules: [[.hitch]],
      frames: nil, retargets: [], runner: .wave, summary: false, format: .csv)
    guard case .rows(let job, .csv) = request else { return XCTFail("not the rows: \(request)") }
    var finished: AnimationJob.Row?
    _ = try MainActor.assumeIsolated { try job.run { if $0.event == .finished { finished = $0 } } }
    XCTAssertEqual(finished?.frame, 24)
    XCTAssertEqual(finished?.reached, oracle.reached)
  }

  /// `--schedule jitter`: Wave steps every frame by the display's 1/60 s whenever its callback comes, so the values
  /// are the 60 Hz run's frame for frame, to the bit; the callbacks come 1/60 s ± 20 % apart, and only the end moves
  /// (the running time is the wall clock).
  func testJitter_ValuesAreThe60HzRunsFrameForFrame_OnlyTheEndMoves() {
    let jitter = rows(spring + ["--schedule", "jitter"])
    let sixty = rows(spring + ["--fps", "60"])
    let shown = jitter.filter { $0.event == "value" }
    let reference = sixty.filter { $0.event == "value" }
    let end = min(shown.count, reference.count) - 1  // the last frame of the earlier end shows the target
    XCTAssertGreaterThan(end, 20)
    for (row, same) in zip(shown.prefix(end), reference.prefix(end)) {
      XCTAssertEqual(row.frame, same.frame)
      XCTAssertEqual(row.value, same.value, "frame \(row.frame)")
      XCTAssertEqual(row.velocity, same.velocity, "frame \(row.frame)")
    }
    var previous = 0.0
    for row in shown {
      XCTAssertEqual(row.dt, display, "frame \(row.frame)")
      XCTAssertLessThanOrEqual(abs(row.t - previous - display), 0.2 * display + clock, "frame \(row.frame)")
      previous = row.t
    }
    XCTAssertNotEqual(shown.map(\.t), Array(reference.map(\.t).prefix(shown.count)), "the callbacks are uneven")
    XCTAssertEqual(jitter.last?.event, "finished")
    XCTAssertEqual(jitter.last?.value, 1000)
  }

  /// `--dt-file`: the file's durations, played once, each frame on time (stepped by its own duration, shown at their
  /// running sum); the run stops at the file's end and says so on standard error.
  func testDtFile_StepsEachDurationAndStopsAtTheFilesEnd() throws {
    let durations = [0.016, 0.017, 0.1, 0.016]
    let path = try CommandRunner.temporaryFile(durations.map { "\($0)" }.joined(separator: "\n") + "\n", in: self)
    let rows = rows(spring + ["--dt-file", path])
    let oracle = WrittenOutAnimator(durations: { $0 <= durations.count ? durations[$0 - 1] : nil }, interval: nil)
    XCTAssertNil(oracle.endFrame)
    XCTAssertEqual(rows.map(\.frame), [1, 2, 3, 4])
    XCTAssertEqual(rows.map(\.dt), durations)
    XCTAssertEqual(rows.map(\.t), oracle.times)
    XCTAssertEqual(rows.map(\.value), oracle.values)
    let result = CommandRunner.run(["animate"] + spring + ["--dt-file", path])
    XCTAssertTrue(result.stderr.hasPrefix("animate: --dt-file's 4 frames ran out"), result.stderr)
  }

  /// The models on `hitch`, as check runs them: SwiftUI's spring on the callbacks' clock (one 0.1 s step, its `dt`),
  /// Core Animation's render server on the display's 60 Hz frames, which the main thread's stall does not touch.
  func testModels_SwiftUIReadsTheCallbacks_CoreAnimationKeepsTheDisplaysFrames() {
    let swiftui = rows(spring + ["--schedule", "hitch", "--engine", "swiftui"])
    XCTAssertEqual(swiftui.filter { $0.dt != display }.map(\.frame), [6])
    XCTAssertEqual(swiftui.first { $0.frame == 6 }?.dt, 0.1)
    // A model shows one row a frame (its finished row on the frame that shows the target).
    let ca = rows(spring + ["--schedule", "hitch", "--engine", "ca"])
    XCTAssertEqual(ca.map(\.frame), Array(1...ca.count))
    var t = 0.0
    for row in ca {
      t += display
      XCTAssertEqual(row.dt, display, "frame \(row.frame)")
      XCTAssertEqual(row.t, t, "frame \(row.frame): the display's own clock")
    }
  }

  /// A retarget at a time falls on the first frame whose clock reads it: `0.1s` on `hitch` is the late frame, frame 6
  /// at 5/60 + 0.1 s (frame 5 reads 0.0833 s); the same retarget given as frame 6 is the same moment.
  func testTimeRetarget_OnHitch_FallsOnTheLateFrame() {
    for moment in ["0.1s", "100ms", "6"] {
      let rows = rows(spring + ["--schedule", "hitch", "--retarget", "\(moment):500"])
      let retargeted = rows.filter { $0.event == "retargeted" }
      XCTAssertEqual(retargeted.map(\.frame), [6], moment)
      XCTAssertEqual(retargeted.first?.t ?? 0, 5.0 / 60 + 0.1, accuracy: clock, moment)
      XCTAssertEqual(rows.last?.value, 500, moment)
    }
  }

  /// `--summary` gives check's numbers per schedule, labelled by name (a constant rate as `60 Hz`), within 80
  /// columns; JSON names each schedule and gives `fps` for a constant rate only; `hitch`'s snap is the written-out
  /// animator's, and every schedule's snap and error are `check`'s for the same spring, travel and schedule.
  func testSummary_OneRowPerSchedule_LabelledByName() throws {
    let base = ["animate"] + spring + ["--schedule", "60hz,hitch", "--schedule", "jitter,vrr", "--summary"]
    let text = CommandRunner.run(base)
    XCTAssertEqual(text.status, 0, text.stderr)
    let lines = text.stdout.split(separator: "\n").map(String.init)
    for line in lines { XCTAssertLessThanOrEqual(line.count, 80, line) }
    XCTAssertEqual(
      lines.compactMap { $0.split(separator: " ").first.map(String.init) }.filter {
        ["60", "hitch", "jitter", "vrr"].contains($0)
      }, ["60", "hitch", "jitter", "vrr"], text.stdout)
    XCTAssertTrue(lines.contains { $0.hasPrefix("schedule ") }, "the label column's header")
    XCTAssertTrue(lines.contains { $0.hasPrefix("hitch: a 60 Hz display") }, "what hitch stands for")

    let json = CommandRunner.run(base + ["--format", "json"])
    XCTAssertEqual(json.status, 0, json.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let runs = try XCTUnwrap(object["rates"] as? [[String: Any]])
    XCTAssertEqual(runs.map { $0["schedule"] as? String }, ["60hz", "hitch", "jitter", "vrr"])
    XCTAssertEqual(runs.map { $0["fps"] as? Double }, [60, nil, nil, nil])
    XCTAssertEqual(runs.map { $0["endFrame"] as? Int }[0...1], [29, 24])
    let oracle = WrittenOutAnimator(durations: { $0 == 6 ? 0.1 : 1.0 / 60 }, interval: display)
    let snap = abs(1000 - (oracle.reached ?? 0))
    // Foundation's JSON reader may round the last digit differently: 1e-15 relative.
    XCTAssertEqual(try XCTUnwrap(runs[1]["snap"] as? Double), snap, accuracy: 1e-15 * snap)

    // check's numbers for the same runs: its snap and its error (the step's, at the step's own time) on each schedule.
    // Both are the same step's values against the same closed form at the same times, one scaled from a fraction of
    // the travel: equal to ``Tolerance/verificationRelative`` of the 1000 pt travel.
    let check = CommandRunner.run([
      "check", "--spring", "1:0.25", "--travel", "1000", "--schedule", "60hz,hitch,jitter,vrr", "--format", "json",
    ])
    let checked = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let springs = try XCTUnwrap(checked["springs"] as? [[String: Any]])
    let checkRuns = try XCTUnwrap(springs.first?["runs"] as? [[String: Any]])
    XCTAssertEqual(checkRuns.map { $0["schedule"] as? String }, ["60hz", "hitch", "jitter", "vrr"])
    for (theirs, ours) in zip(checkRuns, runs) {
      let label = ours["schedule"] as? String ?? "?"
      let error = try XCTUnwrap((ours["error"] as? [String: Any])?["points"] as? Double)
      XCTAssertEqual(
        error, try XCTUnwrap(theirs["maxError"] as? Double), accuracy: Tolerance.verificationRelative * 1000, label)
      XCTAssertEqual(
        try XCTUnwrap(ours["snap"] as? Double), try XCTUnwrap(theirs["snap"] as? Double),
        accuracy: Tolerance.verificationRelative * 1000, label)
    }
  }

  /// Bad input, refused before any output with one line naming the option, as `check --schedule` and
  /// `trajectory --dt-file` refuse the same values: exit 64 (a usage error) for an unknown schedule, a rate out of
  /// range, a dt file missing, two ways of giving the frames, several schedules without `--summary`; exit 2 for a dt
  /// file holding a duration that is not a finite number > 0 (a file's content).
  func testBadInput_OneLineBeforeAnyOutput_AsTheOtherCommandsRefuseIt() throws {
    let missing = "/tmp/wave-bench-does-not-exist-\(UUID().uuidString)"
    var cases: [([String], String)] = [
      (["--schedule", "nope"], "--schedule"), (["--schedule", "0hz"], "--schedule"),
      (["--schedule", "hitch,vrr"], "--summary"), (["--schedule", "hitch,hitch", "--summary"], "--schedule"),
      (["--fps", "60", "--schedule", "hitch"], "--fps and --schedule"),
      (["--fps", "60", "--dt-file", missing], "--fps and --dt-file"),
      (["--schedule", "hitch", "--dt-file", missing], "--schedule and --dt-file"), ([], "--schedule"),
      (["--dt-file", missing], "--dt-file"),
      (["--schedule", "hitch", "--retarget", "1s:0", "--frames", "10"], "hitch"),
    ]
    var files: [String] = []
    for contents in ["0.016\n-0.01\n", "0.016\n0\n", "nan\n", "inf\n", "0.016\n1e400\n"] {
      let path = try CommandRunner.temporaryFile(contents, in: self)
      files.append(path)
      cases.append((["--dt-file", path], "--dt-file"))
    }
    for (extra, needle) in cases {
      let result = CommandRunner.run(["animate"] + spring + extra)
      let content = extra.first == "--dt-file" && files.contains(extra[1])
      XCTAssertEqual(result.status, content ? 2 : 64, "\(extra): \(result.stderr)")
      XCTAssertEqual(result.stdout, "", "\(extra)")
      let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
      XCTAssertTrue(first.hasPrefix("Error: ") && first.contains(needle), "\(extra): \(first)")
    }
    // The same refusal, word for word, as the commands that took these values first.
    let trajectory = ["trajectory", "--damping-ratio", "1", "--response", "0.25", "--from", "0", "--to", "1000"]
    for (animate, other) in [
      (["--schedule", "nope"], ["check", "--spring", "1:0.25", "--schedule", "nope"]),
      (["--dt-file", files[0]], trajectory + ["--dt-file", files[0]]),
      (["--dt-file", missing], trajectory + ["--dt-file", missing]),
    ] {
      let ours = CommandRunner.run(["animate"] + spring + animate)
      let theirs = CommandRunner.run(other)
      XCTAssertEqual(ours.status, theirs.status, "\(animate)")
      XCTAssertEqual(ours.stderr.split(separator: "\n").first, theirs.stderr.split(separator: "\n").first)
    }
  }
}
