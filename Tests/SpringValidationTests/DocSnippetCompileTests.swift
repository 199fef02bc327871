import Foundation
import XCTest

/// The Swift of the validation kit's documentation (docs/validation.md and the kit's three DocC catalogues)
/// type-checks in Swift 6 language mode against the built modules, as a user's test target compiles it.
///
/// Each fenced `swift` block is one of: a whole file (it has import lines), type-checked as a module of its own;
/// a fragment of a manifest (`dependencies:`, `.testTarget(`, `.product(`), type-checked inside a `Package(…)`
/// against the toolchain's PackageDescription; or statements, type-checked inside a function. The pages leave
/// some names to the reader (`MyVector`, `a`, `b`, `c`, `MyColor.samples`, `PackedPoint.samples`); ``prelude``
/// declares them as a user's module would, with types that are not `Sendable` (a public type of another module
/// is not, unless it says so), and so does every type a whole file declares: a snippet that keeps such values in
/// a global `let` fails here as it fails in the user's tests (``testPrelude_AGlobalLetOfItsTypes_DoesNotCompile``).
/// The file that imports the fixture's `MyAnimations` and `WaveStandIn` is checked against those modules, built
/// from Fixtures/ValidationConsumer. About 10 s in all (9 compiler runs).
final class DocSnippetCompileTests: XCTestCase {
  /// The pages, from the package's root.
  static let pages = [
    "docs/validation.md",
    "Sources/SpringValidation/SpringValidation.docc/SpringValidation.md",
    "Sources/SpringValidationTesting/SpringValidationTesting.docc/SpringValidationTesting.md",
    "Sources/SpringValidationXCTest/SpringValidationXCTest.docc/SpringValidationXCTest.md",
  ]

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The built modules: `Modules` beside the test bundle in the build folder.
  static var modules: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")
  }

  /// The language mode and checks of a user's Swift 6 test target.
  static let swift6 = ["-swift-version", "6", "-parse-as-library", "-typecheck"]

  /// Import lines, written so that scripts/check-imports.swift does not read them as this target's own.
  static func imports(_ modules: [String]) -> String {
    modules.map { "import " + $0 }.joined(separator: "\n") + "\n"
  }

  /// A conformance of `name` with CGFloat `components`, its `samples`, and no `Sendable` conformance.
  static func userType(_ name: String, _ components: [String]) -> String {
    let fields = components.map { "  var \($0): CGFloat" }.joined(separator: "\n")
    let zeros = components.map { "\($0): 0" }.joined(separator: ", ")
    return """
      struct \(name): SpringInterpolatable, VelocityProviding, Equatable {
      \(fields)
        typealias ValueType = \(name)
        typealias VelocityType = \(name)
        var scaledIntegral: \(name) { self }
        static var zero: \(name) { \(name)(\(zeros)) }
        static var samples: [\(name)] { [zero] }
        static func updateValue(
          spring: Spring, value: \(name), target: \(name), velocity: \(name), dt: TimeInterval
        ) -> (value: \(name), velocity: \(name)) { (value, velocity) }
      }
      @available(*, unavailable) extension \(name): Sendable {}

      """
  }

  /// The names the pages leave to the reader.
  static var prelude: String {
    imports(["Foundation", "SpringValidation", "WaveCore"]) + userType("MyVector", ["x", "y", "z"])
      + userType("MyColor", ["hue", "saturation", "brightness"]) + userType("PackedPoint", ["x", "y"])
      + "var a: MyVector { .zero }\nvar b: MyVector { .zero }\nvar c: MyVector { .zero }\n"
  }

  /// The fenced `swift` blocks of a page, in order.
  static func swiftBlocks(of page: String) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    var blocks: [String] = []
    var current: [String]? = nil
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
        current = []
      } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// `swiftc arguments` in `folder`: its exit status and everything it wrote.
  func swiftc(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
    // A process: swiftc type-checks the documentation's Swift as a user's build compiles it.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  /// A new empty folder, removed after the test.
  func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("doc-snippets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  /// Writes `files` into `folder` and type-checks them together as one module in Swift 6 mode; fails the test
  /// with the compiler's output when they do not compile.
  func assertCompiles(
    _ files: [String: String], in folder: URL, extra: [String] = [], _ what: String, line: UInt = #line
  ) throws {
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let result = try swiftc(
      Self.swift6 + ["-I", Self.modules.path] + extra
        + files.keys.sorted().map { folder.appendingPathComponent($0).path },
      in: folder)
    XCTAssertEqual(result.status, 0, "\(what) does not compile in Swift 6 mode:\n\(result.output)", line: line)
  }

  /// The toolchain's PackageDescription: `pm/ManifestAPI` in the compiler's runtime resource folder.
  func manifestAPI(in folder: URL) throws -> String {
    let info = try swiftc(["-print-target-info"], in: folder)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any])
    let paths = try XCTUnwrap(json["paths"] as? [String: Any])
    let resources = try XCTUnwrap(paths["runtimeResourcePath"] as? String)
    return resources + "/pm/ManifestAPI"
  }

  /// The fixture's `WaveStandIn` and `MyAnimations`, built as modules into `folder`.
  func buildFixtureModules(in folder: URL) throws {
    let sources = Self.root.appendingPathComponent("Fixtures/ValidationConsumer/Sources")
    for module in ["WaveStandIn", "MyAnimations"] {
      let files = try FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(module).path)
        .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent(module + "/" + $0).path }
      let result = try swiftc(
        [
          "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module, "-emit-module-path",
          folder.appendingPathComponent(module + ".swiftmodule").path, "-I", Self.modules.path, "-I", folder.path,
        ]
          + files, in: folder)
      XCTAssertEqual(result.status, 0, "the fixture's \(module) does not build:\n\(result.output)")
    }
  }

  func testEverySwiftBlockOfTheKitsPages_CompilesInSwift6Mode() throws {
    var statements: [String] = []
    var manifests: [String] = []
    var files: [(page: String, text: String)] = []
    for page in Self.pages {
      let blocks = try Self.swiftBlocks(of: page)
      XCTAssertFalse(blocks.isEmpty, "\(page) has no swift block")
      for block in blocks {
        let start = block.trimmingCharacters(in: .whitespacesAndNewlines)
        if block.split(separator: "\n").contains(where: { $0.hasPrefix("import ") }) {
          files.append((page, block))
        } else if start.hasPrefix("dependencies:") {
          manifests.append(block)
        } else if start.hasPrefix(".testTarget(") {
          manifests.append("targets: [\n\(block)\n]")
        } else if start.hasPrefix(".product(") {
          manifests.append("targets: [.testTarget(name: \"MyAnimationsTests\", dependencies: [\n\(block)\n])]")
        } else {
          statements.append(block)
        }
      }
    }
    // docs/validation.md's two test files and the helpers' two; its manifest and the catalogues' three; the
    // result, the angle and the accessor on validation.md, the result and the accessor in the kit's catalogue.
    XCTAssertEqual(files.count, 4)
    XCTAssertEqual(manifests.count, 4)
    XCTAssertEqual(statements.count, 5)

    let folder = try temporaryFolder()
    let fragments = statements.enumerated().map { "func fragment\($0.offset)() {\n\($0.element)\n}\n" }.joined()
    try assertCompiles(
      [
        "Prelude.swift": Self.prelude,
        "Fragments.swift": Self.imports(["Foundation", "SpringValidation", "WaveCore"])
          + fragments,
      ],
      in: folder.appendingPathComponent("fragments", isDirectory: true).creatingFolder(), "the fragments")

    let packages = manifests.enumerated().map {
      "func manifest\($0.offset)() -> Package {\n  Package(\n    name: \"MyAnimations\",\n\($0.element))\n}\n"
    }.joined()
    let manifestFolder = try folder.appendingPathComponent("manifests", isDirectory: true).creatingFolder()
    let api = try manifestAPI(in: manifestFolder)
    try assertCompiles(
      ["Manifests.swift": Self.imports(["PackageDescription"]) + packages], in: manifestFolder,
      extra: ["-I", api, "-package-description-version", "6.1"], "the manifest fragments")

    let fixtureModules = try folder.appendingPathComponent("fixture", isDirectory: true).creatingFolder()
    try buildFixtureModules(in: fixtureModules)
    for (index, file) in files.enumerated() {
      let fileFolder = try folder.appendingPathComponent("file\(index)", isDirectory: true).creatingFolder()
      let declared = Self.declaredStructs(in: file.text)
      if file.text.split(separator: "\n").contains(where: { $0.hasPrefix("import MyAnimations") }) {
        try assertCompiles(
          ["Snippet.swift": file.text], in: fileFolder, extra: ["-I", fixtureModules.path],
          "the file \(index) of \(file.page)")
      } else if declared.isEmpty {
        try assertCompiles(
          ["Prelude.swift": Self.prelude, "Snippet.swift": file.text], in: fileFolder,
          "the file \(index) of \(file.page)")
      } else {
        let notSendable = declared.map { "@available(*, unavailable) extension \($0): Sendable {}\n" }.joined()
        try assertCompiles(
          ["Snippet.swift": file.text + "\n" + notSendable], in: fileFolder, "the file \(index) of \(file.page)")
      }
    }
  }

  /// The control: the harness sees the mistake the pages once made.
  ///
  /// A global `let` of the prelude's types (the
  /// samples as docs/validation.md kept them) does not compile in Swift 6 mode.
  func testPrelude_AGlobalLetOfItsTypes_DoesNotCompile() throws {
    let folder = try temporaryFolder()
    let source = Self.prelude + "let myVectorSamples = [MyVector(x: 12.5, y: -40.25, z: 100.75)]\n"
    try source.write(to: folder.appendingPathComponent("Global.swift"), atomically: true, encoding: .utf8)
    let result = try swiftc(
      Self.swift6 + ["-I", Self.modules.path, folder.appendingPathComponent("Global.swift").path], in: folder)
    XCTAssertNotEqual(result.status, 0, result.output)
    XCTAssertTrue(result.output.contains("is not concurrency-safe"), result.output)
  }

  /// The names of the structs a file declares at its top level.
  static func declaredStructs(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("struct ") else { return nil }
      return line.dropFirst("struct ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }.description
    }
  }
}

extension URL {
  /// Creates this folder and returns it.
  fileprivate func creatingFolder() throws -> URL {
    try FileManager.default.createDirectory(at: self, withIntermediateDirectories: true)
    return self
  }
}
