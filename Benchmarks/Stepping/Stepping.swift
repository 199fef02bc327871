import Benchmark
import WaveBench

// Stepping, one frame per iteration, of the workload catalogue's kinds (WaveBench's `PerfPath`): the engine's
// scalar step over value structs, the SIMD batch (Double and Float), and SpringAnimator and
// SpecializedSpringAnimator objects on a FrameDriver. The springs, frame duration, travel and sizes are
// `WorkloadParameters`' — the same workloads that `wave-bench perf` times and `wave-bench gate` counts, but not the
// same code: this package links the WaveBench library, whose batch paths are compiled for the baseline instruction
// set, while perf and the gate step the `wave-bench` executable's, compiled for -target-cpu (docs/gate.md, "The gate
// or the benchmarks?", has both figures). Setup happens before `startMeasurement()`. Thresholds
// are on allocation counts only (wall clock on shared machines is too noisy to gate on; `wave-bench gate`
// counts instructions instead).

/// No allocation at all per frame (batch, scalar and animator paths).
nonisolated(unsafe) let zeroAllocations: [BenchmarkMetric: BenchmarkThresholds] = [
  .mallocCountTotal: .init(absolute: [.p0: 0, .p50: 0, .p90: 0, .p100: 0])
]

nonisolated(unsafe) let configuration = Benchmark.Configuration(
  metrics: [.wallClock, .mallocCountTotal, .throughput], timeUnits: .nanoseconds, warmupIterations: 10,
  maxDuration: .seconds(2), maxIterations: 10_000, thresholds: zeroAllocations)

/// The benchmark's title, "type, operation, N=…", by path.
func title(_ path: PerfPath, _ n: Int) -> String {
  switch path {
  case .scalar: return "Scalar, step, N=\(n)"
  case .batch: return "SpringBatch<Double>, step, N=\(n)"
  case .batchFloat: return "SpringBatch<Float>, step, N=\(n)"
  case .animator: return "SpringAnimator<CGFloat>, frame, N=\(n)"
  case .animatorSpecialized: return "SpecializedSpringAnimator<CGFloat>, frame, N=\(n)"
  default: return "\(path.rawValue), frame, N=\(n)"
  }
}

/// One benchmark: `n` CGFloat animators of `path`, one `runFrame()` per iteration.
func register(_ path: PerfPath, _ n: Int) {
  Benchmark(title(path, n), configuration: configuration) { benchmark async in
    // The catalogue's workloads (like the engine) are main-actor bound; package-benchmark runs benchmarks on
    // another thread while the main thread serves the main queue, so the frames hop to the main actor.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let workload = path.workload(animators: n)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { workload.runFrame() }
      benchmark.stopMeasurement()
      blackHole(workload.checksum)
    }
  }
}

let benchmarks: @Sendable () -> Void = {
  for n in WorkloadParameters.benchmarkLanes {
    for path in [PerfPath.scalar, .batch, .batchFloat] { register(path, n) }
  }
  for n in WorkloadParameters.benchmarkAnimators {
    for path in [PerfPath.animator, .animatorSpecialized] { register(path, n) }
  }
}
