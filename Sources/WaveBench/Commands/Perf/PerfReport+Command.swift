import WaveOutput

extension PerfReport {
  /// `perf --output DIR --basename STEM`: adds the report's files (``files(basename:command:animatorProfile:)``)
  /// to `output` in one step (``ReportWriter/place(_:in:option:readme:)``), the Markdown naming this process's
  /// command line (``ReportArguments/commandLine(_:)``) as its source and rendering the folder's animator
  /// profile (``AnimatorProfile/load(directory:)``) and native run (``PerfNative/load(directory:)``, set beside this
  /// run's rows by ``PerfNativeComparison``).
  ///
  /// - Returns: the line for standard error that says what was written.
  /// - Throws: ``InputError`` naming `--output`; the folder is then unchanged.
  func place(in output: String, basename: String) throws(InputError) -> String {
    let profile = AnimatorProfile.load(directory: output)
    let native = PerfNative.load(directory: output).map {
      PerfNativeComparison(results: results, native: $0, cpuModel: machine.cpuModel)
    }
    let command = ReportArguments.commandLine()
    try ReportWriter.place(
      files(basename: basename, command: command, animatorProfile: profile, native: native), in: output,
      readme: ReportsReadme.render)
    return "perf: wrote \(basename).json, .svg, .md in \(UserText.escaped(output, limit: .max))"
  }

  /// Measures the yardsticks, the copy bandwidths and every path and size of `options`, then the yardsticks again (on
  /// the main thread; the engine's animators are main-actor bound), and bounds each row by the roofline
  /// (``PerfRoofline``).
  ///
  /// - Parameters:
  ///   - options: the paths, sizes and timing options to measure.
  ///   - progress: one line per step, for stderr.
  /// - Returns: The report: the machine (with its yardsticks and copy bandwidths), the roofline, and the results of
  ///   every path and size of `options`, each with its bound, and each external program's timing.
  /// - Throws: ``CommandStopped`` (exit 2) when an external program cannot be measured.
  static func measure(_ options: PerfSetup, progress: @escaping @Sendable (String) -> Void) throws -> PerfReport {
    progress("perf: measuring the yardsticks (triad, in-core rate) and copy bandwidth …")
    var report = MainActor.assumeIsolated {
      let first = PerfMachine.measure()
      let measured = PerfRunner.run(options, progress: progress)
      progress("perf: measuring the yardsticks again …")
      let machine = first.measuringYardsticksAgain()
      let roofline = PerfRoofline(yardstick: machine.yardstick)
      let results = roofline.bounding(measured)
      return PerfReport(
        options: options, machine: machine, results: results,
        targets: PerfTarget.evaluate(results, workload: options.workload), roofline: roofline)
    }
    do {
      report.externals = try options.externals.map {
        var external = try PerfExternalResult.measure($0, extraFrames: options.externalFrames, progress: progress)
        external.builtIn = external.beside(report.results.filter { $0.steps(options.workload) })
        return external
      }
    } catch {
      throw CommandStopped("Error: \(error)")
    }
    return report
  }

  /// Checks `perf --output DIR --basename STEM` before any measuring: the folder can be written, and the stem
  /// is a plain file name (`perf` when nil); a stem without a folder would change nothing and is refused.
  ///
  /// - Throws: ``InputError`` naming the option.
  static func acceptOutput(_ output: String?, basename: String?) throws(InputError) {
    guard let output else {
      if basename != nil { throw InputError("--basename names the files of --output, and there is no --output") }
      return
    }
    if let basename { try acceptBasename(basename) }
    try ReportWriter.acceptFolder(output)
  }

  /// Refuses a `--basename` that is not a plain file name stem: letters, digits, `-`, `_` and `.`, not starting with
  /// `.`, at most ``InputLimits/maximumBasenameLength`` characters, and not `README` (any case), whose `.md` is the
  /// folder's README.
  ///
  /// - Throws: ``InputError`` naming `--basename` and the value, escaped.
  static func acceptBasename(_ basename: String) throws(InputError) {
    let allowed = basename.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
    }
    let length = InputLimits.maximumBasenameLength
    guard allowed, !basename.isEmpty, basename.count <= length, !basename.hasPrefix(".") else {
      throw InputError(
        "--basename must be a plain file name stem of at most \(length) letters, digits, '-', '_' and '.', not starting with '.', such as perf (got '\(UserText.escaped(basename))')"
      )
    }
    guard basename.lowercased() != "readme" else {
      throw InputError("--basename README would overwrite the folder's README.md: give another stem, such as perf")
    }
  }
}
