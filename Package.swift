// swift-tools-version: 6.1
import PackageDescription

// Dependencies point one way:
//   WaveCore (engine: stdlib + Foundation only)
//     ← WaveReference (closed form, propagator, GSL through CGSL)
//     ← WaveBenchTools (experiments, reports, CLI logic)
//     ← wave-bench (the executable: parses and wires)
//   WaveCore ← SpringValidation (the validation kit users call from their tests)
let package = Package(
  name: "WaveBench",
  products: [
    .library(name: "WaveCore", targets: ["WaveCore"]),
    .library(name: "WaveReference", targets: ["WaveReference"]),
    .library(name: "SpringValidation", targets: ["SpringValidation"]),
    .library(name: "SpringValidationXCTest", targets: ["SpringValidationXCTest"]),
    .library(name: "SpringValidationTesting", targets: ["SpringValidationTesting"]),
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
    .target(name: "SpringValidation", dependencies: ["WaveCore"]),
    // The kit's test helpers, apart so that the kit itself (used by wave-bench) never links XCTest or Testing.
    .target(name: "SpringValidationXCTest", dependencies: ["SpringValidation", "WaveCore"]),
    .target(name: "SpringValidationTesting", dependencies: ["SpringValidation", "WaveCore"]),
    .target(name: "WaveBenchTools", dependencies: ["WaveCore", "WaveReference", "SpringValidation"]),
    .executableTarget(
      name: "wave-bench",
      dependencies: [
        "WaveBenchTools",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "WaveCoreTests", dependencies: ["WaveCore"]),
    .testTarget(name: "WaveReferenceTests", dependencies: ["WaveReference", "WaveCore"]),
    .testTarget(
      name: "SpringValidationTests",
      dependencies: ["SpringValidation", "SpringValidationXCTest", "SpringValidationTesting", "WaveCore"]),
    .testTarget(name: "WaveBenchToolsTests", dependencies: ["WaveBenchTools", "WaveReference", "WaveCore"]),
  ]
)
