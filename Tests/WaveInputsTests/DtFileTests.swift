import Foundation
import XCTest

@testable import WaveBench

/// Dt files as people have them (CRLF, a byte-order mark, a pipe) and their limits (frame length, line length,
/// binary content, constant memory).
final class DtFileTests: XCTestCase {
  func file(_ bytes: [UInt8]) -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("dt-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  func file(_ text: String) -> String { file(Array(text.utf8)) }

  func testLoad_SkipsBlankAndCommentLines() throws {
    XCTAssertEqual(try DtFile.load(path: file("# frames\n0.01\n\n 0.02 \n")), [0.01, 0.02])
  }

  func testLoad_NamesTheLine() {
    XCTAssertTrue(refusal { try DtFile.load(path: self.file("0.01\n0.02\nx\n")) }.contains("line 3"))
  }

  /// CRLF line ends and a byte-order mark are read as plain lines.
  func testLoad_AcceptsCRLFAndByteOrderMark() throws {
    XCTAssertEqual(try DtFile.load(path: file("0.01\r\n0.02\r\n")), [0.01, 0.02])
    XCTAssertEqual(try DtFile.load(path: file([0xEF, 0xBB, 0xBF] + Array("0.01\n0.02".utf8))), [0.01, 0.02])
  }

  /// A pipe (`<(…)`, /dev/fd/63) is read like a file.
  func testLoad_ReadsAPipe() throws {
    var fds: [Int32] = [0, 0]
    XCTAssertEqual(pipe(&fds), 0)
    let text = "0.01\n0.03\n"
    _ = text.withCString { write(fds[1], $0, strlen($0)) }
    close(fds[1])
    defer { close(fds[0]) }
    XCTAssertEqual(try DtFile.load(path: "/dev/fd/\(fds[0])"), [0.01, 0.03])
  }

  /// A frame longer than the limit is refused: `1e16` would overflow a sub-step count, `1e308` would step for
  /// minutes.
  func testLoad_RefusesFramesLongerThanTheLimit() {
    for line in ["1e16", "1e308", "61"] {
      let text = refusal { try DtFile.load(path: self.file("0.01\n\(line)\n")) }
      XCTAssertTrue(text.hasPrefix("--dt-file:") && text.contains("line 2") && text.contains("≤ 60"), text)
    }
    XCTAssertEqual(try DtFile.load(path: file("60\n")), [InputLimits.maximumFrameDuration])
  }

  /// A huge line is refused before it is held in memory; binary content is refused in one line.
  func testLoad_RefusesHugeLinesAndBinary() {
    let huge = refusal { try DtFile.load(path: self.file(String(repeating: "1", count: 100_000))) }
    XCTAssertTrue(huge.contains("longer than \(InputLimits.maximumLineLength) bytes"), huge)
    let binary = refusal { try DtFile.load(path: self.file([0x00, 0xFF, 0xFE, 0x0A, 0x01])) }
    XCTAssertTrue(binary.hasPrefix("--dt-file:") && !binary.contains("\n"), binary)
  }

  /// A dt file is read in constant memory: `forEach` hands durations over one at a time.
  func testForEach_StreamsAndCounts() throws {
    var sum = 0.0
    let count = try DtFile.forEach(path: file("0.5\n0.25\n")) { sum += $0 }
    XCTAssertEqual(count, 2)
    XCTAssertEqual(sum, 0.75)
  }

  func testMissingFile_NamesTheOptionAndPath() {
    let text = refusal { try DtFile.load(path: "/nonexistent/frames.txt") }
    XCTAssertTrue(text.hasPrefix("--dt-file: cannot open '/nonexistent/frames.txt'"), text)
  }
}
