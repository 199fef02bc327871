import WaveBatch

/// Where the batch paths' stepping code is compiled.
///
/// ``SpringBatch/step(dt:)`` and its kernels are `@inlinable`: they are compiled, with that module's vector
/// width, in the module that specializes them. WaveBench is a library product and carries no build flags, so
/// by default ``BatchWorkload`` steps with the baseline instruction set of the target. The `wave-bench`
/// executable installs wrappers from its own code (compiled for `-target-cpu`,
/// see Package.swift) before running any command, so that `perf`, `gate` and `gate-workload` step the batch
/// paths with wide vectors; nothing else changes (same lanes, same arithmetic, same results bit for bit).
@MainActor
package enum BatchCompilation {
  /// Turns a Double batch workload into the one the catalogue hands out (identity by default).
  package static var double: (BatchWorkload<Double>) -> any SteppingWorkload = { $0 }
  /// Turns a Float batch workload into the one the catalogue hands out (identity by default).
  package static var float: (BatchWorkload<Float>) -> any SteppingWorkload = { $0 }
  /// Where the installed wrappers were compiled, for reports (set once, at startup, with the wrappers).
  ///
  /// `nonisolated(unsafe)`: written once by the executable's start-up, before any command runs or starts a thread,
  /// then only read.
  nonisolated(unsafe) package static var name = "WaveBench (no -target-cpu: the baseline instruction set)"
}
