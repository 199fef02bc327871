import Foundation
import XCTest

/// Refusals that say what is wrong and where: a springs-file entry over the settling limit names the file and the entry
/// (exit 2, as any refused file content), a spring value that starts with a dash is read as the value it is, and an
/// empty baseline path is called one.
final class ClearRefusalTests: XCTestCase {
  func testSpringsFileEntryOverTheSettlingLimit_NamesTheEntry_Exit2() throws {
    let file = try CommandRunner.temporaryFile(
      #"[{"name": "ok", "dampingRatio": 1, "response": 0.3}, {"name": "slow", "dampingRatio": 0.0001, "response": 0.3}]"#,
      in: self)
    for command in ["check", "accuracy"] {
      let result = CommandRunner.run([command, "--springs-file", file])
      XCTAssertEqual(result.status, 2, result.stderr)
      XCTAssertTrue(
        result.stderr.hasPrefix("Error: --springs-file: \(file) entry 1 ('slow'): the spring settles in"), result.stderr
      )
      XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
    }
  }

  /// Every command that takes `--springs-file` exits 2 for one it cannot read or whose content it refuses, as
  /// guarantees.md says, before it touches its output folder.
  func testEveryCommandWithASpringsFile_RefusesItWithExit2() throws {
    let refused = try CommandRunner.temporaryFile(#"[{"name": "a", "dampingRatio": "x", "response": 0.3}]"#, in: self)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cr-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    for command in [["check"], ["suite"], ["accuracy"], ["formulas"], ["stability"]] {
      let output = command == ["check"] ? [] : ["--output", folder.path]
      for file in [refused, "/nonexistent/springs.json"] {
        let result = CommandRunner.run(command + ["--springs-file", file] + output)
        XCTAssertEqual(result.status, 2, "\(command) \(file): \(result.stderr)")
        XCTAssertTrue(result.stderr.hasPrefix("Error: --springs-file: "), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
      }
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
  }

  func testDashLeadingSpring_IsReadAndRefusedForWhatItIs() throws {
    for command in ["check", "stability"] {
      let result = CommandRunner.run([command, "--spring", "-1:0.3"])
      XCTAssertEqual(result.status, 64, result.stderr)
      XCTAssertTrue(
        result.stderr.hasPrefix("Error: --spring '-1:0.3': the damping ratio must be a finite number > 0 (got '-1')"),
        result.stderr)
    }
  }

  func testEmptyBaseline_IsAnEmptyPath() throws {
    let result = CommandRunner.run(["gate", "--baseline", ""])
    XCTAssertEqual(result.status, 64, result.stderr)
    XCTAssertTrue(result.stderr.hasPrefix("Error: --baseline: an empty path"), result.stderr)
  }

  /// An output that cannot take a new entry (/proc, or /proc itself as the folder to replace, whose entries could not
  /// be carried over) is refused before any work: no progress line, no output, exit 64.
  func testUnwritableOutput_IsRefusedBeforeTheWork() throws {
    for arguments in [
      ["--output", "/proc/wave-bench-out"], ["check", "--spring", "0.8:0.3", "--output", "/proc/x.txt"],
      ["stability", "--spring", "0.8:0.3", "--output", "/proc"],
    ] {
      let result = CommandRunner.run(arguments)
      XCTAssertEqual(result.status, 64, result.stderr)
      XCTAssertTrue(result.stderr.hasPrefix("Error: --output: cannot write /proc"), result.stderr)
      XCTAssertFalse(result.stderr.contains("[1/"), result.stderr)
      XCTAssertFalse(result.stderr.contains("stability 1/1"), result.stderr)
      XCTAssertFalse(result.stderr.contains("check 1/1"), result.stderr)
      XCTAssertTrue(result.stdout.isEmpty)
    }
  }

  /// A FIFO, a device, a file below a file and a folder below /sys are refused as targets before any report runs (no
  /// progress line, nothing written): a FIFO would block the writer, the others fail only after the work.
  func testFIFOsDevicesAndImpossibleFolders_AreRefusedBeforeTheWork() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wave-refuse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("fifo").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let plain = folder.appendingPathComponent("plain").path
    XCTAssertTrue(FileManager.default.createFile(atPath: plain, contents: Data("x".utf8)))
    let cases: [([String], String)] = [
      (["--output", fifo], "is a FIFO, not a folder"),
      (["stability", "--output", fifo], "is a FIFO, not a folder"),
      (["check", "--spring", "0.8:0.3", "--output", fifo], "is a FIFO, not a regular file"),
      (["--output", "/dev/null"], "not a folder"),
      (["settling", "--output", plain + "/sub"], "a parent of"),
      (["--output", "/sys/wave-bench-out"], "cannot write /sys/"),
    ]
    for (arguments, words) in cases {
      let result = CommandRunner.run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.hasPrefix("Error: --output: "), "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains(words), "\(arguments): \(result.stderr)")
      XCTAssertFalse(result.stderr.contains("[1/"), result.stderr)
      XCTAssertFalse(result.stderr.contains("stability 1/1"), result.stderr)
      XCTAssertTrue(result.stdout.isEmpty)
    }
    var status = stat()
    XCTAssertEqual(stat(fifo, &status), 0)
    XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the FIFO is left as it was")
  }

  /// A FIFO, a device or a folder named as an input file is refused in one line when it is opened.
  ///
  /// The input files are a springs file, a dt file, a configuration and integrator costs; a FIFO no program writes
  /// to once blocked the command for ever. Exit 2 where the option's file content is refused so (springs, configuration, costs), 64 for a dt file that
  /// cannot be opened (guarantees.md).
  func testFIFOsAndDevicesAsInputFiles_AreRefusedInOneLine() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    let fifo = folder + "/fifo"
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let trajectory = ["trajectory", "--damping-ratio", "0.7", "--response", "0.5", "--from", "0", "--to", "1"]
    let cases: [([String], Int32, String)] = [
      (["check", "--springs-file", fifo], 2, "a FIFO"), (["check", "--config", fifo], 2, "a FIFO"),
      (trajectory + ["--dt-file", fifo], 64, "a FIFO"), (["accuracy", "--integrator-costs", fifo], 2, "a FIFO"),
      (trajectory + ["--dt-file", "/dev/zero"], 64, "a character device"),
      (["check", "--springs-file", folder], 2, "a folder"),
    ]
    for (arguments, status, kind) in cases {
      let result = CommandRunner.run(arguments)
      XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
      let lines = result.stderr.split(separator: "\n")
      let path = arguments.last!
      XCTAssertTrue(
        lines.first?.hasSuffix(
          "\(path) is \(kind), not a regular file; give a file, a pipe (<(…)) or - for standard input")
          ?? false, result.stderr)
      XCTAssertEqual(CommandRunner.errorLines(result.stderr).count, 1, result.stderr)
      XCTAssertEqual(result.stdout, "")
    }
  }

  /// 51 release velocities and ranges are refused before any run: on the command line a usage error (64), in a
  /// springs-file entry the file's content (2), each in one line. (5,000 ranges once ran 118 s.)
  func testReleaseVelocitiesOverTheLimit_AreRefusedBeforeAnyRun() throws {
    let ranges = (1...51).map { "-\($0)...\($0)" }
    let options = CommandRunner.run(["check", "--spring", "0.8:0.3"] + ranges.flatMap { ["--velocity", $0] })
    XCTAssertEqual(options.status, 64, options.stderr)
    XCTAssertTrue(
      options.stderr.hasPrefix("Error: --velocity: more than 50 release velocities and ranges"), options.stderr)
    XCTAssertEqual(options.stdout, "")
    let entry = ranges.map { "\"\($0)\"" }.joined(separator: ", ")
    let file = try CommandRunner.temporaryFile(
      "[{\"name\": \"fling\", \"dampingRatio\": 0.8, \"response\": 0.3, \"velocity\": [\(entry)]}]", in: self)
    let refused = CommandRunner.run(["check", "--springs-file", file])
    XCTAssertEqual(refused.status, 2, refused.stderr)
    XCTAssertTrue(
      refused.stderr.hasPrefix("Error: --springs-file: \(file) entry 0 ('fling'): velocity: more than 50"),
      refused.stderr)
    XCTAssertEqual(refused.stderr.split(separator: "\n").count, 1, refused.stderr)
  }
}
