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

  /// A run into `folder` (seeded with the kept files) for reference.
  func reference(_ arguments: [String], in base: String, named name: String) throws -> [String: Data] {
    let folder = base + "/" + name
    try seed(folder)
    let run = try CommandRunner.run(arguments + ["--output", folder])
    XCTAssertEqual(run.status, 0, run.stderr)
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
    XCTAssertEqual(try CommandRunner.run(accuracy + ["--spring", "0.5:0.5"]).status, 0)
    let stale = "accuracy-trajectories-0.5-0.5-60hz.svg"
    XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/" + stale))
    let second = try CommandRunner.run(accuracy + ["--spring", "0.8:0.2"])
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
    XCTAssertEqual(try CommandRunner.run(["settling", "--schedule", "60hz", "--output", folder]).status, 0)
    let old = try CommandRunner.contents(of: folder)
    let run = try CommandRunner.run(["settling", "--schedule", "vrr,vrr", "--output", folder])
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

  /// Pairs of runs with different springs into one folder, started together: each exits 0 and the folder is
  /// wholly one run's output (with the kept files), never a mix.
  ///
  /// 20 pairs here; `WAVEBENCH_CONCURRENT_PAIRS` sets more (100 by hand). Fails when a writer moves files in one by
  /// one: mixed folders and "A file with the same name already exists".
  func testConcurrentRuns_LeaveOneRunsWholeOutput() throws {
    let base = try CommandRunner.temporaryFolder(in: self)
    let a = ["stability", "--spring", "0.8:0.2"]
    let b = ["stability", "--spring", "0.5:0.5", "--spring", "0.7:0.3"]
    let outputA = try reference(a, in: base, named: "a")
    let outputB = try reference(b, in: base, named: "b")
    XCTAssertNotEqual(outputA, outputB)
    let pairs = ProcessInfo.processInfo.environment["WAVEBENCH_CONCURRENT_PAIRS"].flatMap(Int.init) ?? 20
    let folder = base + "/shared"
    var wins = (a: 0, b: 0)
    for pair in 0..<pairs {
      try? FileManager.default.removeItem(atPath: folder)
      try seed(folder)
      let first = try CommandRunner.start(a + ["--output", folder])
      let second = try CommandRunner.start(b + ["--output", folder])
      first.waitUntilExit()
      second.waitUntilExit()
      XCTAssertEqual([first.terminationStatus, second.terminationStatus], [0, 0], "pair \(pair)")
      let files = try CommandRunner.contents(of: folder)
      XCTAssertTrue(files == outputA || files == outputB, "pair \(pair): a mixed folder: \(files.keys.sorted())")
      if files == outputA { wins.a += 1 } else if files == outputB { wins.b += 1 }
      XCTAssertEqual(try leftovers(beside: folder), [], "pair \(pair)")
    }
    print("concurrent pairs: \(pairs), folder wholly A: \(wins.a), wholly B: \(wins.b)")
  }

  /// SIGTERM and SIGINT at spread-out moments of a run once its handlers are in place (and right when its
  /// staging folder appears): the
  /// exit status is 143 or 130 (0 if the run had finished), never death by the signal; the folder is the old
  /// or the new one; nothing is left beside it.
  ///
  /// Fails when a run dies of the signal: that leaves `.NAME.tmp-PID` folders and half-replaced folders.
  func testSignals_ExitWithStatusAndLeaveTheOldOrNewFolder() throws {
    let base = try CommandRunner.temporaryFolder(in: self)
    let old = try reference(["stability", "--spring", "0.8:0.2"], in: base, named: "old")
    let new = try reference(["stability", "--spring", "0.5:0.5"], in: base, named: "new")
    let folder = base + "/reports"
    let name = "reports"
    let start = Date()
    _ = try CommandRunner.run(["stability", "--spring", "0.5:0.5", "--output", base + "/timing"])
    let duration = Date().timeIntervalSince(start)
    var outcomes: [String: Int] = [:]
    var staged = 0
    for attempt in 0..<24 {
      try CommandRunner.copyFolder(base + "/old", to: folder)
      let signal = attempt % 2 == 0 ? SIGTERM : SIGINT
      let process = try CommandRunner.start(["stability", "--spring", "0.5:0.5", "--output", folder])
      // Before its handlers are in place (process start, argument parsing) a signal kills any program.
      var handled = false
      while process.isRunning && !handled { handled = Self.catches([SIGINT, SIGTERM], process.processIdentifier) }
      XCTAssertTrue(handled, "attempt \(attempt): the run ended without handling SIGINT and SIGTERM")
      if attempt < 10 {
        usleep(useconds_t(duration * 1e6 * 0.6 * Double(attempt) / 10))
      } else {
        // Right when the staging folder appears (or when the run ends without one being seen): stopped
        // there (SIGSTOP), signalled, continued, so that the signal lands while the staging folder exists.
        while process.isRunning,
          !(try FileManager.default.contentsOfDirectory(atPath: base)).contains(where: {
            $0.hasPrefix(".\(name).tmp-")
          })
        {}
        kill(process.processIdentifier, SIGSTOP)
        staged +=
          try FileManager.default.contentsOfDirectory(atPath: base).contains { $0.hasPrefix(".\(name).tmp-") }
          ? 1 : 0
      }
      kill(process.processIdentifier, signal)
      kill(process.processIdentifier, SIGCONT)
      process.waitUntilExit()
      XCTAssertEqual(
        process.terminationReason, .exit, "attempt \(attempt): died of signal \(process.terminationStatus)")
      XCTAssertTrue(
        [0, 128 + signal].contains(process.terminationStatus), "attempt \(attempt): \(process.terminationStatus)")
      let files = try CommandRunner.contents(of: folder)
      XCTAssertTrue(files == old || files == new, "attempt \(attempt): neither old nor new: \(files.keys.sorted())")
      XCTAssertEqual(try leftovers(beside: folder), [], "attempt \(attempt)")
      outcomes["\(process.terminationStatus) \(files == old ? "old" : "new")", default: 0] += 1
    }
    print("signal outcomes (status, folder): \(outcomes.sorted { $0.key < $1.key }); signalled while staged: \(staged)")
  }

  /// True when process `pid` has handlers for all `signals` (`SigCgt` in /proc/PID/status).
  static func catches(_ signals: [Int32], _ pid: Int32) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
      let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
    else { return false }
    return signals.allSatisfy { mask & (1 << UInt64($0 - 1)) != 0 }
  }

  /// Another run holding the folder's lock: this one waits, then fails with one line naming --output,
  /// leaving the folder as it was.
  func testLockHeldByAnotherRun_TimesOutWithOneLine() throws {
    let base = try CommandRunner.temporaryFolder(in: self)
    let folder = base + "/reports"
    try seed(folder)
    let lock = open(base + "/.reports.lock", O_RDWR | O_CREAT, 0o644)
    XCTAssertEqual(flock(lock, LOCK_EX), 0)
    defer { close(lock) }
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["formulas", "--spring", "0.8:0.2", "--output", folder]
    process.environment = ProcessInfo.processInfo.environment.merging(["WAVEBENCH_LOCK_TIMEOUT": "0.5"]) { $1 }
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 1, stderr)
    let lines = CommandRunner.errorLines(stderr)
    XCTAssertEqual(lines.count, 1, stderr)
    XCTAssertTrue(lines.first?.contains("--output: ") == true && stderr.contains("another wave-bench run"), stderr)
    XCTAssertEqual(Set(try CommandRunner.contents(of: folder).keys), Set(kept.keys))
  }
}
