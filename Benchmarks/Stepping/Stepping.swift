import Benchmark
import Foundation
import WaveBatch
import WaveCore

// Stepping, one frame of 1/60 s per iteration, at several N: the engine's scalar step over value structs,
// the SIMD batch (Double and Float), and SpringAnimator objects on a FrameDriver. Setup happens before
// `startMeasurement()`. Thresholds are on allocation counts only (wall clock on shared machines is too noisy to
// gate on; `wave-bench gate` counts instructions instead).

/// The spring every benchmark uses: ζ 0.05, response 1 s (settles after ~29 s, beyond any run).
let spring = Spring(dampingRatio: 0.05, response: 1)
let dt = 1.0 / 60

/// No allocation at all per frame (batch and scalar paths).
nonisolated(unsafe) let zeroAllocations: [BenchmarkMetric: BenchmarkThresholds] = [
  .mallocCountTotal: .init(absolute: [.p0: 0, .p50: 0, .p90: 0, .p100: 0])
]

nonisolated(unsafe) let configuration = Benchmark.Configuration(
  metrics: [.wallClock, .mallocCountTotal, .throughput], timeUnits: .nanoseconds, warmupIterations: 10,
  maxDuration: .seconds(2), maxIterations: 10_000, thresholds: zeroAllocations)

struct Lane {
  var value: CGFloat
  var velocity: CGFloat
  var target: CGFloat
}

let benchmarks: @Sendable () -> Void = {
  for n in [100, 10_000, 1_000_000] {
    Benchmark("Scalar, step, N=\(n)", configuration: configuration) { benchmark in
      var lanes = (0..<n).map { Lane(value: CGFloat($0 % 97), velocity: 0, target: 500) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        lanes.withUnsafeMutableBufferPointer { buffer in
          for i in buffer.indices {
            (buffer[i].value, buffer[i].velocity) = CGFloat.updateValue(
              spring: spring, value: buffer[i].value, target: buffer[i].target, velocity: buffer[i].velocity, dt: dt)
          }
        }
      }
      benchmark.stopMeasurement()
      blackHole(lanes[n / 2].value)
    }

    Benchmark("SpringBatch<Double>, step, N=\(n)", configuration: configuration) { benchmark in
      let batch = SpringBatch<Double>(springs: .shared(spring), capacity: n)
      for i in 0..<n { batch.add(value: Double(i % 97), target: 500) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { batch.step(dt: dt) }
      benchmark.stopMeasurement()
      blackHole(batch.lanePointers.value[n / 2])
    }

    Benchmark("SpringBatch<Float>, step, N=\(n)", configuration: configuration) { benchmark in
      let batch = SpringBatch<Float>(springs: .shared(spring), capacity: n)
      for i in 0..<n { batch.add(value: Double(i % 97), target: 500) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { batch.step(dt: dt) }
      benchmark.stopMeasurement()
      blackHole(batch.lanePointers.value[n / 2])
    }
  }

  // The engine's driver starts N animators in O(N²) (each start scans the scheduled ones): 10,000 at most.
  for n in [100, 10_000] {
    Benchmark("SpringAnimator<CGFloat>, frame, N=\(n)", configuration: configuration) { benchmark async in
      // The engine is main-actor bound (and checks it at run time); package-benchmark runs benchmarks on another
      // thread while the main thread serves the main queue, so the frames hop to the main actor.
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        let driver = FrameDriver(schedule: .fps(60))
        let animators = (0..<n).map { i in
          SpringAnimator<CGFloat>(spring: spring, value: CGFloat(i % 97), target: 500, driver: driver)
        }
        for animator in animators { animator.start() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { driver.tick(duration: dt) }
        benchmark.stopMeasurement()
        blackHole(animators[n / 2].value)
      }
    }
  }
}
