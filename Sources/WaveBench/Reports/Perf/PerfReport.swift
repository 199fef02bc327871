import Foundation
import WaveOutput

/// The outputs of `wave-bench perf`: a text table, JSON, and a Markdown report with an SVG plot.
struct PerfReport: Sendable {
  let options: PerfSetup
  let machine: PerfMachine
  let results: [PerfResult]
  /// The targets (``PerfTarget``), decided from the results.
  let targets: [PerfTarget]
  /// The roofline of the machine's yardsticks (``PerfRoofline``); each result's ``PerfResult/bound`` is from it.
  let roofline: PerfRoofline
  /// Other engines' programs timed beside the paths (`--external`).
  var externals: [PerfExternalResult] = []

  /// The result of `path` at `n` on the run's workload (``PerfSetup/workload``), if measured.
  func result(_ path: PerfPath, _ n: Int) -> PerfResult? {
    results.first { $0.path == path.rawValue && $0.animators == n && $0.steps(options.workload) }
  }

  /// The table for the terminal.
  func text() -> String {
    var table = TextTable(
      header: [
        "path", "animators", "ns/anim/frame", "min", "max", "% 60Hz", "% 120Hz", "allocs/frame", "GB/s", "cycles",
        "bound ns", "× bound", "level",
      ] + (options.workload.isConstant ? [] : ["springs", "schedule"]), rightAligned: Set(1...11))
    for r in results {
      table.add(
        [
          r.path, String(r.animators), NumberFormat.timing(r.nsPerAnimatorFrame),
          NumberFormat.timing(r.minNsPerAnimatorFrame),
          NumberFormat.timing(r.maxNsPerAnimatorFrame), NumberFormat.timing(r.budgetPercent(hz: 60)),
          NumberFormat.timing(r.budgetPercent(hz: 120)), NumberFormat.timing(r.allocationsPerFrame),
          r.bytesPerSecond.map { NumberFormat.timing($0 / 1e9) } ?? "-",
          r.bound?.cyclesPerAnimatorFrame.map(NumberFormat.timing) ?? "-",
          r.bound.map { NumberFormat.timing($0.attainableNsPerAnimatorFrame) } ?? "-",
          r.bound.map { NumberFormat.timing($0.multiple) } ?? "-", r.bound?.level ?? "-",
        ] + (options.workload.isConstant ? [] : [r.springs, r.schedule]))
    }
    var out = "\(options.valueTypeName) animators (\(options.components) lane(s) each), frames of 1/60 s; "
    if !options.workload.isConstant {
      out +=
        "batch paths and C references also on \(options.workload.name) (\(options.workload.springs.rawValue) springs, "
      out +=
        "frames of the \(options.workload.schedule.name) schedule; timed stretches of \(options.framesPerArm) frames); "
    }
    out += "batch-parallel uses the worker pool from \(options.effectiveParallelThreshold) lanes\n"
    out += "machine: \(machine.cpuModel), \(machine.cores) cores; " + Self.yardstickLine(roofline.yardstick) + "\n"
    out += Self.footprintMarkdown(machine).replacingOccurrences(of: "`", with: "") + "\n\n"
    out += table.rendered() + "\n"
    var ratioTable = TextTable(header: ["target", "measured", "wanted", "met"], rightAligned: [1])
    for r in targets { ratioTable.add([r.name, NumberFormat.timing(r.ratio), r.wanted, r.met ? "yes" : "no"]) }
    out += ratioTable.rendered()
    if !externals.isEmpty { out += "\n" + Self.externalsText(externals) }
    return out
  }

  /// Other engines' programs, one row each, beside the fastest built-in row at their size.
  static func externalsText(_ externals: [PerfExternalResult]) -> String {
    var table = TextTable(
      header: ["external", "animators", "ns/anim/frame", "min", "max", "allocs/frame", "built-in", "ns/anim/frame"],
      rightAligned: [1, 2, 3, 4, 5, 7])
    for e in externals {
      table.add([
        e.name, String(e.animators), NumberFormat.timing(e.nsPerAnimatorFrame),
        NumberFormat.timing(e.minNsPerAnimatorFrame), NumberFormat.timing(e.maxNsPerAnimatorFrame),
        e.allocationsPerFrame.map(NumberFormat.timing) ?? "-",
        e.builtIn.map { "\($0.path) at \($0.animators)" } ?? "-",
        e.builtIn.map { NumberFormat.timing($0.nsPerAnimatorFrame) } ?? "-",
      ])
    }
    let frames = externals.first?.extraFrames ?? PerfExternalResult.defaultExtraFrames
    var out = "external programs: `COMMAND --frames N`, the median of \(PerfExternalResult.runs) pairs of runs\n"
    out += "\(frames) frames apart (start-up cancels); built-in: the fastest row at the nearest size\n"
    return out + table.rendered()
  }

  /// Other engines' programs as a Markdown section.
  static func externalsMarkdown(_ externals: [PerfExternalResult]) -> String {
    var out = "## External programs\n\n"
    out += "Each is timed on the wall clock as `COMMAND --frames N`, in \(PerfExternalResult.runs) pairs of runs "
    out += "\(externals.first?.extraFrames ?? PerfExternalResult.defaultExtraFrames) frames apart: a pair's difference "
    out += "over those frames and the program's animators cancels its start-up; the figure is the median pair. Beside "
    out += "it, the fastest built-in row of this run at the nearest size.\n\n"
    out += "| program | command | animators | ns/animator/frame | min | max | allocations/frame | built-in "
    out += "| ns/animator/frame |\n"
    out += "|---|---|--:|--:|--:|--:|--:|---|--:|\n"
    for e in externals {
      out += "| \(e.name) | `\(e.command)` | \(e.animators) | \(NumberFormat.timing(e.nsPerAnimatorFrame)) "
      out += "| \(NumberFormat.timing(e.minNsPerAnimatorFrame)) | \(NumberFormat.timing(e.maxNsPerAnimatorFrame)) "
      out += "| \(e.allocationsPerFrame.map(NumberFormat.timing) ?? "–") "
      out += "| \(e.builtIn.map { "\($0.path) at N = \($0.animators)" } ?? "–") "
      out += "| \(e.builtIn.map { NumberFormat.timing($0.nsPerAnimatorFrame) } ?? "–") |\n"
    }
    return out
  }

  /// Other engines' programs as JSON objects.
  static func externalsJSON(_ externals: [PerfExternalResult]) -> JSONValue {
    .array(
      externals.map { e in
        .object([
          ("name", .string(e.name)), ("command", .string(e.command)), ("animators", .integer(e.animators)),
          ("extraFrames", .integer(e.extraFrames)), ("nsPerAnimatorFrame", .number(e.nsPerAnimatorFrame)),
          ("minNsPerAnimatorFrame", .number(e.minNsPerAnimatorFrame)),
          ("maxNsPerAnimatorFrame", .number(e.maxNsPerAnimatorFrame)), ("nsPerFrame", .number(e.nsPerFrame)),
          ("allocationsPerFrame", JSONValue.finite(e.allocationsPerFrame)),
          ("samples", .array(e.samples.map(JSONValue.number))),
          (
            "builtIn",
            e.builtIn.map { r in
              .object([
                ("path", .string(r.path)), ("animators", .integer(r.animators)),
                ("nsPerAnimatorFrame", .number(r.nsPerAnimatorFrame)),
              ])
            } ?? .null
          ),
        ])
      })
  }

  /// The JSON document (schemaVersion 1).
  func json() -> String {
    JSONValue.object([
      ("schemaVersion", .integer(1)),
      (
        "machine",
        .object([
          ("cpuModel", .string(machine.cpuModel)), ("cores", .integer(machine.cores)),
          ("buildFlags", .array(machine.buildFlags.map(JSONValue.string))),
          ("yardstick", Self.yardstickJSON(roofline.yardstick)),
          ("batchFootprintBytes", .integer(machine.batchFootprintBytes)),
          ("batchFootprintCopyBandwidthBytesPerSecond", .number(machine.batchFootprintCopyBandwidth)),
          (
            "batchFootprintCopyBandwidthTwoThreadsBytesPerSecond",
            JSONValue.finite(machine.batchFootprintCopyBandwidthTwoThreads)
          ),
        ])
      ),
      ("valueType", .string(options.valueTypeName)),
      ("componentsPerAnimator", .integer(options.components)),
      ("parallelThresholdLanes", .integer(options.effectiveParallelThreshold)),
      ("frameDurationSeconds", .number(perfFrameDuration)),
      ("springs", .string(options.workload.springs.rawValue)), ("schedule", .string(options.workload.schedule.name)),
      ("allocationCounting", .string("interposed malloc/calloc/realloc/posix_memalign/aligned_alloc/memalign/valloc")),
      (
        "results",
        .array(
          results.map { r in
            .object([
              ("path", .string(r.path)), ("animators", .integer(r.animators)),
              ("springs", .string(r.springs)), ("schedule", .string(r.schedule)),
              ("nsPerAnimatorFrame", .number(r.nsPerAnimatorFrame)),
              ("minNsPerAnimatorFrame", .number(r.minNsPerAnimatorFrame)),
              ("maxNsPerAnimatorFrame", .number(r.maxNsPerAnimatorFrame)),
              ("nsPerFrame", .number(r.nsPerFrame)),
              ("budgetPercent60Hz", .number(r.budgetPercent(hz: 60))),
              ("budgetPercent120Hz", .number(r.budgetPercent(hz: 120))),
              ("allocationsPerFrame", .number(r.allocationsPerFrame)),
              ("bytesPerSecond", JSONValue.finite(r.bytesPerSecond)),
              ("kernel", r.kernel.map { .string($0.name) } ?? .null),
              ("bytesPerAnimatorFrame", r.kernel.map { .integer($0.bytesPerAnimatorFrame) } ?? .null),
              ("flopsPerAnimatorFrame", r.kernel.map { .integer($0.flopsPerAnimatorFrame) } ?? .null),
              ("workingSetBytes", r.kernel.map { .integer($0.workingSetBytes) } ?? .null),
              ("boundLevel", r.bound.map { .string($0.level) } ?? .null),
              ("boundNsPerAnimatorFrame", JSONValue.finite(r.bound?.attainableNsPerAnimatorFrame)),
              ("boundMultiple", JSONValue.finite(r.bound?.multiple)),
              ("cyclesPerAnimatorFrame", JSONValue.finite(r.bound?.cyclesPerAnimatorFrame)),
              ("runs", .integer(r.runs)), ("framesPerRun", .integer(r.framesPerRun)),
              ("preemptedStretches", .integer(r.preemptedStretches)),
              ("samples", .array(r.samples.map(JSONValue.number))),
            ])
          })
      ),
      ("roofline", Self.rooflineJSON(roofline)),
      ("external", Self.externalsJSON(externals)),
      (
        "targets",
        .array(
          targets.map { r in
            .object([
              ("name", .string(r.name)), ("measured", .number(r.ratio)), ("wanted", .string(r.wanted)),
              ("met", .bool(r.met)),
            ])
          })
      ),
    ]).serialized() + "\n"
  }

  /// The log-log plot of ns per animator-frame against N, one series per path (small multiples of at most six
  /// paths, on the same axes).
  func svg() -> String {
    var plot = SVGPlot(
      title: "Cost per animator-frame, \(options.valueTypeName) (\(machine.cpuModel))", xLabel: "animators (N)",
      yLabel: "ns per animator per frame")
    plot.xScale = .log
    plot.yScale = .log
    plot.width = 620
    for path in options.paths {
      let points = results.filter { $0.path == path.rawValue && $0.steps(options.workload) }
      guard !points.isEmpty else { continue }
      plot.series.append(
        SVGPlot.Series(
          name: path.rawValue, x: points.map { Double($0.animators) }, y: points.map(\.nsPerAnimatorFrame),
          // The C references (the C loops, drawn last, on top) dashed: with ten paths the palette's eight
          // colours repeat, and the dash tells them from the solid paths of the same colour.
          style: path == .cReference || path == .cReferenceFloat ? .dashedLine : .lineAndPoints))
    }
    // Two panels that each answer a question: what the engine's objects, the scalar loop and the C loop cost against
    // a frame's budget, and how many times the C loop's time each batch path takes (the targets' ratios).
    let batch = options.paths.filter { $0.cLoop != nil }
    let ratios = batch.map { (path: $0, points: results.ratiosToCLoop(of: $0, workload: options.workload)) }
      .filter { !$0.points.isEmpty }
    var cost = plot
    cost.series = plot.series.filter { series in !batch.contains { $0.rawValue == series.name } }
    guard !ratios.isEmpty, !cost.series.isEmpty, cost.series.count <= SVGPlot.maxSeriesPerPanel,
      ratios.count <= SVGPlot.maxSeriesPerPanel
    else {
      return SVGFigure.splitting(plot) { k, n in "paths \(k + 1) of \(n)" }
    }
    let (x, y) = cost.axes()
    cost.xRange = x.range
    cost.yRange = y.range
    // The budget of one frame shared by N animators: above the line, N of them take longer than the frame.
    for hz in [60.0, 120.0] {
      let budget = 1e9 / hz
      let start = max(x.range.lowerBound, budget / y.range.upperBound)
      guard start < x.range.upperBound else { continue }
      cost.references.append(
        .init(
          label: "\(Int(hz)) Hz", x: [start, x.range.upperBound], y: [budget / start, budget / x.range.upperBound],
          labelAt: 0.5))
    }
    var ratio = plot
    ratio.yLabel = "× its C loop's time (1: as fast)"
    ratio.series = ratios.map { path, points in
      SVGPlot.Series(
        name: path.rawValue, x: points.map { Double($0.animators) },
        y: points.map(\.ratio), style: .lineAndPoints)
    }
    let spread = ratios.flatMap(\.points).map { max($0.ratio, 1 / $0.ratio) }.max() ?? 2
    let reach = max(2, spread * 1.15)
    ratio.yRange = (1 / reach)...reach
    ratio.xRange = x.range
    ratio.references = [.init(label: "as fast as C", x: [x.range.lowerBound, x.range.upperBound], y: [1, 1])]
    return SVGFigure(
      title: plot.title,
      panels: [
        ("cost per animator-frame; dashed: a 60 or 120 Hz frame shared by N", cost as any SVGPanel),
        ("batch paths over their C loops (batch-float: the Float loop)", ratio as any SVGPanel),
      ], columns: 2
    ).rendered()
  }

  /// The Markdown report; `svgName` is the plot's file name beside it, `command` the command that made it;
  /// with the animator path measured, a section from `animatorProfile` (or how to make it).
  func markdown(
    svgName: String, command: String, animatorProfile: AnimatorProfile? = nil, native: PerfNativeComparison? = nil
  ) -> String {
    var out = "# Per-frame cost: \(options.valueTypeName) animators\n\n"
    out += "Generated by `\(command)` (do not edit by hand; rerun it). Raw numbers: the JSON beside this file.\n\n"
    out +=
      "Machine: \(machine.cpuModel), \(machine.cores) cores. Build: \(machine.buildFlags.joined(separator: "; ")).\n"
    out += "Yardsticks measured in the same run: " + Self.yardstickLine(roofline.yardstick) + ". "
    out += "*bound* is the roofline's attainable ns per animator-frame at the level of the largest triad working set "
    out += "not above the row's, "
    out += "*× bound* the row's median over it (1: as fast as the machine moves the kernel's bytes), *cycles* the "
    out += "median in cycles of the clock the system reports ([Roofline](#roofline)).\n"
    out += Self.footprintMarkdown(machine) + "\n\n"
    out += "![ns per animator-frame vs N, log-log](\(svgName))\n\n"
    out += "Each number is the median over repeated, warmed, timed runs (min and max beside it) of run time / (frames "
    out += "× animators); allocations are counted (interposed allocator) over untimed steady-state frames. "
    out += "Frames are 1/\(NumberFormat.shortest(WorkloadParameters.frameRate)) s; the spring (ζ "
    out += "\(NumberFormat.shortest(WorkloadParameters.dampingRatio)), response "
    out += "\(NumberFormat.shortest(WorkloadParameters.response)) s) does not settle during a run. "
    if !options.workload.isConstant {
      out += "The batch paths and the C references also run on \(options.workload.name): "
      out +=
        options.workload.springs == .perLane
        ? "each animator its own spring, drawn from the \(WorkloadParameters.publicAppsSprings.count) public-app springs, "
        : "the spring above, "
      out += "on the frames of the \(options.workload.schedule.name) schedule, in timed stretches of "
      out += "\(options.framesPerArm) frames that end before an animator settles. "
    }
    out += "`batch-parallel` uses the worker pool from \(options.effectiveParallelThreshold) lanes.\n\n"
    out +=
      "| path | N | ns/animator/frame | min | max | % of 60 Hz | % of 120 Hz | allocations/frame | GB/s | cycles | bound | × bound | level |\n"
    out += "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|\n"
    for r in results {
      out +=
        "| \(r.path) | \(r.animators) | \(NumberFormat.timing(r.nsPerAnimatorFrame)) | \(NumberFormat.timing(r.minNsPerAnimatorFrame)) "
      out += "| \(NumberFormat.timing(r.maxNsPerAnimatorFrame)) | \(NumberFormat.timing(r.budgetPercent(hz: 60))) "
      out += "| \(NumberFormat.timing(r.budgetPercent(hz: 120))) | \(NumberFormat.timing(r.allocationsPerFrame)) "
      out += "| \(r.bytesPerSecond.map { NumberFormat.timing($0 / 1e9) } ?? "–") "
      out += "| \(r.bound?.cyclesPerAnimatorFrame.map(NumberFormat.timing) ?? "–") "
      out += "| \(r.bound.map { NumberFormat.timing($0.attainableNsPerAnimatorFrame) } ?? "–") "
      out += "| \(r.bound.map { NumberFormat.timing($0.multiple) } ?? "–") | \(r.bound?.level ?? "–") |\n"
    }
    out += "\n## Targets\n\nRatios of two paths measured in the same run.\n\n"
    out += "| target | measured | wanted | met |\n|---|--:|---|---|\n"
    for r in targets {
      out += "| \(r.name) | \(NumberFormat.timing(r.ratio)) | \(r.wanted) | \(r.met ? "yes" : "no") |\n"
    }
    if let parallel = targets.first(where: { $0.name.hasPrefix("batch / batch-parallel") }), !parallel.met {
      out += "\n*batch / batch-parallel* is below 1.5: at that size the step is bound by the bandwidth of where its "
      out += "lanes live, and by the second core being free. " + Self.footprintMarkdown(machine)
      let n = PerfMachine.batchFootprintLanes
      if let serial = result(.batch, n)?.bytesPerSecond, let split = result(.batchParallel, n)?.bytesPerSecond {
        out += " At N = \(n), `batch` draws \(NumberFormat.timing(serial / 1e9)) GB/s on one thread and "
        out += "`batch-parallel` \(NumberFormat.timing(split / 1e9)) GB/s on two: one thread already draws most of "
        out += "what two can."
      }
      out += "\n"
    }
    if !externals.isEmpty { out += "\n" + Self.externalsMarkdown(externals) }
    out += Self.rooflineMarkdown(roofline)
    out += Self.nativeMarkdown(native, pinned: machine)
    if options.paths.contains(where: \.isAnimatorObjects) { out += Self.animatorProfileMarkdown(animatorProfile) }
    return out
  }

  /// The copy bandwidths at the 1 M-lane batch's footprint, one sentence.
  static func footprintMarkdown(_ machine: PerfMachine) -> String {
    var out = "A copy whose footprint is that of \(PerfMachine.batchFootprintLanes) Double lanes "
    out += "(\(NumberFormat.timing(Double(machine.batchFootprintBytes) / 1e6)) MB: value, velocity, target) moves "
    out += "\(NumberFormat.timing(machine.batchFootprintCopyBandwidth / 1e9)) GB/s with one thread"
    if let two = machine.batchFootprintCopyBandwidthTwoThreads {
      out += " and \(NumberFormat.timing(two / 1e9)) GB/s with two"
    }
    let bytes = PerfRoofline.batchBytesPerLaneFrame
    return out + ": the most the batch paths can draw at that size (`batch` moves \(bytes) B a lane and frame)."
  }
}

extension PerfReport {
  /// perf.md's section on where the animator paths' instructions go (``AnimatorProfile``, read from
  /// `animator-profile.json` beside the report), or how to make that file when there is none.
  static func animatorProfileMarkdown(_ profile: AnimatorProfile?) -> String {
    let heading = "\n## Where the animator's instructions go\n\n"
    guard let profile, let animator = profile.animator else {
      return heading + """
        No `\(AnimatorProfile.fileName)` beside this report: run `swift build -c release && \
        \(AnimatorProfile.command)`, then this command again.\n
        """
    }
    var out =
      heading + """
        Instructions per animator-frame under callgrind (`--dump-instr=yes`), counted as the gate counts: the \
        gate workload run for \(profile.shortFrames) and for \(profile.longFrames) frames, the difference \
        divided by the extra frames and the 1,000 animators, so that setup cancels. From \
        `\(AnimatorProfile.fileName)`, made by `\(AnimatorProfile.command)` (\(profile.valgrind)) on the release \
        build; each function's own instructions, not its callees'.\n\n
        """
    out += """
      - **What Wave's animator costs today** (`\(animator.name)`, `SpringAnimator<CGFloat>` as upstream main \
      steps it): **\(NumberFormat.fixed(animator.instructionsPerAnimatorFrame, 1))** instructions per \
      animator-frame.\n
      """
    if let specialized = profile.specialized, let speedup = profile.specializedSpeedup {
      let target = NumberFormat.shortest(GateWorkload.specializedAnimatorTarget)
      out += """
        - **What it could cost** (`\(specialized.name)`, `SpecializedSpringAnimator<CGFloat>`: the same API, \
        values and callbacks bit for bit): **\(NumberFormat.fixed(specialized.instructionsPerAnimatorFrame, 1))**, \
        \(NumberFormat.fixed(speedup, 1))× fewer (the target is ≥ \(target)×). The change upstream could adopt \
        in `SpringAnimator.swift`: the frame `@inlinable` and stored as a closure made where `T` is known (the \
        driver's call through the `AnimatorProviding` existential otherwise lands in the unspecialized generic \
        body: metadata lookups, value-witness copies, witness-table calls), stored properties exempt from \
        dynamic exclusivity checks (`swift_beginAccess` with its thread-local access set, about ten per frame), \
        and `runningTime` without a main-actor closure (a dynamic executor check per call).\n
        """
    }
    return out + profile.workloads.map(functionTable).joined()
  }

  /// A profiled workload's costliest functions, one row each with its share of the frame, and the total.
  static func functionTable(_ workload: AnimatorProfile.Workload) -> String {
    func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |\n" }
    var out = "\n### `\(workload.name)`: top \(workload.functions.count) functions\n\n"
    out += row(["#", "function", "object", "instructions per animator-frame", "share"]) + "|--:|---|---|--:|--:|\n"
    for (index, function) in workload.functions.enumerated() {
      out += row([
        String(index + 1), "`\(function.name.replacingOccurrences(of: "|", with: "\\|"))`", function.object,
        NumberFormat.fixed(function.instructionsPerAnimatorFrame, 1),
        NumberFormat.percent(workload.share(of: function), 2),
      ])
    }
    return out + "| | all functions | | \(NumberFormat.fixed(workload.instructionsPerAnimatorFrame, 1)) | 100 % |\n"
  }
}

extension PerfReport {
  /// The files of `--output`: `<basename>.json`, `.svg` and `.md`; `command` is the command line the
  /// Markdown names as its source; `animatorProfile` (``AnimatorProfile/load(directory:)`` of the folder) is
  /// rendered in the Markdown when the animator path was measured.
  func files(
    basename: String, command: String, animatorProfile: AnimatorProfile? = nil, native: PerfNativeComparison? = nil
  ) -> [ReportFile] {
    [
      ReportFile("\(basename).json", json()),
      ReportFile("\(basename).svg", svg()),
      ReportFile(
        "\(basename).md",
        markdown(svgName: "\(basename).svg", command: command, animatorProfile: animatorProfile, native: native)),
    ]
  }

  /// The file name stem of `perf --output`: `perf`.
  static let defaultBasename = "perf"
}
