import Foundation
import XCTest

/// `perf --external NAME=COMMAND`: another engine's program timed beside the built-in paths.
final class PerfExternalTests: XCTestCase {
  /// Two programs in one run, the second doing each frame's loop twice over: each row carries the program's
  /// animators, allocations and command, and the second costs about twice the first per animator-frame.
  ///
  /// The bounds 1.3 ... 3.5 on the ratio: the loop body is the whole of a frame's work (a frame adds nothing else), so
  /// the ratio is 2 but for timing noise; both medians come from the same run, 5 pairs each of 2,000 extra frames
  /// (tens of milliseconds a long run), so that a process launch's jitter moves a sample by a few percent, and a
  /// shared machine's load by less than the slack either way.
  func testTwoPrograms_AreTimedBesideTheBuiltIns_AndTwiceTheWorkCostsAboutTwice() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    let mine = try ExternalStepProgram.compile(work: 100, in: folder)
    let slower = try ExternalStepProgram.compile(work: 200, in: folder)
    let run = CommandRunner.run([
      "perf", "--animators", "100", "--paths", "scalar", "--frames", "2000", "--format", "json",
      "--external", "mine=\(mine)", "--external", "slower=\(slower)",
    ])
    XCTAssertEqual(run.status, 0, run.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let rows = try XCTUnwrap(json["external"] as? [[String: Any]])
    XCTAssertEqual(rows.compactMap { $0["name"] as? String }, ["mine", "slower"])
    XCTAssertEqual(rows.first?["command"] as? String, mine)
    for row in rows {
      XCTAssertEqual(row["animators"] as? Int, 100)
      XCTAssertEqual(row["extraFrames"] as? Int, 2000)
      XCTAssertEqual(row["allocationsPerFrame"] as? Double, 0)
      XCTAssertEqual((row["samples"] as? [Double])?.count, 5)
      XCTAssertEqual((row["builtIn"] as? [String: Any])?["path"] as? String, "scalar")
    }
    let first = try XCTUnwrap(rows[0]["nsPerAnimatorFrame"] as? Double)
    let second = try XCTUnwrap(rows[1]["nsPerAnimatorFrame"] as? Double)
    XCTAssertGreaterThan(first, 0)
    XCTAssertTrue((1.3...3.5).contains(second / first), "twice the loop: \(second / first) × the time")
  }

  /// A bad `--external` is refused in one line before anything is measured (64); a program that fails is a
  /// measurement that cannot be made (2).
  func testBadPrograms_AreRefused() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    for bad in [["mine"], ["mine=\(folder)/missing"], ["mine=/bin/echo", "--external", "mine=/bin/true"]] {
      let refused = CommandRunner.run(["perf", "--animators", "1", "--paths", "scalar", "--external"] + bad)
      XCTAssertEqual(refused.status, 64, "\(bad): \(refused.stderr)")
      XCTAssertEqual(CommandRunner.errorLines(refused.stderr).count, 1, refused.stderr)
    }
    let failing = CommandRunner.run(["perf", "--animators", "1", "--paths", "scalar", "--external", "no=/bin/false"])
    XCTAssertEqual(failing.status, 2, failing.stderr)
    XCTAssertEqual(CommandRunner.errorLines(failing.stderr).count, 1, failing.stderr)
  }
}
