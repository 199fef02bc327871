import ArgumentParser
import Foundation
import WavePerf
import WaveReports

struct PerfCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "perf",
    abstract: "Per-frame cost of stepping N animators, per path: engine objects, scalar loop, SIMD batch, C.",
    discussion: """
      Paths: \(PerfPath.allCases.map(\.rawValue).joined(separator: ", ")). For each N and path: ns per animator
      per frame (median of repeated warmed runs, min/max), % of the 60/120 Hz frame budgets, heap allocations
      per frame (counted by an interposed allocator), bytes moved per second against a memcpy bandwidth
      measured in the same run. Progress goes to stderr. Build with -c release for meaningful numbers.

      Example: wave-bench perf --animators 1000,10000 --format json --output reports
      """
  )

  @Option(help: "Comma-separated sizes (animators per frame), each 1 ... 10000000.")
  var animators: String = "1,100,1000,10000,100000,1000000"

  @Option(help: "Frames per timed run, 1 ... 100000 (default: about 2 ms of work per run).")
  var frames: Int?

  @Option(help: "Lanes per animator: 1 (CGFloat), 2 (CGPoint) or 4 (CGRect).")
  var components: Int = 1

  @Option(name: .customLong("animator-limit"), help: "Largest N for the animator path (its setup is O(N²)).")
  var animatorLimit: Int = 10_000

  @Option(help: "Comma-separated paths to run (default: all).")
  var paths: String?

  @Option(help: "Output format: text or json.")
  var format: TextOrJSON = .text

  @Option(help: "Also write <basename>.json, .svg and .md into this directory.")
  var output: String?

  @Option(help: "File name stem for --output.")
  var basename: String = "perf"

  func validate() throws {
    _ = try makeOptions()
  }

  func makeOptions() throws -> PerfOptions {
    var options = PerfOptions()
    let sizes = animators.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard !sizes.isEmpty, sizes.allSatisfy({ $0 != nil && (1...10_000_000).contains($0!) }) else {
      throw ValidationError("--animators must be comma-separated integers from 1 to 10000000 (got '\(animators)')")
    }
    options.animators = sizes.map { $0! }
    if let frames {
      guard (1...100_000).contains(frames) else {
        throw ValidationError("--frames must be an integer from 1 to 100000 (got \(frames))")
      }
      options.frames = frames
    }
    guard [1, 2, 4].contains(components) else {
      throw ValidationError("--components must be 1, 2 or 4 (got \(components))")
    }
    options.components = components
    guard animatorLimit >= 1 else { throw ValidationError("--animator-limit must be ≥ 1 (got \(animatorLimit))") }
    options.animatorPathLimit = animatorLimit
    if let paths {
      let parsed = paths.split(separator: ",").map { PerfPath(rawValue: String($0)) }
      guard !parsed.isEmpty, parsed.allSatisfy({ $0 != nil }) else {
        throw ValidationError(
          "--paths: unknown path in '\(paths)'; known: \(PerfPath.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      options.paths = parsed.map { $0! }
    }
    return options
  }

  func run() throws {
    let options = try makeOptions()
    let log: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    log("perf: measuring copy bandwidth …")
    let report = MainActor.assumeIsolated { () -> PerfReport in
      let machine = PerfMachine.measure()
      let results = PerfRunner.run(options, progress: log)
      return PerfReport(options: options, machine: machine, results: results)
    }
    switch format {
    case .text: print(report.text(), terminator: "")
    case .json: print(report.json(), terminator: "")
    }
    if let output {
      let directory = URL(fileURLWithPath: output)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let command = (["wave-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
      try report.json().write(
        to: directory.appendingPathComponent("\(basename).json"), atomically: true, encoding: .utf8)
      try report.svg().write(to: directory.appendingPathComponent("\(basename).svg"), atomically: true, encoding: .utf8)
      try report.markdown(svgName: "\(basename).svg", command: command)
        .write(to: directory.appendingPathComponent("\(basename).md"), atomically: true, encoding: .utf8)
      log("perf: wrote \(basename).json, .svg, .md in \(output)")
    }
  }
}
