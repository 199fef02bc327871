import Foundation
import XCTest

/// `accuracy --spring SPEC --trajectory FILE`: an outside engine's frames judged beside the built-in integrators.
final class AccuracyTrajectoryTests: XCTestCase {
  /// Explicit (forward) Euler frames of ζ 0.5, response 0.4 s at 60 Hz from 0 to 1000, computed here, the position
  /// stepped with the velocity before the frame: `x₁ = x + v·dt`, `v₁ = v + a(x, v)·dt` with k = (2π/0.4)², c = 4π·0.5/0.4.
  static func explicitEuler(frames: Int = 90, from: Double = 0, to: Double = 1000) -> String {
    let (k, c, dt) = (pow(2 * Double.pi / 0.4, 2), 4 * Double.pi * 0.5 / 0.4, 1.0 / 60)
    var (x, v) = (from, 0.0)
    var lines = ["time,value,velocity", "0,\(from),0"]
    for frame in 1...frames {
      let a = -k * (x - to) - c * v
      (x, v) = (x + v * dt, v + a * dt)
      lines.append("\(Double(frame) * dt),\(x),\(v)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The outside engine's row in the JSON, its finding first in the report: the largest error of explicit Euler at
  /// 60 Hz is 125.283 pt (the figure an engine maintainer measured against mpmath; the rows print 3 decimals, so
  /// ±0.0005 pt), and the same frames in other units (`--from 300 --to 100`) give the same row.
  func testExplicitEulerFrames_AreReportedWithTheirLargestError() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    try Self.explicitEuler().write(toFile: folder + "/euler.csv", atomically: true, encoding: .utf8)
    try Self.explicitEuler(from: 300, to: 100).write(toFile: folder + "/scaled.csv", atomically: true, encoding: .utf8)
    var errors: [Double] = []
    for (file, extra) in [("euler.csv", [String]()), ("scaled.csv", ["--from", "300", "--to", "100"])] {
      let run = CommandRunner.run(
        ["accuracy", "--spring", "0.5:0.4", "--trajectory", folder + "/" + file, "--output", folder + "/r-" + file]
          + extra)
      XCTAssertEqual(run.status, 0, run.stderr)
      let json = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/r-\(file)/accuracy.json")))
          as? [String: Any])
      let row = try XCTUnwrap(
        (json["rows"] as? [[String: Any]])?.first { $0["integrator"] as? String == "file:\(file)" })
      errors.append(try XCTUnwrap(row["maxError"] as? Double) * 1000)
      let markdown = try String(contentsOfFile: folder + "/r-\(file)/accuracy.md", encoding: .utf8)
      XCTAssertTrue(
        markdown.contains("Your frames (file:\(file)) of 0.5/0.4: off the exact spring by up to 125.283 pt"))
    }
    // The report prints the error to 3 decimals (125.283): half a unit of the third, 0.0005 pt.
    XCTAssertEqual(errors[0], 125.283, accuracy: 0.0005)
    // The same frames on another scale: the same error to rounding (1e-9 pt on a 1000 pt move).
    XCTAssertEqual(errors[1], errors[0], accuracy: 1e-9)
  }

  /// What cannot be judged is refused in one line, and nothing is written: a file's content with exit 2 (a missing
  /// column, times that do not increase, a time or value that is not finite, a first value that is not `--from`,
  /// frames that end before the settling duration), the command line with 64 (no such file, two springs, a schedule
  /// given, `--from` equal to `--to`, `--from` without a file).
  func testBadTrajectories_AreRefusedInOneLine() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    let good = Self.explicitEuler()
    var lines = good.split(separator: "\n").map(String.init)
    func file(_ name: String, _ text: String) throws -> String {
      try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
      return folder + "/" + name
    }
    var swapped = lines
    swapped.swapAt(5, 6)
    lines[4] = "0.05"
    let contents: [(String, String)] = [
      ("column", lines.joined(separator: "\n")),
      ("unsorted", swapped.joined(separator: "\n")),
      ("nan", good.replacingOccurrences(of: "\n0.1,", with: "\nnan,")),
      ("nan-value", good.replacingOccurrences(of: "\n0.1,", with: "\n0.1,nan,")),
      ("start", good.replacingOccurrences(of: "\n0,0.0,0\n", with: "\n0,5,0\n")),
      ("short", Self.explicitEuler(frames: 20)),
    ]
    for (name, text) in contents {
      let output = folder + "/out-" + name
      let run = CommandRunner.run(
        ["accuracy", "--spring", "0.5:0.4", "--trajectory", try file(name + ".csv", text), "--output", output])
      XCTAssertEqual(run.status, 2, "\(name): \(run.stderr)")
      XCTAssertEqual(CommandRunner.errorLines(run.stderr).count, 1, run.stderr)
      XCTAssertTrue(run.stderr.contains("--trajectory: "), run.stderr)
      XCTAssertFalse(FileManager.default.fileExists(atPath: output), "nothing written")
    }
    let path = try file("good.csv", good)
    for arguments in [
      ["--spring", "0.5:0.4", "--trajectory", folder + "/missing.csv"],
      ["--spring", "0.5:0.4", "--spring", "0.8:0.2", "--trajectory", path],
      ["--spring", "0.5:0.4", "--trajectory", path, "--schedule", "60hz"],
      ["--spring", "0.5:0.4", "--trajectory", path, "--from", "3", "--to", "3"],
      ["--spring", "0.5:0.4", "--from", "3"],
    ] {
      let run = CommandRunner.run(["accuracy"] + arguments + ["--output", folder + "/out"])
      XCTAssertEqual(run.status, 64, "\(arguments): \(run.stderr)")
      XCTAssertEqual(CommandRunner.errorLines(run.stderr).count, 1, run.stderr)
      XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/out"))
    }
  }

  /// docs/commands.md's JavaScript example, run with Node where it is installed, gives the frames judged above:
  /// 125.283 pt.
  func testTheDocsJavaScriptExample_GivesTheSameFrames() throws {
    let node = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/node" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
    try XCTSkipIf(node == nil, "Node is not installed")
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let doc = try String(contentsOf: root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
    let script = try XCTUnwrap(doc.firstMatch(of: /```js\n([\s\S]*?)```/)?.1)
    XCTAssertLessThanOrEqual(script.split(separator: "\n").count, 20)
    let folder = try CommandRunner.temporaryFolder(in: self)
    try String(script).write(toFile: folder + "/frames.js", atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try XCTUnwrap(node))
    process.arguments = [folder + "/frames.js"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let csv = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try csv.write(to: URL(fileURLWithPath: folder + "/frames.csv"))
    let run = CommandRunner.run(
      ["accuracy", "--spring", "0.5:0.4", "--trajectory", folder + "/frames.csv", "--output", folder + "/r"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("off the exact spring by up to 125.283 pt"), run.stdout)
  }
}
