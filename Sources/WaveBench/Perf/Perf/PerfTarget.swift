import WaveOutput

/// One per-frame cost target of `wave-bench perf`, as a ratio of two paths measured in the same run (so that
/// the machine's speed and load cancel), decided here; the reports only print it.
struct PerfTarget: Sendable {
  /// What is compared, for example `batch / c-reference, N=100`.
  let name: String
  /// The measured ratio.
  let ratio: Double
  /// The target in words (`≤ 2`), and whether the ratio meets it.
  let wanted: String, met: Bool

  /// The targets at the sizes `results` has: the batch stepper against the C loop of the same precision (≤ 2
  /// at N ≤ 100, ≤ 1.3 at 1,000, ≤ 1.1 from 10,000: a small fixed cost per step, then the C loop's speed),
  /// the exact stepper against Euler (≤ 1.3), the parallel batch against the serial one at the largest N
  /// ≥ 1,000,000 (≥ 1.5× faster), and no allocation per frame on any batch path, all on `workload`'s rows.
  ///
  /// On a workload other than the constant one (`perf --springs per-lane --schedule vrr`), the exact stepper against
  /// Euler is allowed ≤ 3, and at the smallest N ≥ 10,000 `batch` and `batch-exact` each cost ≤ 1.5 × their own rows of
  /// the constant workload (one shared spring, 60 Hz), measured in the same rounds: an app's springs and frames may
  /// cost a little more than the catalogue's, not a thousand times more.
  static func evaluate(_ results: [PerfResult], workload: PerfWorkload = .constant) -> [PerfTarget] {
    func ns(_ path: PerfPath, _ n: Int, _ on: PerfWorkload = workload) -> Double? {
      results.first { $0.path == path.rawValue && $0.animators == n && $0.steps(on) }?.nsPerAnimatorFrame
    }
    let label = workload.isConstant ? "" : " (\(workload.name))"
    var targets: [PerfTarget] = []
    for n in Set(results.map(\.animators)).sorted() {
      let limit = n <= 100 ? 2.0 : n < 10_000 ? 1.3 : 1.1
      for (path, reference) in [(PerfPath.batch, PerfPath.cReference), (.batchFloat, .cReferenceFloat)] {
        guard let a = ns(path, n), let b = ns(reference, n) else { continue }
        targets.append(
          PerfTarget(
            name: "\(path.rawValue) / \(reference.rawValue)\(label), N=\(n)", ratio: a / b, wanted: "≤ \(limit)",
            met: a / b <= limit))
      }
    }
    if let n = results.map(\.animators).filter({ $0 >= 10_000 }).min(), let a = ns(.batchExact, n),
      let b = ns(.batch, n)
    {
      let limit = workload.isConstant ? 1.3 : 3
      targets.append(
        PerfTarget(
          name: "batch-exact / batch\(label), N=\(n)", ratio: a / b, wanted: "≤ \(NumberFormat.shortest(limit))",
          met: a / b <= limit))
    }
    if !workload.isConstant, let n = results.map(\.animators).filter({ $0 >= 10_000 }).min() {
      for path in [PerfPath.batch, .batchExact] {
        guard let a = ns(path, n), let b = ns(path, n, .constant) else { continue }
        targets.append(
          PerfTarget(
            name: "\(path.rawValue)\(label) / \(path.rawValue) (\(PerfWorkload.constant.name)), N=\(n)", ratio: a / b,
            wanted: "≤ 1.5", met: a / b <= 1.5))
      }
    }
    if let n = results.map(\.animators).max(), n >= 1_000_000, let a = ns(.batch, n), let b = ns(.batchParallel, n) {
      targets.append(
        PerfTarget(name: "batch / batch-parallel\(label), N=\(n)", ratio: a / b, wanted: "≥ 1.5", met: a / b >= 1.5))
    }
    let allocations = results.filter { $0.path.hasPrefix("batch") }.map(\.allocationsPerFrame).max() ?? 0
    targets.append(
      PerfTarget(
        name: "max allocations/frame, batch paths", ratio: allocations, wanted: "0", met: allocations == 0))
    return targets
  }
}
