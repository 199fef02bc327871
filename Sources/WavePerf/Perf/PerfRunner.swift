import CAllocationCounter
import Foundation
import WaveOutput

/// Runs the paths of `wave-bench perf`: for each size and path, set up, warm up, time repeated runs (the
/// median, min and max per animator-frame), then count heap allocations over untimed steady-state frames.
///
/// Every timed run is cut into stretches of at most ``WorkloadParameters/framesPerArm`` frames, each after an
/// untimed ``SteppingWorkload/rearm()`` and one untimed frame, identically on every path: however many frames `--frames` asks for,
/// every animator runs through every timed frame, so `--frames` changes the precision, not the result. After
/// each stretch (untimed) the runner checks ``SteppingWorkload/runningAnimators``; frames of a stretch that
/// ended with an animator stopped are reported in ``PerfResult/framesWithStoppedAnimators`` (0 unless a path
/// is broken).
@MainActor
public enum PerfRunner {
  /// Timed runs aim at this much work each, ns (when the frame count is not given).
  static let runTarget = 2_000_000.0
  /// Total timed work per (path, size), ns: decides the number of runs (5 ... 31).
  static let measureTarget = 200_000_000.0

  /// Measures every (size, path) of `options`; `progress` gets one line per measurement.
  public static func run(_ options: PerfOptions, progress: (String) -> Void) -> [PerfResult] {
    var results: [PerfResult] = []
    for n in options.animators {
      for path in options.paths {
        if path.isAnimatorObjects, n > options.animatorPathLimit {
          progress("perf: \(path.rawValue) N=\(n): skipped (above --animator-limit \(options.animatorPathLimit))")
          continue
        }
        progress("perf: \(path.rawValue) N=\(n) …")
        let result = measure(path, animators: n, options: options)
        progress(
          "perf: \(path.rawValue) N=\(n): \(format(result.nsPerAnimatorFrame)) ns/animator/frame, "
            + "\(format(result.allocationsPerFrame)) allocations/frame")
        results.append(result)
      }
    }
    return results
  }

  /// One (path, size).
  public static func measure(_ path: PerfPath, animators n: Int, options: PerfOptions) -> PerfResult {
    let workload = path.workload(
      animators: n, components: options.components, parallelThreshold: options.parallelThreshold)
    let stretch = options.framesPerArm
    workload.rearm()
    let warmStart = PerfClock.now()
    var warmFrames = 0
    repeat {
      workload.runFrame()
      warmFrames += 1
    } while PerfClock.now() - warmStart < 20_000_000 && warmFrames < min(200, stretch)
    let perFrame = max(1, Double(PerfClock.now() - warmStart) / Double(warmFrames))
    let frames = options.frames ?? min(1_000, max(1, Int(runTarget / perFrame)))
    let runs = min(31, max(5, Int(measureTarget / (perFrame * Double(frames)))))
    var perAnimatorFrame: [Double] = []
    var stopped = 0
    for _ in 0..<runs {
      let run = timedRun(workload, frames: frames, stretch: stretch)
      perAnimatorFrame.append(Double(run.nanoseconds) / Double(frames * n))
      stopped += run.framesWithStoppedAnimators
    }
    workload.rearm()
    workload.runFrame()
    let countedFrames = min(frames, 20)
    let before = wave_allocation_count()
    for _ in 0..<countedFrames { workload.runFrame() }
    let allocations = Double(wave_allocation_count() - before) / Double(countedFrames)
    blackHole(workload.checksum)
    perAnimatorFrame.sort()
    let median = perAnimatorFrame[perAnimatorFrame.count / 2]
    return PerfResult(
      path: path.rawValue, animators: n, components: options.components, nsPerAnimatorFrame: median,
      minNsPerAnimatorFrame: perAnimatorFrame.first!, maxNsPerAnimatorFrame: perAnimatorFrame.last!, runs: runs,
      framesPerRun: frames, allocationsPerFrame: allocations,
      bytesPerSecond: workload.bytesPerAnimatorFrame.map { Double($0) / (median * 1e-9) },
      framesWithStoppedAnimators: stopped)
  }

  /// One timed run of `frames` frames, as stretches of at most `stretch` frames, each after an untimed rearm.
  /// Returns the summed time of the stretches and the frames of stretches that ended with an animator stopped
  /// (a stretch's running count never grows, so one that ends with every animator running ran them all on
  /// every frame).
  static func timedRun(_ workload: any SteppingWorkload, frames: Int, stretch: Int) -> (
    nanoseconds: UInt64, framesWithStoppedAnimators: Int
  ) {
    var elapsed: UInt64 = 0
    var stopped = 0
    var done = 0
    while done < frames {
      let count = min(stretch, frames - done)
      workload.rearm()
      // One untimed frame after the rearm, on every path: the restarts and retargets it causes (the batch's
      // pending start times, the animators' first update) and the caches it cooled are paid here, once per
      // stretch, not spread over the timed frames; otherwise a short run (`--frames 120` at N = 100, a few µs)
      // read 5–9 % above a long one.
      workload.runFrame()
      let start = PerfClock.now()
      for _ in 0..<count { workload.runFrame() }
      elapsed += PerfClock.now() - start
      if workload.runningAnimators < workload.animators { stopped += count }
      done += count
    }
    return (elapsed, stopped)
  }

  static func format(_ x: Double) -> String { NumberFormat.timing(x) }
}
