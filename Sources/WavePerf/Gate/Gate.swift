import Foundation
import WaveOutput

/// `wave-bench gate`: measures every ``GateWorkload`` under valgrind (instructions per animator-frame,
/// allocations per frame), compares them with a committed baseline, and decides.
package struct Gate {
  package let executable: String
  package let counter: ValgrindCounter
  package let workloads: [GateWorkload]
  /// The frame counts of the two runs whose difference is the measurement (10 and 60 by default).
  package var shortFrames = GateWorkload.shortFrames
  package var longFrames = GateWorkload.longFrames

  /// A gate that measures `workloads` in `executable` with `counter`.
  ///
  /// - Parameters:
  ///   - executable: the wave-bench binary whose `gate-workload` subcommand is measured. The gate
  ///     measures a copy stripped of debug information when `strip` is available: valgrind 3.19 cannot read
  ///     the DWARF 5 that clang emits for C targets, and debug information does not change what executes.
  ///   - counter: runs the workload processes under valgrind and reads their counts.
  ///   - workloads: the workloads measured, in the order of the results.
  package init(
    executable: String, counter: ValgrindCounter = ValgrindCounter(), workloads: [GateWorkload] = GateWorkload.all
  ) {
    self.executable = executable
    self.counter = counter
    self.workloads = workloads
  }

  /// Copies `executable` into a fresh private folder and strips its debug information; the caller removes
  /// the folder.
  ///
  /// The folder's path always has the same length (`/tmp/wave-bench-gate-XXXXXX`): the path is part of the process
  /// image and its length shifts the stack by a few bytes. A private folder per run keeps concurrent gates (CI jobs,
  /// tests) from measuring each other's binary.
  static func strippedCopy(of executable: String) -> (copy: String, directory: String)? {
    guard let strip = ValgrindCounter.which("strip") else { return nil }
    var template = Array("/tmp/wave-bench-gate-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { return nil }
    let directory = String(cString: made)
    let copy = directory + "/wave-bench"
    do {
      try FileManager.default.copyItem(atPath: executable, toPath: copy)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: strip)
      process.arguments = ["--strip-debug", copy]
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus == 0 { return (copy, directory) }
    } catch {}
    try? FileManager.default.removeItem(atPath: directory)
    return nil
  }

  /// The whole environment of every measured run, so that counts do not depend on the caller's shell: a
  /// fixed PATH and deterministic hashing (Swift seeds its hashes per process by default, which changes
  /// probe sequences and so instruction counts).
  package static let environment = ["SWIFT_DETERMINISTIC_HASHING": "1", "PATH": "/usr/bin:/bin", "LANG": "C"]

  /// Measures every workload: 4 runs each (short and long under callgrind, short and long on their own), side by side.
  ///
  /// - Parameters:
  ///   - inject: a deliberate regression, passed to the workload processes through `WAVEBENCH_GATE_INJECT`.
  ///   - progress: one line per run, for stderr.
  /// - Returns: One record per workload, in the order of ``workloads``: the four counts and, from their
  ///   differences, instructions per animator-frame and allocations per frame.
  /// - Throws: ``GateError/valgrindMissing`` without valgrind, ``GateError/cannotMeasure(_:)`` when a valgrind
  ///   run fails or prints no count, and the error of starting the process when it cannot start.
  package func measure(inject: GateInjection = .none, progress: (String) -> Void) throws -> [GateBaseline.Workload] {
    let stripped = Gate.strippedCopy(of: self.executable)
    defer { if let stripped { try? FileManager.default.removeItem(atPath: stripped.directory) } }
    let executable = stripped?.copy ?? self.executable
    var environment = Self.environment
    if inject != .none { environment["WAVEBENCH_GATE_INJECT"] = inject.rawValue }
    let short = shortFrames
    let long = longFrames
    var results: [GateBaseline.Workload] = []
    for (index, workload) in workloads.enumerated() {
      progress("[\(index + 1)/\(workloads.count)] \(workload.name): counting instructions and allocations")
      let counts = try Self.fourCounts(
        counter: counter, executable: executable, name: workload.name, frames: (short, long), environment: environment)
      let (iShort, iLong, aShort, aLong) = (counts[0], counts[1], counts[2], counts[3])
      let extraFrames = Double(long - short)
      results.append(
        GateBaseline.Workload(
          name: workload.name, animators: workload.animators, instructionsShort: iShort, instructionsLong: iLong,
          allocationsShort: aShort, allocationsLong: aLong,
          instructionsPerAnimatorFrame: Double(iLong - iShort) / (extraFrames * Double(workload.animators)),
          allocationsPerFrame: Double(aLong - aShort) / extraFrames))
    }
    return results
  }

  /// A workload's four runs, as many at once as the machine has cores.
  ///
  /// Instructions at `frames.short` and `frames.long` (callgrind), then allocations at both (the workload process
  /// run on its own, as it counts and prints them: ``GateWorkload/execute(frames:inject:)``). Each run is a process
  /// of its own with a fixed environment, so running them side by side changes no count, only the wall time.
  ///
  /// - Returns: The four counts, in that order.
  /// - Throws: The first run's error, when one fails.
  static func fourCounts(
    counter: ValgrindCounter, executable: String, name: String, frames: (short: Int, long: Int),
    environment: [String: String]
  ) throws -> [Int] {
    final class Results: @unchecked Sendable {
      let lock = NSLock()
      var counts = [Int](repeating: 0, count: 4)
      var failure: (any Error)?
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 4) { run in
      let arguments = ["gate-workload", name, "--frames", String(run % 2 == 0 ? frames.short : frames.long)]
      do {
        let count =
          run < 2
          ? try counter.instructions(executable: executable, arguments: arguments, environment: environment)
          : try allocations(executable: executable, arguments: arguments, environment: environment)
        results.lock.withLock { results.counts[run] = count }
      } catch {
        results.lock.withLock { results.failure = results.failure ?? error }
      }
    }
    if let failure = results.failure { throw failure }
    return results.counts
  }

  /// The heap allocations that `executable arguments` (a `gate-workload` run) prints, run with exactly
  /// `environment` in the working directory `/`.
  ///
  /// - Throws: ``GateError/cannotMeasure(_:)`` when the run fails or prints no count.
  static func allocations(executable: String, arguments: [String], environment: [String: String]) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = URL(fileURLWithPath: "/")
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let count = ValgrindCounter.number(after: GateWorkload.allocationsMarker, in: output)
    else {
      throw GateError.cannotMeasure(
        "the workload exited with status \(process.terminationStatus) and printed no allocation count:\n"
          + output.suffix(2000))
    }
    return count
  }

  /// The baseline record of a measurement on this machine and build.
  package func baseline(of workloads: [GateBaseline.Workload], configuration: String) -> GateBaseline {
    GateBaseline(
      tool: "wave-bench \(WaveBenchVersion.string)",
      machine: .init(
        cpu: MachineInfo.cpuModel, cores: MachineInfo.cores, os: MachineInfo.os),
      build: .init(
        configuration: configuration, swift: MachineInfo.swiftToolchain, valgrind: ValgrindCounter().version),
      frames: .init(short: shortFrames, long: longFrames),
      workloads: workloads)
  }
}
