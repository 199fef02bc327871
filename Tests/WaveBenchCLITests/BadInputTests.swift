import Foundation
import XCTest

/// Every bad input gets one message on stderr naming the option, a non-zero exit, and nothing on stdout.
final class BadInputTests: XCTestCase {
  let spring = ["--damping-ratio", "0.8", "--response", "0.3"]
  let ends = ["--from", "0", "--to", "100"]
  let frames = ["--fps", "60", "--frames", "10"]

  func check(_ arguments: [String], mentions needle: String, file: StaticString = #filePath, line: UInt = #line) throws
  {
    let result = CommandRunner.run(arguments)
    XCTAssertNotEqual(result.status, 0, "\(arguments) should fail", file: file, line: line)
    XCTAssertEqual(result.stdout, "", "\(arguments) wrote to stdout", file: file, line: line)
    let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
    XCTAssertTrue(
      firstLine.contains(needle), "\(arguments): '\(firstLine)' should mention \(needle)", file: file, line: line)
    // A crash or trap would end with a signal (status > 128) and a backtrace; a clean error does not.
    XCTAssertLessThan(result.status, 128, file: file, line: line)
  }

  func testSpringParameters() throws {
    for value in ["nan", "inf", "-inf", "0", "-0.5"] {
      try check(["spring", "--damping-ratio", value, "--response", "0.3"], mentions: "--damping-ratio")
      try check(["spring", "--damping-ratio", "0.8", "--response", value], mentions: "--response")
      try check(["spring", "--damping-ratio", "0.8", "--stiffness", value], mentions: "--stiffness")
      try check(["spring", "--damping-ratio", "0.8", "--response", "0.3", "--mass", value], mentions: "--mass")
    }
    try check(["spring", "--damping-ratio", "abc", "--response", "0.3"], mentions: "--damping-ratio")
    try check(["spring", "--damping-ratio", "0.8"], mentions: "--response")
    try check(["spring", "--damping-ratio", "0.8", "--response", "0.3", "--stiffness", "100"], mentions: "conflict")
    try check(["spring", "--damping-ratio", "0.8", "--response", "0.3", "--format", "xml"], mentions: "--format")
  }

  func testTrajectoryNumbers() throws {
    for value in ["nan", "inf", "-inf"] {
      try check(["trajectory"] + spring + ["--from", value, "--to", "1"] + frames, mentions: "--from")
      try check(["trajectory"] + spring + ["--from", "0", "--to", value] + frames, mentions: "--to")
      try check(["trajectory"] + spring + ends + ["--velocity", value] + frames, mentions: "--velocity")
    }
    for value in ["0", "-60", "nan", "inf"] {
      try check(["trajectory"] + spring + ends + ["--fps", value, "--frames", "10"], mentions: "--fps")
    }
    for value in ["0", "-3", "100000000"] {
      try check(["trajectory"] + spring + ends + ["--fps", "60", "--frames", value], mentions: "--frames")
    }
    try check(["trajectory"] + spring + ends + ["--fps", "60", "--frames", "2.5"], mentions: "--frames")
  }

  func testTrajectoryConflictsAndMissingOptions() throws {
    try check(["trajectory"] + spring + ends, mentions: "--fps")
    try check(["trajectory"] + spring + ends + ["--fps", "60"], mentions: "--frames")
    try check(["trajectory"] + spring + ends + ["--frames", "10"], mentions: "--fps")
    try check(["trajectory"] + spring + ends + frames + ["--dt-file", "/tmp/x"], mentions: "--dt-file")
    try check(["trajectory"] + spring + ["--to", "1"] + frames, mentions: "--from")
    try check(["trajectory"] + spring + ends + frames + ["--integrator", "rk99"], mentions: "--integrator")
    // Names that are not in the catalogue (peer schemes modelled by their engines' own integrators instead).
    for old in ["rebound-rk4", "advance-rk4", "react-spring-euler"] {
      try check(["trajectory"] + spring + ends + frames + ["--integrator", old], mentions: "--integrator")
    }
    try check(["trajectory"] + spring + ends + frames + ["--format", "text"], mentions: "--format")
    try check(["no-such-command"], mentions: "no-such-command")
  }

  func testGSLOptions() throws {
    // Substeps are for fixed steps: the exact references and the peers on their own clocks refuse them.
    for name in ["exact", "propagator", "fluid", "rebound"] {
      try check(
        ["trajectory"] + spring + ends + frames + ["--integrator", name, "--substeps", "2"], mentions: "--substeps")
    }
    try check(
      ["trajectory"] + spring + ends + frames + ["--integrator", "euler", "--substeps", "0"], mentions: "--substeps")
    try check(
      ["trajectory"] + spring + ends + frames + ["--integrator", "verlet", "--substeps", "100001"],
      mentions: "--substeps")
    try check(
      ["trajectory"] + spring + ends + frames + ["--integrator", "exact", "--abs-tol", "1e-9"], mentions: "--abs-tol")
    try check(
      ["trajectory"] + spring + ends + frames + ["--integrator", "gsl-rk4", "--substeps", "0"], mentions: "--substeps")
    try check(
      ["trajectory"] + spring + ends + frames + ["--integrator", "gsl-rk4", "--substeps", "2", "--rel-tol", "1e-6"],
      mentions: "--substeps")
    for value in ["nan", "-1", "inf"] {
      try check(
        ["trajectory"] + spring + ends + frames + ["--integrator", "gsl-rk8pd", "--rel-tol", value],
        mentions: "--rel-tol")
    }
    try check(
      ["trajectory"] + spring + ends + frames + ["--integrator", "gsl-rk8pd", "--abs-tol", "0", "--rel-tol", "0"],
      mentions: "both be 0")
    try check(["trajectory"] + spring + ends + frames + ["--integrator", "gsl-nope"], mentions: "--integrator")
  }

  func testDtFiles() throws {
    let missing = "/tmp/wave-bench-does-not-exist-\(UUID().uuidString)"
    try check(["trajectory"] + spring + ends + ["--dt-file", missing], mentions: "--dt-file")
    let cases = ["", "\n\n", "0.016\nabc\n", "0.016\n-0.01\n", "0.016\n0\n", "nan\n", "inf\n", "0.01,0.02\n"]
    for contents in cases {
      let path = try CommandRunner.temporaryFile(contents, in: self)
      try check(["trajectory"] + spring + ends + ["--dt-file", path], mentions: "--dt-file")
    }
    let directory = FileManager.default.temporaryDirectory.path
    try check(["trajectory"] + spring + ends + ["--dt-file", directory], mentions: "--dt-file")
  }

  /// An integrator-cost file that cannot be read or does not hold integrator costs is refused as a springs file is
  /// (exit 2), before the output folder is touched.
  func testIntegratorCostFiles() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("bi-\(UUID().uuidString)").path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: output) }
    var paths = ["/tmp/wave-bench-does-not-exist-\(UUID().uuidString)", FileManager.default.temporaryDirectory.path]
    let cases = [
      "", "{", "[]", #"{"integrators": []}"#, #"{"integrators": [1]}"#,
      #"{"schemaVersion": 2, "integrators": [{"name": "euler", "nanosecondsPerFrame": 8.6}]}"#,
      #"{"integrators": [{"name": "euler", "nanosecondsPerFrame": -1}]}"#,
      #"{"integrators": [{"name": "euler", "nanosecondsPerFrame": 0}]}"#,
      #"{"integrators": [{"name": "euler", "nanosecondsPerFrame": "8.6"}]}"#,
      #"{"integrators": [{"name": "euler", "nanosecondsPerFrame": true}]}"#,
      #"{"integrators": [{"name": "euler", "nanosecondsPerFrame": 1e999}]}"#,
      #"{"integrators": [{"name": "eulr", "nanosecondsPerFrame": 8.6}]}"#,
      #"{"integrators": [{"nanosecondsPerFrame": 8.6}]}"#,
      #"{"integrators": [{"name": "euler", "nanosecondsPerFrame": 8.6}, {"name": "euler", "nanosecondsPerFrame": 9}]}"#,
    ]
    for contents in cases { paths.append(try CommandRunner.temporaryFile(contents, in: self)) }
    for (command, path) in ["accuracy", "suite"].flatMap({ command in paths.map { (command, $0) } }) {
      let arguments = [command, "--spring", "0.8:0.3", "--schedule", "60hz", "--output", output]
      try check(arguments + ["--integrator-costs", path], mentions: "--integrator-costs")
      XCTAssertEqual(CommandRunner.run(arguments + ["--integrator-costs", path]).status, 2, path)
      XCTAssertFalse(FileManager.default.fileExists(atPath: output), "\(command) with \(path) wrote \(output)")
    }
  }
}
