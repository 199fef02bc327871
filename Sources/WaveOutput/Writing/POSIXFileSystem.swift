#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system, through POSIX calls (no Foundation error objects: a failure is one
/// ``FileSystemError`` line).
package struct POSIXFileSystem: FileSystem {
  package init() {}

  package func status(_ path: String) throws(FileSystemError) -> FileStatus? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return try absent(path, "examine") }
    return Self.status(info)
  }

  package func statusFollowing(_ path: String) throws(FileSystemError) -> FileStatus? {
    var info = stat()
    guard stat(path, &info) == 0 else { return try absent(path, "examine") }
    return Self.status(info)
  }

  /// nil for ENOENT (nothing there); throws for anything else (ENOTDIR: a parent is a file, EACCES, …).
  private func absent(_ path: String, _ operation: String) throws(FileSystemError) -> FileStatus? {
    let code = errno
    guard code == ENOENT else { throw FileSystemError(operation, path, code: code) }
    return nil
  }

  package static func status(_ info: stat) -> FileStatus {
    let kinds: [(mode_t, FileStatus.Kind)] = [
      (S_IFREG, .regular), (S_IFDIR, .directory), (S_IFLNK, .symlink), (S_IFIFO, .fifo),
      (S_IFCHR, .characterDevice), (S_IFBLK, .blockDevice),
    ]
    let kind = kinds.first { info.st_mode & S_IFMT == $0.0 }?.1 ?? .socket
    return FileStatus(
      kind: kind, mode: UInt32(info.st_mode & 0o7777), device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  package func resolve(_ path: String) throws(FileSystemError) -> String {
    guard let resolved = realpath(path, nil) else { throw FileSystemError("resolve", path) }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  package func list(_ folder: String) throws(FileSystemError) -> [String] {
    guard let directory = opendir(folder) else { throw FileSystemError("list", folder) }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  package func readLink(_ path: String) throws(FileSystemError) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { throw FileSystemError("read the symlink", path) }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  package func makeDirectory(_ path: String, mode: UInt32) throws(FileSystemError) {
    guard mkdir(path, mode_t(mode)) == 0 else { throw FileSystemError("create the folder", path) }
  }

  package func createFile(_ path: String, _ bytes: [UInt8], mode: UInt32) throws(FileSystemError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
    guard descriptor >= 0 else { throw FileSystemError("create", path) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        let code = errno
        close(descriptor)
        throw FileSystemError("write", path, code: code)
      }
      written += count
    }
    guard close(descriptor) == 0 else { throw FileSystemError("write", path) }
  }

  package func link(_ existing: String, _ new: String) throws(FileSystemError) {
    guard CLibrary.link(existing, new) == 0 else { throw FileSystemError("link", new) }
  }

  package func copyFile(_ existing: String, _ new: String) throws(FileSystemError) {
    let descriptor = open(existing, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileSystemError("read", existing) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw FileSystemError("read", existing) }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    let mode = try status(existing)?.mode ?? 0o644
    try createFile(new, bytes, mode: mode)
    try setMode(new, mode)
  }

  package func symlink(_ target: String, _ new: String) throws(FileSystemError) {
    guard CLibrary.symlink(target, new) == 0 else { throw FileSystemError("create the symlink", new) }
  }

  package func setMode(_ path: String, _ mode: UInt32) throws(FileSystemError) {
    guard chmod(path, mode_t(mode)) == 0 else { throw FileSystemError("set the mode of", path) }
  }

  package func rename(_ from: String, _ to: String) throws(FileSystemError) {
    guard CLibrary.rename(from, to) == 0 else { throw FileSystemError("move into place", to) }
  }

  package func exchange(_ a: String, _ b: String) throws(FileSystemError) {
    #if canImport(Darwin)
    // Darwin's swap: renamex_np(RENAME_SWAP) (macOS 10.12 and later).
    guard renamex_np(a, b, UInt32(RENAME_SWAP)) == 0 else { throw FileSystemError("swap in", b) }
    #else
    guard let renameat2 = Self.renameat2 else { throw FileSystemError("swap in", b, code: ENOSYS) }
    guard renameat2(AT_FDCWD, a, AT_FDCWD, b, Self.renameExchange) == 0 else {
      throw FileSystemError("swap in", b)
    }
    #endif
  }

  package func remove(_ path: String) throws(FileSystemError) {
    if CLibrary.remove(path) != 0 { throw FileSystemError("remove", path) }
  }

  /// `RENAME_EXCHANGE` from `<linux/fs.h>` (not exported to Swift).
  static let renameExchange: UInt32 = 1 << 1

  typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

  /// glibc's `renameat2` (2.28 and later), looked up at run time: Swift's Glibc module does not export it, and
  /// `syscall` is variadic, so not callable from Swift.
  ///
  /// nil where libc lacks it.
  static let renameat2: Renameat2? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
    return unsafeBitCast(symbol, to: Renameat2.self)
  }()
}

/// The C library's calls whose names this file's ``POSIXFileSystem`` methods take (`link`, `rename`, …),
/// named through their module on each platform, once.
private enum CLibrary {
  #if canImport(Glibc)
  static let link = Glibc.link, symlink = Glibc.symlink, rename = Glibc.rename, remove = Glibc.remove
  #else
  static let link = Darwin.link, symlink = Darwin.symlink, rename = Darwin.rename, remove = Darwin.remove
  #endif
}
