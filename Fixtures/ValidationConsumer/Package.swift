// swift-tools-version: 6.1
import PackageDescription

// A fresh package that uses WaveBench's validation kit as a user would, from its test target. The test files
// Tests/ValidationConsumerTests/ReadmeValidationTests.swift and WaveProtocolValidationTests.swift are
// extracted from docs/validation.md by scripts/check-validation-fixture.sh (and are not committed).
//
// `WaveStandIn` declares Wave's own `SpringInterpolatable`, `VelocityProviding` and `Spring` in their exact
// shape, and `MyAnimations` holds a type written against them (as an app's type is written against Wave):
// the second test file checks that type with the kit through a retroactive conformance.
let package = Package(
  name: "ValidationConsumer",
  dependencies: [
    .package(name: "WaveBench", path: "../..")
  ],
  targets: [
    .target(name: "WaveStandIn", dependencies: [.product(name: "WaveCore", package: "WaveBench")]),
    .target(name: "MyAnimations", dependencies: ["WaveStandIn"]),
    .testTarget(
      name: "ValidationConsumerTests",
      dependencies: [
        "MyAnimations",
        "WaveStandIn",
        .product(name: "WaveCore", package: "WaveBench"),
        .product(name: "SpringValidation", package: "WaveBench"),
        .product(name: "SpringValidationXCTest", package: "WaveBench"),
        .product(name: "SpringValidationTesting", package: "WaveBench"),
      ]
    ),
  ]
)
