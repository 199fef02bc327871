import WaveConventions
import WaveInputs
import WaveOutput
import WaveReports

/// `animate --format`: `csv` or `json` for the rows, `text` or `json` for `--summary`.
package enum AnimateFormat: String, CaseIterable, Sendable {
  case csv, json, text
}

/// What `wave-bench animate` is asked for, checked: the rows of one run, or the answers of one run per rate.
package enum AnimateRequest: Sendable {
  /// Every callback of one run (``AnimationOutput/stream(_:as:write:)``).
  case rows(AnimationJob, CSVOrJSON)
  /// The measures of one run per rate, in the order given (``AnimationOutput/summarize(_:as:write:)``).
  case summary([AnimationJob], TextOrJSON)

  /// The request the options give.
  ///
  /// - Parameters:
  ///   - spring: the spring, parsed.
  ///   - from: `--from`.
  ///   - to: `--to`.
  ///   - velocity: `--velocity`, units/s.
  ///   - rates: each `--fps`, a rate or a comma-separated list of rates (Hz).
  ///   - frames: `--frames`, nil when not given.
  ///   - retargets: each `--retarget` as written (``FrameRetarget``), parsed once for every rate.
  ///   - runner: the animation that runs the spring.
  ///   - summary: `--summary`.
  ///   - format: `--format`, nil when not given (csv for the rows, text for the summary).
  /// - Returns: the rows of the one rate's run, or the summary of every rate's.
  /// - Throws: ``InputError`` naming the option at fault: a rate that is not a number or is given twice, more than
  ///   one rate without `--summary`, a format the output does not have, and what ``AnimationJob`` refuses at any rate.
  package static func make(
    spring: SpringSpec, from: Double, to: Double, velocity: Double, rates: [String], frames: Int?,
    retargets: [String], runner: SpringRunner, summary: Bool, format: AnimateFormat?
  ) throws(InputError) -> AnimateRequest {
    let fps = try Self.rates(rates)
    guard summary || fps.count == 1 else {
      throw InputError("--fps: one rate for the rows; several rates (--fps 120,60,30) need --summary")
    }
    var parsed: [FrameRetarget] = []
    for text in retargets { parsed.append(try FrameRetarget(parsing: text)) }
    var runs: [AnimationJob] = []
    for rate in fps {
      runs.append(
        try AnimationJob(
          spring: spring, from: from, to: to, velocity: velocity, fps: rate, frames: frames, retargets: parsed,
          runner: runner))
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

  /// The rates of `--fps`: each value a rate or a comma-separated list of rates, in Hz, each as every command takes
  /// it (``FrameSource/checkRate(_:)``), none twice.
  ///
  /// - Throws: ``InputError`` for no rate, a rate that is not a number or that every command refuses, or one given
  ///   twice.
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
    guard !rates.isEmpty else { throw InputError("give the frame rate: --fps F") }
    return rates
  }
}
