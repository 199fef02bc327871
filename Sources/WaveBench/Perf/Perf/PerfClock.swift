import Foundation

/// The clocks that time perf's runs, nanoseconds.
enum PerfClock {
  /// `CLOCK_MONOTONIC` now, ns.
  static func now() -> UInt64 { read(CLOCK_MONOTONIC) }

  /// `CLOCK_THREAD_CPUTIME_ID` now: the CPU time the calling thread has used, ns.
  ///
  /// Unlike ``now()`` it does not advance while the thread waits for a core that another process holds.
  static func threadCPU() -> UInt64 { read(CLOCK_THREAD_CPUTIME_ID) }

  /// How many times the scheduler has taken the core from the calling thread so far (involuntary context
  /// switches, `getrusage(RUSAGE_THREAD)`), ≥ 0; nil where the system does not count them per thread (not
  /// Linux).
  static func involuntarySwitches() -> Int? {
    #if os(Linux)
    // RUSAGE_THREAD (1) is declared for _GNU_SOURCE only, which Swift's Glibc module does not define.
    var usage = rusage()
    guard getrusage(__rusage_who_t(1), &usage) == 0 else { return nil }
    return usage.ru_nivcsw
    #else
    return nil
    #endif
  }

  private static func read(_ clock: clockid_t) -> UInt64 {
    var ts = timespec()
    clock_gettime(clock, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
  }
}
