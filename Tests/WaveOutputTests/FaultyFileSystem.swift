import Foundation

@testable import WaveOutput

#if canImport(Glibc)
import Glibc
#endif

/// The real file system, except that the `failAt`-th operation that builds or swaps (create a folder or
/// file, link, copy, symlink, set a mode, rename, exchange) fails with EIO; a failing file write first
/// writes half the bytes, as a full disk would.
///
/// Listing, examining and removing never fail, so the writer's cleanup runs as it would after a real fault.
final class FaultyFileSystem: FileSystem, @unchecked Sendable {
  let real = POSIXFileSystem()
  let failAt: Int
  /// When set, `exchange` fails with this errno (EINVAL: a file system without RENAME_EXCHANGE).
  let exchangeError: Int32?
  private let lock = NSLock()
  private(set) var operations: [String] = []

  init(failAt: Int = .max, exchangeError: Int32? = nil) {
    self.failAt = failAt
    self.exchangeError = exchangeError
  }

  /// Counts one operation; true when it is the one to fail.
  private func failsNow(_ name: String, _ path: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    operations.append("\(name) \(path)")
    return operations.count == failAt
  }

  private func step(_ name: String, _ path: String, _ body: () throws(FileSystemError) -> Void) throws(FileSystemError)
  {
    if failsNow(name, path) { throw FileSystemError(name, path, code: EIO) }
    try body()
  }

  func status(_ path: String) throws(FileSystemError) -> FileStatus? { try real.status(path) }
  func statusFollowing(_ path: String) throws(FileSystemError) -> FileStatus? { try real.statusFollowing(path) }
  func resolve(_ path: String) throws(FileSystemError) -> String { try real.resolve(path) }
  func list(_ folder: String) throws(FileSystemError) -> [String] { try real.list(folder) }
  func readLink(_ path: String) throws(FileSystemError) -> String { try real.readLink(path) }
  func remove(_ path: String) throws(FileSystemError) { try real.remove(path) }

  func makeDirectory(_ path: String, mode: UInt32) throws(FileSystemError) {
    try step("mkdir", path) { () throws(FileSystemError) in try real.makeDirectory(path, mode: mode) }
  }

  func createFile(_ path: String, _ bytes: [UInt8], mode: UInt32) throws(FileSystemError) {
    if failsNow("write", path) {
      try real.createFile(path, Array(bytes.prefix(bytes.count / 2)), mode: mode)
      throw FileSystemError("write", path, code: ENOSPC)
    }
    try real.createFile(path, bytes, mode: mode)
  }

  func link(_ existing: String, _ new: String) throws(FileSystemError) {
    try step("link", new) { () throws(FileSystemError) in try real.link(existing, new) }
  }

  func copyFile(_ existing: String, _ new: String) throws(FileSystemError) {
    try step("copy", new) { () throws(FileSystemError) in try real.copyFile(existing, new) }
  }

  func symlink(_ target: String, _ new: String) throws(FileSystemError) {
    try step("symlink", new) { () throws(FileSystemError) in try real.symlink(target, new) }
  }

  func setMode(_ path: String, _ mode: UInt32) throws(FileSystemError) {
    try step("chmod", path) { () throws(FileSystemError) in try real.setMode(path, mode) }
  }

  func rename(_ from: String, _ to: String) throws(FileSystemError) {
    try step("rename", to) { () throws(FileSystemError) in try real.rename(from, to) }
  }

  func exchange(_ a: String, _ b: String) throws(FileSystemError) {
    try step("exchange", b) { () throws(FileSystemError) in
      if let exchangeError { throw FileSystemError("swap in", b, code: exchangeError) }
      try real.exchange(a, b)
    }
  }
}

/// Everything under a folder: relative path → `dir`, `link → target` or the file's bytes as text.
func snapshot(_ folder: String) throws -> [String: String] {
  var result: [String: String] = [:]
  let manager = FileManager.default
  for name in try manager.contentsOfDirectory(atPath: folder) {
    let path = folder + "/" + name
    let attributes = try manager.attributesOfItem(atPath: path)
    switch attributes[.type] as? FileAttributeType {
    case .typeDirectory?:
      result[name] = "dir"
      for (inner, value) in try snapshot(path) { result[name + "/" + inner] = value }
    case .typeSymbolicLink?: result[name] = "link → " + (try manager.destinationOfSymbolicLink(atPath: path))
    default: result[name] = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }
  }
  return result
}
