import Foundation
import WaveOutput

/// `wave-bench gate`: measures every ``GateWorkload`` under valgrind (instructions per animator-frame,
/// allocations per frame), compares them with a committed baseline, and decides.
struct Gate {
  let executable: String
  let counter: ValgrindCounter
  let workloads: [GateWorkload]
  /// Other engines' programs, measured after ``workloads`` (``ExternalProgram``).
  var externals: [ExternalProgram] = []
  /// The frame counts of the two runs whose difference is the measurement (10 and 60 by default).
  var shortFrames = GateWorkload.shortFrames
  var longFrames = GateWorkload.longFrames

  /// A gate that measures `workloads` in `executable` with `counter`.
  ///
  /// - Parameters:
  ///   - executable: the wave-bench binary whose `gate-workload` subcommand is measured. The gate
  ///     measures a copy stripped of debug information when `strip` is available: valgrind 3.19 cannot read
  ///     the DWARF 5 that clang emits for C targets, and debug information does not change what executes.
  ///   - counter: runs the workload processes under valgrind and reads their counts.
  ///   - workloads: the workloads measured, in the order of the results.
  init(
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
  static let environment = ["SWIFT_DETERMINISTIC_HASHING": "1", "PATH": "/usr/bin:/bin", "LANG": "C"]

  /// Measures every workload: 4 runs each (short and long under callgrind, short and long on their own), side by side.
  ///
  /// - Parameters:
  ///   - inject: a deliberate regression, passed to the workload processes through `WAVEBENCH_GATE_INJECT`.
  ///   - progress: one line per run, for stderr.
  /// - Returns: One record per workload, in the order of ``workloads``: the four counts and, from their
  ///   differences, instructions per animator-frame and allocations per frame.
  /// - Throws: ``GateError/valgrindMissing`` without valgrind, ``GateError/cannotMeasure(_:)`` when a valgrind
  ///   run fails or prints no count, and the error of starting the process when it cannot start.
  func measure(inject: GateInjection = .none, progress: (String) -> Void) throws -> [GateBaseline.Workload] {
    let stripped = Gate.strippedCopy(of: self.executable)
    defer { if let stripped { try? FileManager.default.removeItem(atPath: stripped.directory) } }
    let executable = stripped?.copy ?? self.executable
    var environment = Self.environment
    if inject != .none { environment["WAVEBENCH_GATE_INJECT"] = inject.rawValue }
    let short = shortFrames
    let long = longFrames
    var results: [GateBaseline.Workload] = []
    let total = workloads.count + externals.count
    func record(_ name: String, animators: Int, _ counts: FourRuns, allocations: (Int, Int), command: String?) {
      let extraFrames = Double(long - short)
      let (iShort, iLong) = counts.instructions
      var workload = GateBaseline.Workload(
        name: name, animators: animators, instructionsShort: iShort, instructionsLong: iLong,
        allocationsShort: allocations.0, allocationsLong: allocations.1,
        instructionsPerAnimatorFrame: Double(iLong - iShort) / (extraFrames * Double(animators)),
        allocationsPerFrame: Double(allocations.1 - allocations.0) / extraFrames)
      workload.command = command
      results.append(workload)
    }
    for (index, workload) in workloads.enumerated() {
      progress("[\(index + 1)/\(total)] \(workload.name): counting instructions and allocations")
      let runs = try Self.fourRuns(
        counter: counter, executable: executable, arguments: { ["gate-workload", workload.name, "--frames", "\($0)"] },
        frames: (short, long), environment: environment)
      let allocations = try runs.outputs.map { output in
        guard let count = ValgrindCounter.number(after: GateWorkload.allocationsMarker, in: output) else {
          throw GateError.cannotMeasure("the workload printed no allocation count:\n" + output.suffix(2000))
        }
        return count
      }
      record(
        workload.name, animators: workload.animators, runs, allocations: (allocations[0], allocations[1]), command: nil)
    }
    for (index, external) in externals.enumerated() {
      progress("[\(workloads.count + index + 1)/\(total)] \(external.name): counting `\(external.command)`")
      let runs = try Self.fourRuns(
        counter: counter, executable: external.executable, arguments: { external.arguments(frames: $0) },
        frames: (short, long), environment: environment)
      let reports = try runs.outputs.map(external.report)
      record(
        external.name, animators: reports[1].animators, runs,
        allocations: (reports[0].allocations, reports[1].allocations), command: external.command)
    }
    return results
  }

  /// A workload's four runs: instructions under callgrind at the short and long frame counts, and the standard
  /// output of a run on its own at each.
  struct FourRuns {
    let instructions: (Int, Int)
    let outputs: [String]
  }

  /// A workload's four runs, as many at once as the machine has cores.
  ///
  /// Instructions at `frames.short` and `frames.long` (callgrind), then the output of a run on its own at each (a
  /// workload process counts and prints its own allocations: ``GateWorkload/execute(frames:inject:)``). Each run is
  /// a process of its own with a fixed environment, so running them side by side changes no count, only the wall
  /// time.
  ///
  /// - Parameters:
  ///   - counter: runs the callgrind runs.
  ///   - executable: the program.
  ///   - arguments: the arguments of a run of a number of frames.
  ///   - frames: the short and long frame counts.
  ///   - environment: the whole environment of every run.
  /// - Returns: The counts and outputs, short first.
  /// - Throws: The first run's error, when one fails.
  static func fourRuns(
    counter: ValgrindCounter, executable: String, arguments: @Sendable (Int) -> [String],
    frames: (short: Int, long: Int), environment: [String: String]
  ) throws -> FourRuns {
    final class Results: @unchecked Sendable {
      let lock = NSLock()
      var counts = [0, 0]
      var outputs = ["", ""]
      var failure: (any Error)?
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 4) { run in
      let arguments = arguments(run % 2 == 0 ? frames.short : frames.long)
      do {
        if run < 2 {
          let count = try counter.instructions(executable: executable, arguments: arguments, environment: environment)
          results.lock.withLock { results.counts[run] = count }
        } else {
          let output = try ownOutput(executable: executable, arguments: arguments, environment: environment)
          results.lock.withLock { results.outputs[run - 2] = output }
        }
      } catch {
        results.lock.withLock { results.failure = results.failure ?? error }
      }
    }
    if let failure = results.failure { throw failure }
    return FourRuns(instructions: (results.counts[0], results.counts[1]), outputs: results.outputs)
  }

  /// The standard output of `executable arguments` run on its own with exactly `environment` in the working
  /// directory `/`.
  ///
  /// - Throws: ``GateError/cannotMeasure(_:)`` when it cannot start or exits with another status than 0.
  static func ownOutput(executable: String, arguments: [String], environment: [String: String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = URL(fileURLWithPath: "/")
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch {
      throw GateError.cannotMeasure("\(executable) cannot start: \(error.localizedDescription)")
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GateError.cannotMeasure(
        "`\(([executable] + arguments).joined(separator: " "))` exited with status \(process.terminationStatus):\n"
          + output.suffix(2000))
    }
    return output
  }

  /// The baseline record of a measurement on this machine and build.
  func baseline(of workloads: [GateBaseline.Workload], configuration: String) -> GateBaseline {
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
