import Foundation

/// Wall time per animator-frame of each gate workload, as a ratio to the C reference loop measured in the
/// same run: for information only (never compared, never failed), since wall time on a shared machine is noise.
public enum GateWallTime {
  /// Median over `repeats` of the time of `long − short` frames of one workload set up (and stepped once)
  /// beforehand, per animator-frame, ns. Setup stays out of the timing: subtracting two runs that each set up
  /// a workload, as the counts do, leaves mostly setup noise at 1 or 100 lanes.
  @MainActor
  public static func nanosecondsPerAnimatorFrame(_ workload: GateWorkload, short: Int, long: Int, repeats: Int = 3)
    -> Double
  {
    let frames = max(1, long - short)
    let stepped = workload.make(workload.animators)
    stepped.runFrame()
    var samples: [Double] = []
    for _ in 0..<repeats {
      samples.append(time { for _ in 0..<frames { stepped.runFrame() } } / Double(frames * workload.animators))
    }
    blackHole(stepped.checksum)
    return samples.sorted()[samples.count / 2]
  }

  /// The C reference's Double Euler loop at 10,000 lanes, ns per lane-frame (median of `repeats` runs of
  /// `frames` frames).
  @MainActor
  public static func cReferenceNanoseconds(frames: Int = 50, repeats: Int = 5) -> Double {
    let workload = PerfPath.cReference.workload(animators: WorkloadParameters.gateLanes, components: 1)
    var samples: [Double] = []
    for _ in 0..<repeats {
      samples.append(time { for _ in 0..<frames { workload.runFrame() } } / Double(frames * workload.animators))
      workload.rearm()
    }
    blackHole(workload.checksum)
    return samples.sorted()[samples.count / 2]
  }

  static func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
  }
}
