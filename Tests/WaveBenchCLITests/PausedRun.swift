import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// A launch of the built `wave-bench` that stops itself at a named point (`WAVEBENCH_PAUSE_AT`).
///
/// See `Interruption.pause(at:)`. A test acts at a known moment of the run (a signal, a second run) and waits only on
/// the process: `waitpid` for the stop and for the exit, a blocking read of its standard error. No clock, no
/// polling.
///
/// Started with `posix_spawn` rather than Foundation's `Process`, whose own reaping of children would race with
/// `waitpid(WUNTRACED)`.
final class PausedRun {
  let pid: pid_t
  /// The read end of the run's standard error.
  private let errorRead: Int32

  /// Starts `wave-bench arguments`, stopping at `point` when it reaches it (nil: never).
  ///
  /// - Parameters:
  ///   - arguments: the command line after the executable's name.
  ///   - point: the pause point, or nil.
  ///   - why: what of the process the test looks at.
  /// - Throws: `POSIXError` when the pipe or the process cannot be made.
  init(_ arguments: [String], pausingAt point: String?, why: String) throws {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
    errorRead = fds[0]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
    var environment = ProcessInfo.processInfo.environment
    environment["WAVEBENCH_PAUSE_AT"] = point
    let path = CommandRunner.executable.path
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, path, &actions, nil, argv, envp)
    close(fds[1])
    guard status == 0 else {
      close(errorRead)
      throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL)
    }
    pid = child
  }

  deinit { close(errorRead) }

  /// Waits until the run stops at its pause point; false when it exited first (then its status is lost to
  /// ``waitForExit()``, which must not be called).
  func waitUntilStopped() -> Bool {
    var status: Int32 = 0
    while waitpid(pid, &status, WUNTRACED) < 0 && errno == EINTR {}
    return status & 0xff == 0x7f  // WIFSTOPPED
  }

  /// Sends `signal` to the run.
  func send(_ signal: Int32) { kill(pid, signal) }

  /// Lets a stopped run go on.
  func resume() { kill(pid, SIGCONT) }

  /// Reads the run's standard error up to and including the first line containing `text`; false at its end.
  func waitForLine(containing text: String) -> Bool {
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while read(errorRead, &byte, 1) == 1 {
      if byte != 10 {
        line.append(byte)
        continue
      }
      if String(decoding: line, as: UTF8.self).contains(text) { return true }
      line.removeAll()
    }
    return false
  }

  /// Waits for the run to end, reading what is left of its standard error (so that a full pipe cannot block it)
  /// and letting it go on should it stop: its exit status, or the signal that ended it.
  func waitForExit() -> (status: Int32, signalled: Bool) {
    var byte: UInt8 = 0
    while read(errorRead, &byte, 1) == 1 {}
    var status: Int32 = 0
    while true {
      while waitpid(pid, &status, WUNTRACED) < 0 && errno == EINTR {}
      guard status & 0xff == 0x7f else { break }
      resume()
    }
    let signal = status & 0x7f
    return signal == 0 ? ((status >> 8) & 0xff, false) : (signal, true)
  }
}
