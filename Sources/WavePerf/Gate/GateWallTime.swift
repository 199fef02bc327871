import Foundation

/// Wall time per animator-frame of each gate workload, as a ratio to the C reference loop measured in the
/// same run: for information only (never compared, never failed), since wall time on a shared machine is noise.
package enum GateWallTime {
  /// Median over `repeats` of the time of `long − short` frames of one workload set up (and stepped once)
  /// beforehand, per animator-frame, ns.
  ///
  /// Setup stays out of the timing: subtracting two runs that each set up a workload, as the counts do, leaves mostly
  /// setup noise at 1 or 100 lanes. `clock` reads nanoseconds (monotonic; tests inject one).
  @MainActor
  package static func nanosecondsPerAnimatorFrame(
    _ workload: GateWorkload, short: Int, long: Int, repeats: Int = 3, clock: () -> UInt64 = uptimeNanoseconds
  ) -> Double {
    let frames = max(1, long - short)
    let stepped = workload.make(workload.animators)
    stepped.runFrame()
    var samples: [Double] = []
    for _ in 0..<repeats {
      let elapsed = time(clock) { for _ in 0..<frames { stepped.runFrame() } }
      samples.append(elapsed / Double(frames * workload.animators))
    }
    blackHole(stepped.checksum)
    return samples.sorted()[samples.count / 2]
  }

  /// The C reference's Double Euler loop at 10,000 lanes, ns per lane-frame (median of `repeats` runs of
  /// `frames` frames).
  @MainActor
  package static func cReferenceNanoseconds(frames: Int = 50, repeats: Int = 5) -> Double {
    let workload = PerfPath.cReference.workload(animators: WorkloadParameters.gateLanes, components: 1)
    var samples: [Double] = []
    for _ in 0..<repeats {
      let elapsed = time(uptimeNanoseconds) { for _ in 0..<frames { workload.runFrame() } }
      samples.append(elapsed / Double(frames * workload.animators))
      workload.rearm()
    }
    blackHole(workload.checksum)
    return samples.sorted()[samples.count / 2]
  }

  /// The monotonic clock the gate times with, ns.
  package static func uptimeNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  static func time(_ clock: () -> UInt64, _ body: () -> Void) -> Double {
    let start = clock()
    body()
    return Double(clock() - start)
  }
}
