// swift-tools-version: 6.1
import PackageDescription

// Wall-clock and allocation benchmarks of stepping and of the integrators, for humans (package-benchmark), over
// the root package's workload catalogue (WaveBench: `PerfPath`, `WorkloadParameters`, `IntegratorCostWorkload`):
// the workloads `wave-bench perf` times and `wave-bench gate` counts, compiled here without -target-cpu (docs/gate.md,
// "The gate or the benchmarks?"). Kept apart from the root package so that its dependencies never reach WaveBench's
// users; the deterministic CI gate is `wave-bench gate`.
//
//   cd Benchmarks && swift package benchmark                       # run
//   cd Benchmarks && swift package benchmark thresholds check      # allocation-count thresholds only
let package = Package(
  name: "WaveBenchBenchmarks",
  dependencies: [
    .package(name: "WaveBench", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "Stepping",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "WaveBench", package: "WaveBench"),
      ],
      path: "Stepping",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "Integrators",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "WaveNumerics", package: "WaveBench"),
        .product(name: "WaveBench", package: "WaveBench"),
      ],
      path: "Integrators",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
