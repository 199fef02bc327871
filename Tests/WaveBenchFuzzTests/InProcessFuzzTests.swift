import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveBench
@testable import WaveNumerics
@testable import WaveOutput

/// The fuzz test's in-process part: 3,360 seeded cases through the library entry points the commands call
/// (the executable only parses the options and wires these calls).
///
/// Each case either succeeds or throws an error the executable turns into one line and exit 1, 2, 64 or
/// 74 (``InputError``, ``OutputError``, an adaptive solver over its step bound); a trap ends the test process, so a run
/// that finishes proves no case trapped. The budget is a case count, not a clock: cases whose accepted work exceeds the
/// stepping budget are checked against ``InputLimits`` instead of being stepped. Inputs such as the dt-file line `1e16`
/// with `react-spring` and the spring of response 1e-155 with `batch` must be refused, not trap.
final class InProcessFuzzTests: XCTestCase {
  static let seed: UInt64 = 0x5EED_0013
  static let caseCount = 3_360
  /// Cases with at most this many frames × fixed sub-steps (and 100 s of simulated time) are stepped; larger
  /// accepted runs are checked against the limits only.
  static let stepFrameBudget = 400

  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("wave-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

  func testFuzz_EveryCaseSucceedsOrIsRefusedInOneLine() throws {
    var generator = FuzzGenerator(seed: Self.seed)
    var outcomes: [String: Int] = [:]
    var slowest: [(Double, Int)] = []
    for index in 0..<Self.caseCount {
      let kind = index % 7
      let start = Date()
      defer { slowest = Array((slowest + [(Date().timeIntervalSince(start), index)]).sorted { $0.0 > $1.0 }.prefix(3)) }
      do {
        switch kind {
        case 0: try springCase(&generator)
        case 1, 2: try trajectoryCase(&generator, dtFile: kind == 2)
        case 3: try reportInputsCase(&generator)
        case 4: try compareCase(&generator)
        case 5: try lightSpringReportCase(&generator)
        default: try animateCase(&generator)
        }
        outcomes["\(kind) ok", default: 0] += 1
      } catch let error as InputError {
        XCTAssertFalse(error.message.contains("\n"), "case \(index): not one line: \(error.message)")
        outcomes["\(kind) refused", default: 0] += 1
      } catch is BoundedGSLIntegrator.BoundExceeded {
        outcomes["\(kind) bound", default: 0] += 1
      } catch {
        XCTFail("case \(index) (kind \(kind)): unexpected \(type(of: error)): \(error)")
      }
    }
    print("fuzz outcomes: \(outcomes.sorted { $0.key < $1.key }); slowest cases (s, index): \(slowest)")
    XCTAssertEqual(outcomes.values.reduce(0, +), Self.caseCount)
    for kind in 0..<7 {
      XCTAssertGreaterThan(outcomes["\(kind) ok"] ?? 0, 0, "kind \(kind) never succeeded: \(outcomes)")
    }
  }

  /// A number option as argument-parser reads it: nil when it is not a number (a usage error, exit 64).
  func number(_ text: String) throws -> Double {
    guard let x = Double(text) else { throw InputError("not a number: \(text)") }
    return x
  }

  func spring(_ g: inout FuzzGenerator) throws -> SpringSpec {
    let stiffness = g.chance(0.3)
    return try SpringGrammar.options(
      dampingRatio: try number(g.plausibleText()), response: stiffness ? nil : try number(g.plausibleText()),
      stiffness: stiffness ? try number(g.plausibleText()) : nil, mass: g.chance(0.8) ? 1 : try number(g.numberText()))
  }

  func springCase(_ g: inout FuzzGenerator) throws {
    let spec = try spring(&g)
    let fps = g.chance(0.5) ? try number(g.numberText()) : nil
    if let fps { try WorkLimit.spring(spec, fps: fps) }
    let spring = try spec.spring
    _ = try SpringOutput.render(spring, fps: fps, as: .text)
    _ = try SpringOutput.render(spring, fps: fps, as: .json)
  }

  func trajectoryCase(_ g: inout FuzzGenerator, dtFile: Bool) throws {
    let spec = try spring(&g)
    var path: String?
    if dtFile {
      path = folder.appendingPathComponent("dt-\(g.next()).txt").path
      _ = FileManager.default.createFile(atPath: path!, contents: Data(g.dtFileContents()))
    }
    let names = IntegratorCatalogue.all.map(\.name) + ["bogus"]
    let name = g.pick(names)
    let choice = IntegratorChoice(
      name: name, absoluteTolerance: g.chance(0.1) ? try number(g.numberText()) : nil,
      relativeTolerance: g.chance(0.1) ? try number(g.numberText()) : nil,
      substeps: g.chance(0.1) ? g.pick([0, 1, 3, 100_000, 100_001, Int.max]) : nil)
    let frames = dtFile ? nil : g.pick([1, 2, 10, 100, 10_000_000, 10_000_001, 0, -1, Int.max])
    let run = try TrajectoryJob(
      spring: spec, from: try number(g.plausibleText()), to: try number(g.plausibleText()),
      velocity: g.chance(0.7) ? 0 : try number(g.numberText()), fps: dtFile ? nil : try number(g.plausibleText()),
      frames: frames, dtFile: path, integrator: choice)
    let plan = try run.plan()
    XCTAssertLessThanOrEqual(plan.count, InputLimits.maximumFrames)
    XCTAssertLessThanOrEqual(plan.totalDuration, InputLimits.maximumSimulatedTime)
    let adaptive = name.hasPrefix("gsl-") && choice.substeps == nil
    // An adaptive method may take up to InputLimits.maximumAdaptiveSteps (seconds) whatever the frame count:
    // stepped on long runs only, where the per-frame bound is small.
    guard plan.count * (choice.substeps ?? 1) <= Self.stepFrameBudget, plan.totalDuration <= 100,
      !adaptive || plan.count >= 100
    else { return }
    var bytes = 0
    try run.write(as: g.pick(CSVOrJSON.allCases)) { bytes += $0.utf8.count }
    XCTAssertGreaterThan(bytes, 0)
  }

  func reportInputsCase(_ g: inout FuzzGenerator) throws {
    var springs: [String] = []
    for _ in 0..<g.int(0..<3) { springs.append("\(g.plausibleText()):\(g.pick(["", "k=", "r="]))\(g.plausibleText())") }
    var springsFile: String?
    var dtFile: String?
    if g.chance(0.3) {
      springsFile = folder.appendingPathComponent("springs-\(g.next()).json").path
      _ = FileManager.default.createFile(atPath: springsFile!, contents: Data(g.springsFileContents()))
    }
    if g.chance(0.3) {
      dtFile = folder.appendingPathComponent("dt-\(g.next()).txt").path
      _ = FileManager.default.createFile(atPath: dtFile!, contents: Data(g.dtFileContents()))
    }
    let names = ["60hz", "120hz", "30hz", "vrr", "jitter", "hitch", "100000hz", "100001hz", "0hz", "nanhz", "x"]
    let schedule = g.chance(0.5) ? (0..<g.int(1..<4)).map { _ in g.pick(names) }.joined(separator: ",") : nil
    _ = try Suite.Setup(
      springs: springs.map { try SpringList.parse($0) }, springsFile: springsFile,
      schedules: try schedule.map { try ScheduleList.parse($0) }, dtFile: dtFile, stepPerturbation: 0)
  }

  func compareCase(_ g: inout FuzzGenerator) throws {
    func report() -> String {
      let metric = { (g: inout FuzzGenerator) in g.pick(["0.1", "0", "1", "null", "\"x\"", "true", "1e300", "2"]) }
      var rows: [String] = []
      for index in 0..<g.int(0..<4) {
        rows.append(
          "{\"spring\": \"s\(index % 2)\", \"schedule\": \"60hz\", \"integrator\": \"euler\", \"status\": \"\(g.pick(["ok", "failed", "unstable", "diverged"]))\", \"maxError\": \(metric(&g)), \"rmsError\": \(metric(&g)), \"snapPer1000\": \(metric(&g))}"
        )
      }
      let version = g.chance(0.9) ? "\(ReportHeader.schemaVersion)" : "\"1\""
      return "{\"schemaVersion\": \(version), \"report\": \"accuracy\", \"rows\": [\(rows.joined(separator: ","))]}"
    }
    let old = folder.appendingPathComponent("old-\(g.next()).json").path
    let new = folder.appendingPathComponent("new-\(g.next()).json").path
    try report().write(toFile: old, atomically: false, encoding: .utf8)
    try report().write(toFile: new, atomically: false, encoding: .utf8)
    _ = try ReportComparison.compare(oldPath: old, newPath: new, tolerance: g.chance(0.9) ? 0.01 : 0)
  }

  /// A lightly damped spring near the settling limit on generated schedules: accepted only when every report run's
  /// frames, counted (the animator's lifetime on the schedule, and the settling experiment's horizon over the
  /// schedule's frames), stay within ``InputLimits/maximumReportFramesPerRun``, and all of them within
  /// ``InputLimits/maximumReportFrames``.
  func lightSpringReportCase(_ g: inout FuzzGenerator) throws {
    let spec = try SpringList.parse(g.lightSpringText())
    let schedules = try ScheduleList.parse(
      (0..<g.int(1..<4)).map { _ in g.pick(["30hz", "60hz", "120hz", "240hz", "1000hz", "vrr", "jitter", "hitch"]) }
        .joined(separator: ","))
    try WorkLimit.reports(springs: [spec], schedules: schedules)
    let spring = try spec.spring
    var total = 0
    for schedule in schedules {
      let lifetime = AccuracyExperiment.lifetime(
        spring, on: schedule, maxFrames: InputLimits.maximumReportFramesPerRun + 1)
      var horizonFrames = 0
      var elapsed = 0.0
      let horizon = SettlingExperiment.horizon(spring)
      while elapsed < horizon, horizonFrames <= InputLimits.maximumReportFramesPerRun {
        elapsed += schedule.schedule.duration(ofFrame: horizonFrames) ?? .infinity
        horizonFrames += 1
      }
      let frames = max(lifetime.count, horizonFrames)
      XCTAssertLessThanOrEqual(frames, InputLimits.maximumReportFramesPerRun, "\(spec.label) on \(schedule.name)")
      total += frames
    }
    XCTAssertLessThanOrEqual(total, InputLimits.maximumReportFrames, spec.label)
  }

  /// `animate` at an extreme rate: accepted only when the run ends within its tick limit.
  ///
  /// A run without `--frames`
  /// must finish within the ticks its refusal estimated (``AnimationJob/ticksToFinish``, counted here by running it
  /// when that is at most 20,000 ticks), and every run's rows stop at the limit.
  func animateCase(_ g: inout FuzzGenerator) throws {
    let spec = try SpringGrammar.options(
      dampingRatio: try number(g.pick(["1e-5", "0.001", "0.05", "0.5", "1", "3"])),
      response: try number(g.pick(["0.05", "0.3", "1"])), stiffness: nil, mass: 1)
    let frames = g.chance(0.3) ? g.pick([1, 100, 20_000]) : nil
    let run = try AnimationJob(
      spring: spec, from: 0, to: try number(g.plausibleText()), velocity: 0, fps: try number(g.extremeRateText()),
      frames: frames, retargets: [])
    let needed = AnimationJob.ticksToFinish(
      settlingDuration: try spec.spring.settlingDuration, fps: run.fps, lastRetarget: nil)
    let limit = Double(frames ?? AnimationJob.defaultFrameLimit)
    if frames == nil { XCTAssertLessThanOrEqual(needed, limit, spec.label) }
    guard min(needed, limit) <= 20_000 else { return }
    var ticks = 0
    let finished = try MainActor.assumeIsolated { try run.run { ticks = max(ticks, $0.frame) } }
    XCTAssertLessThanOrEqual(Double(ticks), min(needed, limit), spec.label)
    if frames == nil { XCTAssertTrue(finished, "\(spec.label) at \(run.fps) Hz ended without its finished row") }
  }
}
