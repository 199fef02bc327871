import Foundation
import XCTest

@testable import WaveOutput

/// The README the writer writes in these tests: a link per file, so that a test sees what it lists.
let linkListing: @Sendable ([String]) -> String = { $0.map { "[\($0)](\($0))" }.joined(separator: "\n") }

#if canImport(Glibc)
import Glibc
#endif

/// The folder writer under injected faults: whichever operation fails, the folder is exactly the old one.
final class FolderSwapTests: XCTestCase {
  var base = ""
  var target: String { base + "/out" }

  override func setUpWithError() throws {
    base = FileManager.default.temporaryDirectory.appendingPathComponent("folder-swap-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    addTeardownBlock { [base] in try? FileManager.default.removeItem(atPath: base) }
  }

  /// An earlier accuracy run's folder: its reports (one plot the new run no longer makes), README.md, and
  /// what other commands and the user keep there (perf.json, perf-baseline.json, a notes folder, a symlink).
  func makeOldFolder() throws {
    try? FileManager.default.removeItem(atPath: target)
    try FileManager.default.createDirectory(atPath: target + "/notes", withIntermediateDirectories: true)
    let files = [
      "accuracy.md": "old accuracy", "accuracy.json": "{\"old\": 1}",
      "accuracy-trajectories-0.5-0.5-60hz.svg": "<svg/>",
      "README.md": "old readme", "perf.json": "{\"perf\": 1}", "perf-baseline.json": "{}", "notes/a.txt": "mine",
      "formulas.md": "formulas of an earlier run",
    ]
    for (name, text) in files { try text.write(toFile: target + "/" + name, atomically: false, encoding: .utf8) }
    try FileManager.default.createSymbolicLink(atPath: target + "/latest", withDestinationPath: "accuracy.md")
  }

  let newFiles = [
    ReportFile("accuracy.md", "new accuracy"), ReportFile("accuracy.json", "{\"new\": 1}"),
    ReportFile("accuracy-trajectories-0.8-0.2-60hz.svg", "<svg>new</svg>"),
  ]

  func swap(_ fs: any FileSystem) throws(InputError) {
    try FolderSwap(fs: fs, option: "--output", ownership: .topics(["accuracy"]), readme: .always(linkListing))
      .write(newFiles, to: target)
  }

  /// Nothing of the writer's own is left beside the folder: no staging folder, no lock file.
  func assertNoLeftovers(file: StaticString = #filePath, line: UInt = #line) throws {
    let extra = try FileManager.default.contentsOfDirectory(atPath: base).filter { $0 != "out" }
    XCTAssertEqual(extra, [], "left beside the folder", file: file, line: line)
  }

  func testSuccessfulSwap_ReplacesOwnedFilesDropsStaleOnesAndCarriesTheRest() throws {
    try makeOldFolder()
    try swap(POSIXFileSystem())
    let after = try snapshot(target)
    XCTAssertEqual(after["accuracy.md"], "new accuracy")
    XCTAssertNil(after["accuracy-trajectories-0.5-0.5-60hz.svg"], "a stale plot of this topic survived")
    for kept in ["perf.json", "perf-baseline.json", "notes/a.txt", "formulas.md"] {
      XCTAssertNotNil(after[kept], "\(kept) was not carried over")
    }
    XCTAssertEqual(after["latest"], "link → accuracy.md")
    let readme = try XCTUnwrap(after["README.md"])
    XCTAssertTrue(readme.contains("[perf.json](perf.json)"), readme)
    XCTAssertFalse(readme.contains("0.5-0.5"), readme)
    try assertNoLeftovers()
  }

  /// Fails each build or swap operation in turn (a mkdir, a write that stops half-way, a link, the
  /// exchange, …) and checks the folder is exactly the old one and nothing is left beside it.
  ///
  /// Fails for a writer that moves files in one by one: failing its second move leaves a half-replaced folder and no
  /// README.md.
  func testFailingTheNthOperation_LeavesTheOldFolderExactly() throws {
    try makeOldFolder()
    let old = try snapshot(target)
    let counting = FaultyFileSystem()
    try swap(counting)
    let total = counting.operations.count
    XCTAssertGreaterThan(total, newFiles.count + 4, counting.operations.joined(separator: "\n"))
    XCTAssertTrue(counting.operations.contains { $0.hasPrefix("exchange") }, "no exchange was counted")
    for n in 1...total {
      try makeOldFolder()
      let faulty = FaultyFileSystem(failAt: n)
      XCTAssertThrowsError(try swap(faulty), "operation \(n) failed silently") { error in
        let message = "\(error)"
        XCTAssertTrue(message.hasPrefix("--output: "), message)
        XCTAssertFalse(message.contains("\n"), message)
      }
      XCTAssertEqual(try snapshot(target), old, "after failing operation \(n): \(faulty.operations.last ?? "")")
      try assertNoLeftovers()
    }
  }

  /// The documented equivalent where RENAME_EXCHANGE is refused (EINVAL): two renames, undone on a failure.
  func testWithoutExchange_TwoRenamesLeaveOldOrNew() throws {
    try makeOldFolder()
    let old = try snapshot(target)
    let counting = FaultyFileSystem(exchangeError: EINVAL)
    try swap(counting)
    XCTAssertEqual(try snapshot(target)["accuracy.md"], "new accuracy")
    try assertNoLeftovers()
    let renames = counting.operations.indices.filter { counting.operations[$0].hasPrefix("rename") }
    XCTAssertEqual(renames.count, 3, counting.operations.joined(separator: "\n"))
    for n in renames.prefix(2) {
      try makeOldFolder()
      XCTAssertThrowsError(try swap(FaultyFileSystem(failAt: n + 1, exchangeError: EINVAL)))
      XCTAssertEqual(try snapshot(target), old, "after failing operation \(n + 1)")
      try assertNoLeftovers()
    }
  }

  /// A staging folder left by a killed run (its process gone) is removed by the next run; one of a live
  /// process is not.
  ///
  /// Fails for a writer that removes only a staging folder of its own process id.
  func testStaleStagingOfADeadProcess_IsRemoved() throws {
    // A process: the id of one that has ended.
    let dead = Process()
    dead.executableURL = URL(fileURLWithPath: "/bin/true")
    try dead.run()
    dead.waitUntilExit()
    let stale = base + "/.out.tmp-\(dead.processIdentifier)"
    let live = base + "/.out.tmp-\(getppid())"
    for folder in [stale, live] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try "half".write(toFile: folder + "/accuracy.md", atomically: false, encoding: .utf8)
    }
    try swap(POSIXFileSystem())
    XCTAssertFalse(FileManager.default.fileExists(atPath: stale), "the dead run's staging folder is still there")
    XCTAssertTrue(FileManager.default.fileExists(atPath: live), "a live process's staging folder was removed")
  }

  /// Two files with one name (a schedule given twice) are refused before anything is written.
  ///
  /// Fails for a writer that replaces files one by one until the second copy's move fails.
  func testDuplicateNames_AreRefusedBeforeWriting() throws {
    try makeOldFolder()
    let old = try snapshot(target)
    let twice = [ReportFile("accuracy.md", "a"), ReportFile("accuracy-x.svg", "1"), ReportFile("accuracy-x.svg", "2")]
    XCTAssertThrowsError(
      try FolderSwap(option: "--output", ownership: .topics(["accuracy"]), readme: .always(linkListing)).write(
        twice, to: target)
    ) { XCTAssertTrue("\($0)".contains("accuracy-x.svg"), "\($0)") }
    XCTAssertEqual(try snapshot(target), old)
    try assertNoLeftovers()
  }

  /// `perf --output` and `integrator-cost` add their files: everything else stays, README.md is rewritten
  /// to list them where there is one and never created where there is none.
  func testPlace_AddsFilesKeepsTheRestAndRewritesAnExistingReadmeOnly() throws {
    try makeOldFolder()
    let perf = [ReportFile("perf.json", "{\"perf\": 2}"), ReportFile("perf.svg", "<svg/>")]
    try ReportWriter.place(perf, in: target, readme: linkListing)
    var after = try snapshot(target)
    XCTAssertEqual(after["perf.json"], "{\"perf\": 2}")
    XCTAssertEqual(after["accuracy-trajectories-0.5-0.5-60hz.svg"], "<svg/>", "perf dropped a file it does not own")
    XCTAssertEqual(after["notes/a.txt"], "mine")
    XCTAssertTrue(try XCTUnwrap(after["README.md"]).contains("[perf.svg](perf.svg)"))
    try assertNoLeftovers()
    let fresh = base + "/fresh"
    try ReportWriter.place(perf, in: fresh, readme: linkListing)
    after = try snapshot(fresh)
    XCTAssertEqual(Set(after.keys), ["perf.json", "perf.svg"])
  }

  func testOwnership_TopicsOwnTheirReportFilesOnly() {
    let suite = ReportOwnership.topics(["accuracy", "validation", "stability"], index: "index.html")
    XCTAssertTrue(suite.owns("index.html"), "the page over every topic belongs to a run of topics")
    XCTAssertFalse(ReportOwnership.topics([], index: "index.html").owns("index.html"))
    for owned in [
      "accuracy.md", "accuracy.json", "accuracy-convergence.svg", "validation.md", "stability-map-30hz.svg",
    ] {
      XCTAssertTrue(suite.owns(owned), owned)
    }
    for kept in [
      "perf.json", "perf-baseline.json", "integrator-cost.json", "accuracy-notes.txt", "accuracyx.md", "formulas.md",
      "README.md", "stability",
    ] {
      XCTAssertFalse(suite.owns(kept), kept)
    }
    XCTAssertTrue(ReportOwnership.files(["perf.json"]).owns("perf.json"))
    XCTAssertFalse(ReportOwnership.files(["perf.json"]).owns("perf.md"))
  }
}
