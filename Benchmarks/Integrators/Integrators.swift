import Benchmark
import WaveBench
import WaveNumerics

// Integrators: the cost of WaveBench's `IntegratorCostWorkload` — one scalar animation (ζ 0.7, response 0.5 s,
// 0 → 1000 pt) advanced by 120 frames of 1/60 s — with each integrator of `wave-bench integrators` (the
// engine's Euler, the exact references, the peer schemes, GSL's methods at the reference tolerances). The
// same call `wave-bench integrator-cost` times for the accuracy report; here with percentiles and allocation
// counts. One iteration is one run of 120 frames, including the integrator's per-run setup (GSL allocates
// its driver once per run): divide by 120 for the cost of a frame. For humans: put it beside the accuracy
// report.

nonisolated(unsafe) let configuration = Benchmark.Configuration(
  metrics: [.wallClock, .mallocCountTotal, .throughput], timeUnits: .microseconds, warmupIterations: 3,
  maxDuration: .seconds(1), maxIterations: 1_000)

let benchmarks: @Sendable () -> Void = {
  for integrator in IntegratorCatalogue.all {
    let title = "Integrators, \(IntegratorCostWorkload.frames) frames at 60 Hz, \(integrator.name)"
    Benchmark(title, configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(try IntegratorCostWorkload.run(integrator))
      }
    }
  }
}
