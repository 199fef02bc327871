import WaveOutput
import WaveReports
import WaveInputs
import WavePerf

extension PerfReport {
  /// `perf --output DIR --basename STEM`: adds the report's files (``files(basename:command:animatorProfile:)``)
  /// to `output` in one step (``ReportWriter/place(_:in:option:readme:)``), the Markdown naming this process's
  /// command line (``ReportArguments/commandLine(_:)``) as its source and rendering the folder's animator
  /// profile (``AnimatorProfile/load(directory:)``).
  ///
  /// - Returns: the line for standard error that says what was written.
  /// - Throws: ``InputError`` naming `--output`; the folder is then unchanged.
  package func place(in output: String, basename: String) throws(InputError) -> String {
    let profile = AnimatorProfile.load(directory: output)
    let command = ReportArguments.commandLine()
    try ReportWriter.place(
      files(basename: basename, command: command, animatorProfile: profile), in: output, readme: ReportsReadme.render)
    return "perf: wrote \(basename).json, .svg, .md in \(output)"
  }
}
