import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (`flock`) on an output folder, held while a run changes it: the lock file `.NAME.lock` beside the
/// folder `NAME` (not inside it: the folder itself is swapped).
///
/// A second run waits for the lock, polling, up to ``timeout`` seconds, then fails with one line.
///
/// The lock file is removed on release. A waiter may then hold a lock on the removed file, so after locking
/// it checks that the path still names the file it locked, and starts again otherwise.
final class FolderLock {
  let path: String
  let descriptor: Int32
  let token: Int

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
    // A signal while holding the lock: remove the lock file (the exit releases the lock itself).
    token = Interruption.register { _ = unlink(path) }
  }

  /// Seconds to wait for another run: `WAVEBENCH_LOCK_TIMEOUT` when set (≥ 0), else 120.
  static var timeout: Double {
    ProcessInfo.processInfo.environment["WAVEBENCH_LOCK_TIMEOUT"].flatMap(Double.init).flatMap {
      $0.isFinite && $0 >= 0 ? $0 : nil
    } ?? 120
  }

  /// The lock file of `folder` (an absolute path, symlinks resolved).
  static func lockPath(of folder: String) -> String {
    Paths.parent(folder) + "/." + Paths.name(folder) + ".lock"
  }

  /// Locks `folder`, waiting for another run up to ``timeout`` seconds.
  ///
  /// - Parameters:
  ///   - folder: the folder to lock (an absolute path, symlinks resolved); its lock file goes beside it.
  ///   - option: the option that named the folder, for the message.
  ///   - optional: return nil instead of failing when the lock file cannot be created (a folder
  ///     whose parent is not writable; no run can swap such a folder either, since its staging folder would go
  ///     there too).
  /// - Returns: the held lock; nil for `/`, or when `optional` and the lock file cannot be created.
  /// - Throws: ``InputError`` naming `option` on a timeout or when the lock file cannot be opened.
  static func acquire(_ folder: String, option: String, optional: Bool = false) throws(InputError)
    -> FolderLock?
  {
    if folder == "/" { return nil }
    let path = lockPath(of: folder)
    let deadline = Date().addingTimeInterval(timeout)
    var told = false
    while true {
      // One attempt whole: a signal never falls between creating the lock file and owning its removal.
      let attempt = try Interruption.uninterrupted { () throws(InputError) -> FolderLock?? in
        try attemptLock(path, option: option, optional: optional)
      }
      if let attempt { return attempt }
      guard Date() < deadline else {
        throw InputError(
          "\(option): \(UserText.path(folder)) is being written by another wave-bench run (waited \(NumberFormat.shortest(timeout)) s for \(UserText.path(path)))"
        )
      }
      if !told {
        StandardStreams.note("waiting for another wave-bench run writing \(UserText.path(folder))")
        told = true
      }
      usleep(10_000)
    }
  }

  /// One try: the lock (`.some(lock)`), no lock file possible (`.some(nil)`, when `optional`), or another
  /// run holds it (nil).
  private static func attemptLock(_ path: String, option: String, optional: Bool) throws(InputError) -> FolderLock?? {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
    if descriptor < 0 {
      let code = errno
      if optional && [EACCES, EPERM, EROFS].contains(code) { return .some(nil) }
      throw InputError(
        "\(option): cannot create the lock file \(UserText.path(path)): \(String(cString: strerror(code)))")
    }
    if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
      if isCurrent(descriptor, path) { return FolderLock(path: path, descriptor: descriptor) }
    } else if errno != EWOULDBLOCK && errno != EINTR {
      let code = errno
      close(descriptor)
      throw InputError("\(option): cannot lock \(UserText.path(path)): \(String(cString: strerror(code)))")
    }
    close(descriptor)
    return nil
  }

  /// True when `path` still names the file open as `descriptor` (it was not removed by its last holder).
  private static func isCurrent(_ descriptor: Int32, _ path: String) -> Bool {
    var held = stat()
    var named = stat()
    guard fstat(descriptor, &held) == 0, stat(path, &named) == 0 else { return false }
    return held.st_dev == named.st_dev && held.st_ino == named.st_ino
  }

  /// Removes the lock file, then releases the lock.
  func release() {
    Interruption.uninterrupted {
      unlink(path)
      close(descriptor)
      Interruption.unregister(token)
    }
  }
}
