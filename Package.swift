// swift-tools-version: 6.1
import PackageDescription

// Modules and what each may import (ARCHITECTURE.md says what each owns and where new code goes). The data
// path walks forward: input grammar → experiment → typed result → renderer → file.
//
//   WaveCore            the engine port (stdlib, Foundation)
//   WaveAnalysis        ← WaveCore: the step's matrix and stability, the one home of tolerances
//   WaveReference       ← WaveCore, WaveAnalysis, CGSL: closed form, exact propagator, GSL odeiv2
//   WaveBatch           ← WaveCore: the SIMD batch stepper
//   WaveIntegrators     ← WaveCore, WaveAnalysis, WaveReference, WaveBatch: every integrator, one catalogue,
//                         stepping in pieces and the divergence test
//   WaveOutput          (Foundation): the JSON writer, the number formatter, text tables, machine description,
//                         InputError, the one file writer
//   WaveConventions     ← WaveCore, WaveAnalysis: each engine's spring convention (SwiftUI, CA, Framer, react-spring, …) to and
//                         from the physical spring m, k, c, each conversion citing its source
//   WaveSourceScan      ← WaveConventions, WaveInputs, SwiftSyntax, SwiftParser: the springs written in Swift
//                         source, installed as check's SourceSpringReader by the executables that link it
//   WaveInputs          ← WaveCore, WaveOutput, WaveConventions: the spring and schedule grammars (engine springs,
//                         ENGINE:key=value, checked by their convention), dt files, springs files
//   SpringValidation    ← WaveCore, WaveAnalysis, WaveOutput: the validation kit (+ its XCTest/Testing helpers)
//   WaveVerification    ← WaveCore, WaveAnalysis, WaveReference, WaveIntegrators, WaveInputs, WaveOutput,
//                         WaveConventions: experiments, typed results
//   WavePerf            ← WaveCore, WaveBatch, WaveReference, WaveIntegrators, WaveInputs, WaveOutput, CReference,
//                         CAllocationCounter: workloads, perf, integrator cost, the gate
//   WavePerfWide        ← WaveBatch, WavePerf: the batch paths of perf and the gate compiled for WAVEBENCH_CPU
//                         (-target-cpu; the only target with build flags, in no product, used by wave-bench)
//   WaveReports         ← the libraries above (not the C targets): renderers only (Markdown, JSON, SVG, HTML)
//   WaveCommands        ← the libraries above but WaveSourceScan, WaveReports included: what each command runs
//                         (options checked once, the run, the result to a renderer and the writer), the suite
//   WaveBenchCLI        ← WaveIntegrators, WaveInputs, WaveOutput, WavePerf, WaveReports, WaveCommands,
//                         ArgumentParser: parses and wires, one file per command
//   wave-bench          ← WaveBenchCLI, WavePerfWide: the executable (its wide batch paths installed); without
//                         swift-syntax, so that the quick start's release build does not compile it: `check
//                         --scan` hands the run to wave-bench-check
//   wave-bench-check    ← WaveBenchCLI, WaveSourceScan: `check` alone, with the scanner and without build flags:
//                         the check-springs plugin's tool
//   CheckSprings        the `swift package check-springs` command plugin (runs wave-bench-check)
// Library products are what users import: WaveCore (Wave's API and the frame clock that drives it), the
// validation kit (SpringValidation, +XCTest, +Testing), WaveBatch, and what Benchmarks/ imports (WavePerf,
// WaveIntegrators: public only what its suites call). Modules in no product (WaveAnalysis, WaveReference,
// WaveOutput, WaveInputs, WaveVerification, WavePerfWide, WaveReports, WaveCommands, WaveBenchCLI, WaveConventions,
// WaveSourceScan) declare nothing public: `package` is their widest access, and serves the tests.
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
    .library(name: "WaveIntegrators", targets: ["WaveIntegrators"]),
    .library(name: "WavePerf", targets: ["WavePerf"]),
    .library(name: "SpringValidation", targets: ["SpringValidation"]),
    .library(name: "SpringValidationXCTest", targets: ["SpringValidationXCTest"]),
    .library(name: "SpringValidationTesting", targets: ["SpringValidationTesting"]),
    .library(name: "WaveBatch", targets: ["WaveBatch"]),
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
    .target(name: "WaveAnalysis", dependencies: ["WaveCore"]),
    .systemLibrary(
      name: "CGSL",
      pkgConfig: "gsl",
      providers: [.apt(["libgsl-dev"])]
    ),
    .target(name: "WaveReference", dependencies: ["WaveCore", "WaveAnalysis", "CGSL"]),
    .target(name: "WaveBatch", dependencies: ["WaveCore"]),
    .target(name: "WaveIntegrators", dependencies: ["WaveCore", "WaveAnalysis", "WaveReference", "WaveBatch"]),
    .target(name: "WaveConventions", dependencies: ["WaveCore", "WaveAnalysis"]),
    .target(
      name: "WaveSourceScan",
      dependencies: [
        "WaveConventions", "WaveInputs", "WaveOutput", .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .target(name: "WaveInputs", dependencies: ["WaveCore", "WaveAnalysis", "WaveConventions", "WaveOutput"]),
    .target(name: "WaveOutput"),
    .target(name: "SpringValidation", dependencies: ["WaveCore", "WaveAnalysis", "WaveOutput"]),
    // The kit's test helpers, apart so that the kit itself (used by wave-bench) never links XCTest or Testing.
    .target(name: "SpringValidationXCTest", dependencies: ["SpringValidation", "WaveCore"]),
    .target(name: "SpringValidationTesting", dependencies: ["SpringValidation", "WaveCore"]),
    .target(
      name: "WaveVerification",
      dependencies: [
        "WaveCore", "WaveAnalysis", "WaveReference", "WaveIntegrators", "WaveConventions", "WaveInputs", "WaveOutput",
      ]),
    .target(name: "CReference"),
    .target(name: "CAllocationCounter"),
    .target(
      name: "WavePerf",
      dependencies: [
        "WaveCore", "WaveAnalysis", "WaveBatch", "WaveReference", "WaveIntegrators", "WaveInputs", "WaveOutput",
        "CReference", "CAllocationCounter",
      ]),
    // Executable-only (in no product): the batch paths of perf and the gate, compiled for WAVEBENCH_CPU.
    .target(name: "WavePerfWide", dependencies: ["WaveBatch", "WavePerf"], swiftSettings: hostCPUSwiftSettings),
    .target(
      name: "WaveReports",
      dependencies: [
        "WaveCore", "WaveAnalysis", "WaveReference", "WaveIntegrators", "WaveConventions", "WaveInputs", "WaveOutput",
        "WaveVerification", "WavePerf", "SpringValidation",
      ]),
    .target(
      name: "WaveCommands",
      dependencies: [
        "WaveCore", "WaveAnalysis", "WaveReference", "WaveIntegrators", "WaveConventions", "WaveInputs", "WaveOutput",
        "WaveVerification", "WavePerf", "SpringValidation", "WaveReports",
      ]),
    .target(
      name: "WaveBenchCLI",
      dependencies: [
        "WaveIntegrators", "WaveInputs", "WaveOutput", "WavePerf", "WaveReports", "WaveCommands",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "wave-bench", dependencies: ["WaveBenchCLI", "WavePerfWide"]),
    .executableTarget(name: "wave-bench-check", dependencies: ["WaveBenchCLI", "WaveSourceScan"]),
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
    .testTarget(name: "WaveCoreTests", dependencies: ["WaveCore", "WaveAnalysis", "WaveTestSupport"]),
    .testTarget(name: "WaveAnalysisTests", dependencies: ["WaveAnalysis", "WaveReference", "WaveCore"]),
    .testTarget(
      name: "WaveReferenceTests", dependencies: ["WaveReference", "WaveAnalysis", "WaveIntegrators", "WaveCore"]),
    .testTarget(
      name: "WaveIntegratorsTests",
      dependencies: ["WaveIntegrators", "WaveReference", "WaveAnalysis", "WaveCore", "WaveTestSupport"]),
    .testTarget(
      name: "WaveConventionsTests", dependencies: ["WaveConventions", "WaveAnalysis", "WaveCore", "WaveTestSupport"]),
    // Fixtures/: a source tree to scan, read through #filePath.
    .testTarget(
      name: "WaveSourceScanTests", dependencies: ["WaveSourceScan", "WaveConventions", "WaveOutput"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "WaveInputsTests",
      dependencies: ["WaveInputs", "WaveAnalysis", "WaveOutput", "WaveCore", "WaveConventions"]),
    .testTarget(name: "WaveOutputTests", dependencies: ["WaveOutput"]),
    .testTarget(
      name: "SpringValidationTests",
      dependencies: [
        "SpringValidation", "SpringValidationXCTest", "SpringValidationTesting", "WaveAnalysis", "WaveCore",
      ]),
    .testTarget(
      name: "WaveVerificationTests",
      dependencies: [
        "WaveVerification", "WaveIntegrators", "WaveInputs", "WaveReference", "WaveAnalysis", "WaveCore",
        "WaveTestSupport", "WaveConventions",
      ]),
    .testTarget(
      name: "WaveBatchTests",
      dependencies: ["WaveBatch", "WaveCore", "WaveReference", "WaveAnalysis", "CAllocationCounter", "WaveTestSupport"]),
    // Fixtures/: recorded perf runs, read through #filePath.
    .testTarget(name: "WavePerfTests", dependencies: ["WavePerf", "WaveCore"], exclude: ["Fixtures"]),
    .testTarget(
      name: "WaveReportsTests",
      dependencies: [
        "WaveReports", "WaveCommands", "WaveInputs", "WaveIntegrators", "WaveOutput", "WaveVerification", "WavePerf",
        "WaveCore", "WaveAnalysis",
      ]),
    .testTarget(
      name: "WaveBenchFuzzTests",
      dependencies: [
        "WaveInputs", "WaveReports", "WaveCommands", "WaveIntegrators", "WaveOutput", "WaveCore", "WaveTestSupport",
        "WaveVerification",
      ]),
    .testTarget(
      name: "WaveBenchCLITests",
      dependencies: [
        "WaveBenchCLI", "WaveSourceScan", "WavePerf", "WaveIntegrators", "WaveOutput", "WaveReference", "WaveAnalysis",
        "WaveCore", "WaveTestSupport",
        "WaveCommands", "WaveReports", "WaveInputs", "WaveVerification", "WaveConventions",
      ]),
  ]
)
