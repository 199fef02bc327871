// swift-tools-version: 6.1
import PackageDescription

// A fresh package that uses WaveBench's validation kit as a user would, from its test target. The test file
// Tests/ValidationConsumerTests/ReadmeValidationTests.swift is extracted from the README by
// scripts/check-validation-fixture.sh (and is not committed).
let package = Package(
  name: "ValidationConsumer",
  dependencies: [
    .package(name: "WaveBench", path: "../..")
  ],
  targets: [
    .testTarget(
      name: "ValidationConsumerTests",
      dependencies: [
        .product(name: "WaveCore", package: "WaveBench"),
        .product(name: "SpringValidation", package: "WaveBench"),
        .product(name: "SpringValidationXCTest", package: "WaveBench"),
        .product(name: "SpringValidationTesting", package: "WaveBench"),
      ]
    )
  ]
)
