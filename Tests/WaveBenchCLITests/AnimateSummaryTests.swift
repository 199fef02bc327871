import Foundation
import WaveCore
import XCTest

@testable import WaveBench

/// `animate --summary`: its overshoot, judder, snap and distance from the exact spring against Wave's animator and the
/// exact spring written out here by hand, never against the command's own code.
final class AnimateSummaryTests: XCTestCase {
  /// One run of Wave's animator written out by hand from upstream main (jtrivedi/Wave a52498e): frame k at the running
  /// sum of k frames of 1/F s; each frame the retargets of that frame (a velocity first, then the target: a different
  /// target while running restarts the running time, `SpringAnimator.swift:64-81`), then the step
  /// v += (−k(x − target) − c·v)/m · dt; x += v·dt, then the end by time alone (`:229`), where the view shows the
  /// target.
  struct HandRun {
    /// Frame times (0 first), the values shown (the start first), the step's value on the last frame.
    var times = [0.0], shown: [Double], stepped = 0.0
    var ended = false
    var target: Double

    init(
      _ spring: Spring, from: Double, to: Double, velocity: Double, fps: Double,
      retargets: [(frame: Int, value: Double, velocity: Double?)] = []
    ) {
      let (k, c, m) = (Double(spring.stiffness), Double(spring.dampingCoefficient), Double(spring.mass))
      let dt = 1 / fps
      var x = from
      var v = velocity
      var t = 0.0
      var start: Double?
      shown = [from]
      target = to
      for frame in 1...100_000 {
        t += dt
        for retarget in retargets where retarget.frame == frame {
          if let w = retarget.velocity { v = w }
          if retarget.value != target {
            if start != nil { start = t }
            target = retarget.value
          }
        }
        if start == nil { start = t }
        let a = (-k * (x - target) - c * v) / m
        v += a * dt
        x += v * dt
        times.append(t)
        stepped = x
        ended = t - start! >= spring.settlingDuration
        shown.append(ended ? target : x)
        if ended { break }
      }
    }

    /// The farthest value shown past `target` below it (`direction` −1) or above it (+1), from frame `first` on, and
    /// its time; nil when none is past.
    func peak(direction: Double, from first: Int = 0) -> (points: Double, value: Double, time: Double)? {
      var best: (points: Double, value: Double, time: Double)?
      for i in first..<shown.count where direction * (shown[i] - target) > (best?.points ?? 0) {
        best = (direction * (shown[i] - target), shown[i], times[i])
      }
      return best
    }

    /// The largest back-and-forth: moves d_i = x_{i+1} − x_i over the frames shown (the final snap left out); where
    /// four in a row alternate in sign, the smallest of the four; the largest such over the run, 0 without one.
    var judder: Double {
      let values = ended ? Array(shown.dropLast()) : shown
      let moves = zip(values.dropFirst(), values).map { $0 - $1 }
      var largest = 0.0
      for i in moves.indices.dropLast(3)
      where moves[i] * moves[i + 1] < 0 && moves[i + 1] * moves[i + 2] < 0 && moves[i + 2] * moves[i + 3] < 0 {
        largest = max(largest, moves[i...(i + 3)].map(abs).min()!)
      }
      return largest
    }
  }

  /// The underdamped closed form written out, x(t) = target + e^{−γt}(u₀·cos ωd·t + (v₀ + γ·u₀)/ωd · sin ωd·t) with
  /// γ = c/2m and ωd = √(k/m − γ²), and its derivative, from the spring's stored k, c, m.
  func exact(_ spring: Spring, x0: Double, v0: Double, target: Double, t: Double) -> (x: Double, v: Double) {
    let (k, c, m) = (Double(spring.stiffness), Double(spring.dampingCoefficient), Double(spring.mass))
    let gamma = c / (2 * m)
    let omega = (k / m - gamma * gamma).squareRoot()
    let a = x0 - target
    let b = (v0 + gamma * a) / omega
    let e = exp(-gamma * t)
    let (cosine, sine) = (cos(omega * t), sin(omega * t))
    return (
      target + e * (a * cosine + b * sine),
      e * (-gamma * (a * cosine + b * sine) + omega * (b * cosine - a * sine))
    )
  }

  /// The farthest the closed form gets past `target` on the side `direction`, found by search: a scan of its first
  /// `span` s in steps of 1e-4 s, then golden-section search on the best step's neighbours.
  func exactPeak(
    _ spring: Spring, x0: Double, v0: Double, target: Double, direction: Double, start: Double, span: Double
  ) -> (value: Double, time: Double) {
    func past(_ tau: Double) -> Double {
      direction * (exact(spring, x0: x0, v0: v0, target: target, t: tau).x - target)
    }
    let h = 1e-4
    let best = stride(from: 0.0, through: span, by: h).max { past($0) < past($1) }!
    var (lo, hi) = (max(0, best - h), best + h)
    let ratio = (5.0.squareRoot() - 1) / 2
    while hi - lo > 1e-12 {
      let (a, b) = (hi - ratio * (hi - lo), lo + ratio * (hi - lo))
      if past(a) < past(b) { lo = a } else { hi = b }
    }
    let tau = (lo + hi) / 2
    return (exact(spring, x0: x0, v0: v0, target: target, t: tau).x, start + tau)
  }

  /// The measures of one run of `arguments` at each of `rates`, through the command's own parsing.
  func measures(_ spec: SpringSpec, from: Double, to: Double, velocity: Double, rates: String, retargets: [String])
    throws -> [AnimationMeasures]
  {
    let request = try AnimateRequest.make(
      spring: spec, from: from, to: to, velocity: velocity, rates: [rates], frames: nil,
      retargets: retargets.map { try FrameRetarget(parsing: $0) },
      runner: .wave, summary: true, format: nil)
    guard case .summary(let runs, .text) = request else {
      XCTFail("not a summary table: \(request)")
      return []
    }
    return try MainActor.assumeIsolated { try runs.map { try $0.measures().measures } }
  }

  /// The release 0.65/0.233 from 300 to 0 at 3000 pt/s, at 120, 60 and 30 Hz.
  ///
  /// The peak past 0 (below it) and the judder are the hand-written animator's, to the last bit (the same values
  /// compared and subtracted); at 30 Hz the step alternates, and it judders. The snap is |0 − the step's value on the
  /// last frame|, bit for bit.
  ///
  /// The exact peak is found by search on the written-out closed form: its value to within 1e-9 of the travel
  /// (``Tolerance/verificationRelative``: two evaluations of the same closed form); its time to within 1e-7 s, since at
  /// a peak the value is flat: an error ε of the value moves its argmax by √(2ε/|x''|), with ε ≈ 1e-13 pt and
  /// |x''| ≈ ω²·|x − target| ≈ 1e4 pt/s² that is 5e-9 s, and the golden-section bracket ends at 1e-12 s.
  func testRelease_OvershootAndJudder_MatchAHandWrittenAnimator() throws {
    let spec = try SpringGrammar.options(dampingRatio: 0.65, response: 0.233, stiffness: nil, mass: 1)
    let spring = try spec.spring
    let all = try measures(spec, from: 300, to: 0, velocity: 3000, rates: "120,60,30", retargets: [])
    XCTAssertEqual(all.map(\.fps), [120, 60, 30])
    let peak = exactPeak(spring, x0: 300, v0: 3000, target: 0, direction: -1, start: 0, span: 1)
    for measures in all {
      let label = "\(measures.fps) Hz"
      let hand = HandRun(spring, from: 300, to: 0, velocity: 3000, fps: measures.fps)
      XCTAssertEqual(measures.direction, -1, label)
      let shown = hand.peak(direction: -1)
      XCTAssertEqual(measures.overshoot?.points, shown?.points, label)
      XCTAssertEqual(measures.overshoot?.value, shown?.value, label)
      XCTAssertEqual(measures.overshoot?.time, shown?.time, label)
      XCTAssertEqual(measures.judder, hand.judder, label)
      XCTAssertEqual(measures.snap, abs(0 - hand.stepped), label)
      XCTAssertEqual(measures.endFrame, hand.times.count - 1, label)
      let exact = try XCTUnwrap(measures.exactOvershoot, label)
      XCTAssertEqual(exact.value, peak.value, accuracy: Tolerance.verificationRelative * 300, label)
      // exactPeak's golden-section search compares positions, which near the peak differ by ½·x″·δ² only, below their
      // rounding for δ ≲ √(2ε·|x|/|x″|) ≈ √(2ε)/ω0 ≲ 1e-8 s; 1e-7 s allows that and is 1e5 below a frame.
      XCTAssertEqual(exact.time, peak.time, accuracy: 1e-7, label)
    }
    XCTAssertNotNil(all[0].overshoot, "120 Hz overshoots")
    XCTAssertNil(all[2].overshoot, "30 Hz never gets past 0")
    XCTAssertEqual(all[0].judder, 0, "120 Hz is smooth")
    XCTAssertGreaterThan(all[2].judder, 0, "30 Hz judders")
  }

  /// The PiP's release spring 0.68/0.8 from 0 to 600, retargeted to −600 at 0.166 s (frame 20, 10, 5).
  ///
  /// Plain and as a re-grab at −2000 pt/s: the peak past −600 after the retarget and the judder are the hand-written
  /// animator's to the last bit. The exact spring restarts at the retarget's frame time from its own state there (with −2000 pt/s
  /// on a re-grab): its peak is the search's, to the tolerances of the test above; its largest distance from the
  /// view is the written-out closed form's at the frames to within 1e-9 of the travel.
  func testPiPRetarget_OvershootJudderAndExactMotion_MatchHandWrittenOnes() throws {
    let spec = try SpringGrammar.options(dampingRatio: 0.68, response: 0.8, stiffness: nil, mass: 1)
    let spring = try spec.spring
    for (retarget, velocity) in [("0.166s:-600", nil), ("0.166s:-600:-2000", -2000.0)] {
      let all = try measures(spec, from: 0, to: 600, velocity: 0, rates: "120,60,30", retargets: [retarget])
      for (measures, frame) in zip(all, [20, 10, 5]) {
        let label = "\(retarget) at \(measures.fps) Hz"
        XCTAssertEqual(measures.retargetFrames, [frame], label)
        let hand = HandRun(
          spring, from: 0, to: 600, velocity: 0, fps: measures.fps,
          retargets: [(frame: frame, value: -600, velocity: velocity)])
        let shown = hand.peak(direction: -1, from: frame)
        XCTAssertEqual(measures.overshoot?.points, shown?.points, label)
        XCTAssertEqual(measures.overshoot?.time, shown?.time, label)
        XCTAssertEqual(measures.judder, hand.judder, label)
        XCTAssertEqual(measures.snap, abs(-600 - hand.stepped), label)
        let tk = hand.times[frame]
        let there = exact(spring, x0: 0, v0: 0, target: 600, t: tk)
        let v0 = velocity ?? there.v
        let peak = exactPeak(spring, x0: there.x, v0: v0, target: -600, direction: -1, start: tk, span: 2)
        let exactPeak = try XCTUnwrap(measures.exactOvershoot, label)
        XCTAssertEqual(exactPeak.value, peak.value, accuracy: Tolerance.verificationRelative * 1200, label)
        // 1e-7 s, as in the test above: the peak is flat, so the search finds its time only to about 1e-8 s.
        XCTAssertEqual(exactPeak.time, peak.time, accuracy: 1e-7, label)
        var largest = 0.0
        for (i, t) in hand.times.enumerated() {
          let x =
            t < tk
            ? exact(spring, x0: 0, v0: 0, target: 600, t: t).x
            : exact(spring, x0: there.x, v0: v0, target: -600, t: t - tk).x
          let view = i == hand.times.count - 1 ? hand.stepped : hand.shown[i]
          largest = max(largest, abs(view - x))
        }
        XCTAssertEqual(measures.error.points, largest, accuracy: Tolerance.verificationRelative * 1200, label)
      }
    }
  }

  /// The summary end to end: a text table of one row per rate within 80 columns, and JSON with the same numbers.
  func testSummary_TextFitsEightyColumns_AndJSONCarriesTheMeasures() throws {
    let base = [
      "animate", "--damping-ratio", "0.65", "--response", "0.233", "--from", "300", "--to", "0", "--velocity", "3000",
      "--fps", "120,60", "--fps", "30", "--summary",
    ]
    let text = CommandRunner.run(base)
    XCTAssertEqual(text.status, 0, text.stderr)
    let lines = text.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      lines.filter { $0.range(of: #"^[0-9.]+ Hz "#, options: .regularExpression) != nil }.count, 3, text.stdout)
    for line in lines { XCTAssertLessThanOrEqual(line.count, 80, line) }
    let json = CommandRunner.run(base + ["--format", "json"])
    XCTAssertEqual(json.status, 0, json.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let rates = try XCTUnwrap(object["rates"] as? [[String: Any]])
    XCTAssertEqual(rates.map { $0["fps"] as? Double }, [120, 60, 30])
    let spring = try SpringGrammar.options(dampingRatio: 0.65, response: 0.233, stiffness: nil, mass: 1).spring
    let hand = HandRun(spring, from: 300, to: 0, velocity: 3000, fps: 30)
    // Foundation's JSON reader rounds the last digit differently: 1e-15 relative.
    XCTAssertEqual(try XCTUnwrap(rates[2]["judder"] as? Double), hand.judder, accuracy: 1e-15 * hand.judder)
    XCTAssertTrue(rates[2]["overshoot"] is NSNull)
  }
}
