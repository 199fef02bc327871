import Foundation
import WaveCore
import XCTest

final class ReportCommandsTests: XCTestCase {
  func temporaryDirectory() -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-reports-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  func files(in directory: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
      result[name] = FileManager.default.contents(atPath: directory + "/" + name)
    }
    return result
  }

  func testSuite_ReportsReproduceBitForBit() throws {
    let a = temporaryDirectory()
    let b = temporaryDirectory()
    let arguments = ["--spring", "0.8:0.2", "--spring", "0.7:k=300:m=2", "--schedule", "60hz,hitch"]
    let first = CommandRunner.run(arguments + ["--output", a])
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertTrue(first.stderr.contains("[1/"), "progress on stderr: \(first.stderr)")
    XCTAssertTrue(first.stdout.contains("accuracy:"), first.stdout)
    let second = CommandRunner.run(arguments + ["--output", b])
    XCTAssertEqual(second.status, 0, second.stderr)
    let x = try files(in: a)
    let y = try files(in: b)
    XCTAssertEqual(Set(x.keys), Set(y.keys))
    for name in [
      "README.md", "accuracy.md", "accuracy.json", "formulas.json", "settling.json", "stability.json", "index.html",
    ] {
      XCTAssertNotNil(x[name], name)
    }
    // The page leads with the user's springs: 0.7/k=300/m=2 (0.8/0.2 is Wave's own preset).
    let page = String(decoding: x["index.html"]!, as: UTF8.self)
    XCTAssertTrue(page.contains("<li id=\"headline-stability-1\">Your spring 0.7/k=300/m=2"), String(page.prefix(3000)))
    // Above every topic: check's verdict on that spring, and its motion at 120, 60 and 30 Hz beside the exact one.
    let top = try XCTUnwrap(page.range(of: "<section id=\"your-springs\">"))
    let summary = try XCTUnwrap(page.range(of: "<section id=\"summary\">"))
    XCTAssertLessThan(top.lowerBound, summary.lowerBound)
    let yours = String(page[top.lowerBound..<summary.lowerBound])
    XCTAssertTrue(yours.contains("FAIL 0.7/k=300/m=2") || yours.contains("PASS</strong>"), yours)
    XCTAssertTrue(yours.contains("<figcaption>0.7/k=300/m=2"), yours)
    for lane in ["Wave 120 Hz", "Wave 60 Hz", "Wave 30 Hz", "exact"] {
      XCTAssertTrue(yours.contains("data-lane=\"\(lane)\""), lane)
    }
    XCTAssertFalse(yours.contains("<script"))
    // A topic run alone drops the page (it would be stale) and the README no longer points at it.
    let topic = CommandRunner.run(["formulas", "--output", a])
    XCTAssertEqual(topic.status, 0, topic.stderr)
    let after = try files(in: a)
    XCTAssertNil(after["index.html"])
    XCTAssertFalse(String(decoding: after["README.md"]!, as: UTF8.self).contains("index.html"))
    for (name, data) in x {
      XCTAssertEqual(data, y[name], "\(name) differs between two runs")
      // No internal references in what users read (issue numbers belong to the tracker).
      XCTAssertNil(String(decoding: data, as: UTF8.self).range(of: #"[Ii]ssue \d"#, options: .regularExpression), name)
    }
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: x["accuracy.json"]!) as? [String: Any])
    XCTAssertEqual(json["schemaVersion"] as? Int, 1)
    XCTAssertNotNil((json["tool"] as? [String: Any])?["version"])
    XCTAssertNotNil(json["machine"])
    XCTAssertFalse(String(decoding: x["accuracy.md"]!, as: UTF8.self).contains("nan"))
  }

  func testCompare_IdenticalReportsAreNoRegressionAndAPerturbedStepIs() throws {
    let plain = temporaryDirectory()
    let perturbed = temporaryDirectory()
    let arguments = ["accuracy", "--spring", "0.8:0.2", "--schedule", "60hz,120hz"]
    XCTAssertEqual(CommandRunner.run(arguments + ["--output", plain]).status, 0)
    let run = CommandRunner.run(arguments + ["--output", perturbed, "--step-perturbation", "0.05"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let same = CommandRunner.run(["compare", plain + "/accuracy.json", plain + "/accuracy.json"])
    XCTAssertEqual(same.status, 0, same.stdout + same.stderr)
    XCTAssertTrue(same.stdout.contains("no regression"), same.stdout)
    let worse = CommandRunner.run(["compare", plain + "/accuracy.json", perturbed + "/accuracy.json"])
    XCTAssertEqual(worse.status, 1, worse.stdout + worse.stderr)
    XCTAssertTrue(worse.stdout.contains("WORSE  euler 0.8/0.2 @ 60hz maxError"), worse.stdout)
    // The other way round the max error falls: reported as better.
    let back = CommandRunner.run(["compare", perturbed + "/accuracy.json", plain + "/accuracy.json"])
    XCTAssertTrue(back.stdout.contains("better euler 0.8/0.2 @ 60hz maxError"), back.stdout)
  }

  func testCompare_UnreadableInputExitsTwoWithAMessage() throws {
    assertRefusal(
      ["compare", "/nonexistent/a.json", "/nonexistent/b.json"], status: 2, "compare: cannot read /nonexistent/a.json")
    let notJSON = try CommandRunner.temporaryFile("not json", in: self)
    assertRefusal(["compare", notJSON, notJSON], status: 2, "compare: \(notJSON) is not a JSON object")
  }

  func testBadInput_WritesNothingAndSaysWhy() throws {
    let output = temporaryDirectory()
    for arguments in [
      ["--spring", "0.7:abc"], ["--spring", "0.7"], ["--schedule", "60hz,75fps"], ["--dt-file", "/nonexistent"],
      ["accuracy", "--spring", "-1:0.4"],
    ] {
      let result = CommandRunner.run(arguments + ["--output", output])
      XCTAssertNotEqual(result.status, 0, arguments.joined(separator: " "))
      XCTAssertFalse(result.stderr.isEmpty, arguments.joined(separator: " "))
      XCTAssertFalse(FileManager.default.fileExists(atPath: output), "wrote \(output) for \(arguments)")
    }
  }

  func testSpringFPS_AddsTheEulerObjectWithTheAnalyticSpectralRadius() throws {
    let result = CommandRunner.run([
      "spring", "--damping-ratio", "0.8", "--response", "0.2", "--fps", "60", "--format", "json",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let euler = try XCTUnwrap(object["euler"] as? [String: Any])
    // M's eigenvalues from its trace and determinant: tr = 2 − k·h² − c·h, det = 1 − c·h (m = 1).
    let k = pow(2 * Double.pi / 0.2, 2)
    let c = 4 * Double.pi * 0.8 / 0.2
    let h = 1.0 / 60
    let half = (2 - k * h * h - c * h) / 2
    let det = 1 - c * h
    let radius = half * half >= det ? abs(half) + (half * half - det).squareRoot() : det.squareRoot()
    XCTAssertEqual(
      try XCTUnwrap(euler["spectralRadius"] as? Double), radius, accuracy: Tolerance.roundingRelative * radius)
    XCTAssertEqual(euler["stable"] as? Bool, true)
    XCTAssertEqual(euler["fps"] as? Double, 60)
    for key in [
      "settleTime", "residualAtSettlingDuration", "stepDampingRatio", "stepResponse", "timeLeadFrames",
    ] {
      XCTAssertNotNil(euler[key] as? Double, key)
    }
    let slow = CommandRunner.run([
      "spring", "--damping-ratio", "0.8", "--response", "0.2", "--fps", "30", "--format", "json",
    ])
    let slowEuler = try XCTUnwrap(
      (JSONSerialization.jsonObject(with: Data(slow.stdout.utf8)) as? [String: Any])?["euler"] as? [String: Any])
    XCTAssertEqual(slowEuler["stable"] as? Bool, false)
    XCTAssertTrue(slowEuler["settleTime"] is NSNull)
    assertRefusal(
      ["spring", "--damping-ratio", "0.8", "--response", "0.2", "--fps", "0"],
      "--fps must be a finite number > 0 (got 0.0)")
  }
}
