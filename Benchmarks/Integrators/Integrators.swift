import Benchmark
import Foundation
import WaveCore
import WaveReference

// Integrators, one frame: the cost of advancing one scalar animation by one 1/60 s frame with each integrator
// of `wave-bench integrators` (the engine's Euler, the exact references, the peer schemes, GSL's methods at
// the reference tolerances). Each measured sample integrates `scaledIterations.count` (1,000) frames in one
// call, so the per-iteration figures are per frame, including each integrator's per-run setup amortized over
// 1,000 frames (GSL allocates its driver once per run). For humans: put it beside the accuracy report.

let spring = Spring(dampingRatio: 0.7, response: 0.5)
let problem = SpringProblem(spring: spring, from: 0, to: 1000, velocity: 0)

nonisolated(unsafe) let configuration = Benchmark.Configuration(
  metrics: [.wallClock, .mallocCountTotal, .throughput], timeUnits: .nanoseconds, warmupIterations: 3,
  scalingFactor: .kilo, maxDuration: .seconds(1), maxIterations: 1_000)

let benchmarks: @Sendable () -> Void = {
  for integrator in IntegratorCatalogue.references {
    Benchmark("Integrators, one frame at 60 Hz, \(integrator.name)", configuration: configuration) { benchmark in
      let frames = Array(repeating: 1.0 / 60, count: benchmark.scaledIterations.count)
      benchmark.startMeasurement()
      blackHole(try integrator.integrate(problem, frameDurations: frames))
      benchmark.stopMeasurement()
    }
  }
}
