import WaveBatch

/// Where the batch paths' stepping code is compiled.
///
/// ``SpringBatch/step(dt:)`` and its kernels are `@inlinable`: they are compiled, with that module's vector
/// width, in the module that specializes them. WaveBench is a library product and carries no build flags, so
/// by default (``baseline``) ``BatchWorkload`` steps with the baseline instruction set of the target. The
/// `wave-bench` executable hands wrappers from its own code (compiled for `-target-cpu`, see Package.swift) to every
/// command in its ``CommandEnvironment``, so that `perf`, `gate` and `gate-workload` step the batch paths with wide
/// vectors; nothing else changes (same lanes, same arithmetic, same results bit for bit).
package struct BatchCompilation: Sendable {
  /// Where the wrappers were compiled, for reports.
  package let name: String
  /// Turns a Double batch workload into the one the catalogue hands out.
  package let double: @MainActor @Sendable (BatchWorkload<Double>) -> any SteppingWorkload
  /// Turns a Float batch workload into the one the catalogue hands out.
  package let float: @MainActor @Sendable (BatchWorkload<Float>) -> any SteppingWorkload

  /// Wrappers compiled where `name` says.
  package init(
    name: String, double: @escaping @MainActor @Sendable (BatchWorkload<Double>) -> any SteppingWorkload,
    float: @escaping @MainActor @Sendable (BatchWorkload<Float>) -> any SteppingWorkload
  ) {
    self.name = name
    self.double = double
    self.float = float
  }

  /// WaveBench's own: the workloads as they are, compiled for the target's baseline instruction set.
  package static let baseline = BatchCompilation(
    name: "WaveBench (no -target-cpu: the baseline instruction set)", double: { $0 }, float: { $0 })
}
