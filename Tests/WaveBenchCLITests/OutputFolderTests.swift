import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// The reports folder is replaced whole: what is there after a run, a failure,
/// a signal or a concurrent run is one run's complete output, with the files other commands keep there.
final class OutputFolderTests: XCTestCase {
  /// Files other commands and users keep in a reports folder.
  let kept = ["perf.json": "{\"perf\": 1}\n", "perf-baseline.json": "{}\n", "notes.txt": "mine\n"]

  func seed(_ folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, text) in kept { try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8) }
  }

  /// What the writer itself leaves beside `folder` (staging folders, lock files): must be nothing.
  func leftovers(beside folder: String) throws -> [String] {
    let name = (folder as NSString).lastPathComponent
    return try FileManager.default.contentsOfDirectory(atPath: (folder as NSString).deletingLastPathComponent)
      .filter { $0.hasPrefix(".\(name).") }
  }

  /// A run of the executable into `folder` (seeded with the kept files) for reference: the same process as the runs
  /// it is compared with (the math library build it pins included).
  func reference(_ arguments: [String], in base: String, named name: String) throws -> [String: Data] {
    let folder = base + "/" + name
    try seed(folder)
    let run = try PausedRun(arguments + ["--output", folder], pausingAt: nil, why: "a reference for launched runs")
    XCTAssertEqual(run.waitForExit().status, 0)
    return try CommandRunner.contents(of: folder)
  }

  /// A plot of a spring no longer asked for goes; README.md no longer lists it; the perf files, the gate's
  /// baseline and a user's notes stay and are listed.
  ///
  /// Fails when a writer keeps the 0.5/0.5 plots and lists them as current.
  func testStalePlots_DoNotSurviveAndOtherCommandsFilesDo() throws {
    let folder = try CommandRunner.temporaryFolder(in: self) + "/reports"
    try seed(folder)
    let accuracy = ["accuracy", "--schedule", "60hz", "--output", folder]
    XCTAssertEqual(CommandRunner.run(accuracy + ["--spring", "0.5:0.5"]).status, 0)
    let stale = "accuracy-trajectories-0.5-0.5-60hz.svg"
    XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/" + stale))
    let second = CommandRunner.run(accuracy + ["--spring", "0.8:0.2"])
    XCTAssertEqual(second.status, 0, second.stderr)
    let files = try CommandRunner.contents(of: folder)
    XCTAssertNil(files[stale], "a plot of the earlier run's spring survived")
    XCTAssertNotNil(files["accuracy-trajectories-0.8-0.2-60hz.svg"])
    let readme = String(decoding: try XCTUnwrap(files["README.md"]), as: UTF8.self)
    XCTAssertFalse(readme.contains("0.5-0.5"), readme)
    for (name, text) in kept {
      XCTAssertEqual(files[name], Data(text.utf8), "\(name) did not survive")
      XCTAssertTrue(readme.contains("[\(name)](\(name))"), "README does not list \(name)")
    }
    XCTAssertEqual(try leftovers(beside: folder), [])
  }

  /// A schedule given twice names two plots alike: the folder is left exactly as it was (or, once inputs
  /// refuse or merge duplicates, the run is complete), with one error line that says why.
  ///
  /// Fails when a writer replaces files one by one: four files replaced, README.md gone, "The file doesn't exist".
  func testRepeatedSchedule_LeavesTheFolderUnchangedOrComplete() throws {
    let base = try CommandRunner.temporaryFolder(in: self)
    let folder = base + "/reports"
    try seed(folder)
    XCTAssertEqual(CommandRunner.run(["settling", "--schedule", "60hz", "--output", folder]).status, 0)
    let old = try CommandRunner.contents(of: folder)
    let run = CommandRunner.run(["settling", "--schedule", "vrr,vrr", "--output", folder])
    let files = try CommandRunner.contents(of: folder)
    if run.status == 0 {
      let strip = String(decoding: try XCTUnwrap(files["settling-ratio.svg"]), as: UTF8.self)
      XCTAssertTrue(strip.contains(">vrr</text>"), "the vrr panel is missing")
      XCTAssertFalse(strip.contains(">60hz</text>"), "the old run's 60hz panel survived")
    } else {
      XCTAssertEqual(files, old, "a failed run changed the folder")
      XCTAssertEqual(CommandRunner.errorLines(run.stderr).count, 1, run.stderr)
      XCTAssertFalse(run.stderr.contains("doesn't exist"), run.stderr)
    }
    XCTAssertEqual(try leftovers(beside: folder), [])
  }

  /// Two runs with different springs into one folder, interleaved at known moments: each exits 0 and the folder
  /// is wholly the output of the run that swapped last (with the kept files), never a mix.
  ///
  /// - The first stops with its new contents staged, before taking the folder's lock; the second runs whole; the
  ///   first goes on: the first's folder.
  /// - The first stops holding the lock; the second starts and waits for it (its stderr says so); the first goes
  ///   on, then the second: the second's folder.
  ///
  /// Fails when a writer moves files in one by one (a mixed folder), or when the lock does not keep the second
  /// run out while the first swaps.
  func testConcurrentRuns_LeaveOneRunsWholeOutput() throws {
    let base = try CommandRunner.temporaryFolder(in: self)
    let a = ["stability", "--spring", "0.8:0.2"]
    let b = ["stability", "--spring", "0.5:0.5", "--spring", "0.7:0.3"]
    let outputA = try reference(a, in: base, named: "a")
    let outputB = try reference(b, in: base, named: "b")
    XCTAssertNotEqual(outputA, outputB)
    let folder = base + "/shared"
    for (point, expected, winner) in [("staged", outputA, "first"), ("locked", outputB, "second")] {
      try? FileManager.default.removeItem(atPath: folder)
      try seed(folder)
      let first = try PausedRun(
        a + ["--output", folder], pausingAt: point, why: "two processes write one folder at once")
      XCTAssertTrue(first.waitUntilStopped(), "\(point): the first run ended before its pause point")
      let second = try PausedRun(
        b + ["--output", folder], pausingAt: nil, why: "two processes write one folder at once")
      if point == "locked" {
        XCTAssertTrue(second.waitForLine(containing: "waiting for another wave-bench run"), point)
        first.resume()
        XCTAssertEqual(first.waitForExit().status, 0, point)
        XCTAssertEqual(second.waitForExit().status, 0, point)
      } else {
        XCTAssertEqual(second.waitForExit().status, 0, point)
        first.resume()
        XCTAssertEqual(first.waitForExit().status, 0, point)
      }
      let files = try CommandRunner.contents(of: folder)
      XCTAssertTrue(files == expected, "\(point): not wholly the \(winner) run's folder: \(files.keys.sorted())")
      XCTAssertEqual(try leftovers(beside: folder), [], point)
    }
  }

  /// SIGTERM and SIGINT at each moment of a run that writes a folder (``PausedRun``: its handlers in place, its new
  /// contents staged, its lock held, its folder swapped): the exit status is 143 or 130 (0 if the run finished
  /// first), never death by the signal; the folder is the old or the new one; nothing is left beside it.
  ///
  /// Fails when a run dies of the signal: that leaves `.NAME.tmp-PID` folders and half-replaced folders.
  func testSignals_ExitWithStatusAndLeaveTheOldOrNewFolder() throws {
    let base = try CommandRunner.temporaryFolder(in: self)
    let old = try reference(["stability", "--spring", "0.8:0.2"], in: base, named: "old")
    let new = try reference(["stability", "--spring", "0.5:0.5"], in: base, named: "new")
    let folder = base + "/reports"
    var outcomes: [String: Int] = [:]
    for point in ["installed", "staged", "locked", "swapped"] {
      for signal in [SIGTERM, SIGINT] {
        try CommandRunner.copyFolder(base + "/old", to: folder)
        let run = try PausedRun(
          ["stability", "--spring", "0.5:0.5", "--output", folder], pausingAt: point, why: "a signal ends the process")
        XCTAssertTrue(run.waitUntilStopped(), "\(point): the run ended before its pause point")
        run.send(signal)
        run.resume()
        let end = run.waitForExit()
        XCTAssertFalse(end.signalled, "\(point) \(signal): died of signal \(end.status)")
        XCTAssertTrue([0, 128 + signal].contains(end.status), "\(point) \(signal): \(end.status)")
        let files = try CommandRunner.contents(of: folder)
        XCTAssertTrue(files == old || files == new, "\(point) \(signal): neither old nor new: \(files.keys.sorted())")
        XCTAssertEqual(try leftovers(beside: folder), [], "\(point) \(signal)")
        outcomes["\(point) \(end.status) \(files == old ? "old" : "new")", default: 0] += 1
      }
    }
    print("signal outcomes (point, status, folder): \(outcomes.sorted { $0.key < $1.key })")
  }

  /// Another run holding the folder's lock: this one fails, when its wait runs out, with one line naming --output,
  /// leaving the folder as it was.
  func testLockHeldByAnotherRun_TimesOutWithOneLine() throws {
    let base = try CommandRunner.temporaryFolder(in: self)
    let folder = base + "/reports"
    try seed(folder)
    let lock = open(base + "/.reports.lock", O_RDWR | O_CREAT, 0o644)
    XCTAssertEqual(flock(lock, LOCK_EX), 0)
    defer { close(lock) }
    // A timeout of 0: one attempt, then the refusal, without waiting on the clock.
    let run = try CommandRunner.launch(
      ["formulas", "--spring", "0.8:0.2", "--output", folder],
      environment: ProcessInfo.processInfo.environment.merging(["WAVEBENCH_LOCK_TIMEOUT": "0"]) { $1 },
      why: "the lock's timeout is read from the process's environment")
    let stderr = run.stderr
    XCTAssertEqual(run.status, 1, stderr)
    let lines = CommandRunner.errorLines(stderr)
    XCTAssertEqual(lines.count, 1, stderr)
    XCTAssertTrue(lines.first?.contains("--output: ") == true && stderr.contains("another wave-bench run"), stderr)
    XCTAssertEqual(Set(try CommandRunner.contents(of: folder).keys), Set(kept.keys))
  }
}
