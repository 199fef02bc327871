import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Single output files and output paths: only a regular file is ever replaced,
/// and every refusal is one line naming the option, given before any work.
final class SingleFileOutputTests: XCTestCase {
  /// The kind of what is at `path`, not following a final symlink.
  func kind(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
  }

  /// Checks a refused run: exit 64 (a usage error, before any work), one error line naming `option` and
  /// `path`, and none of Foundation's error dumps.
  func assertRefused(
    _ result: CommandRunner.Result, _ option: String, _ path: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(result.status, 64, result.stderr, file: file, line: line)
    let lines = CommandRunner.errorLines(result.stderr)
    XCTAssertEqual(lines.count, 1, result.stderr, file: file, line: line)
    XCTAssertTrue(lines.first?.hasPrefix("Error: \(option): ") == true, result.stderr, file: file, line: line)
    XCTAssertTrue(result.stderr.contains(path), result.stderr, file: file, line: line)
    for dump in ["NSCocoaErrorDomain", "Error Domain", "(null)", "same name already exists"] {
      XCTAssertFalse(result.stderr.contains(dump), result.stderr, file: file, line: line)
    }
  }

  /// `validate --markdown` at a FIFO, a character device, symlinks to those, a folder or a dangling symlink:
  /// refused, and what was there is still there.
  ///
  /// Fails when a writer replaces each with a regular file (which, run as root on /dev/full, would replace the system
  /// device). The device here is a private node (mknod, when permitted), never a system one.
  func testMarkdown_NeverReplacesWhatIsNotARegularFile() throws {
    let base = try CommandRunner.temporaryFolder(in: self)
    XCTAssertEqual(mkfifo(base + "/fifo", 0o644), 0)
    var cases = ["fifo": S_IFIFO, "folder": S_IFDIR, "to-fifo": S_IFLNK, "to-null": S_IFLNK, "dangling": S_IFLNK]
    if mknod(base + "/device", S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 { cases["device"] = S_IFCHR }
    try FileManager.default.createDirectory(atPath: base + "/folder", withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(atPath: base + "/to-fifo", withDestinationPath: base + "/fifo")
    try FileManager.default.createSymbolicLink(atPath: base + "/to-null", withDestinationPath: "/dev/null")
    try FileManager.default.createSymbolicLink(atPath: base + "/dangling", withDestinationPath: base + "/missing")
    for (name, expected) in cases.sorted(by: { $0.key < $1.key }) {
      let path = base + "/" + name
      assertRefused(CommandRunner.run(["validate", "--markdown", path]), "--markdown", path)
      XCTAssertEqual(kind(path), expected, "\(name) was replaced")
    }
    XCTAssertEqual(kind(base + "/fifo"), S_IFIFO)
    XCTAssertFalse(FileManager.default.fileExists(atPath: base + "/missing"))
  }

  /// `-` prints the Markdown; a regular file is replaced keeping its mode; a symlink to a regular file
  /// stays a symlink and its target gets the report; nothing temporary is left.
  func testMarkdown_WritesStdoutRegularFilesAndThroughSymlinks() throws {
    let base = try CommandRunner.temporaryFolder(in: self)
    let stdout = try CommandRunner.launch(
      ["validate", "--format", "json", "--markdown", "-"], in: base,
      why: "a run that wrongly writes into its current folder writes into this one")
    XCTAssertEqual(stdout.status, 0, stdout.stderr)
    XCTAssertTrue(stdout.stdout.contains("\n# "), stdout.stdout)
    let file = base + "/validation.md"
    let link = base + "/latest.md"
    try "old".write(toFile: file, atomically: false, encoding: .utf8)
    XCTAssertEqual(chmod(file, 0o600), 0)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "validation.md")
    for path in [file, link] {
      let run = CommandRunner.run(["validate", "--markdown", path])
      XCTAssertEqual(run.status, 0, run.stderr)
      XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("# "))
    }
    XCTAssertEqual(kind(link), S_IFLNK)
    XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: file))[.posixPermissions] as? Int, 0o600)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: base).sorted(), ["latest.md", "validation.md"])
    XCTAssertFalse(stdout.stdout.isEmpty)
  }

  /// Output folders and files that cannot be: one line each, before any work, and nothing changed.
  ///
  /// Fails when `--output ''` writes into the current folder, a dangling symlink gives "A file with the same name
  /// already exists", `perf --output FILE` measures first, or an error is a Foundation dump.
  func testBadOutputPaths_AreRefusedUpFrontInOneLine() throws {
    let base = try CommandRunner.temporaryFolder(in: self)
    let file = base + "/afile"
    let dangling = base + "/dangling"
    try "keep".write(toFile: file, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: base + "/missing")
    let formulas = ["formulas", "--spring", "0.8:0.2", "--output"]
    let cases: [([String], String, String)] = [
      (formulas + [""], "--output", "empty"),
      (formulas + [file], "--output", file),
      (formulas + [file + "/sub"], "--output", file + "/sub"),
      (formulas + [dangling], "--output", dangling),
      (["perf", "--animators", "1", "--frames", "1", "--output", file], "--output", file),
      (["integrator-cost", "--output", file], "--output", file),
      (["validate", "--markdown", base + "/missing/v.md"], "--markdown", base + "/missing"),
      (["gate", "--update", "--baseline", base], "--baseline", base),
    ]
    for (arguments, option, mention) in cases {
      let result = try CommandRunner.launch(
        arguments, in: base, why: "a run that wrongly writes into its current folder writes into this one")
      assertRefused(result, option, mention)
      XCTAssertFalse(result.stderr.contains("[1/"), "work started before the refusal: \(result.stderr)")
    }
    XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "keep")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: base).sorted(), ["afile", "dangling"])
  }
}
