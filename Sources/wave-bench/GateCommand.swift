import ArgumentParser
import Foundation
import WaveOutput
import WavePerf
import WaveReports

struct GateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gate",
    abstract: "Fail CI on per-frame cost regressions, counted deterministically with valgrind.",
    discussion: """
      Counts instructions per animator-frame (callgrind) and heap allocations per frame (memcheck) for fixed
      workloads, compares them with a baseline, and exits 1 on a regression beyond the tolerance
      (instructions: --tolerance %, default 3; allocations: any increase), 0 otherwise, 2 when it cannot
      measure (valgrind missing, a debug build against a release baseline, an unreadable baseline).
      Build with `swift build -c release` and run .build/release/wave-bench gate.
      """
  )

  @Option(help: "The baseline JSON file.")
  var baseline: String = "reports/perf-baseline.json"

  @Flag(help: "Rewrite the baseline with this run's counts (after an intended change in cost).")
  var update = false

  @Option(help: "Allowed growth of instructions per animator-frame, in percent (finite, ≥ 0).")
  var tolerance: Double = 3

  @Option(help: "Output format: text or json.")
  var format: TextOrJSON = .text

  @Option(help: "Only these workloads (comma-separated names).")
  var workloads: String?

  func validate() throws {
    guard tolerance.isFinite, tolerance >= 0 else {
      throw ValidationError("--tolerance must be a finite number ≥ 0 (got \(tolerance))")
    }
    if let workloads {
      let known = Set(GateWorkload.all.map(\.name))
      for name in workloads.split(separator: ",").map(String.init) where !known.contains(name) {
        throw ValidationError(
          "--workloads: unknown workload '\(name)'; known: \(GateWorkload.all.map(\.name).joined(separator: ", "))")
      }
    }
  }

  func run() throws {
    let stderr = FileHandle.standardError
    func note(_ line: String) { stderr.write(Data((line + "\n").utf8)) }
    let configuration = MachineInfo.buildConfiguration
    let old: GateBaseline?
    do {
      old = try GateBaseline.load(path: baseline)
    } catch {
      if !update {
        note("error: \(error)")
        throw ExitCode(2)
      }
      old = nil
    }
    if let old, !update, old.build.configuration != configuration {
      note(
        "error: the baseline was measured on a \(old.build.configuration) build and this is a \(configuration) build; "
          + "run `swift build -c release` and .build/release/wave-bench gate")
      throw ExitCode(2)
    }
    let selected =
      workloads.map { names in
        let wanted = Set(names.split(separator: ",").map(String.init))
        return GateWorkload.all.filter { wanted.contains($0.name) }
      } ?? GateWorkload.all
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    let gate = Gate(executable: executable, workloads: selected)
    guard gate.counter.valgrind != nil else {
      note("error: \(GateError.valgrindMissing)")
      throw ExitCode(2)
    }
    let measured: [GateBaseline.Workload]
    do {
      measured = try gate.measure(inject: .fromEnvironment, progress: note)
    } catch {
      note("error: \(error)")
      throw ExitCode(2)
    }
    note("wall time (information only): timing each workload and the C reference in this process")
    let ratios = MainActor.assumeIsolated { () -> [(workload: String, ratio: Double)] in
      let c = GateWallTime.cReferenceNanoseconds()
      return selected.map {
        (
          $0.name,
          GateWallTime.nanosecondsPerAnimatorFrame($0, short: GateWorkload.shortFrames, long: GateWorkload.longFrames)
            / c
        )
      }
    }
    let rows =
      GateComparison.rows(baseline: old, now: measured, tolerancePercent: tolerance)
      + GateComparison.wallTimeRows(ratios: ratios)
    let failed = !update && rows.contains { $0.verdict == .regression }
    switch format {
    case .text:
      print(GateComparison.text(rows), terminator: "")
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      struct Output: Encodable {
        let schemaVersion = 1
        let baseline: String
        let tolerancePercent: Double
        let verdict: String
        let rows: [GateRow]
      }
      let output = Output(
        baseline: baseline, tolerancePercent: tolerance, verdict: failed ? "fail" : "pass", rows: rows)
      print(String(decoding: try encoder.encode(output), as: UTF8.self))
    }
    if update {
      var merged = gate.baseline(of: measured, configuration: configuration)
      if let old {  // keep workloads not measured this time
        merged.workloads += old.workloads.filter { w in !measured.contains { $0.name == w.name } }
        merged.workloads.sort { a, b in
          (GateWorkload.all.firstIndex { $0.name == a.name } ?? .max)
            < (GateWorkload.all.firstIndex { $0.name == b.name } ?? .max)
        }
      }
      try merged.write(path: baseline)
      note("baseline written to \(baseline)")
    } else if failed {
      note("gate: FAIL: per-frame cost regressed beyond the tolerance (see REGRESSION rows)")
      throw ExitCode(1)
    } else {
      note("gate: pass")
    }
  }
}

/// Runs one gate workload in this process (what the gate measures under valgrind). Not for people.
struct GateWorkloadCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gate-workload", abstract: "Run one gate workload (used by `gate` under valgrind).",
    shouldDisplay: false)

  @Argument var name: String
  @Option var frames: Int

  func validate() throws {
    guard GateWorkload.all.contains(where: { $0.name == name }) else {
      throw ValidationError("unknown workload '\(name)'")
    }
    guard frames >= 0 else { throw ValidationError("--frames must be ≥ 0") }
  }

  func run() {
    let workload = GateWorkload.all.first { $0.name == name }!
    let checksum = MainActor.assumeIsolated { workload.execute(frames: frames, inject: .fromEnvironment) }
    print(checksum)
  }
}
