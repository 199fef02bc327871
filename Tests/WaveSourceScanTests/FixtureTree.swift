import Foundation

/// The fixture tree of Fixtures/tree, laid out in a temporary folder for a scan: its `*.swift.fixture` files
/// renamed `*.swift` (stored under another name so that the formatter leaves their odd layouts alone), plus what
/// git would not keep or a formatter would walk into: a `.build/` folder, a hidden folder and a hidden file, each
/// with a spring, and a symbolic link `Nested/Loop` to the tree's own root.
struct FixtureTree {
  let root: String

  static func make() throws -> FixtureTree {
    let files = FileManager.default
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/tree")
    let root = files.temporaryDirectory.appendingPathComponent("scan-fixture-\(UUID().uuidString)").path
    try files.createDirectory(atPath: root, withIntermediateDirectories: true)
    let enumerator = files.enumerator(atPath: source.path)!
    while let relative = enumerator.nextObject() as? String {
      let from = source.appendingPathComponent(relative).path
      var isFolder: ObjCBool = false
      _ = files.fileExists(atPath: from, isDirectory: &isFolder)
      let to = root + "/" + (relative.hasSuffix(".swift.fixture") ? String(relative.dropLast(8)) : relative)
      if isFolder.boolValue {
        try files.createDirectory(atPath: to, withIntermediateDirectories: true)
      } else {
        try files.copyItem(atPath: from, toPath: to)
      }
    }
    let spring = "let hidden = Spring(dampingRatio: 0.5, response: 0.5)\n"
    for folder in [".build/debug", ".hidden"] {
      try files.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
      try spring.write(toFile: root + "/" + folder + "/Hidden.swift", atomically: true, encoding: .utf8)
    }
    try spring.write(toFile: root + "/.Hidden.swift", atomically: true, encoding: .utf8)
    try files.createSymbolicLink(atPath: root + "/Nested/Loop", withDestinationPath: "..")
    return FixtureTree(root: root)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }
}
