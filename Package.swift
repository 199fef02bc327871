// swift-tools-version: 6.1
import PackageDescription

// Dependencies point one way:
//   WaveCore (engine: stdlib + Foundation only)
//     ← WaveReference (closed form, propagator, GSL through CGSL)
//     ← WaveVerification (experiments: accuracy, formulas, settling, stability; numbers only)
//     ← WaveBenchTools (reports, CLI logic)
//     ← wave-bench (the executable: parses and wires)
//   WaveCore ← SpringValidation (the validation kit users call from their tests)
#if arch(x86_64)
  let isX86 = true
#else
  let isX86 = false
#endif

// WaveBatch's kernels and the C reference are compiled for `haswell` (AVX2, FMA hardware present but
// never contracted into) by default: the same code on every machine of this kind, so that the CI gate's
// instruction counts compare across machines, and code valgrind 3.19 can run (it cannot decode AVX-512).
// Set WAVEBENCH_CPU=native for the widest vectors of the host when measuring speed (`wave-bench perf`),
// another LLVM CPU name, or `none` for a fully portable build.
let hostCPU = Context.environment["WAVEBENCH_CPU"] ?? (isX86 ? "haswell" : "none")
let hostCPUSwiftSettings: [SwiftSetting] = hostCPU == "none" ? [] : [.unsafeFlags(["-target-cpu", hostCPU])]
let hostCPUCFlags = ["-O3", "-ffp-contract=off"] + (hostCPU == "none" ? [] : ["-march=\(hostCPU)"])

let package = Package(
  name: "WaveBench",
  products: [
    .library(name: "WaveCore", targets: ["WaveCore"]),
    .library(name: "WaveReference", targets: ["WaveReference"]),
    .library(name: "SpringValidation", targets: ["SpringValidation"]),
    .library(name: "SpringValidationXCTest", targets: ["SpringValidationXCTest"]),
    .library(name: "SpringValidationTesting", targets: ["SpringValidationTesting"]),
    .library(name: "WaveBatch", targets: ["WaveBatch"]),
    .executable(name: "wave-bench", targets: ["wave-bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .target(name: "WaveCore"),
    .systemLibrary(
      name: "CGSL",
      pkgConfig: "gsl",
      providers: [.apt(["libgsl-dev"])]
    ),
    .target(name: "WaveReference", dependencies: ["WaveCore", "CGSL"]),
    .target(name: "WaveBatch", dependencies: ["WaveCore"], swiftSettings: hostCPUSwiftSettings),
    .target(name: "CReference", cSettings: [.unsafeFlags(hostCPUCFlags)]),
    .target(name: "CAllocationCounter"),
    .target(name: "SpringValidation", dependencies: ["WaveCore"]),
    // The kit's test helpers, apart so that the kit itself (used by wave-bench) never links XCTest or Testing.
    .target(name: "SpringValidationXCTest", dependencies: ["SpringValidation", "WaveCore"]),
    .target(name: "SpringValidationTesting", dependencies: ["SpringValidation", "WaveCore"]),
    .target(name: "WaveVerification", dependencies: ["WaveCore", "WaveReference"]),
    .target(
      name: "WaveBenchTools", dependencies: ["WaveCore", "WaveReference", "SpringValidation", "WaveVerification",
        "WaveBatch", "CReference", "CAllocationCounter",
      ]),
    .executableTarget(
      name: "wave-bench",
      dependencies: [
        "WaveBenchTools",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Test-only helpers shared by test targets (the independent reference step); no dependencies.
    .target(name: "WaveTestSupport", path: "Tests/WaveTestSupport"),
    .testTarget(name: "WaveCoreTests", dependencies: ["WaveCore", "WaveTestSupport"]),
    .testTarget(name: "WaveReferenceTests", dependencies: ["WaveReference", "WaveCore"]),
    .testTarget(
      name: "SpringValidationTests",
      dependencies: ["SpringValidation", "SpringValidationXCTest", "SpringValidationTesting", "WaveCore"]),
    .testTarget(
      name: "WaveVerificationTests", dependencies: ["WaveVerification", "WaveReference", "WaveCore", "WaveTestSupport"]),
    .testTarget(name: "WaveBatchTests", dependencies: ["WaveBatch", "WaveCore", "WaveReference", "CAllocationCounter"]),
    .testTarget(name: "WaveBenchToolsTests", dependencies: ["WaveBenchTools", "WaveReference", "WaveCore"]),
  ]
)
