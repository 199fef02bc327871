#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file operations the writer uses, so that a test can fail any one of them (a double that throws on the Nth rename
/// or write) and check what is left.
///
/// ``POSIXFileSystem`` is the real one.
package protocol FileSystem: Sendable {
  /// What is at `path`, not following a final symlink; nil when nothing is.
  func status(_ path: String) throws(FileSystemError) -> FileStatus?
  /// What is at `path`, following symlinks; nil when nothing is (a dangling symlink included).
  func statusFollowing(_ path: String) throws(FileSystemError) -> FileStatus?
  /// The absolute path with every symlink resolved (the path must exist).
  func resolve(_ path: String) throws(FileSystemError) -> String
  /// The names in a folder, `.` and `..` left out.
  func list(_ folder: String) throws(FileSystemError) -> [String]
  func readLink(_ path: String) throws(FileSystemError) -> String

  func makeDirectory(_ path: String, mode: UInt32) throws(FileSystemError)
  /// Creates a new file (never an existing one) holding `bytes`.
  func createFile(_ path: String, _ bytes: [UInt8], mode: UInt32) throws(FileSystemError)
  func link(_ existing: String, _ new: String) throws(FileSystemError)
  /// A new file with the bytes and mode of `existing` (where a hard link is refused).
  func copyFile(_ existing: String, _ new: String) throws(FileSystemError)
  func symlink(_ target: String, _ new: String) throws(FileSystemError)
  func setMode(_ path: String, _ mode: UInt32) throws(FileSystemError)
  /// Moves `from` to `to`, replacing a file (or an empty folder) there.
  func rename(_ from: String, _ to: String) throws(FileSystemError)
  /// Swaps two existing paths in one step (Linux `renameat2(RENAME_EXCHANGE)`).
  func exchange(_ a: String, _ b: String) throws(FileSystemError)
  /// Removes a file, a symlink or an empty folder.
  func remove(_ path: String) throws(FileSystemError)
}

/// The kind, mode and identity of a file (from `lstat`/`stat`).
package struct FileStatus: Sendable, Equatable {
  package enum Kind: String, Sendable {
    case regular = "a regular file"
    case directory = "a folder"
    case symlink = "a symlink"
    case fifo = "a FIFO"
    case characterDevice = "a character device"
    case blockDevice = "a block device"
    case socket = "a socket"
  }

  package let kind: Kind
  /// Permission bits (`0o7777`).
  package let mode: UInt32
  package let device: UInt64
  package let inode: UInt64
}

/// A failed file operation: what was done, to which path, and `errno`.
package struct FileSystemError: Error, CustomStringConvertible, Sendable {
  let operation: String
  let path: String
  let code: Int32

  init(_ operation: String, _ path: String, code: Int32 = errno) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  /// `cannot create /x/y: No space left on device`: one line.
  package var description: String { "cannot \(operation) \(UserText.path(path)): \(String(cString: strerror(code)))" }
}

extension FileSystem {
  /// Removes `path` and everything under it; nothing there is no error.
  func removeTree(_ path: String) throws(FileSystemError) {
    guard let status = try status(path) else { return }
    if status.kind == .directory {
      for name in try list(path) { try removeTree(path + "/" + name) }
    }
    do { try remove(path) } catch  where error.code == ENOENT {}
  }

  /// Creates `path` and its missing parents.
  func makeDirectories(_ path: String) throws(FileSystemError) {
    if let status = try statusFollowing(path) {
      guard status.kind == .directory else { throw FileSystemError("create the folder", path, code: ENOTDIR) }
      return
    }
    let parent = Paths.parent(path)
    if parent != path { try makeDirectories(parent) }
    do { try makeDirectory(path, mode: 0o777) } catch  where error.code == EEXIST {}
  }
}
