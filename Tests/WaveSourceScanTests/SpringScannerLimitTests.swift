import Foundation
import XCTest

@testable import WaveOutput
@testable import wave_bench_check

/// Hostile trees, each part the scan does not read listed with its reason.
///
/// Files over a scan limit, too many calls, too deep nesting, links that go nowhere, names that are not UTF-8 or hold
/// line breaks and escape sequences. Each is listed as source not read, with its reason; the rest of the
/// scan goes on. Limits are lowered so that every file stays a few hundred bytes.
final class SpringScannerLimitTests: XCTestCase {
  private var root = ""
  private let spring = "let s = Spring(dampingRatio: 0.5, response: 0.5)\n"

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("scan-limits-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: root)
  }

  private func write(_ text: String, _ name: String) throws {
    try text.write(toFile: root + "/" + name, atomically: false, encoding: .utf8)
  }

  private func limits(fileBytes: Int = 1 << 20, totalBytes: Int = 1 << 20, calls: Int = 100) -> ScanLimits {
    ScanLimits(fileBytes: fileBytes, totalBytes: totalBytes, calls: calls, nesting: ScanLimits.standard.nesting)
  }

  private func notRead(_ result: ScanResult) -> [String: String] {
    Dictionary(
      result.unresolved.filter(\.sourceNotRead).map { (($0.position.file as NSString).lastPathComponent, $0.reason) },
      uniquingKeysWith: { first, _ in first })
  }

  /// A file over the per-file limit is listed, not parsed; the file under it is read.
  func testFileOverSizeLimit_IsListedAndTheRestIsRead() throws {
    try write(spring, "Small.swift")
    try write(String(repeating: "// padding\n", count: 20) + spring, "Large.swift")
    let result = try SpringScanner.scan(paths: [root], limits: limits(fileBytes: 100))
    XCTAssertEqual(result.springs.map(\.position.file), [root + "/Small.swift"])
    let reason = try XCTUnwrap(notRead(result)["Large.swift"])
    XCTAssertTrue(reason.contains("over the scan's limit of 100 bytes per file"), reason)
    XCTAssertEqual(result.unresolved.first { $0.sourceNotRead }?.position.line, 0)
  }

  /// Files past the scan's total of bytes are listed, in the walk's (byte) order.
  func testFilesPastTheTotalBytes_AreListed() throws {
    try write(spring, "A.swift")
    try write(spring, "B.swift")
    let result = try SpringScanner.scan(paths: [root], limits: limits(totalBytes: spring.utf8.count + 10))
    XCTAssertEqual(result.springs.count, 1)
    XCTAssertTrue(try XCTUnwrap(notRead(result)["B.swift"]).contains("limit of \(spring.utf8.count + 10) bytes in all"))
  }

  /// Past the calls limit, the calls of the file are counted in one entry at the first one not kept, and later files
  /// are not read.
  func testCallsPastTheLimit_AreListedOnceAndLaterFilesNotRead() throws {
    try write(String(repeating: spring, count: 5), "A.swift")
    try write(spring, "B.swift")
    let result = try SpringScanner.scan(paths: [root], limits: limits(calls: 3))
    XCTAssertEqual(result.springs.map(\.position.line), [1, 2, 3])
    let past = try XCTUnwrap(result.unresolved.first { $0.sourceNotRead && $0.position.line == 4 })
    XCTAssertTrue(past.reason.contains("the 1 after it in this file are past the scan's limit of 3"), past.reason)
    XCTAssertTrue(try XCTUnwrap(notRead(result)["B.swift"]).contains("limit of 3 spring calls"))
  }

  /// A spring nested 300 deep is past the parser's limit: the place where it stops is listed, never dropped silently;
  /// the spring before it is read.
  func testSpringNested300Deep_IsListedAtTheNesting() throws {
    let deep =
      String(repeating: "(", count: 300) + "Spring(dampingRatio: 0.5, response: 0.5)"
      + String(repeating: ")", count: 300)
    let found = SpringScanner.scan(source: spring + "let d = " + deep + "\n", file: "Deep.swift")
    XCTAssertEqual(found.springs.map(\.position.line), [1])
    let stop = try XCTUnwrap(found.unresolved.first { $0.sourceNotRead })
    XCTAssertEqual(stop.position.line, 2)
    XCTAssertTrue(stop.reason.contains("nested deeper than the scan's limit"), stop.reason)
    let braces = String(repeating: "if true {\n", count: 300) + spring + String(repeating: "}\n", count: 300)
    XCTAssertTrue(SpringScanner.scan(source: braces, file: "If.swift").unresolved.contains { $0.sourceNotRead })
  }

  /// A spring nested as deep as real code nests (50 calls and closures) is read.
  func testSpringNested50Deep_IsRead() {
    let deep = String(repeating: "f {", count: 50) + spring + String(repeating: "}", count: 50)
    let found = SpringScanner.scan(source: deep, file: "Deep.swift")
    XCTAssertEqual(found.springs.count, 1)
    XCTAssertFalse(found.unresolved.contains { $0.sourceNotRead })
  }

  /// Dangling and looping links named `*.swift` are listed with what they are.
  func testDanglingAndLoopingLinks_AreListed() throws {
    try write(spring, "Real.swift")
    try FileManager.default.createSymbolicLink(atPath: root + "/Gone.swift", withDestinationPath: "Nowhere.swift")
    try FileManager.default.createSymbolicLink(atPath: root + "/Loop.swift", withDestinationPath: "Loop.swift")
    let result = try SpringScanner.scan(paths: [root])
    XCTAssertEqual(result.springs.count, 1)
    XCTAssertEqual(notRead(result)["Gone.swift"], "a symbolic link to nothing (dangling)")
    XCTAssertEqual(notRead(result)["Loop.swift"], "a symbolic link that loops")
  }

  /// A pipe named `*.swift` under a folder is listed, never opened (opening it would wait for a writer).
  func testPipeNamedSwift_IsListedNotOpened() throws {
    XCTAssertEqual(mkfifo(root + "/Pipe.swift", 0o600), 0)
    let result = try SpringScanner.scan(paths: [root])
    XCTAssertEqual(notRead(result)["Pipe.swift"], "not a regular file (a pipe, a device or a socket)")
  }

  /// A name that is not UTF-8 is read, and shown with its byte escaped.
  func testNameNotUTF8_IsReadAndEscaped() throws {
    let name: [UInt8] = Array("Bad".utf8) + [0xFF] + Array(".swift".utf8)
    let path = Array(root.utf8) + [UInt8(ascii: "/")] + name + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    XCTAssertGreaterThanOrEqual(descriptor, 0)
    _ = Array(spring.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    let result = try SpringScanner.scan(paths: [root])
    let file = try XCTUnwrap(result.springs.first?.position.file)
    XCTAssertEqual(UserText.escaped(file, limit: .max), UserText.escaped(root, limit: .max) + "/Bad\\xFF.swift")
  }

  /// Line breaks, an escape and a workflow command in a name: the file is read, and its name, escaped, is one line
  /// with no control character.
  func testNameWithLineBreaksAndEscapes_IsReadAndEscapedToOneLine() throws {
    let name = "a\nforged.swift:1:1: error: FORGED LINE\r\u{1B}[31m\u{07}\u{7F}\n::error::FORGED.swift"
    try write(spring, name)
    let result = try SpringScanner.scan(paths: [root])
    let file = try XCTUnwrap(result.springs.first?.position.file)
    XCTAssertEqual(file, root + "/" + name)
    let shown = UserText.escaped(file, limit: .max)
    XCTAssertFalse(UserText.hasControlCharacters(shown), shown)
    let expected = "/a\\nforged.swift:1:1: error: FORGED LINE\\r\\u{1B}[31m\\u{7}\\u{7F}\\n::error::FORGED.swift"
    XCTAssertTrue(shown.hasSuffix(expected), shown)
  }

  /// A path longer than the system's limit (PATH_MAX, 4096 bytes) is listed, not skipped.
  func testPathLongerThanPathMax_IsListed() throws {
    let name = String(repeating: "d", count: 250)
    var folder = open(root, O_RDONLY | O_DIRECTORY)
    for _ in 0..<20 {
      XCTAssertEqual(mkdirat(folder, name, 0o755), 0)
      let inner = openat(folder, name, O_RDONLY | O_DIRECTORY)
      close(folder)
      folder = inner
    }
    let file = openat(folder, "Deep.swift", O_CREAT | O_WRONLY, 0o644)
    close(file)
    close(folder)
    addTeardownBlock { [root] in
      // A process: rm removes a tree deeper than PATH_MAX, which FileManager cannot.
      let remove = Process()
      remove.executableURL = URL(fileURLWithPath: "/bin/rm")
      remove.arguments = ["-rf", root]
      try? remove.run()
      remove.waitUntilExit()
    }
    let result = try SpringScanner.scan(paths: [root])
    let listed = result.unresolved.filter(\.sourceNotRead)
    XCTAssertEqual(listed.count, 1, "\(listed)")
    XCTAssertTrue(listed.first?.reason.contains("too long") ?? false, "\(listed)")
  }
}
