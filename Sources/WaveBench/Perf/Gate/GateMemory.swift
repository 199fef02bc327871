import Synchronization

/// The gate's counts of earlier runs in one process, by executable, workloads and injection
/// (``CommandEnvironment/gateMemory``).
///
/// The counts of one binary, workloads and environment are the same on every run (GateTests measures twice to check
/// it), so a remembered measurement is the one a new run would make.
package final class GateMemory: Sendable {
  private let counts = Mutex<[String: [GateBaseline.Workload]]>([:])

  /// An empty memory.
  package init() {}

  /// The counts remembered under `key`, if any.
  func counts(for key: String) -> [GateBaseline.Workload]? { counts.withLock { $0[key] } }

  /// Remembers `measured` under `key`.
  func remember(_ measured: [GateBaseline.Workload], for key: String) { counts.withLock { $0[key] = measured } }
}
