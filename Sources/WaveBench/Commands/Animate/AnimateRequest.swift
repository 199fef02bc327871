import WaveOutput

/// `animate --format`: `csv` or `json` for the rows, `text` or `json` for `--summary`.
enum AnimateFormat: String, CaseIterable, Sendable {
  case csv, json, text
}

/// What `wave-bench animate` is asked for, checked: the rows of one run, or the answers of one run per schedule.
enum AnimateRequest: Sendable {
  /// Every callback of one run (``AnimationOutput/stream(_:as:write:)``).
  case rows(AnimationJob, CSVOrJSON)
  /// The measures of one run per schedule, in the order given (``AnimationOutput/summarize(_:as:write:)``).
  case summary([AnimationJob], TextOrJSON)

  /// The request the options give.
  ///
  /// - Parameters:
  ///   - spring: the spring, parsed.
  ///   - from: `--from`.
  ///   - to: `--to`.
  ///   - velocity: `--velocity`, units/s.
  ///   - rates: each `--fps`, a rate or a comma-separated list of rates (Hz).
  ///   - schedules: each `--schedule`'s schedules (``ScheduleList/parse(_:)``), joined by ``ScheduleList/merged(_:)``.
  ///   - dtFile: `--dt-file`, a file of frame durations played once (``ScheduleList/load(path:repeating:)``).
  ///   - frames: `--frames`, nil when not given.
  ///   - retargets: each `--retarget` (``FrameRetarget``), for every schedule.
  ///   - runner: the animation that runs the spring.
  ///   - summary: `--summary`.
  ///   - format: `--format`, nil when not given (csv for the rows, text for the summary).
  /// - Returns: the rows of the one schedule's run, or the summary of every schedule's.
  /// - Throws: ``InputError`` naming the option at fault: more or fewer than one of `--fps`, `--schedule` and
  ///   `--dt-file`, a rate that is not a number or is given twice, a schedule `check --schedule` refuses, a dt file
  ///   `trajectory --dt-file` refuses, more than one schedule without `--summary`, a format the output does not have,
  ///   and what ``AnimationJob`` refuses on any schedule.
  static func make(
    spring: SpringSpec, from: Double, to: Double, velocity: Double, rates: [String], schedules: [[ScheduleSpec]] = [],
    dtFile: String? = nil, frames: Int?, retargets: [FrameRetarget], runner: SpringRunner, summary: Bool,
    format: AnimateFormat?
  ) throws(InputError) -> AnimateRequest {
    let specs = try Self.schedules(rates: rates, names: schedules, dtFile: dtFile)
    guard summary || specs.count == 1 else {
      throw InputError(
        rates.isEmpty
          ? "--schedule: one schedule for the rows; several schedules (--schedule hitch,vrr) need --summary"
          : "--fps: one rate for the rows; several rates (--fps 120,60,30) need --summary")
    }
    var runs: [AnimationJob] = []
    for schedule in specs {
      runs.append(
        try AnimationJob(
          spring: spring, from: from, to: to, velocity: velocity, schedule: schedule, frames: frames,
          retargets: retargets, runner: runner))
    }
    switch (summary, format) {
    case (false, nil), (false, .csv): return .rows(runs[0], .csv)
    case (false, .json): return .rows(runs[0], .json)
    case (false, .text): throw InputError("--format text is --summary's table: the rows print as csv or json")
    case (true, nil), (true, .text): return .summary(runs, .text)
    case (true, .json): return .summary(runs, .json)
    case (true, .csv): throw InputError("--summary prints a table (--format text) or json, not csv")
    }
  }

  /// The schedules of exactly one of `--fps` (``rates(_:)``), `--schedule` (``ScheduleList/parse(_:)``, as `check`
  /// and the reports take it) and `--dt-file` (``ScheduleList/load(path:repeating:)``, played once, as the reports
  /// take it), in the order given.
  ///
  /// - Throws: ``InputError`` naming the options given together, or none given, or what each option's parser refuses.
  static func schedules(rates: [String], names: [[ScheduleSpec]], dtFile: String?) throws(InputError)
    -> [ScheduleSpec]
  {
    let given = [(!rates.isEmpty, "--fps"), (!names.isEmpty, "--schedule"), (dtFile != nil, "--dt-file")]
      .filter(\.0).map(\.1)
    guard given.count <= 1 else {
      throw InputError(
        "\(given.joined(separator: " and ")): each sets the frames; give one of --fps, --schedule and --dt-file")
    }
    if let dtFile { return [try ScheduleList.load(path: dtFile)] }
    if let named = try ScheduleList.merged(names) { return named }
    guard !rates.isEmpty else {
      throw InputError(
        "give the frames: --fps F (Hz), --schedule NAME or --dt-file FILE; schedules: \(ScheduleList.names)")
    }
    return try Self.rates(rates).map(ScheduleSpec.fps)
  }

  /// The rates of `--fps`: each value a rate or a comma-separated list of rates, in Hz, each as every command takes
  /// it (``FrameSource/checkRate(_:)``), none twice.
  ///
  /// - Throws: ``InputError`` for a rate that is not a number or that every command refuses, or one given twice.
  static func rates(_ texts: [String]) throws(InputError) -> [Double] {
    var rates: [Double] = []
    for text in texts.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
      guard let rate = Double(text) else {
        throw InputError("--fps must be a rate in Hz, or with --summary a list such as 120,60,30 (got \(text))")
      }
      try FrameSource.checkRate(rate)
      guard !rates.contains(rate) else { throw InputError("--fps \(text) is given twice") }
      rates.append(rate)
    }
    return rates
  }
}
