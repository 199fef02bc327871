// swift-tools-version: 6.1
import PackageDescription

// A package that depends on WaveBench as an app would: by the URL of a tagged git repository, not by path
// (SwiftPM refuses a versioned dependency whose products use unsafe build flags, and allows them by path).
// scripts/check-url-fixture.sh makes a bare clone of the working copy's HEAD, tags it 1.0.<seconds> and passes its
// file:// URL in WAVEBENCH_URL. Uses WaveBatch and SpringValidation, and the `check-springs` command plugin on
// AppSprings, an app's springs as written for Apple's platforms (it compiles to nothing on Linux).
let url = Context.environment["WAVEBENCH_URL"] ?? "file:///tmp/wavebench-url-fixture/WaveBench.git"

let package = Package(
  name: "URLConsumer",
  dependencies: [
    .package(url: url, from: "1.0.0")
  ],
  targets: [
    .executableTarget(
      name: "url-consumer",
      dependencies: [
        .product(name: "WaveCore", package: "WaveBench"),
        .product(name: "WaveBatch", package: "WaveBench"),
        .product(name: "SpringValidation", package: "WaveBench"),
      ]
    ),
    .target(name: "AppSprings"),
  ]
)
