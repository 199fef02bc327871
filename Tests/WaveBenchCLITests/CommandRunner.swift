import Foundation
import XCTest

@testable import WaveBench
@testable import WaveOutput
@testable import wave_bench_check

/// Runs `wave-bench` command lines: in this process, as the executable parses and runs them (``run(_:input:)``), or,
/// where the process itself is what a test looks at, by launching the built executable (``launch(_:environment:why:)``).
struct CommandRunner {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// What an in-process run used: its CPU time and how far it raised this process's resident memory.
  struct Usage {
    /// The peak resident memory during the run less the resident memory at its start, bytes (Linux: the kernel's
    /// high-water mark, reset before the run through /proc/self/clear_refs); nil where that cannot be read.
    let peakGrowthBytes: Int?
    /// User + system CPU time of this process during the run, s.
    let cpuSeconds: Double
  }

  /// What the commands run here get: the scanner's source reader, as wave-bench-check hands it; the gate measures
  /// the built executable (``executable``), each set of workloads once per test process; perf's batch paths are
  /// WaveBench's own.
  static let environment: CommandEnvironment = {
    var environment = CommandEnvironment()
    environment.sourceReader = SpringScanner.reader
    environment.gateExecutable = executable.path
    environment.gateMemory = GateMemory()
    return environment
  }()

  /// The executable next to the test bundle in the build folder (`swift test` builds it with the tests).
  static var executable: URL {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundleDirectory, bundleDirectory.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("wave-bench")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent().appendingPathComponent("wave-bench") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? bundleDirectory.appendingPathComponent("wave-bench")
  }

  /// Runs `wave-bench arguments` in this process: parsed and run as the executable does after starting
  /// (`WaveBenchCommand.execute`), with standard input holding `input` and both output streams captured.
  ///
  /// What differs from the executable: the math library build is the test process's (the executable pins the
  /// baseline build, ``launch(_:environment:why:)`` runs that), and perf's batch paths are WaveBench's own, not
  /// wave-bench's. `check --scan` reads source here, as `wave-bench-check` does (the executable hands it there).
  /// The gate measures the built executable, each set of workloads once per test process (``environment``). Call on the main thread (XCTest's test methods run
  /// there).
  ///
  /// - Parameters:
  ///   - arguments: the command line after the executable's name.
  ///   - input: what standard input holds.
  /// - Returns: The exit status and everything the command wrote to standard output and standard error.
  static func run(_ arguments: [String], input: String = "") -> Result {
    run(arguments, input: input, stdout: .captured, stderr: .captured).result
  }

  /// ``run(_:input:)`` with standard output and standard error sent where a test chooses (`/dev/full`, a stream
  /// that cannot be written), and what the run used.
  static func run(
    _ arguments: [String], input: String = "", stdout: StandardStreams.Sink, stderr: StandardStreams.Sink
  ) -> (result: Result, usage: Usage) {
    let memoryAtStart = ResidentMemory.resetPeak()
    let cpuAtStart = ResidentMemory.cpuSeconds()
    // The run's usage is taken before its captured streams are read back into this process.
    let captured = StandardStreams.capturing(input: input, output: stdout, error: stderr) {
      let status = CommandEnvironment.$current.withValue(environment) { WaveBenchCommand.execute(arguments) }
      let usage = Usage(
        peakGrowthBytes: memoryAtStart.flatMap { start in ResidentMemory.peak().map { $0 - start } },
        cpuSeconds: ResidentMemory.cpuSeconds() - cpuAtStart)
      return (status, usage)
    }
    return (Result(status: captured.value.0, stdout: captured.output, stderr: captured.error), captured.value.1)
  }

  /// Launches the built `wave-bench` with `arguments` and waits for it to exit: for a test whose subject is the
  /// process (its environment, its exit across `main`, the math library build it pins, its current folder).
  ///
  /// - Parameters:
  ///   - arguments: the command line after the executable's name.
  ///   - environment: the child's whole environment; nil for this process's.
  ///   - path: the executable; the built one by default.
  ///   - folder: the child's current folder; nil for this process's.
  ///   - why: what of the process the test looks at, so that every launch says why it is not run in-process.
  /// - Returns: The exit status and everything the child wrote to standard output and standard error.
  /// - Throws: The error of starting the process when the executable cannot be started.
  static func launch(
    _ arguments: [String], environment: [String: String]? = nil, executable path: String? = nil,
    in folder: String? = nil, why: String
  ) throws -> Result {
    let run = try StreamRunner.run(arguments, environment: environment, executable: path, in: folder, why: why)
    return Result(status: run.status, stdout: run.stdout, stderr: run.stderr)
  }

  /// A new empty folder under the temporary folder, removed after the test.
  static func temporaryFolder(in testCase: XCTestCase) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  /// Every file of a folder (one level) by name.
  static func contents(of folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      result[name] = FileManager.default.contents(atPath: folder + "/" + name) ?? Data()
    }
    return result
  }

  /// Copies `source`'s files into a fresh `destination`.
  static func copyFolder(_ source: String, to destination: String) throws {
    try? FileManager.default.removeItem(atPath: destination)
    try FileManager.default.copyItem(atPath: source, toPath: destination)
  }

  /// The error line of an argument-parser or InputError failure (`Error: …`), and how many such lines.
  static func errorLines(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Error:") }
  }

  /// A temporary file with `contents`, removed by the caller's `addTeardownBlock` when given a test case.
  static func temporaryFile(_ contents: String, in testCase: XCTestCase) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-\(UUID().uuidString).txt")
    try contents.write(to: url, atomically: true, encoding: .utf8)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }
}

/// Parses the trajectory CSV: checks the header and returns the three columns.
func parseTrajectoryCSV(_ text: String) -> (header: String, t: [Double], x: [Double], v: [Double]) {
  var lines = text.split(separator: "\n").map(String.init)
  let header = lines.isEmpty ? "" : lines.removeFirst()
  var t: [Double] = []
  var x: [Double] = []
  var v: [Double] = []
  for line in lines {
    let cells = line.split(separator: ",").map { Double($0) ?? .nan }
    t.append(cells[0])
    x.append(cells[1])
    v.append(cells[2])
  }
  return (header, t, x, v)
}

/// This process's resident memory and CPU time, as Linux counts them.
enum ResidentMemory {
  /// Resets the kernel's peak resident memory of this process to its current size and returns that size, bytes;
  /// nil where /proc does not allow it.
  static func resetPeak() -> Int? {
    guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil else {
      return nil
    }
    return field("VmRSS")
  }

  /// The peak resident memory since the last ``resetPeak()``, bytes.
  static func peak() -> Int? { field("VmHWM") }

  /// User + system CPU time of this process so far, s.
  static func cpuSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// A `kB` line of /proc/self/status, in bytes.
  private static func field(_ name: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }
    return nil
  }
}
