/// What one batch kernel moves and computes per lane and frame, counted from its body in `KernelBodies`: the one
/// statement of each kernel's bytes and flops, which `wave-bench perf` divides by the machine's yardsticks.
///
/// Loads and stores are scalars of the lane type read from and written to memory per lane; a store goes to a line
/// the kernel has just loaded (value, velocity), so no write-allocate traffic goes uncounted. Flops are the IEEE
/// additions, subtractions, multiplications and divisions per lane (a division counted as one; a negation, a sign
/// flip, not counted). The per-lane exact kernels' propagators, computed once per new frame duration
/// (`LanePropagator`, about 360 instructions a pool lane, and once per spring with runs), are not part of the frame:
/// a duration among the last 8 costs only the kernel.
package struct KernelCost: Sendable, Equatable {
  /// The kernel's name in `KernelBodies` (`eulerShared`, `exactPerLane`, …).
  package let kernel: String
  /// Scalars loaded per lane and frame, ≥ 0.
  package let loads: Int
  /// Scalars stored per lane and frame, ≥ 0.
  package let stores: Int
  /// Floating-point operations per lane and frame, ≥ 0.
  package let flops: Int

  /// Bytes read plus written per lane and frame in lanes of `scalar` (8 for Double, 4 for Float per scalar).
  package func bytes<S>(_ scalar: S.Type) -> Int { (loads + stores) * MemoryLayout<S>.size }

  /// `eulerShared`, one spring for every lane: 3 loads, 2 stores, 9 flops.
  ///
  /// Loads x, v, t; computes `x − t`, `−k·`, `c·v`, `−`, `·(1/m)` (or `/m`), `v + a·h`, `x + v₁·h`; stores v₁, x₁.
  /// The C loop `c-reference` (`wave_c_euler_f64`) does the same.
  package static let eulerShared = KernelCost(kernel: "eulerShared", loads: 3, stores: 2, flops: 9)
  /// `eulerPerLane`, a spring per lane: ``eulerShared`` reading k, c and m (or 1/m) per lane.
  package static let eulerPerLane = KernelCost(kernel: "eulerPerLane", loads: 6, stores: 2, flops: 9)
  /// `eulerPerLaneUnitMass`, a spring per lane, every mass 1: 5 loads, 2 stores, 8 flops.
  ///
  /// ``eulerShared`` reading k and c per lane, without the mass (x / 1 is x). The per-lane C loop
  /// (`wave_c_euler_lanes_f64`) does the same.
  package static let eulerPerLaneUnitMass = KernelCost(kernel: "eulerPerLaneUnitMass", loads: 5, stores: 2, flops: 8)
  /// `exactShared`, one propagator for every lane: 3 loads, 2 stores, 8 flops.
  ///
  /// Loads x, v, t; computes `u = x − t`, `a·u + b·v`, `c·u + d·v`, `t + u₁`; stores v₁, x₁.
  package static let exactShared = KernelCost(kernel: "exactShared", loads: 3, stores: 2, flops: 8)
  /// `exactPerLane`, a transition matrix per lane: 7 loads, 2 stores, 8 flops.
  ///
  /// Loads x, v, t, a, b, c, d; computes `u = x − t`, `a·u + b·v`, `c·u + d·v`, `t + u₁`; stores v₁, x₁.
  package static let exactPerLane = KernelCost(kernel: "exactPerLane", loads: 7, stores: 2, flops: 8)
  /// `exactSpringRuns` with every animation in a run of its spring's (`SpringBlocks`): per lane, ``exactShared``'s
  /// 3 loads, 2 stores and 8 flops (the run's transition matrix, read once per run, is not counted).
  package static let exactSpringRuns = KernelCost(kernel: "exactSpringRuns", loads: 3, stores: 2, flops: 8)
}

extension SpringBatch {
  /// The kernel ``step(dt:)`` runs on this batch as it is now (its stepper, spring mode, whether every per-lane
  /// mass is 1, and for per-lane exact batches whether every animation is in a block of its spring's).
  package var kernelCost: KernelCost {
    if usesPropagator {
      if laneParameters == nil { return .exactShared }
      if let blocks = springBlocks, count > 0, blocks.groups[0].count == 0 { return .exactSpringRuns }
      return .exactPerLane
    }
    if sharedCoefficients != nil { return .eulerShared }
    return massNotOneCount == 0 ? .eulerPerLaneUnitMass : .eulerPerLane
  }
}
