import Foundation
import WaveOutput

/// One `wave-bench gate`: measure the workloads under valgrind, compare with the baseline, and say what to print and
/// write.
struct GateJob: Sendable {
  /// The baseline file (`reports/perf-baseline.json`).
  var baselinePath: String
  /// Rewrite the baseline with this run's counts instead of judging them.
  var update: Bool
  /// Allowed growth of instructions per animator-frame, % (finite, ≥ 0).
  var tolerancePercent: Double
  /// The workloads measured, in catalogue order.
  var workloads: [GateWorkload]
  /// Other engines' programs given on the command line (`--external`), measured after the built-in workloads; a
  /// baseline's externals (its workloads with a ``GateBaseline/Workload/command``) are measured too when every
  /// built-in is (no `--workloads`), each unless one given here has its name.
  var externals: [ExternalProgram] = []
  /// Refuse a baseline counted on another CPU, toolchain or valgrind (``GateError/machineMismatch(_:)``) instead of
  /// warning about it.
  var strictMachine = false

  init(baselinePath: String, update: Bool, tolerancePercent: Double, workloads: [GateWorkload]) {
    self.baselinePath = baselinePath
    self.update = update
    self.tolerancePercent = tolerancePercent
    self.workloads = workloads
  }

  /// The workloads a comma-separated `--workloads` list names, in catalogue order; all for nil.
  ///
  /// - Throws: ``InputError`` for a list that names no workload (`''`, `','`) or naming the first unknown workload
  ///   (``InputError/requireNames(_:of:known:_:)``, as `perf --paths`).
  static func workloads(named list: String?) throws(InputError) -> [GateWorkload] {
    guard let list else { return GateWorkload.all }
    let names = try InputError.requireNames(list, of: "workload", known: GateWorkload.all.map(\.name), "--workloads")
    return GateWorkload.all.filter { names.contains($0.name) }
  }

  /// The executable whose `gate-workload` subcommand the gate measures: the environment's
  /// (``CommandEnvironment/gateExecutable``) when set, else this process's own (/proc/self/exe on Linux, Foundation's `Bundle.main.executablePath` elsewhere).
  static var currentExecutable: String {
    if let given = CommandEnvironment.current.gateExecutable { return given }
    #if os(Linux)
    return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    #else
    return URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).resolvingSymlinksInPath().path
    #endif
  }

  /// Measures and compares.
  ///
  /// Call on the main thread (the wall-time comparison runs on it).
  ///
  /// - Parameters:
  ///   - executable: the wave-bench binary whose `gate-workload` subcommand is measured; this process's by
  ///     default.
  ///   - progress: one line per step, for stderr.
  /// - Returns: The outcome: a row per workload and metric (the counts against the baseline), how this machine
  ///   differs from the baseline's, and, when updating, the baseline to write.
  /// - Throws: ``GateError`` when it cannot measure (exit status 2): an unreadable baseline (unless
  ///   updating), a baseline of another build configuration (or, with ``strictMachine``, of another CPU, toolchain
  ///   or valgrind), valgrind missing, a failed valgrind run.
  func run(executable: String = currentExecutable, progress: (String) -> Void) throws -> GateOutcome {
    let configuration = MachineInfo.buildConfiguration
    let old: GateBaseline?
    do { old = try GateBaseline.load(path: baselinePath) } catch {
      guard update else { throw error }
      old = nil
    }
    if let old, !update, old.build.configuration != configuration {
      throw GateError.buildMismatch(baseline: old.build.configuration, current: configuration)
    }
    var gate = Gate(executable: executable, workloads: workloads)
    gate.externals = externals
    if workloads.count == GateWorkload.all.count, let old {
      for recorded in old.workloads where !externals.contains(where: { $0.name == recorded.name }) {
        guard let command = recorded.command else { continue }
        do {
          gate.externals.append(try ExternalProgram(name: recorded.name, command: command, option: "the baseline's"))
        } catch {
          throw GateError.cannotMeasure("\(error.message) (recorded in \(UserText.path(baselinePath)))")
        }
      }
    }
    guard gate.counter.valgrind != nil else { throw GateError.valgrindMissing }
    let differences =
      update
      ? []
      : old?.differences(
        cpu: MachineInfo.cpuModel, swift: MachineInfo.swiftToolchain, valgrind: gate.counter.version) ?? []
    if strictMachine, !differences.isEmpty { throw GateError.machineMismatch(differences) }
    let key =
      "\(executable) \(workloads.map(\.name)) \(gate.externals.map(\.command)) \(GateInjection.fromEnvironment)"
    let measured: [GateBaseline.Workload]
    let memory = CommandEnvironment.current.gateMemory
    if let known = memory?.counts(for: key) {
      measured = known
    } else {
      measured = try gate.measure(inject: .fromEnvironment, progress: progress)
      memory?.remember(measured, for: key)
    }
    let rows = GateComparison.rows(baseline: old, now: measured, tolerancePercent: tolerancePercent)
    let baseline = update ? gate.baseline(of: measured, configuration: configuration) : nil
    var outcome = GateOutcome(
      baselinePath: baselinePath, tolerancePercent: tolerancePercent, rows: rows,
      updatedBaseline: baseline?.merging(old, order: GateWorkload.all.map(\.name)))
    outcome.machineDifferences = differences
    return outcome
  }
}
