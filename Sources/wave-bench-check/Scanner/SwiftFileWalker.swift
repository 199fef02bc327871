import WaveOutput

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The `.swift` files a scan reads: a path that is a file is read as it is (whatever its name); a folder is
/// searched recursively, name by name in byte order, skipping hidden entries (a name starting with ".", so `.build`
/// too), files that do not end in `.swift`, and symbolic links to folders (never followed, so a link loop cannot
/// hang a scan; a link to a `.swift` file is read).
///
/// Names are read as bytes, so that a name that is not UTF-8 is shown escaped (`UserText.decoding(fileName:)`) and
/// still read, and a path is opened by its bytes. Nothing under a folder is skipped in silence: a folder that cannot
/// be listed, an entry whose path is too long, a dangling or looping link named `*.swift`, and a pipe, device or
/// socket named `*.swift` are handed over as ``Entry/notRead(path:reason:)``.
///
/// Each file is handed over once, under the first path it is found by: paths that overlap (`--scan a.swift --scan
/// a.swift --scan .`), a link to a file also found by its own name, a hard link, all name the same file (its device
/// and inode), whose springs would otherwise be counted and checked once per name.
enum SwiftFileWalker {
  /// One `.swift` file found, or a path under a folder that the scan cannot read.
  enum Entry {
    /// `path` as shown (the folder as given, joined with the names found under it), `bytes` as opened.
    case file(path: String, bytes: [UInt8])
    /// A path under a given folder that the scan cannot read, with the reason.
    case notRead(path: String, reason: String)
  }

  /// Calls `body` with each file and each path not read, folder by folder.
  ///
  /// - Throws: ``ScanError`` for a path as given that does not exist, is not a Swift file or a folder, or is a
  ///   folder that cannot be listed.
  static func forEachFile(in paths: [String], _ body: (Entry) -> Void) throws(ScanError) {
    var seen = Set<FileIdentity>()
    for path in paths {
      let bytes = Array(path.utf8)
      var info = stat()
      guard stat(path, &info) == 0 else {
        throw ScanError(path: path, problem: errno == ENOENT ? "no such file or folder" : errorText(errno))
      }
      guard isFolder(info) else {
        // A file named on its own must be Swift source in a regular file (not a pipe or a device).
        guard path.hasSuffix(".swift"), isRegular(info) else {
          throw ScanError(path: path, problem: "not a Swift source file (a regular file named *.swift) or a folder")
        }
        if seen.insert(FileIdentity(info)).inserted { body(.file(path: path, bytes: bytes)) }
        continue
      }
      guard let names = Self.names(in: bytes) else {
        throw ScanError(path: path, problem: "the folder cannot be listed (\(errorText(errno)))")
      }
      walk(names, under: path, bytes: bytes, seen: &seen, body)
    }
  }

  /// A file as the file system knows it, whatever path names it: its device and inode.
  struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ info: stat) { (device, inode) = (UInt64(info.st_dev), UInt64(info.st_ino)) }
  }

  /// The entries of the folder at `bytes` (not `.` and `..`), sorted by their bytes; nil with `errno` set when it
  /// cannot be listed.
  private static func names(in bytes: [UInt8]) -> [[UInt8]]? {
    guard let folder = withPath(bytes, { opendir($0) }) else { return nil }
    defer { closedir(folder) }
    var names: [[UInt8]] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }
  }

  private static func walk(
    _ names: [[UInt8]], under folder: String, bytes: [UInt8], seen: inout Set<FileIdentity>, _ body: (Entry) -> Void
  ) {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    let prefixBytes = bytes.last == UInt8(ascii: "/") ? bytes : bytes + [UInt8(ascii: "/")]
    for name in names where name.first != UInt8(ascii: ".") {
      let path = prefix + UserText.decoding(fileName: name)
      let full = prefixBytes + name
      let swift = name.count > 6 && name.suffix(6).elementsEqual(".swift".utf8)
      var info = stat()
      guard withPath(full, { lstat($0, &info) }) == 0 else {
        // Not even its kind is known (a path too long): whatever it is, it is not read.
        body(.notRead(path: path, reason: "cannot be read (\(errorText(errno)))"))
        continue
      }
      if isFolder(info) {
        guard let inner = Self.names(in: full) else {
          body(.notRead(path: path, reason: "the folder cannot be listed (\(errorText(errno)))"))
          continue
        }
        walk(inner, under: path, bytes: full, seen: &seen, body)
        continue
      }
      guard swift else { continue }
      if (info.st_mode & S_IFMT) == S_IFLNK {
        guard withPath(full, { stat($0, &info) }) == 0 else {
          let reason =
            switch errno {
            case ELOOP: "a symbolic link that loops"
            case ENOENT: "a symbolic link to nothing (dangling)"
            default: "a symbolic link that cannot be followed (\(errorText(errno)))"
            }
          body(.notRead(path: path, reason: reason))
          continue
        }
        if isFolder(info) { continue }
      }
      guard isRegular(info) else {
        body(.notRead(path: path, reason: "not a regular file (a pipe, a device or a socket)"))
        continue
      }
      if seen.insert(FileIdentity(info)).inserted { body(.file(path: path, bytes: full)) }
    }
  }

  /// `body` with `bytes` as a C string.
  static func withPath<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
    (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }

  /// The system's words for an `errno` value: `Permission denied`, `File name too long`.
  static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

  private static func isFolder(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFDIR }
  private static func isRegular(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFREG }
}
