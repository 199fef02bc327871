import XCTest

@testable import WaveBench

/// `PathGlob` against cases written out by hand from its grammar (the `.gitignore` reading of `*`, `?` and `**`).
final class PathGlobTests: XCTestCase {
  func testStar_StaysInOneFolder() {
    let glob = PathGlob("Sources/*.swift")
    XCTAssertTrue(glob.matches("Sources/Card.swift"))
    XCTAssertTrue(glob.matches("Sources/.swift"))
    XCTAssertFalse(glob.matches("Sources/Toasts/Toast.swift"))
    XCTAssertFalse(glob.matches("Sources/Card.swiftx"))
  }

  func testDoubleStar_CrossesFolders_AndSlashAfterItMayMatchNone() {
    let glob = PathGlob("Sources/**/Toast.swift")
    XCTAssertTrue(glob.matches("Sources/Toast.swift"))
    XCTAssertTrue(glob.matches("Sources/A/Toast.swift"))
    XCTAssertTrue(glob.matches("Sources/A/B/Toast.swift"))
    XCTAssertFalse(glob.matches("Sources/A/MyToast.swift"))
    XCTAssertTrue(PathGlob("**/*Tests.swift").matches("Tests/X/CardTests.swift"))
    XCTAssertTrue(PathGlob("**").matches("any/thing"))
  }

  func testTrailingSlash_IsEverythingUnderTheFolder_AndLeadingDotSlashIsDropped() {
    let glob = PathGlob("./Sources/Toasts/")
    XCTAssertTrue(glob.matches("Sources/Toasts/Toast.swift"))
    XCTAssertTrue(glob.matches("Sources/Toasts/Deep/Toast.swift"))
    XCTAssertFalse(glob.matches("Sources/ToastsOld/Toast.swift"))
    XCTAssertFalse(glob.matches("Sources/Card.swift"))
  }

  func testQuestionMark_IsOneCharacterButNotASlash() {
    XCTAssertTrue(PathGlob("A?.swift").matches("AB.swift"))
    XCTAssertFalse(PathGlob("A?.swift").matches("A/.swift"))
    XCTAssertFalse(PathGlob("A?.swift").matches("A.swift"))
  }

  /// Many wildcards against a long path that does not match: the matcher's time is the pattern's length times the
  /// path's, so this ends at once where a backtracking matcher would take 2^30 steps.
  func testManyWildcards_DoNotBacktrack() {
    let pattern = String(repeating: "**a", count: 30) + "b"
    XCTAssertFalse(PathGlob(pattern).matches(String(repeating: "a", count: 400)))
    XCTAssertTrue(PathGlob(pattern).matches(String(repeating: "a", count: 400) + "b"))
  }
}
