import Foundation
import SwiftParser
import SwiftSyntax

/// Finds every spring written in Swift source with swift-syntax.
///
/// Wave's, SwiftUI's, Core Animation's, and UIKit's (those in Core Animation's words checked as Core Animation's,
/// the rest listed). Calls are told apart by their labels and, where labels are not enough, the file's imports
/// (`SpringCallReader`); the forms and their documented defaults are `SpringForm.catalogue`'s.
///
/// Comments and string literals never hold a spring; a call inside a string interpolation is code, and counts.
package enum SpringScanner {
  /// Scans `paths`, each a `.swift` file or a folder searched recursively.
  ///
  /// Folders are walked by `SwiftFileWalker`: `.build`, hidden folders and non-`.swift` files skipped, folder links
  /// not followed. Files are parsed one at a time, so memory
  /// stays bounded by the largest file plus the springs found.
  ///
  /// - Throws: `ScanError`, one line naming the path, for a path that does not exist or a file or folder that
  ///   cannot be read.
  package static func scan(paths: [String]) throws(ScanError) -> ScanResult {
    var springs: [SourceSpring] = []
    var unresolved: [UnresolvedSpring] = []
    var files = 0
    var lines = 0
    try SwiftFileWalker.forEachFile(in: paths) { (path) throws(ScanError) in
      guard let data = FileManager.default.contents(atPath: path) else {
        throw ScanError(path: path, problem: "the file cannot be read")
      }
      let found = data.withUnsafeBytes { bytes in
        scan(utf8: bytes.bindMemory(to: UInt8.self), file: path)
      }
      springs += found.springs
      unresolved += found.unresolved
      files += 1
      lines += lineCount(data)
    }
    return ScanResult(springs: springs, unresolved: unresolved, files: files, lines: lines)
  }

  /// Scans one file's text; `file` is only the name positions carry.
  ///
  /// Springs and unresolved calls in source order.
  package static func scan(source: String, file: String) -> (springs: [SourceSpring], unresolved: [UnresolvedSpring]) {
    scan(source: source, file: file, forms: SpringForm.catalogue)
  }

  /// `scan(source:file:)` against another catalogue of forms (tests: two APIs' forms sharing labels).
  static func scan(
    source: String, file: String, forms: [SpringForm]
  ) -> (springs: [SourceSpring], unresolved: [UnresolvedSpring]) {
    var source = source
    return source.withUTF8 { scan(utf8: $0, file: file, forms: forms) }
  }

  private static func scan(
    utf8: UnsafeBufferPointer<UInt8>, file: String, forms: [SpringForm] = SpringForm.catalogue
  ) -> (springs: [SourceSpring], unresolved: [UnresolvedSpring]) {
    let tree = Parser.parse(source: utf8)
    let reader = SpringCallReader(
      forms: forms, imports: SourceImports.apis(in: tree), file: file,
      converter: SourceLocationConverter(fileName: file, tree: tree), gestures: GestureHandOff(tree))
    let visitor = SpringCallVisitor(reader: reader)
    visitor.walk(tree)
    return (visitor.springs, visitor.unresolved)
  }

  /// Newlines, plus one for a last line without one.
  private static func lineCount(_ data: Data) -> Int {
    var newlines = 0
    for byte in data where byte == UInt8(ascii: "\n") { newlines += 1 }
    return newlines + (data.last.map { $0 == UInt8(ascii: "\n") ? 0 : 1 } ?? 0)
  }
}
