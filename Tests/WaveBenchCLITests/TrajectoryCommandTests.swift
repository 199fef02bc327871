import Foundation
import WaveCore
import XCTest

@testable import WaveNumerics

/// `wave-bench trajectory` against independent computations written here.
final class TrajectoryCommandTests: XCTestCase {
  /// (arguments for the spring, k, c, m) — k, c, m derived here from Wave's documented formulas.
  struct SpringCase {
    let arguments: [String]
    let k: Double, c: Double, m: Double
  }

  /// Springs made from a response (k = (2π/r)²·m, c = 4π·ζ·m/r, rubberbanded above 60) or a stiffness
  /// (r = 2π/√(k·m), c = 4π·ζ·m/r).
  static func fromResponse(_ z: Double, _ r: Double, mass m: Double = 1) -> SpringCase {
    let unbanded = 4 * Double.pi * z * m / r
    let c = unbanded <= 60 ? unbanded : 60 + (1 - 1 / ((unbanded - 60) * 0.55 / 15 + 1)) * 15
    return SpringCase(
      arguments: ["--damping-ratio", "\(z)", "--response", "\(r)", "--mass", "\(m)"],
      k: pow(2 * Double.pi / r, 2) * m, c: c, m: m)
  }

  static func fromStiffness(_ z: Double, _ k: Double, mass m: Double = 1) -> SpringCase {
    let r = 2 * Double.pi / (k * m).squareRoot()
    return SpringCase(
      arguments: ["--damping-ratio", "\(z)", "--stiffness", "\(k)", "--mass", "\(m)"], k: k,
      c: 4 * Double.pi * z * m / r,
      m: m)
  }

  let springs = [
    fromResponse(0.8, 0.2), fromResponse(1.0, 0.82), fromResponse(0.3, 0.5, mass: 2), fromResponse(1, 0.1),
    fromStiffness(0.6, 300), fromStiffness(2.5, 50, mass: 0.5),
  ]

  func testEuler_EqualsAnIndependentStepBitForBit_OnRegularAndIrregularFrames() throws {
    let irregular = [0.0083, 0.0166, 0.1, 0.004, 0.0125, 0.02, 0.0333, 0.0069]
    let dtFile = try CommandRunner.temporaryFile(irregular.map { "\($0)" }.joined(separator: "\n") + "\n", in: self)
    let schedules: [([String], [Double])] = [
      (["--fps", "60", "--frames", "40"], Array(repeating: 1.0 / 60, count: 40)),
      (["--fps", "120", "--frames", "25"], Array(repeating: 1.0 / 120, count: 25)),
      (["--dt-file", dtFile], irregular),
    ]
    for spring in springs {
      for (frameArguments, durations) in schedules {
        let arguments =
          ["trajectory"] + spring.arguments + ["--from", "-20", "--to", "480", "--velocity", "-350"] + frameArguments
        let result = CommandRunner.run(arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        let csv = parseTrajectoryCSV(result.stdout)
        XCTAssertEqual(csv.header, "t,value,velocity")
        XCTAssertEqual(csv.t.count, durations.count + 1)
        var x = -20.0
        var v = -350.0
        var t = 0.0
        XCTAssertEqual(csv.x[0], x)
        XCTAssertEqual(csv.v[0], v)
        for (i, dt) in durations.enumerated() {
          // The engine's operation order (velocity first), in plain Double arithmetic.
          let acceleration = (-spring.k * (x - 480) - spring.c * v) / spring.m
          v = v + acceleration * dt
          x = x + v * dt
          t += dt
          XCTAssertEqual(csv.x[i + 1].bitPattern, x.bitPattern, "\(arguments) frame \(i + 1)")
          XCTAssertEqual(csv.v[i + 1].bitPattern, v.bitPattern, "\(arguments) frame \(i + 1)")
          XCTAssertEqual(csv.t[i + 1].bitPattern, t.bitPattern)
        }
      }
    }
  }

  /// The textbook closed form through the characteristic roots r₁,₂ = −γ ± √(γ² − ω0²), with complex
  /// arithmetic written out for the underdamped case and the repeated-root form at exact criticality.
  ///
  /// Independent of WaveNumerics' formulation (which uses e^{−γt}·cosh/sinh and expm1).
  static func closedForm(t: Double, u0: Double, v0: Double, k: Double, c: Double, m: Double) -> (Double, Double) {
    let gamma = c / (2 * m)
    let w2 = k / m
    let disc = gamma * gamma - w2
    // Exact criticality up to rounding: γ² and ω0² are each within ½ ulp, so an exactly critical spring's discriminant
    // is within ~2 ulps of ω0² of 0 (≈ 4.4e-16·ω0²); 1e-15·ω0² covers that.
    if abs(disc) <= 1e-15 * w2 {
      let e = exp(-gamma * t)
      let u = (u0 + (v0 + gamma * u0) * t) * e
      let v = (v0 - (v0 + gamma * u0) * gamma * t) * e
      return (u, v)
    }
    if disc > 0 {
      let s = disc.squareRoot()
      let r1 = -gamma + s
      let r2 = -gamma - s
      let a1 = (v0 - r2 * u0) / (r1 - r2)
      let a2 = (r1 * u0 - v0) / (r1 - r2)
      return (a1 * exp(r1 * t) + a2 * exp(r2 * t), a1 * r1 * exp(r1 * t) + a2 * r2 * exp(r2 * t))
    }
    let wd = (-disc).squareRoot()
    // u = Re[A·e^{(−γ + i·ωd)t}]·2 with A = (u0 − i·(v0 + γ·u0)/ωd)/2
    let e = exp(-gamma * t)
    let cosT = cos(wd * t)
    let sinT = sin(wd * t)
    let b = (v0 + gamma * u0) / wd
    let u = e * (u0 * cosT + b * sinT)
    let v = e * ((-gamma) * (u0 * cosT + b * sinT) + (-u0 * wd * sinT + b * wd * cosT))
    return (u, v)
  }

  func testExact_AgreesWithAnIndependentClosedFormTo1e12() throws {
    var worst = 0.0
    for spring in springs {
      for (from, to, v0) in [(0.0, 1000.0, 0.0), (250.0, -50.0, 3000.0), (10.0, 10.0, -800.0)] {
        let arguments =
          ["trajectory"] + spring.arguments + [
            "--from", "\(from)", "--to", "\(to)", "--velocity", "\(v0)", "--fps", "60", "--frames", "240",
            "--integrator", "exact",
          ]
        let result = CommandRunner.run(arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        let csv = parseTrajectoryCSV(result.stdout)
        // Scale: the distance, or for a pure velocity kick the amplitude v0/ω0 it produces.
        let omega = (spring.k / spring.m).squareRoot()
        let scale = max(abs(to - from), abs(v0) / omega)
        for i in 0..<csv.t.count {
          let (u, v) = Self.closedForm(t: csv.t[i], u0: from - to, v0: v0, k: spring.k, c: spring.c, m: spring.m)
          let positionError = abs(csv.x[i] - (to + u)) / scale
          let velocityError = abs(csv.v[i] - v) / (scale * omega)
          worst = max(worst, positionError, velocityError)
          XCTAssertLessThanOrEqual(positionError, Tolerance.closedFormRelative, "\(arguments) row \(i)")
          XCTAssertLessThanOrEqual(velocityError, Tolerance.closedFormRelative, "\(arguments) row \(i)")
        }
      }
    }
    print("exact vs independent closed form: worst relative error \(worst)")
  }

  func testEveryRegisteredIntegrator_RunsFromTheCommandLine_AndGSLrk8pdMatchesTheClosedForm() throws {
    let listing = CommandRunner.run(["integrators"])
    // The table's rows: after the header and its rule, up to the blank line before the note; a row's description
    // wraps onto lines that start with spaces.
    let names = listing.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
      .prefix { !$0.isEmpty }.filter { !$0.hasPrefix(" ") }.compactMap { $0.split(separator: " ").first }
    XCTAssertGreaterThanOrEqual(names.count, 18)
    let spring = springs[4]  // ζ 0.6, k 300
    for name in names {
      let result = CommandRunner.run(
        ["trajectory"] + spring.arguments + [
          "--from", "0", "--to", "100", "--fps", "60", "--frames", "8",
          "--integrator", String(name),
        ])
      XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
      let csv = parseTrajectoryCSV(result.stdout)
      XCTAssertEqual(csv.t.count, 9, String(name))
      guard name == "gsl-rk8pd" || name == "exact" || name == "propagator" else { continue }
      for i in 0..<csv.t.count {
        let (u, _) = Self.closedForm(t: csv.t[i], u0: -100, v0: 0, k: spring.k, c: spring.c, m: spring.m)
        // Each at its own contract: the closed form and the propagator to closedFormRelative of the distance,
        // GSL (adaptive at gslReference) to gslVsClosedFormRelative.
        let bound = name == "gsl-rk8pd" ? Tolerance.gslVsClosedFormRelative : Tolerance.closedFormRelative
        XCTAssertEqual(csv.x[i], 100 + u, accuracy: bound * 100, "\(name) row \(i)")
      }
    }
  }

  func testGSLFixedStepMode_IsSelectedBySubsteps() throws {
    // GSL's rk4 estimates its error by step doubling and returns the two half-steps' result, so one GSL
    // step per frame equals two textbook RK4 steps per frame (to rounding: the same stage formulas in a
    // different order).
    let base = [
      "trajectory", "--damping-ratio", "0.7", "--stiffness", "200", "--from", "0", "--to", "50", "--fps",
      "60", "--frames", "20",
    ]
    let gsl = parseTrajectoryCSV(CommandRunner.run(base + ["--integrator", "gsl-rk4", "--substeps", "1"]).stdout)
    let spring = Spring(dampingRatio: 0.7, stiffness: 200)
    let rk4 = try FixedStepRK4Integrator(substeps: 2).integrate(
      SpringProblem(spring: spring, from: 0, to: 50), frameDurations: FrameSchedule.fps(60).durations(count: 20))
    XCTAssertEqual(gsl.x.count, 21)
    for i in 0..<gsl.x.count {
      XCTAssertEqual(gsl.x[i], rk4.values[i], accuracy: Tolerance.roundingRelative * 50, "row \(i)")
    }
  }

  func testJSONFormat_HasRowsAndMetadata() throws {
    let result = CommandRunner.run([
      "trajectory", "--damping-ratio", "0.8", "--response", "0.3", "--from", "0", "--to", "1", "--fps", "30",
      "--frames", "3", "--format", "json",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(object["integrator"] as? String, "euler")
    XCTAssertEqual(object["columns"] as? [String], ["t", "value", "velocity"])
    let rows = try XCTUnwrap(object["rows"] as? [[Double]])
    XCTAssertEqual(rows.count, 4, "the start and 3 frames")
    XCTAssertEqual(rows.first, [0, 0, 0])
    XCTAssertEqual(object["frames"] as? Int, 3)
    XCTAssertNotNil(object["spring"] as? [String: Any])
  }

  func testIntegrators_ListsEuler() throws {
    let result = CommandRunner.run(["integrators"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.stdout.contains("euler"))
    XCTAssertTrue(result.stdout.contains("exact"))
  }

  func testIntegrators_ListsThePeersByTheirLibraryNames() throws {
    let result = CommandRunner.run(["integrators"])
    let names = Set(result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
    for peer in ["rebound", "react-spring", "advance", "androidx", "motion", "fluid", "interpolating", "ca"] {
      XCTAssertTrue(names.contains(peer), peer)
    }
    for old in ["rebound-rk4", "advance-rk4", "react-spring-euler"] {
      XCTAssertFalse(names.contains(old), old)
    }
  }

  func testTrajectory_MotionPrintsTheQuotedOverdampedFrame() throws {
    // One 1/60 s frame from x = 1 toward 0 with k = 100, c = 30 (ζ 1.5): 0.97595 in Motion.
    let result = CommandRunner.run([
      "trajectory", "--damping-ratio", "1.5", "--stiffness", "100", "--from", "1", "--to", "0", "--fps", "60",
      "--frames", "1", "--integrator", "motion",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    let csv = parseTrajectoryCSV(result.stdout)
    XCTAssertEqual(csv.x[1], 0.97595, accuracy: Tolerance.fiveDecimalFigure)
  }
}

/// `trajectory --integrator euler --substeps N`: the engine's step substepped.
final class TrajectorySubstepTests: XCTestCase {
  static let base = [
    "trajectory", "--damping-ratio", "0.5", "--response", "0.4", "--from", "0", "--to", "1000", "--fps", "60",
    "--frames", "60",
  ]

  /// 4 substeps differ from 1, which prints what no `--substeps` prints; the error against the exact spring
  /// (`--integrator exact`) shrinks from 1 to 4 to 16 substeps.
  func testEulerSubsteps_DifferFromOneAndConvergeToTheExactSpring() throws {
    func values(_ extra: [String]) throws -> [Double] {
      let run = CommandRunner.run(Self.base + extra)
      XCTAssertEqual(run.status, 0, run.stderr)
      return parseTrajectoryCSV(run.stdout).x
    }
    let plain = try values(["--integrator", "euler"])
    let one = try values(["--integrator", "euler", "--substeps", "1"])
    let four = try values(["--integrator", "euler", "--substeps", "4"])
    let sixteen = try values(["--integrator", "euler", "--substeps", "16"])
    let exact = try values(["--integrator", "exact"])
    XCTAssertEqual(one, plain)
    XCTAssertNotEqual(four, one)
    func error(_ run: [Double]) -> Double { zip(run, exact).map { abs($0 - $1) }.max() ?? .infinity }
    XCTAssertLessThan(error(four), error(one))
    XCTAssertLessThan(error(sixteen), error(four))
  }
}
