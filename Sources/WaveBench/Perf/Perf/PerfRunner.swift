import CReference
import Foundation
import WaveOutput

/// Runs the paths of `wave-bench perf`: sets up and warms every (size, path) row, times ``repetitions``
/// rounds in which each row runs once (each run's time per animator-frame is one sample; the median, min and
/// max summarize them), then counts each row's heap allocations over untimed steady-state frames.
///
/// The rounds interleave the rows, so that each row's samples spread over the whole measurement (seconds)
/// instead of one stretch of a few milliseconds: a slow spell of the machine (another process on a shared
/// core, a frequency change) then touches a few samples of every row, where the median and the rank test of
/// ``PerfNoiseRule`` absorb it, instead of every sample of one row, which would move that row's median by as
/// much as the spell slows it.
///
/// Every timed run is cut into stretches of at most ``WorkloadParameters/framesPerArm`` frames, each after an
/// untimed ``SteppingWorkload/rearm()`` and one untimed frame, identically on every path: however many frames
/// `--frames` asks for, every animator runs through every timed frame, so `--frames` changes the precision,
/// not the result; the untimed frame also brings the row's lanes back into the caches the other rows used.
/// After each stretch (untimed) the runner checks ``SteppingWorkload/runningAnimators``; frames of a stretch
/// that ended with an animator stopped are reported in ``PerfResult/framesWithStoppedAnimators`` (0 unless a
/// path is broken).
@MainActor
enum PerfRunner {
  /// Timed runs aim at this much work each, ns (when the frame count is not given).
  static let runTarget = 2_000_000.0
  /// Timed runs per (path, size), ≥ 1: 31, whatever the run length.
  ///
  /// Each run is one sample of ``PerfResult/samples``, from which `compare` decides (``PerfNoiseRule``). 31
  /// because: it is odd, so the median is one run; from about 20 samples a side the Mann–Whitney U statistic's
  /// normal approximation holds; and the rule's third quartile is the 24th of the 31 sorted runs, which a slow
  /// spell moves only when it touches more than seven of them. The cost stays small: `perf --animators 1,100,1000
  /// --frames 120` takes about 2 s; with the default frames (about 2 ms a run) a row takes about 60 ms.
  nonisolated static let repetitions = 31

  /// Instances of a row's workload that its rounds take turns on, for a row of `lanes` lanes: 5 up to
  /// 100,000 lanes, else 1.
  ///
  /// Where a row's data sits in memory changes its time: two processes of one binary, or one process with
  /// other rows beside it, time `batch` at N = 1,000 at 0.224 or 0.250 ns and `c-reference` at 0.293 or 0.313
  /// ns (quiet machine, address randomization on or off: the physical pages differ too, and with them the
  /// cache sets the lanes fall in). One instance per row samples one placement, so a row's median moved
  /// between processes by up to 11 % while its 31 samples agreed within 1 %. Five instances, each allocated
  /// while the others live, put five placements into every row's samples: the median then follows the
  /// usual placement unless three of five are unusual. Beyond 100,000 lanes the data streams from memory over
  /// many pages, whose placements average out, and copies would cost memory.
  nonisolated static func instanceCount(lanes: Int) -> Int { lanes <= 100_000 ? 5 : 1 }

  /// One (path, size) being measured: its workload instances, its frames per run and what its runs gave so
  /// far.
  final class Row {
    let path: PerfPath, animators: Int, components: Int
    /// The springs and frames stepped (``PerfWorkload/constant`` on a path that takes no other).
    let perfWorkload: PerfWorkload
    /// The instances the rounds take turns on (``instanceCount(lanes:)``), ≥ 1; the first also counts the
    /// allocations.
    let instances: [any SteppingWorkload]
    var workload: any SteppingWorkload { instances[0] }
    /// Frames per timed run, ≥ 1.
    let frames: Int
    /// Each run's ns per animator-frame, in the order they ran.
    var samples: [Double] = []
    var framesWithStoppedAnimators = 0
    /// Timed stretches the scheduler preempted, timed by CPU time (``timedRun(_:frames:stretch:wallClockOnly:)``).
    var preemptedStretches = 0
    /// Whether the path steps on the worker pool at this size (`batch-parallel` from the parallel threshold):
    /// timed by the wall clock only.
    let usesWorkerPool: Bool

    init(
      path: PerfPath, animators: Int, components: Int, workload: PerfWorkload, instances: [any SteppingWorkload],
      frames: Int, usesWorkerPool: Bool
    ) {
      self.perfWorkload = workload
      self.usesWorkerPool = usesWorkerPool
      self.path = path
      self.animators = animators
      self.components = components
      self.instances = instances
      self.frames = frames
    }
  }

  /// Measures every (size, path) of `options`, interleaved; `progress` gets one line per row set up, per
  /// round, and per result.
  static func run(_ options: PerfSetup, progress: (String) -> Void) -> [PerfResult] {
    var rows: [Row] = []
    for n in options.animators {
      for path in options.paths {
        if path.isAnimatorObjects, n > options.animatorPathLimit {
          progress("perf: \(path.rawValue) N=\(n): skipped (above --animator-limit \(options.animatorPathLimit))")
          continue
        }
        for workload in path.takesWorkloads ? options.workloads : [.constant] {
          let label = options.workload.isConstant ? "" : " (\(workload.name))"
          progress("perf: \(path.rawValue) N=\(n)\(label): setting up …")
          rows.append(prepare(path, animators: n, options: options, workload: workload))
        }
      }
    }
    for round in 0..<repetitions {
      progress("perf: round \(round + 1) of \(repetitions) …")
      for row in rows { time(row, round: round, stretch: options.framesPerArm) }
    }
    return rows.map { row in
      let result = finish(row)
      let label = options.workload.isConstant ? "" : " (\(row.perfWorkload.name))"
      progress(
        "perf: \(row.path.rawValue) N=\(row.animators)\(label): \(format(result.nsPerAnimatorFrame)) ns/animator/frame, "
          + "\(format(result.allocationsPerFrame)) allocations/frame")
      return result
    }
  }

  /// One (path, size) alone: set up, ``repetitions`` timed runs back to back, allocations.
  static func measure(_ path: PerfPath, animators n: Int, options: PerfSetup) -> PerfResult {
    let row = prepare(path, animators: n, options: options)
    for round in 0..<repetitions { time(row, round: round, stretch: options.framesPerArm) }
    return finish(row)
  }

  /// Sets up a row and warms it up (untimed), choosing its frames per run: `options.frames`, or about
  /// ``runTarget`` of work (1 … 1,000 frames).
  static func prepare(
    _ path: PerfPath, animators n: Int, options: PerfSetup, workload perfWorkload: PerfWorkload = .constant
  ) -> Row {
    let instances = (0..<instanceCount(lanes: n * options.components)).map { _ in
      path.workload(
        animators: n, components: options.components, parallelThreshold: options.parallelThreshold,
        workload: perfWorkload)
    }
    for instance in instances.dropFirst() {
      instance.rearm()
      for _ in 0..<min(200, options.framesPerArm) { instance.runFrame() }
    }
    let workload = instances[0]
    workload.rearm()
    let warmStart = PerfClock.now()
    var warmFrames = 0
    repeat {
      workload.runFrame()
      warmFrames += 1
    } while PerfClock.now() - warmStart < 20_000_000 && warmFrames < min(200, options.framesPerArm)
    let perFrame = max(1, Double(PerfClock.now() - warmStart) / Double(warmFrames))
    let frames = options.frames ?? min(1_000, max(1, Int(runTarget / perFrame)))
    return Row(
      path: path, animators: n, components: options.components, workload: perfWorkload, instances: instances,
      frames: frames,
      usesWorkerPool: path == .batchParallel && n * options.components >= options.effectiveParallelThreshold)
  }

  /// One timed run of `row` on its instance for `round`, appended to its samples.
  static func time(_ row: Row, round: Int, stretch: Int) {
    let instance = row.instances[round % row.instances.count]
    let run = timedRun(instance, frames: row.frames, stretch: stretch, wallClockOnly: row.usesWorkerPool)
    row.samples.append(Double(run.nanoseconds) / Double(row.frames * row.animators))
    row.framesWithStoppedAnimators += run.framesWithStoppedAnimators
    row.preemptedStretches += run.preemptedStretches
  }

  /// A row's result: its samples summarized, and its allocations per frame counted over untimed frames.
  static func finish(_ row: Row) -> PerfResult {
    let workload = row.workload
    workload.rearm()
    workload.runFrame()
    let countedFrames = min(row.frames, 20)
    let before = wave_allocation_count()
    for _ in 0..<countedFrames { workload.runFrame() }
    let allocations = Double(wave_allocation_count() - before) / Double(countedFrames)
    blackHole(workload.checksum)
    let sorted = row.samples.sorted()
    let median = sorted[sorted.count / 2]
    var result = PerfResult(
      path: row.path.rawValue, animators: row.animators, components: row.components,
      nsPerAnimatorFrame: median, minNsPerAnimatorFrame: sorted.first!, maxNsPerAnimatorFrame: sorted.last!,
      runs: sorted.count, framesPerRun: row.frames, allocationsPerFrame: allocations,
      bytesPerSecond: workload.bytesPerAnimatorFrame.map { Double($0) / (median * 1e-9) },
      framesWithStoppedAnimators: row.framesWithStoppedAnimators, samples: row.samples,
      preemptedStretches: row.preemptedStretches, springs: row.perfWorkload.springs.rawValue,
      schedule: row.perfWorkload.schedule.name)
    if let kernel = workload as? any KernelWorkload {
      result.kernel = PerfKernelRow(
        cost: kernel.kernel, precision: kernel.precision, bytesPerAnimatorFrame: kernel.kernelBytesPerAnimatorFrame,
        flopsPerAnimatorFrame: kernel.flopsPerAnimatorFrame, workingSetBytes: kernel.workingSetBytes)
    }
    return result
  }

  /// One timed run of `frames` frames, as stretches of at most `stretch` frames, each after an untimed rearm.
  ///
  /// Returns the summed time of the stretches, the frames of stretches that ended with an animator stopped (a stretch's
  /// running count never grows, so one that ends with every animator running ran them all on every frame), and how many
  /// stretches were preempted.
  ///
  /// A stretch is timed by the wall clock, unless the scheduler took the core from the thread during it (an
  /// involuntary context switch, counted by ``PerfClock/involuntarySwitches()`` outside the timed interval):
  /// then by the thread's CPU time, which leaves out the time slices another process ran in (4 ms each on a
  /// 250 Hz kernel, which added 4 ms to whole runs of a few ms on a shared machine, doubling their figure). Not
  /// when `wallClockOnly` (a path stepping on a worker pool, whose work the calling thread's CPU time does not
  /// see), nor where the system does not count switches per thread.
  static func timedRun(_ workload: any SteppingWorkload, frames: Int, stretch: Int, wallClockOnly: Bool = false)
    -> (nanoseconds: UInt64, framesWithStoppedAnimators: Int, preemptedStretches: Int)
  {
    var elapsed: UInt64 = 0
    var stopped = 0
    var preempted = 0
    var done = 0
    while done < frames {
      let count = min(stretch, frames - done)
      workload.rearm()
      // One untimed frame after the rearm, on every path: the restarts and retargets it causes (the batch's
      // pending start times, the animators' first update) and the caches it cooled are paid here, once per
      // stretch, not spread over the timed frames; otherwise a short run (`--frames 120` at N = 100, a few µs)
      // read 5–9 % above a long one.
      workload.runFrame()
      let switches = wallClockOnly ? nil : PerfClock.involuntarySwitches()
      let cpuStart = PerfClock.threadCPU()
      let start = PerfClock.now()
      for _ in 0..<count { workload.runFrame() }
      let end = PerfClock.now()
      let cpuEnd = PerfClock.threadCPU()
      if let switches, PerfClock.involuntarySwitches() != switches {
        elapsed += cpuEnd - cpuStart
        preempted += 1
      } else {
        elapsed += end - start
      }
      if workload.runningAnimators < workload.animators { stopped += count }
      done += count
    }
    return (elapsed, stopped, preempted)
  }

  static func format(_ x: Double) -> String { NumberFormat.timing(x) }
}
