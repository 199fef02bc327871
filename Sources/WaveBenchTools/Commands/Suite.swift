import Foundation
import WaveCore
import WaveReference

/// What `wave-bench` runs with no arguments. It grows as the suite does; today: the documented springs'
/// parameters, and the engine's Euler against the closed form at 60 and 120 Hz for each.
public enum Suite {
  /// The upstream defaults and the springs of the documentation's examples, as (dampingRatio, response).
  public static let documentedSprings: [(dampingRatio: Double, response: Double)] = [
    (0.8, 0.2), (1.0, 0.82), (0.6, 0.8), (0.68, 0.8), (0.8, 0.26), (1.0, 0.3), (0.8, 0.7), (0.8, 0.5),
  ]

  /// Runs the suite and returns the summary to print; `progress` gets one line per step (for stderr).
  public static func run(progress: (String) -> Void) throws -> String {
    let springs = documentedSprings.map { Spring(dampingRatio: $0.dampingRatio, response: $0.response) }
    var out = "WaveBench \(WaveBenchVersion.string): the documented springs, as the engine builds them\n\n"
    progress("[1/2] spring parameters")
    var parameters = TextTable(
      header: ["spring ζ/response", "stiffness", "damping c", "effective ζ", "settlingDuration s", "rubberband"],
      rightAligned: [1, 2, 3, 4])
    for spring in springs {
      let k = Double(spring.stiffness), c = Double(spring.dampingCoefficient), m = Double(spring.mass)
      parameters.add([
        label(spring), fixed(k, 3), fixed(c, 3), fixed(c / (2 * (k * m).squareRoot()), 4),
        fixed(spring.settlingDuration, 4), SpringDescription.isRubberbanded(spring) ? "yes" : "no",
      ])
    }
    out += parameters.rendered()

    out += "\nEuler (the engine's step) vs the exact solution, 0 → 1000 pt from rest, over the settling duration\n"
    out += "(max error in pt; snap = distance to the target, in pt, when the animator ends at settlingDuration)\n\n"
    var accuracy = TextTable(
      header: ["spring ζ/response", "rate", "frames", "max |euler − exact| pt", "snap pt"], rightAligned: [2, 3, 4])
    for (index, spring) in springs.enumerated() {
      progress("[2/2] accuracy \(index + 1)/\(springs.count): \(label(spring))")
      for fps in [60.0, 120.0] {
        let row = try compare(spring: spring, fps: fps, distance: 1000)
        accuracy.add([label(spring), "\(Int(fps)) Hz", String(row.frames), fixed(row.maxError, 3), fixed(row.snap, 4)])
      }
    }
    out += accuracy.rendered()
    out += "\nRan: spring parameters, Euler vs closed form. Not yet in the suite: reports/ (accuracy, formulas,"
    out += "\nstability, settling), GSL cross-checks, perf, the CI gate, validation.\n"
    return out
  }

  /// Max |Euler − exact| over the frames up to the first whose time ≥ settlingDuration, and the distance to
  /// the target at that frame (what the animator's final snap jumps).
  static func compare(spring: Spring, fps: Double, distance: Double) throws -> (
    frames: Int, maxError: Double, snap: Double
  ) {
    let problem = SpringProblem(spring: spring, from: 0, to: distance)
    let dt = 1 / fps
    var durations: [Double] = []
    var t = 0.0
    while t < spring.settlingDuration {
      durations.append(dt)
      t += dt
    }
    let euler = EulerIntegrator().integrate(problem, frameDurations: durations)
    let exact = try ExactIntegrator().integrate(problem, frameDurations: durations)
    let maxError = zip(euler.values, exact.values).map { abs($0 - $1) }.max() ?? 0
    return (durations.count, maxError, abs(euler.values.last! - distance))
  }

  static func label(_ spring: Spring) -> String { "\(spring.dampingRatio)/\(spring.response)" }

  static func fixed(_ x: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", x) }
}
