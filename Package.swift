// swift-tools-version: 6.1
import PackageDescription

// Modules and what each may import (ARCHITECTURE.md says what each owns, why the seams are where they are, and
// where new code goes). The data path walks forward: input grammar → experiment → typed result → renderer → file.
//
//   WaveCore            the engine port (stdlib, Foundation); Analysis/: the step's matrix and stability, the one
//                         home of tolerances (package-only: the kit and the tool share them)
//   WaveBatch           ← WaveCore: the SIMD batch stepper
//   WaveOutput          (Foundation): the JSON writer, the number formatter, text tables, machine description,
//                         InputError, the one file writer
//   SpringValidation    ← WaveCore, WaveOutput: the validation kit (+ its XCTest/Testing helpers)
//   WaveNumerics        ← WaveCore, WaveBatch, CGSL: the references (closed form, exact propagator, GSL odeiv2) and
//                         every integrator, one catalogue, stepping in pieces and the divergence test
//   WaveBench           ← the libraries above, CReference, ArgumentParser: the tool, one folder per layer:
//                         Conventions/ (each engine's spring convention, citing its source), Inputs/ (the grammars,
//                         dt files, springs files), Experiments/ (typed results), Perf/ (workloads, perf, integrator
//                         cost, the gate), Reports/ (renderers only), Commands/ (what each command runs), CLI/ (parses
//                         and wires, one file per command)
//   CGSL, CReference    C: GSL through pkg-config; the C loop of the engine's step and the allocation counter
//   wave-bench          ← WaveBench, WaveBatch: the executable, with the batch paths of perf and the gate compiled
//                         for WAVEBENCH_CPU (-target-cpu: the only target with build flags); without swift-syntax,
//                         so that the quick start's release build does not compile it: `check --scan` hands the run
//                         to wave-bench-check
//   wave-bench-check    ← WaveBench, SwiftSyntax, SwiftParser: `check` alone, with the Swift source scanner
//                         (Scanner/) and without build flags: the check-springs plugin's tool
//   CheckSprings        the `swift package check-springs` command plugin (runs wave-bench-check)
// Library products are what users import: WaveCore (Wave's API and the frame clock that drives it), the validation
// kit (SpringValidation, +XCTest, +Testing), WaveBatch, and what Benchmarks/ imports (WaveNumerics, WaveBench:
// public only what its suites call). WaveOutput is in no product and declares nothing public; `package` is the
// widest access inside the tool, where a module's code serves another module or an executable.
// scripts/check-imports.swift (run by CI) fails when a target imports a module it does not declare here.
#if arch(x86_64)
let isX86 = true
#else
let isX86 = false
#endif

// No library product carries build flags: SwiftPM refuses a versioned (URL) dependency whose product's
// targets use unsafeFlags ("contains unsafe build flags"). WaveBatch's step and kernels are @inlinable, so
// they are compiled, with that module's vector width, where they are specialized: in an app, its own target.
// Only WavePerfWide, a target of the `wave-bench` executable and of no product, is compiled for a CPU: it
// steps the batch paths of perf and the gate. `haswell` by default (AVX2, FMA hardware present but never
// contracted into): the same code on every machine of this kind, so that the CI gate's instruction counts
// compare across machines, and code valgrind 3.19 can run (it cannot decode AVX-512). Set WAVEBENCH_CPU=native
// for the host's widest vectors when measuring speed, another LLVM CPU name, or `none` for a portable build.
// The C reference needs no flags: its source turns FP contraction off and clones its loops for AVX2.
let hostCPU = Context.environment["WAVEBENCH_CPU"] ?? (isX86 ? "haswell" : "none")
// The module learns which CPU it was compiled for through one condition (haswell, native, none, or another), so
// that perf's report names it instead of the default.
let hostCPUCondition = ["haswell", "native", "none"].contains(hostCPU) ? hostCPU.uppercased() : "OTHER"
let hostCPUSwiftSettings: [SwiftSetting] =
  [.define("WAVEBENCH_CPU_\(hostCPUCondition)")] + (hostCPU == "none" ? [] : [.unsafeFlags(["-target-cpu", hostCPU])])

let package = Package(
  name: "WaveBench",
  products: [
    .library(name: "WaveCore", targets: ["WaveCore"]),
    .library(name: "SpringValidation", targets: ["SpringValidation"]),
    .library(name: "SpringValidationXCTest", targets: ["SpringValidationXCTest"]),
    .library(name: "SpringValidationTesting", targets: ["SpringValidationTesting"]),
    .library(name: "WaveBatch", targets: ["WaveBatch"]),
    .library(name: "WaveNumerics", targets: ["WaveNumerics"]),
    .library(name: "WaveBench", targets: ["WaveBench"]),
    .executable(name: "wave-bench", targets: ["wave-bench"]),
    .executable(name: "wave-bench-check", targets: ["wave-bench-check"]),
    .plugin(name: "CheckSprings", targets: ["CheckSprings"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
  ],
  targets: [
    .target(name: "WaveCore"),
    .systemLibrary(
      name: "CGSL",
      pkgConfig: "gsl",
      providers: [.apt(["libgsl-dev"])]
    ),
    .target(name: "CReference"),
    .target(name: "WaveBatch", dependencies: ["WaveCore"]),
    .target(name: "WaveOutput"),
    .target(name: "SpringValidation", dependencies: ["WaveCore", "WaveOutput"]),
    // The kit's test helpers, apart so that the kit itself (used by wave-bench) never links XCTest or Testing.
    .target(name: "SpringValidationXCTest", dependencies: ["SpringValidation", "WaveCore"]),
    .target(name: "SpringValidationTesting", dependencies: ["SpringValidation", "WaveCore"]),
    .target(name: "WaveNumerics", dependencies: ["WaveCore", "WaveBatch", "CGSL"]),
    .target(
      name: "WaveBench",
      dependencies: [
        "WaveCore", "WaveBatch", "WaveOutput", "SpringValidation", "WaveNumerics", "CReference",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // In no library product: the batch paths of perf and the gate, compiled for WAVEBENCH_CPU.
    .executableTarget(
      name: "wave-bench", dependencies: ["WaveBench", "WaveBatch"], swiftSettings: hostCPUSwiftSettings),
    .executableTarget(
      name: "wave-bench-check",
      dependencies: [
        "WaveBench", "WaveOutput", .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .plugin(
      name: "CheckSprings",
      capability: .command(
        intent: .custom(
          verb: "check-springs",
          description: "Finds the springs in the package's Swift source and checks them (wave-bench check --scan)")),
      dependencies: ["wave-bench-check"]
    ),
    // Test-only helpers shared by test targets (the independent reference step); no dependencies.
    .target(name: "WaveTestSupport", path: "Tests/WaveTestSupport"),
    .testTarget(name: "WaveCoreTests", dependencies: ["WaveCore", "WaveTestSupport"]),
    .testTarget(name: "WaveAnalysisTests", dependencies: ["WaveCore", "WaveNumerics"]),
    .testTarget(
      name: "WaveReferenceTests", dependencies: ["WaveNumerics", "WaveCore"]),
    .testTarget(
      name: "WaveIntegratorsTests",
      dependencies: ["WaveNumerics", "WaveCore", "WaveTestSupport"]),
    .testTarget(
      name: "WaveConventionsTests", dependencies: ["WaveBench", "WaveCore", "WaveTestSupport"]),
    // Fixtures/: a source tree to scan, read through #filePath.
    .testTarget(
      name: "WaveSourceScanTests", dependencies: ["wave-bench-check", "WaveBench", "WaveOutput"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "WaveInputsTests",
      dependencies: ["WaveBench", "WaveCore", "WaveOutput"]),
    .testTarget(name: "WaveOutputTests", dependencies: ["WaveOutput"]),
    .testTarget(
      name: "SpringValidationTests",
      dependencies: ["SpringValidation", "SpringValidationXCTest", "SpringValidationTesting", "WaveCore"]),
    .testTarget(
      name: "WaveVerificationTests",
      dependencies: ["WaveBench", "WaveNumerics", "WaveCore", "WaveTestSupport"]),
    .testTarget(
      name: "WaveBatchTests",
      dependencies: ["WaveBatch", "WaveCore", "WaveNumerics", "CReference", "WaveTestSupport"]),
    // Fixtures/: recorded perf runs, read through #filePath.
    .testTarget(name: "WavePerfTests", dependencies: ["WaveBench", "WaveCore"], exclude: ["Fixtures"]),
    .testTarget(
      name: "WaveReportsTests",
      dependencies: ["WaveBench", "WaveNumerics", "WaveOutput", "WaveCore"]),
    .testTarget(
      name: "WaveBenchFuzzTests",
      dependencies: ["WaveBench", "WaveNumerics", "WaveOutput", "WaveCore", "WaveTestSupport"]),
    .testTarget(
      name: "WaveBenchCLITests",
      dependencies: ["WaveBench", "wave-bench-check", "WaveNumerics", "WaveOutput", "WaveCore", "WaveTestSupport"],
      exclude: ["Golden"]),
  ]
)
