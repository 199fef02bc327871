import WaveOutput

extension PerfReport {
  /// The yardsticks in one line: the triad's best bandwidth at every level with its runs' spread, and the in-core
  /// rates.
  static func yardstickLine(_ yardstick: PerfYardstick) -> String {
    let levels = yardstick.bandwidths.map { b in
      "\(b.level.name) \(NumberFormat.timing(b.best / 1e9)) GB/s (runs within \(NumberFormat.fixed(b.spreadPercent, 1)) %)"
    }
    let arithmetic = yardstick.arithmetic.map { a in
      "\(a.precision) \(NumberFormat.timing(a.best / 1e9)) GFLOP/s"
    }
    return "triad (best of \(yardstick.runs) runs) " + levels.joined(separator: ", ") + "; in-core "
      + arithmetic.joined(separator: ", ")
  }

  /// A working set in KiB or MiB (`24 KiB`, `520 MiB`).
  static func bytesText(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(NumberFormat.timing(Double(bytes) / Double(1 << 20))) MiB" : "\(bytes >> 10) KiB"
  }

  /// perf.json's `machine.yardstick`: every level's working set and runs, and the in-core runs.
  static func yardstickJSON(_ yardstick: PerfYardstick) -> JSONValue {
    .object([
      ("runs", .integer(yardstick.runs)),
      ("clockHz", JSONValue.finite(yardstick.clockHz)),
      (
        "triad",
        .array(
          yardstick.bandwidths.map { b in
            .object([
              ("level", .string(b.level.name)), ("cacheBytes", b.level.cacheBytes.map(JSONValue.integer) ?? .null),
              ("workingSetBytes", .integer(b.workingSetBytes)), ("bestBytesPerSecond", .number(b.best)),
              ("medianBytesPerSecond", .number(b.median)), ("worstBytesPerSecond", .number(b.worst)),
              ("spreadPercent", .number(b.spreadPercent)),
              ("samplesBytesPerSecond", .array(b.samples.map(JSONValue.number))),
            ])
          })
      ),
      (
        "arithmetic",
        .array(
          yardstick.arithmetic.map { a in
            .object([
              ("precision", .string(a.precision)), ("bestFlopsPerSecond", .number(a.best)),
              ("spreadPercent", .number(a.spreadPercent)),
              ("samplesFlopsPerSecond", .array(a.samples.map(JSONValue.number))),
            ])
          })
      ),
    ])
  }

  /// perf.json's `roofline`: every kernel's cost and attainable ns per lane-frame at every level.
  static func rooflineJSON(_ roofline: PerfRoofline) -> JSONValue {
    .array(
      roofline.entries.map { e in
        .object([
          ("kernel", .string(e.kernel)), ("precision", .string(e.precision)), ("loads", .integer(e.loads)),
          ("stores", .integer(e.stores)), ("bytesPerLaneFrame", .integer(e.bytes)),
          ("flopsPerLaneFrame", .integer(e.flops)),
          (
            "attainableNsPerLaneFrame",
            .object(e.attainableNs.map { ($0.level, JSONValue.finite($0.ns)) })
          ),
        ])
      })
  }

  /// perf.md's roofline section: the yardsticks with their runs' spread, then every kernel's bytes, flops and
  /// attainable ns per lane-frame at every level.
  static func rooflineMarkdown(_ roofline: PerfRoofline) -> String {
    let yardstick = roofline.yardstick
    var out = "\n## Roofline\n\n"
    out += "The fastest a kernel can step a lane, from what it moves and computes (counted from its body, "
    out += "`KernelCost`) and what this machine moves and computes, both measured in this run. A lane-frame takes at "
    out += "least its bytes over the bandwidth of the level its lanes live in, and at least its flops over the "
    out += "in-core rate: the larger is the bound. `c-reference` is not a bound: it is a C loop of the same step, "
    out += "timed as a path.\n\n"
    out += "Bandwidth: a STREAM-like triad written in place (`a[i] = a[i] + s·b[i]`, 24 B an element), best of "
    out += "\(yardstick.runs) runs at each level, the working set half the cache or twice the next inner one, the "
    out += "smaller (memory: twice the largest cache, at least 64 MiB).\n\n"
    out += "| level | working set | best GB/s | median | worst | spread of the runs |\n|---|--:|--:|--:|--:|--:|\n"
    for b in yardstick.bandwidths {
      out += "| \(b.level.name) | \(bytesText(b.workingSetBytes)) | \(NumberFormat.timing(b.best / 1e9)) "
      out += "| \(NumberFormat.timing(b.median / 1e9)) | \(NumberFormat.timing(b.worst / 1e9)) "
      out += "| \(NumberFormat.fixed(b.spreadPercent, 1)) % |\n"
    }
    out += "\nIn-core: independent multiplies and adds in 32-byte vectors (no fused multiply-add, as the kernels have "
    out += "none), best of \(yardstick.runs) runs: "
    out += yardstick.arithmetic.map { a in
      "\(a.precision) \(NumberFormat.timing(a.best / 1e9)) GFLOP/s (spread \(NumberFormat.fixed(a.spreadPercent, 1)) %)"
    }.joined(separator: ", ")
    if let clock = yardstick.clockHz {
      out += ". Cycles are of the clock the system reports, \(NumberFormat.timing(clock / 1e9)) GHz (a core may run "
      out += "faster).\n\n"
    } else {
      out += ". The system reports no clock, so no cycles.\n\n"
    }
    let levels = yardstick.bandwidths.map(\.level.name)
    out += "| kernel | lanes | loads | stores | bytes | flops | flops/byte | "
    out += levels.map { "\($0) ns" }.joined(separator: " | ") + " |\n"
    out += "|---|---|--:|--:|--:|--:|--:|" + levels.map { _ in "--:|" }.joined() + "\n"
    for e in roofline.entries {
      out += "| `\(e.kernel)` | \(e.precision) | \(e.loads) | \(e.stores) | \(e.bytes) | \(e.flops) "
      out += "| \(NumberFormat.timing(e.arithmeticIntensity)) | "
      out += e.attainableNs.map { NumberFormat.timing($0.ns) }.joined(separator: " | ") + " |\n"
    }
    return out
  }

  /// perf.md's section on what the building machine's own CPU makes of the batch paths (``PerfNativeComparison``),
  /// or how to make `perf-native.json` when there is none.
  static func nativeMarkdown(_ native: PerfNativeComparison?, pinned: PerfMachine) -> String {
    var out = "\n## This CPU's own instruction set: `WAVEBENCH_CPU=native`\n\n"
    guard let native else {
      return out + """
        No `\(PerfNative.fileName)` beside this report: run `\(PerfNative.command)` (a release build with \
        `WAVEBENCH_CPU=native` in its own scratch folder, and its perf run), then this command again.\n
        """
    }
    out += "From `\(PerfNative.fileName)`, made by `\(PerfNative.command)`: the batch paths compiled for the "
    let compiled = native.native.batchCompilation.isEmpty ? "native" : native.native.batchCompilation
    out += "building machine's CPU (\(compiled))"
    out += ", beside this run's (\(pinned.buildFlags.first { $0.hasPrefix("batch paths stepped by") } ?? "pinned")). "
    out += "The gate and valgrind's build stay pinned. The C loops carry no build flags and run the same code in both: "
    out += "their rows show how much the two runs' conditions differ.\n\n"
    if !native.sameCPU {
      out += "The native run ran on another CPU (\(native.native.cpuModel)): its figures compare two machines.\n\n"
    }
    guard !native.rows.isEmpty else { return out + "It measured none of this run's rows.\n" }
    out += "| path | N | springs | schedule | pinned ns/animator/frame | native | pinned / native |\n"
    out += "|---|--:|---|---|--:|--:|--:|\n"
    for r in native.rows {
      out += "| \(r.path) | \(r.animators) | \(r.springs) | \(r.schedule) | \(NumberFormat.timing(r.pinnedNs)) "
      out += "| \(NumberFormat.timing(r.nativeNs)) | \(NumberFormat.timing(r.speedup)) |\n"
    }
    return out
  }
}
