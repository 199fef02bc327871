import Foundation
import XCTest

@testable import WaveBench
@testable import WaveNumerics
@testable import WaveOutput

/// One verdict per spring: a spring another engine runs is judged by that engine (`check`, the page's "Your springs"),
/// and the reports that step it as Wave would say so and give it no verdict of their own.
final class OneVerdictPerSpringTests: XCTestCase {
  /// The words of a verdict of the engine's step on a spring.
  static let verdictWords = ["unstable", "diverge", "does not converge", "Fix:"]

  /// The springs file of the case: SwiftUI's `.spring(response: 0.15, dampingFraction: 0.86)`, which SwiftUI's
  /// spring runs and `check` passes, and Wave's 0.86/0.15, which Wave's step runs unstably at 30 Hz (a control: its
  /// verdicts stay).
  static let springsFile = #"""
    [{"name": "interactive", "engine": "swiftui", "response": 0.15, "dampingFraction": 0.86},
     {"name": "modal", "dampingRatio": 0.86, "response": 0.15}]
    """#

  /// The lines of `text` that name `title` (a spring's title as the reports write it).
  func lines(_ text: String, naming title: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { $0.contains(title) }
  }

  /// The bullets of `markdown`'s `## Key findings`.
  func findings(_ markdown: String) throws -> [String] {
    let start = try XCTUnwrap(markdown.range(of: "## Key findings\n\n"))
    let rest = markdown[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return rest[..<end].split(separator: "\n").map(String.init).filter { $0.hasPrefix("- ") }
  }

  /// `wave-bench suite --springs-file F` in process: the summary it prints, stability.md, accuracy.md and index.html
  /// give the SwiftUI spring no verdict of Wave's step, "Your springs" passes it, the sections that step it say so
  /// in their heading, and Wave's own spring keeps its verdicts.
  func testSuite_SpringAnotherEngineRuns_GetsOnlyItsEnginesVerdict() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("one-verdict-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("springs.json")
    try Self.springsFile.write(to: file, atomically: true, encoding: .utf8)
    let springs = try SpringList.load(path: file.path)
    let swiftUI = try XCTUnwrap(springs.first { $0.name == "interactive" })
    let wave = try XCTUnwrap(springs.first { $0.name == "modal" })
    XCTAssertEqual(swiftUI.runner, .fluid, "the case: SwiftUI's spring runs it")
    XCTAssertFalse(swiftUI.runsOnWave)
    XCTAssertTrue(wave.runsOnWave)

    let output = folder.appendingPathComponent("reports").path
    let summary = try Suite.run(options: Suite.Setup(springs: springs), output: output, progress: { _ in })
    func read(_ name: String) throws -> String { try String(contentsOfFile: output + "/" + name, encoding: .utf8) }
    let stability = try read("stability.md")
    let accuracy = try read("accuracy.md")
    let page = try read(IndexPage.fileName)

    // Your springs: check's verdict, SwiftUI's spring passes, Wave's 0.86/0.15 fails.
    let passLine = try XCTUnwrap(page.split(separator: "\n").first { $0.contains("<strong>PASS</strong>") })
    XCTAssertTrue(passLine.contains(swiftUI.title), String(passLine))
    XCTAssertTrue(page.contains("FAIL \(wave.title)"))

    // No finding, headline or summary line names the SwiftUI spring with a verdict of Wave's step.
    let findingLines =
      try findings(stability) + findings(accuracy) + lines(summary, naming: swiftUI.title)
      + page.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<li") }
    for line in findingLines where line.contains(swiftUI.title) {
      for word in Self.verdictWords {
        XCTAssertFalse(line.contains(word), "'\(word)' about \(swiftUI.title): \(line)")
      }
    }
    // Its table rows say how it is stepped, without the verdict word.
    let rows = lines(stability, naming: swiftUI.title).filter { $0.hasPrefix("| ") }
    XCTAssertEqual(rows.count, 1, stability)
    for row in rows {
      XCTAssertTrue(row.contains("\(swiftUI.title), stepped as Wave would"), row)
      XCTAssertFalse(row.contains("unstable"), row)
    }
    XCTAssertTrue(lines(accuracy, naming: swiftUI.title).contains { $0.contains("stepped as Wave would") })

    // The sections that step it say so in their heading, in the reports and on the page.
    for text in [stability, accuracy] {
      XCTAssertTrue(
        text.split(separator: "\n").contains { $0.hasPrefix("## ") && $0.contains("stepped as Wave would") }, text)
    }
    let headings = page.split(separator: "\n").filter { $0.hasPrefix("<h") && $0.contains("stepped as Wave would") }
    XCTAssertTrue(headings.contains { $0.contains("Spectral radius per spring and frame rate") }, page)

    // Wave's own spring keeps the verdicts of Wave's step: unstable at 30 Hz, with a fix.
    let waveFinding = try XCTUnwrap(findings(stability).first { $0.contains("Your spring \(wave.title)") })
    XCTAssertTrue(waveFinding.contains("unstable at 24 Hz, 30 Hz"), waveFinding)
    XCTAssertTrue(waveFinding.contains("Fix:"), waveFinding)
  }

  /// The stability report on a SwiftUI spring alone: its row and JSON say it is stepped as Wave would, the fallback
  /// rate's finding counts only the springs Wave runs, and the map marks it without the verdict word.
  func testStability_SpringAnotherEngineRuns_IsSteppedAsWaveWithoutAVerdict() throws {
    let swiftUI = try SpringList.parse("swiftui:response=0.15,dampingFraction=0.86")
    let result = try StabilityExperiment.run(springs: [swiftUI])
    XCTAssertEqual(result.steppedAsWave, [swiftUI])
    let row = try XCTUnwrap(result.rows.first { $0.spec == swiftUI })
    XCTAssertTrue(row.divergingRates.contains(30), "the case: Wave's step on its equation grows at 30 Hz")
    for finding in result.findings {
      switch finding {
      case .userSpring(let spec, _, _, _): XCTFail("a verdict on \(spec.title)")
      case .fallbackRate(_, let diverging, let count, let steppedAsWave):
        XCTAssertFalse(diverging.contains(swiftUI))
        XCTAssertEqual(count, StabilityExperiment.presets.count)
        XCTAssertEqual(steppedAsWave, 1)
      case .preset: break
      }
    }
    let bundle = StabilityReport.render(result, springs: [swiftUI])
    let fallback = try XCTUnwrap(bundle.summary.last)
    XCTAssertTrue(fallback.contains("springs Wave runs"), fallback)
    let json = try XCTUnwrap(bundle.files.first { $0.name == "stability.json" }).contents
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let entries = try XCTUnwrap(object["rows"] as? [[String: Any]])
    let own = entries.filter { $0["spring"] as? String == swiftUI.label }
    XCTAssertEqual(own.count, StabilityExperiment.rates.count)
    for entry in own {
      XCTAssertEqual(entry["steppedAsWave"] as? Bool, true)
      XCTAssertEqual(entry["runner"] as? String, "fluid")
    }
    XCTAssertTrue(
      entries.filter { $0["spring"] as? String != swiftUI.label }.allSatisfy { $0["steppedAsWave"] as? Bool == false })
    for svg in bundle.files where svg.name.hasSuffix(".svg") {
      let marker = try XCTUnwrap(lines(svg.contents, naming: "stepped as Wave would").first, svg.name)
      XCTAssertFalse(marker.contains("unstable"), marker)
    }
  }

  /// The accuracy findings of the engine's step (a spring's, the snap, convergence, long frames, drift, the hitch)
  /// leave out SwiftUI's spring and keep Wave's 0.86/0.15, which does not converge at 30 Hz.
  func testAccuracy_SpringAnotherEngineRuns_GetsNoFindingOfTheEnginesStep() throws {
    let swiftUI = try SpringList.parse("swiftui:response=0.15,dampingFraction=0.86")
    let wave = SpringSpec(dampingRatio: 0.86, response: 0.15)
    let result = try AccuracyExperiment.run(
      springs: [swiftUI, wave], schedules: [.fps(60), .fps(30), .hitch],
      integrators: [EulerIntegrator(), ExactIntegrator()], costs: nil)
    XCTAssertEqual(result.steppedAsWave, [swiftUI])
    XCTAssertEqual(result.focus.spring, wave, "the focus is a spring Wave runs")
    var subjects: [SpringSpec] = []
    var converges = true
    for finding in result.findings {
      switch finding {
      case .springAtFocusSchedule(let row, _, _), .outsideFrames(let row, _): subjects.append(row.spring)
      case .largestSnap(let row, let fix): subjects += [row.spring] + (fix.map { [$0.original] } ?? [])
      case .engineDoesNotConverge(let rows):
        subjects += rows.map(\.spring)
        converges = false
      case .longFrameKicks(let rows, let worst): subjects += rows.map(\.spring) + [worst.spring]
      case .frameRateDrift(let drift): subjects.append(drift.spring)
      case .stallMovesTheEnd(let plain, let hitch): subjects += [plain.spring, hitch.spring]
      case .engineStableEverywhere, .otherIntegrators, .propagatorIsCheap: break
      }
    }
    XCTAssertFalse(subjects.contains(swiftUI), "\(subjects.map(\.title))")
    XCTAssertTrue(subjects.contains(wave))
    XCTAssertFalse(converges, "Wave's 0.86/0.15 keeps its verdict at 30 Hz")
    let markdown = try XCTUnwrap(AccuracyReport.render(result).files.first { $0.name == "accuracy.md" }).contents
    XCTAssertTrue(
      markdown.contains(
        "## The engine's step (semi-implicit Euler), per spring and schedule (springs another engine runs: stepped as Wave would)"
      ), markdown)
  }

  /// A spring of an engine WaveBench has no model of is Wave's to run: it keeps its finding, named with its
  /// equation's ζ and response (2π√(m/k)) instead of a dash.
  func testAccuracy_SpringOfAnEngineWithoutAModel_KeepsItsFindingWithItsEquationsResponse() throws {
    let framer = try SpringList.parse("framer:stiffness=600,damping=15")
    XCTAssertTrue(framer.runsOnWave, "the case: Wave steps an engine without a model")
    let result = try AccuracyExperiment.run(
      springs: [framer], schedules: [.fps(60)], integrators: [EulerIntegrator(), ExactIntegrator()], costs: nil)
    let line = try XCTUnwrap(AccuracyFindingsText.lines(result).first)
    let physical = try XCTUnwrap(framer.physical)
    XCTAssertTrue(line.contains(framer.title), line)
    XCTAssertTrue(line.contains("(nominal ζ \(NumberFormat.sig(physical.dampingRatio, 3)), "), line)
    XCTAssertTrue(line.contains(", response \(NumberFormat.sig(physical.undampedPeriod, 4)) s)."), line)
    XCTAssertFalse(line.contains("— s"), line)
  }
}

/// The words of the accuracy findings: a count of one run is singular, a nominal response is given where Wave stores
/// one, and no stepper exact by construction is named the most accurate.
final class AccuracyFindingWordsTests: XCTestCase {
  /// A stiffness-made spring's nominal response is the one Wave stores, 2π/√(k·m) (0.1257 s for k 2500, m 1), not a
  /// dash; the engine's step that reproduces no continuous spring says so instead of printing ζ — and response — s.
  func testStiffnessSpring_NamesItsNominalResponse() throws {
    let spec = SpringSpec(dampingRatio: 0.9, stiffness: 2500)
    let result = try AccuracyExperiment.run(
      springs: [spec], schedules: [.fps(60)], integrators: [EulerIntegrator(), ExactIntegrator()], costs: nil)
    let line = try XCTUnwrap(AccuracyFindingsText.lines(result).first { $0.contains(spec.title) })
    let expected = 2 * Double.pi / 2500.0.squareRoot()  // Wave's response(stiffness:mass:), mass 1
    XCTAssertTrue(line.contains("response \(NumberFormat.sig(expected, 4)) s)"), line)
    XCTAssertFalse(line.contains("— s"), line)
    XCTAssertFalse(line.contains("ζ —"), line)
    // At 60 Hz (ω0·h = 0.83) the step's eigenvalues are those of no continuous spring.
    XCTAssertTrue(line.contains("The step behaves like no continuous spring here"), line)
  }

  /// With a stepper that is not exact by construction (rk4), the most accurate is named, never the propagator.
  func testMostAccurateStepper_IsNotAnExactReference() throws {
    let result = try AccuracyExperiment.run(
      springs: [SpringSpec(dampingRatio: 0.8, response: 0.3)], schedules: [.fps(60)],
      integrators: [EulerIntegrator(), ExactIntegrator(), PropagatorIntegrator(), FixedStepRK4Integrator()],
      costs: nil)
    let line = try XCTUnwrap(AccuracyFindingsText.lines(result).first { $0.contains("most accurate") })
    XCTAssertTrue(line.contains("most accurate stepper that is not exact by construction is rk4"), line)
  }
}
