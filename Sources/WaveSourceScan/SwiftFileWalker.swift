import Foundation

/// The `.swift` files a scan reads: a path that is a file is read as it is (whatever its name); a folder is
/// searched recursively through `FileManager`'s enumerator, skipping `.build` and hidden folders (a name starting
/// with "."), files that do not end in `.swift`, hidden files, and symbolic links to folders (never followed, so a
/// link loop cannot hang a scan; a link to a `.swift` file is read).
enum SwiftFileWalker {
  /// Calls `body` with each file's path (the folder as given, joined with the path found under it), in the order
  /// the enumerator finds them; stops at the first error, `body`'s or a path's.
  static func forEachFile(
    in paths: [String], _ body: (String) throws(ScanError) -> Void
  ) throws(ScanError) {
    let files = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard files.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw ScanError(path: path, problem: "no such file or folder")
      }
      guard isFolder.boolValue else {
        // A file named on its own must be Swift source in a regular file (not a pipe or a device).
        let type = (try? files.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard path.hasSuffix(".swift"), type == .typeRegular else {
          throw ScanError(path: path, problem: "not a Swift source file (a regular file named *.swift) or a folder")
        }
        try body(path)
        continue
      }
      guard let enumerator = files.enumerator(atPath: path), files.isReadableFile(atPath: path) else {
        throw ScanError(path: path, problem: "the folder cannot be listed")
      }
      let prefix = path.hasSuffix("/") ? path : path + "/"
      while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        let type = enumerator.fileAttributes?[.type] as? FileAttributeType
        let full = prefix + relative
        if type == .typeDirectory {
          if name.hasPrefix(".") || name == ".build" {
            enumerator.skipDescendants()
          } else if !files.isReadableFile(atPath: full) {
            throw ScanError(path: full, problem: "the folder cannot be listed")
          }
          continue
        }
        guard name.hasSuffix(".swift"), !name.hasPrefix(".") else { continue }
        if type == .typeSymbolicLink {
          var target: ObjCBool = false
          guard files.fileExists(atPath: full, isDirectory: &target), !target.boolValue else { continue }
        }
        try body(full)
      }
    }
  }
}
