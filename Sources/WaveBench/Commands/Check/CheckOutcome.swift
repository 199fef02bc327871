import WaveOutput

/// What `wave-bench check` ends with: the output in the format asked for, the summary line, the exit status.
struct CheckOutcome: Sendable {
  /// The result in the requested format.
  let rendered: String
  /// ``CheckWords/summary(_:)``.
  let summary: String
  /// 0 every spring passes, 1 a spring breaks a rule (``CheckResult/exitStatus``).
  let exitStatus: Int32
  /// The format `rendered` is in.
  let format: CheckFormat
  /// The files written beside the printed output (`--junit`, `--json`): each path, its option and its contents.
  let files: [(path: String, option: String, contents: String)]

  /// Reads the springs file (``CheckInput/options()``), runs the check (``CheckExperiment/run(_:budget:progress:)``)
  /// and renders it.
  ///
  /// - Parameters:
  ///   - input: the checked options.
  ///   - format: the output format.
  ///   - files: the files to write beside it, each a path with its option and format (`--junit`, `--json`).
  ///   - progress: gets one line per spring; by default standard error's, only when it is a terminal (a person
  ///     watching).
  /// - Returns: The rendered result, its summary and the exit status.
  /// - Throws: ``InputError`` for work over the limits, ``CheckInput/FileError`` for the springs file.
  static func run(
    _ input: CheckInput, format: CheckFormat, files: [(path: String, option: String, format: CheckFormat)] = [],
    progress: (String) -> Void = StandardStreams.progress
  ) throws -> CheckOutcome {
    let options = try input.options()
    let result = try CheckExperiment.run(options, progress: progress)
    return CheckOutcome(
      rendered: format.render(result), summary: CheckWords.summary(result), exitStatus: result.exitStatus,
      format: format, files: files.map { ($0.path, $0.option, $0.format.render(result)) })
  }

  /// Writes the files beside the output (``files``), then the result to `file` through the one writer (nil:
  /// standard output), and the summary once: text, Markdown and GitHub's commands on standard output hold it; any
  /// other output gets it on standard error.
  ///
  /// - Throws: ``InputError`` naming the option whose file cannot be written, or ``OutputError`` when standard output
  ///   is lost.
  func deliver(to file: String?) throws {
    for extra in files { try ReportWriter.write(extra.contents, toFile: extra.path, option: extra.option) }
    if let file {
      try ReportWriter.write(rendered, toFile: file, option: "--output")
    } else {
      try StandardStreams.write(rendered)
    }
    if file != nil || ![.text, .markdown, .github].contains(format) { StandardStreams.note(summary) }
  }
}
