import WaveOutput
import WaveInputs
import WavePerf

extension PerfReport {
  /// Measures the copy bandwidth and every path and size of `options` (on the main thread; the engine's
  /// animators are main-actor bound).
  ///
  /// - Parameter progress: one line per step, for stderr.
  package static func measure(_ options: PerfOptions, progress: @escaping @Sendable (String) -> Void) -> PerfReport {
    progress("perf: measuring copy bandwidth …")
    return MainActor.assumeIsolated {
      let machine = PerfMachine.measure()
      let results = PerfRunner.run(options, progress: progress)
      return PerfReport(options: options, machine: machine, results: results)
    }
  }

  /// The files of `--output`: `<basename>.json`, `.svg` and `.md`; `command` is the command line the
  /// Markdown names as its source; `animatorProfile` (``AnimatorProfile/load(directory:)`` of the folder) is
  /// rendered in the Markdown when the animator path was measured.
  package func files(basename: String, command: String, animatorProfile: AnimatorProfile? = nil) -> [ReportFile] {
    [
      ReportFile("\(basename).json", json()),
      ReportFile("\(basename).svg", svg()),
      ReportFile(
        "\(basename).md", markdown(svgName: "\(basename).svg", command: command, animatorProfile: animatorProfile)),
    ]
  }

  /// The file name stem of `perf --output`: `perf`.
  package static let defaultBasename = "perf"

  /// Checks `perf --output DIR --basename STEM` before any measuring: the folder can be written, and the stem
  /// is a plain file name (`perf` when nil); a stem without a folder would change nothing and is refused.
  ///
  /// - Throws: ``InputError`` naming the option.
  package static func checkOutput(_ output: String?, basename: String?) throws(InputError) {
    guard let output else {
      if basename != nil { throw InputError("--basename names the files of --output, and there is no --output") }
      return
    }
    try ReportWriter.checkFolder(output)
    let basename = basename ?? defaultBasename
    guard !basename.isEmpty, !basename.contains("/"), !basename.hasPrefix(".") else {
      throw InputError("--basename must be a plain file name stem such as perf (got \"\(basename)\")")
    }
  }
}
