import Foundation
import WaveOutput
import WavePerf

/// The outputs of `wave-bench perf`: a text table, JSON, and a Markdown report with an SVG plot.
public struct PerfReport: Sendable {
  public let options: PerfOptions
  public let machine: PerfMachine
  public let results: [PerfResult]

  public init(options: PerfOptions, machine: PerfMachine, results: [PerfResult]) {
    self.options = options
    self.machine = machine
    self.results = results
  }

  /// The result of `path` at `n`, if measured.
  public func result(_ path: PerfPath, _ n: Int) -> PerfResult? {
    results.first { $0.path == path.rawValue && $0.animators == n }
  }

  /// The issue's targets as ratios, at the sizes measured: (name, ratio, target, met).
  public var ratios: [(name: String, ratio: Double, target: String, met: Bool)] {
    var out: [(String, Double, String, Bool)] = []
    func ratio(_ a: PerfPath, _ b: PerfPath, _ n: Int) -> Double? {
      guard let x = result(a, n), let y = result(b, n) else { return nil }
      return x.nsPerAnimatorFrame / y.nsPerAnimatorFrame
    }
    if let r = ratio(.batch, .cReference, 10_000) {
      out.append(("batch / c-reference, N=10,000", r, "≤ 1.2", r <= 1.2))
    }
    if let r = ratio(.batchFloat, .cReferenceFloat, 10_000) {
      out.append(("batch-float / c-reference-float, N=10,000", r, "≤ 1.2", r <= 1.2))
    }
    if let r = ratio(.animator, .batch, 10_000) { out.append(("animator / batch, N=10,000", r, "≥ 100", r >= 100)) }
    if let r = ratio(.batchExact, .batch, 10_000) {
      out.append(("batch-exact / batch, N=10,000", r, "≤ 1.3", r <= 1.3))
    }
    if let n = options.animators.max(), n >= 100_000 {
      if let r = ratio(.batch, .cReference, n) { out.append(("batch / c-reference, N=\(n)", r, "≤ 1.2", r <= 1.2)) }
      if let r = ratio(.batchParallel, .batch, n) {
        out.append(("batch-parallel / batch, N=\(n)", r, "< 1 (faster)", r < 1))
      }
    }
    let batchAllocations = results.filter { $0.path.hasPrefix("batch") }.map(\.allocationsPerFrame).max() ?? 0
    out.append(("max allocations/frame, batch paths", batchAllocations, "0", batchAllocations == 0))
    return out
  }

  /// The table for the terminal.
  public func text() -> String {
    var table = TextTable(
      header: [
        "path", "animators", "ns/anim/frame", "min", "max", "% 60Hz", "% 120Hz", "allocs/frame", "GB/s", "% copy bw",
      ], rightAligned: Set(1...9))
    for r in results {
      table.add([
        r.path, String(r.animators), NumberFormat.timing(r.nsPerAnimatorFrame), NumberFormat.timing(r.minNsPerAnimatorFrame),
        NumberFormat.timing(r.maxNsPerAnimatorFrame), NumberFormat.timing(r.budgetPercent(hz: 60)),
        NumberFormat.timing(r.budgetPercent(hz: 120)), NumberFormat.timing(r.allocationsPerFrame),
        r.bytesPerSecond.map { NumberFormat.timing($0 / 1e9) } ?? "-",
        r.bytesPerSecond.map { NumberFormat.timing($0 / machine.copyBandwidth * 100) } ?? "-",
      ])
    }
    var out = "\(options.valueTypeName) animators (\(options.components) lane(s) each), frames of 1/60 s\n"
    out += "machine: \(machine.cpuModel), \(machine.cores) cores; copy bandwidth "
    out += "\(NumberFormat.timing(machine.copyBandwidth / 1e9)) GB/s (memcpy of 64 MiB, read + write)\n\n"
    out += table.rendered() + "\n"
    var ratioTable = TextTable(header: ["target", "measured", "wanted", "met"], rightAligned: [1])
    for r in ratios { ratioTable.add([r.name, NumberFormat.timing(r.ratio), r.target, r.met ? "yes" : "no"]) }
    return out + ratioTable.rendered()
  }

  /// The JSON document (schemaVersion 1).
  public func json() -> String {
    JSONValue.object([
      ("schemaVersion", .integer(1)),
      (
        "machine",
        .object([
          ("cpuModel", .string(machine.cpuModel)), ("cores", .integer(machine.cores)),
          ("buildFlags", .array(machine.buildFlags.map(JSONValue.string))),
          ("copyBandwidthBytesPerSecond", .number(machine.copyBandwidth)),
        ])
      ),
      ("valueType", .string(options.valueTypeName)),
      ("componentsPerAnimator", .integer(options.components)),
      ("frameDurationSeconds", .number(perfFrameDuration)),
      ("allocationCounting", .string("interposed malloc/calloc/realloc/posix_memalign/aligned_alloc/memalign/valloc")),
      (
        "results",
        .array(
          results.map { r in
            .object([
              ("path", .string(r.path)), ("animators", .integer(r.animators)),
              ("nsPerAnimatorFrame", .number(r.nsPerAnimatorFrame)),
              ("minNsPerAnimatorFrame", .number(r.minNsPerAnimatorFrame)),
              ("maxNsPerAnimatorFrame", .number(r.maxNsPerAnimatorFrame)),
              ("nsPerFrame", .number(r.nsPerFrame)),
              ("budgetPercent60Hz", .number(r.budgetPercent(hz: 60))),
              ("budgetPercent120Hz", .number(r.budgetPercent(hz: 120))),
              ("allocationsPerFrame", .number(r.allocationsPerFrame)),
              ("bytesPerSecond", JSONValue.finite(r.bytesPerSecond)),
              ("fractionOfCopyBandwidth", JSONValue.finite(r.bytesPerSecond.map { $0 / machine.copyBandwidth })),
              ("runs", .integer(r.runs)), ("framesPerRun", .integer(r.framesPerRun)),
            ])
          })
      ),
      (
        "targets",
        .array(
          ratios.map { r in
            .object([
              ("name", .string(r.name)), ("measured", .number(r.ratio)), ("wanted", .string(r.target)),
              ("met", .bool(r.met)),
            ])
          })
      ),
    ]).serialized() + "\n"
  }

  /// The log-log plot of ns per animator-frame against N, one series per path.
  public func svg() -> String {
    var plot = SVGPlot(
      title: "Cost per animator-frame, \(options.valueTypeName) (\(machine.cpuModel))", xLabel: "animators (N)",
      yLabel: "ns per animator per frame")
    plot.xScale = .log
    plot.yScale = .log
    plot.width = 820
    for path in options.paths {
      let points = results.filter { $0.path == path.rawValue }
      guard !points.isEmpty else { continue }
      plot.series.append(
        SVGPlot.Series(
          name: path.rawValue, x: points.map { Double($0.animators) }, y: points.map(\.nsPerAnimatorFrame),
          style: .lineAndPoints))
    }
    return plot.rendered()
  }

  /// The Markdown report; `svgName` is the plot's file name beside it, `command` the command that made it.
  public func markdown(svgName: String, command: String) -> String {
    var out = "# Per-frame cost: \(options.valueTypeName) animators\n\n"
    out += "Generated by `\(command)` (do not edit by hand; rerun it). Raw numbers: the JSON beside this file.\n\n"
    out +=
      "Machine: \(machine.cpuModel), \(machine.cores) cores. Build: \(machine.buildFlags.joined(separator: "; ")).\n"
    out += "Copy bandwidth measured in the same run: \(NumberFormat.timing(machine.copyBandwidth / 1e9)) GB/s "
    out += "(memcpy of 64 MiB, bytes read + written per second).\n\n"
    out += "![ns per animator-frame vs N, log-log](\(svgName))\n\n"
    out += "Each number is the median over repeated, warmed, timed runs (min and max beside it) of run time / (frames "
    out += "× animators); allocations are counted (interposed allocator) over untimed steady-state frames. "
    out += "Frames are 1/60 s; the spring (ζ 0.05, response 1 s) does not settle during a run.\n\n"
    out +=
      "| path | N | ns/animator/frame | min | max | % of 60 Hz | % of 120 Hz | allocations/frame | GB/s | % of copy bandwidth |\n"
    out += "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n"
    for r in results {
      out +=
        "| \(r.path) | \(r.animators) | \(NumberFormat.timing(r.nsPerAnimatorFrame)) | \(NumberFormat.timing(r.minNsPerAnimatorFrame)) "
      out += "| \(NumberFormat.timing(r.maxNsPerAnimatorFrame)) | \(NumberFormat.timing(r.budgetPercent(hz: 60))) "
      out += "| \(NumberFormat.timing(r.budgetPercent(hz: 120))) | \(NumberFormat.timing(r.allocationsPerFrame)) "
      out += "| \(r.bytesPerSecond.map { NumberFormat.timing($0 / 1e9) } ?? "–") "
      out += "| \(r.bytesPerSecond.map { NumberFormat.timing($0 / machine.copyBandwidth * 100) } ?? "–") |\n"
    }
    out += "\n## Targets (issue 5)\n\n| target | measured | wanted | met |\n|---|--:|---|---|\n"
    for r in ratios { out += "| \(r.name) | \(NumberFormat.timing(r.ratio)) | \(r.target) | \(r.met ? "yes" : "no") |\n" }
    return out
  }

  /// 3 significant digits, plain decimal.
}
