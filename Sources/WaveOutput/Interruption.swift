import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM end the process cleanly: the registered cleanups run (a staging folder or a temporary
/// file is removed, a lock released), one line goes to stderr, and the exit status is 128 + the signal
/// (130 for SIGINT, 143 for SIGTERM).
///
/// The C handler only writes the signal's number to a pipe; a thread reading that pipe does the work, so the
/// cleanups run in ordinary code. They run while holding the lock that ``uninterrupted(_:)`` takes: a file
/// operation in progress finishes first, and none starts afterwards. A cleanup must be idempotent (the code
/// that registered it may have half done the same).
package enum Interruption {
  final class State: @unchecked Sendable {
    let lock = NSRecursiveLock()
    var cleanups: [(token: Int, run: @Sendable () -> Void)] = []
    var nextToken = 0
    var installed = false
  }

  static let state = State()
  /// The pipe the C handler writes a signal's number to; -1 until ``install()``.
  ///
  /// `nonisolated(unsafe)`: written once, under ``state``'s lock, before the handlers that read it are installed;
  /// a signal handler cannot take a lock.
  nonisolated(unsafe) static var pipeWrite: Int32 = -1

  /// Installs the SIGINT and SIGTERM handling (once; later calls do nothing).
  package static func install() {
    state.lock.lock()
    defer { state.lock.unlock() }
    guard !state.installed else { return }
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { return }
    state.installed = true
    pipeWrite = fds[1]
    let read = fds[0]
    let thread = Thread { waitForSignal(read) }
    thread.start()
    for number in [SIGINT, SIGTERM] {
      _ = signal(number) { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(Interruption.pipeWrite, &byte, 1)
      }
    }
    pause(at: "installed")
  }

  /// Stops this process (SIGSTOP) here when the environment variable `WAVEBENCH_PAUSE_AT` names `point`; does nothing
  /// otherwise.
  ///
  /// A test's way to act at a known moment of a run (send it a signal, start a second run) without polling or a
  /// clock: it waits for the stop (`waitpid` with `WUNTRACED`), acts, and sends SIGCONT. The points:
  /// - `installed`: the signal handling is in place, no work done;
  /// - `staged`: an output folder's new contents are written to the staging folder, its lock not yet taken;
  /// - `locked`: the output folder's lock is held, nothing of it changed yet;
  /// - `swapped`: the staging folder has replaced the output folder; the old contents are not yet removed.
  package static func pause(at point: String) {
    if pausePoint == point { raise(SIGSTOP) }
  }

  private static let pausePoint = ProcessInfo.processInfo.environment["WAVEBENCH_PAUSE_AT"]

  /// Registers `cleanup` to run if a signal ends the process; returns the token for ``unregister(_:)``.
  ///
  /// Cleanups run in the order registered.
  static func register(_ cleanup: @escaping @Sendable () -> Void) -> Int {
    state.lock.lock()
    defer { state.lock.unlock() }
    state.nextToken += 1
    state.cleanups.append((state.nextToken, cleanup))
    return state.nextToken
  }

  /// Forgets the cleanup registered under `token`.
  static func unregister(_ token: Int) {
    state.lock.lock()
    defer { state.lock.unlock() }
    state.cleanups.removeAll { $0.token == token }
  }

  /// Runs `body` whole: a signal arriving meanwhile ends the process only after `body` returns.
  static func uninterrupted<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    state.lock.lock()
    defer { state.lock.unlock() }
    return try body()
  }

  /// The signal thread: waits for a number on the pipe, runs the cleanups and exits 128 + the signal.
  static func waitForSignal(_ descriptor: Int32) {
    var byte: UInt8 = 0
    while read(descriptor, &byte, 1) != 1 {}
    state.lock.lock()
    for cleanup in state.cleanups { cleanup.run() }
    let name = byte == UInt8(SIGINT) ? "SIGINT" : byte == UInt8(SIGTERM) ? "SIGTERM" : "signal \(byte)"
    let line = Array("wave-bench: interrupted by \(name)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    _exit(128 + Int32(byte))
  }
}
