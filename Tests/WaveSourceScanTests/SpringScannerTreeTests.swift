import XCTest

@testable import wave_bench_check

/// The fixture tree (Fixtures/tree, laid out by `FixtureTree`), every expected spring read by hand from its files.
final class SpringScannerTreeTests: XCTestCase {
  private var tree: FixtureTree!
  private var result: ScanResult!

  override func setUpWithError() throws {
    tree = try FixtureTree.make()
    result = try SpringScanner.scan(paths: [tree.root])
  }

  override func tearDown() {
    tree.remove()
  }

  func testScanTree_FindsEverySpringWithPositionAPIAndParameters() {
    let expected: [Expected] = [
      .spring("Nested/Comments.swift:12:22", .swiftui, "Spring(duration:bounce:)", ["duration": 0.75, "bounce": 0.5]),
      .spring(
        "Nested/Deeper/Ambiguous.swift:5:9", .wave, "Spring(dampingRatio:response:)",
        ["dampingRatio": 0.6, "response": 0.4, "mass": 1]),
      .spring(
        "Nested/Deeper/Ambiguous.swift:6:9", .swiftui, "Spring(response:dampingRatio:)",
        ["response": 0.4, "dampingRatio": 0.6]),
      .spring(
        "Nested/Deeper/Ambiguous.swift:8:9", .swiftui, "SwiftUI.Spring(duration:)", ["duration": 1, "bounce": 0]),
      .spring("Nested/NoImports.swift:1:9", .swiftui, "Spring(bounce:)", ["duration": 0.5, "bounce": 0.3]),
      // UIKit's duration springs, in UIKit's convention.
      .spring(
        "Platform.swift:5:3", .uikit,
        "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:)",
        ["duration": 0.5, "dampingRatio": 0.7, "velocity": 0], engine: .uikit),
      .spring(
        "Platform.swift:8:18", .uikit, "UIViewPropertyAnimator(duration:dampingRatio:)",
        ["duration": 0.3, "dampingRatio": 0.8], engine: .uikit),
      .spring(
        "Platform.swift:9:16", .ca, "CASpringAnimation(perceptualDuration:bounce:)",
        ["perceptualDuration": 0.5, "bounce": 0.25]),
      // `legacy.stiffness = 300` on the next line; mass and damping Apple's defaults, 1 and 10.
      .spring(
        "Platform.swift:10:16", .ca, "CASpringAnimation(keyPath:)", ["mass": 1, "stiffness": 300, "damping": 10]),
      // UIKit's iOS 17 spring, in Core Animation's convention.
      .spring(
        "Platform.swift:13:3", .uikit, "UIView.animate(springDuration:bounce:)",
        ["perceptualDuration": 0.4, "bounce": 0.2], engine: .ca),
      .spring(
        "Platform.swift:14:16", .uikit, "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)",
        ["mass": 2, "stiffness": 400, "damping": 30], engine: .ca),
      // Core Animation cuts an animation at the duration set, or at the transaction's 0.25 s when none is.
      .spring(
        "Platform.swift:15:15", .ca, "CASpringAnimation(keyPath:)",
        ["mass": 1, "stiffness": 100, "damping": 12, "duration": 1]),
      .spring(
        "Platform.swift:19:15", .ca, "CASpringAnimation(keyPath:)",
        ["mass": 1, "stiffness": 100, "damping": 10, "duration": 0.25]),
      .spring(
        "Views/SwiftUIForms.swift:9:18", .swiftui, ".spring(response:dampingFraction:)",
        ["response": 0.3, "dampingRatio": 0.7]),
      // `.spring` and `.spring()` are `spring(duration: 0.5, bounce: 0)`, the favoured overload; `.interactiveSpring()`
      // is `spring(duration: 0.15, bounce: 0.15 + 0)` (OpenSwiftUI 069dd80, FluidSpringAnimation.swift:230-235,
      // :281-284, :314-323).
      .spring("Views/SwiftUIForms.swift:10:18", .swiftui, ".spring", ["duration": 0.5, "bounce": 0]),
      .spring("Views/SwiftUIForms.swift:11:18", .swiftui, ".spring()", ["duration": 0.5, "bounce": 0]),
      .spring("Views/SwiftUIForms.swift:12:18", .swiftui, ".interactiveSpring()", ["duration": 0.15, "bounce": 0.15]),
      .spring(
        "Views/SwiftUIForms.swift:13:18", .swiftui, ".spring(duration:bounce:blendDuration:)",
        ["duration": 0.4, "bounce": 0.2]),
      .spring(
        "Views/SwiftUIForms.swift:15:9", .swiftui, ".interpolatingSpring(stiffness:damping:)",
        ["mass": 1, "stiffness": 170, "damping": 15], runner: .interpolating),
      .spring(
        "Views/SwiftUIForms.swift:19:18", .swiftui, ".interpolatingSpring(duration:)", ["duration": 0.6, "bounce": 0],
        runner: .interpolating),
      .spring(
        "Views/SwiftUIForms.swift:20:18", .swiftui, "Animation.spring(dampingFraction:)",
        ["response": 0.5, "dampingRatio": 0.5]),
      .spring("Views/SwiftUIForms.swift:22:18", .swiftui, ".smooth", ["duration": 0.5, "bounce": 0]),
      .spring(
        "Views/SwiftUIForms.swift:23:18", .swiftui, ".bouncy(duration:extraBounce:)",
        ["duration": 0.3, "bounce": 0.3 + 0.1]),
      .spring("Views/SwiftUIForms.swift:24:37", .swiftui, ".snappy", ["duration": 0.5, "bounce": 0.15]),
      .spring(
        "Views/SwiftUIForms.swift:28:19", .swiftui, ".snappy(extraBounce:)", ["duration": 0.5, "bounce": 0.15 + -0.05]),
      .spring("Views/SwiftUIForms.swift:30:24", .swiftui, ".bouncy", ["duration": 0.5, "bounce": 0.3]),
      .spring("Views/SwiftUIForms.swift:31:13", .swiftui, "Spring(duration:)", ["duration": 0.25, "bounce": 0]),
      .spring(
        "Views/SwiftUIForms.swift:31:37", .swiftui, "Spring(response:dampingRatio:)",
        ["response": 0.2, "dampingRatio": -0.5]),
      .spring(
        "Views/SwiftUIForms.swift:32:9", .swiftui, "Spring(mass:stiffness:damping:allowOverDamping:)",
        ["mass": 2, "stiffness": 300, "damping": 20, "allowOverDamping": 1]),
      .spring("Views/SwiftUIForms.swift:33:9", .swiftui, "Spring.snappy", ["duration": 0.5, "bounce": 0.15]),
      .spring("Views/SwiftUIForms.swift:39:32", .swiftui, ".bouncy(duration:)", ["duration": 0.4, "bounce": 0.3]),
      .spring("Views/SwiftUIForms.swift:40:31", .swiftui, "Spring.smooth", ["duration": 0.5, "bounce": 0]),
      // speed(2) runs the animation twice as fast: .smooth's 0.5 s becomes 0.25 s.
      .spring("Views/SwiftUIForms.swift:43:32", .swiftui, ".smooth.speed(2)", ["duration": 0.25, "bounce": 0]),
      .spring("Views/SwiftUIForms.swift:44:32", .swiftui, ".bouncy", ["duration": 0.5, "bounce": 0.3]),
      .spring("Views/SwiftUIForms.swift:44:42", .swiftui, ".snappy", ["duration": 0.5, "bounce": 0.15]),
      .spring(
        "Views/SwiftUIForms.swift:45:13", .swiftui, "Animation.interactiveSpring(duration:extraBounce:)",
        ["duration": 0.2, "bounce": 0.15 + 0.1]),
      // A `Spring` handed to `interpolatingSpring(_:initialVelocity:)` runs as the interpolating spring.
      .spring(
        "Views/SwiftUIForms.swift:46:50", .swiftui, "Spring(duration:bounce:)", ["duration": 0.3, "bounce": 0.1],
        runner: .interpolating),
      .spring(
        "Views/SwiftUIForms.swift:47:56", .swiftui, ".bouncy", ["duration": 0.5, "bounce": 0.3], runner: .interpolating),
      .spring(
        "WaveForms.swift:3:19", .wave, "Spring(dampingRatio:response:)",
        ["dampingRatio": 0.8, "response": 0.2, "mass": 1]),
      .spring(
        "WaveForms.swift:4:13", .wave, "Spring(dampingRatio:stiffness:mass:)",
        ["dampingRatio": 0.5, "stiffness": 200, "mass": 2]),
      .spring(
        "WaveForms.swift:5:16", .wave, "Spring.defaultAnimated", ["dampingRatio": 1, "response": 0.82, "mass": 1]),
      .spring(
        "WaveForms.swift:6:12", .wave, "Spring.defaultNonAnimated", ["dampingRatio": 1, "response": 0, "mass": 1]),
      .spring(
        "WaveForms.swift:9:28", .wave, ".defaultInteractive", ["dampingRatio": 0.8, "response": 0.2, "mass": 1]),
      .spring(
        "WaveForms.swift:15:20", .wave, "Spring(dampingRatio:response:)",
        ["dampingRatio": 1, "response": 0.25, "mass": 1]),
    ]
    XCTAssertEqual(result.springs.map { Expected($0, root: tree.root) }, expected)
  }

  func testScanTree_ListsEveryCallItCannotCheckWithItsReason() {
    let expected: [Expected] = [
      .unresolved(
        "Nested/Deeper/Ambiguous.swift:7:9", nil, "Spring(tension:friction:)",
        "its labels fit no form known for Wave or SwiftUI"),
      .unresolved(
        "Nested/NoImports.swift:2:9", nil, "Spring(frequency:)", "its labels fit no form known for Wave or SwiftUI"),
      .unresolved(
        "Views/SwiftUIForms.swift:29:19", .swiftui, ".spring(response:dampingFraction:)",
        "response is not a literal (`r * 2`)"),
      .unresolved(
        "Views/SwiftUIForms.swift:41:16", .swiftui, "Animation.interpolatingSpring(_:initialVelocity:)",
        "the spring argument is not a literal (`mine`)"),
      .unresolved(
        "Views/SwiftUIForms.swift:42:28", .swiftui, ".spring()",
        "not handed to an animation here, so not known to be SwiftUI's"),
      .unresolved(
        "WaveForms.swift:12:14", .wave, "Spring(dampingRatio:response:)", "response is not a literal (`x`)"),
      .unresolved("WaveForms.swift:16:17", .wave, "Spring(dampingRatio:)", "its labels fit no form known for wave"),
    ]
    XCTAssertEqual(result.unresolved.map { Expected($0, root: tree.root) }, expected)
  }

  /// Six `.swift` files of 12 + 8 + 2 + 21 + 47 + 17 lines; README.md, springs.json, `.build/`, `.hidden/`,
  /// `.Hidden.swift` and the link loop `Nested/Loop` are not read.
  func testScanTree_CountsOnlyTheSwiftFilesOutsideBuildAndHiddenFolders() {
    XCTAssertEqual(result.files, 6)
    XCTAssertEqual(result.lines, 12 + 8 + 2 + 21 + 47 + 17)
    let files = Set((result.springs.map(\.position) + result.unresolved.map(\.position)).map(\.file))
    XCTAssertFalse(files.contains { $0.contains(".build") || $0.contains(".hidden") || $0.contains("Loop") })
  }

  func testScanTree_ResultsAreSortedByPosition() {
    XCTAssertEqual(result.springs.map(\.position), result.springs.map(\.position).sorted())
    XCTAssertEqual(result.unresolved.map(\.position), result.unresolved.map(\.position).sorted())
  }

  func testScanFile_ReadsOneFileGivenByPath() throws {
    let file = tree.root + "/Nested/NoImports.swift"
    let one = try SpringScanner.scan(paths: [file])
    XCTAssertEqual(one.files, 1)
    XCTAssertEqual(one.lines, 2)
    XCTAssertEqual(one.springs.map(\.position), [SourcePosition(file: file, line: 1, column: 9)])
  }

  /// A link to a `.swift` file is read under its own name; a link to a folder is not followed.
  func testScanLinks_FileLinkReadFolderLinkNotFollowed() throws {
    let folder = tree.root + "/Links"
    let files = FileManager.default
    try files.createDirectory(atPath: folder, withIntermediateDirectories: false)
    try files.createSymbolicLink(atPath: folder + "/Linked.swift", withDestinationPath: "../Nested/NoImports.swift")
    try files.createSymbolicLink(atPath: folder + "/Views", withDestinationPath: "../Views")
    let links = try SpringScanner.scan(paths: [folder])
    XCTAssertEqual(links.files, 1)
    XCTAssertEqual(links.springs.map(\.position), [SourcePosition(file: folder + "/Linked.swift", line: 1, column: 9)])
  }

  /// Overlapping paths read each file once, under the first path that finds it: `--scan a.swift --scan a.swift
  /// --scan .` finds a.swift's one spring once, and a folder given twice is read once.
  func testScanOverlappingPaths_ReadEachFileOnce() throws {
    let file = tree.root + "/Nested/NoImports.swift"
    let overlapping = try SpringScanner.scan(paths: [file, file, tree.root])
    XCTAssertEqual(overlapping.files, result.files)
    XCTAssertEqual(overlapping.springs.count, result.springs.count)
    let positions = overlapping.springs.map(\.position).filter { $0.file.hasSuffix("/NoImports.swift") }
    XCTAssertEqual(positions, [SourcePosition(file: file, line: 1, column: 9)])
    let twice = try SpringScanner.scan(paths: [tree.root, tree.root + "/"])
    XCTAssertEqual(twice.files, result.files)
    XCTAssertEqual(twice.springs.map(\.position), result.springs.map(\.position))
  }

  func testScanMissingPath_ThrowsOneLineNamingThePath() {
    let missing = tree.root + "/Nowhere"
    XCTAssertThrowsError(try SpringScanner.scan(paths: [tree.root, missing])) { error in
      let scanError = error as? ScanError
      XCTAssertEqual(scanError?.path, missing)
      XCTAssertEqual(scanError?.message, "cannot scan \(missing): no such file or folder")
      XCTAssertFalse(scanError?.message.contains("\n") ?? true)
    }
  }

  /// A file named on its own must be Swift source: a README or a pipe is refused in one line, not read as Swift.
  func testScanNonSwiftFile_IsRefused() throws {
    let readme = tree.root + "/README.md"
    try "withAnimation(.bouncy) {}\n".write(toFile: readme, atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try SpringScanner.scan(paths: [readme])) { error in
      XCTAssertEqual(
        (error as? ScanError)?.message,
        "cannot scan \(readme): not a Swift source file (a regular file named *.swift) or a folder")
    }
  }
}
