import WaveNumerics

/// One key finding of the stability report, with the numbers it rests on (the wording is the renderer's).
enum StabilityFinding: Sendable {
  /// The upstream preset `name` is stable above `stableAbove` Hz and diverges at `divergingRates` (Hz) of
  /// the table (none: it survives every rate).
  /// `fix` is the nearest spring stable at the rate it names (``fixRate(divergingRates:fallbackRate:)``).
  case preset(name: String, spec: SpringSpec, stableAbove: Double, divergingRates: [Double], fix: SpringFix?)
  /// A spring the user gave that Wave runs (not a preset, not one of ``SpringSpec/documented``,
  /// ``SpringSpec/runsOnWave``): stable above `stableAbove` Hz, diverging at `divergingRates`; `fix` as for a preset.
  case userSpring(spec: SpringSpec, stableAbove: Double, divergingRates: [Double], fix: SpringFix?)
  /// At the fallback rate `fps` (Hz), `diverging` of the `springCount` springs of the table that Wave runs diverge;
  /// the `steppedAsWave` springs another engine runs are left out (their rows show them stepped as Wave would).
  case fallbackRate(fps: Double, diverging: [SpringSpec], springCount: Int, steppedAsWave: Int)

  /// The fix the finding names (``SpringFix``); nil when it names none.
  var fix: SpringFix? {
    switch self {
    case .preset(_, _, _, _, let fix), .userSpring(_, _, _, let fix): fix
    case .fallbackRate: nil
    }
  }

  /// Whom the finding concerns first (``FindingPriority``): a user's spring or a preset that diverges at a rate of
  /// the table; anything else, `other`.
  var priority: FindingPriority {
    switch self {
    case .userSpring(_, _, let divergingRates, _): divergingRates.isEmpty ? .other : .userSpringFails
    case .preset(_, _, _, let divergingRates, _): divergingRates.isEmpty ? .other : .presetFails
    case .fallbackRate: .other
    }
  }

  /// The rate a fix must survive: the fallback rate when the spring diverges there, else the highest rate
  /// of the table it diverges at; nil when it diverges nowhere.
  static func fixRate(divergingRates: [Double], fallbackRate: Double) -> Double? {
    divergingRates.contains(fallbackRate) ? fallbackRate : divergingRates.max()
  }

  /// The fix for a spring that diverges at the fix rate (``SpringFix``): checked as `check` checks it with `base`'s
  /// options on its schedules and the fix rate, keeping its look at the first schedule.
  static func fix(
    _ spec: SpringSpec, divergingRates: [Double], fallbackRate: Double, checkedAs base: CheckSetup, budget: StepBudget
  ) throws -> SpringFix? {
    guard let rate = fixRate(divergingRates: divergingRates, fallbackRate: fallbackRate) else { return nil }
    return try SpringFix.find(spec, on: .fps(rate), like: base, budget: budget)
  }

  /// One finding per user spring first (every row that is neither a preset nor a documented spring, and that Wave
  /// runs), then one per preset (each must be among `rows`), then the fallback rate's (over the springs Wave runs).
  ///
  /// A spring another engine runs (``SpringSpec/runsOnWave`` false) gets no verdict here: `check` judges it by its
  /// runner, and its row shows it stepped as Wave would.
  ///
  /// The fix searches share one ``StepBudget`` of ``InputLimits/maximumFixSearchFrames``; the presets' run first, so
  /// that many user springs never take the presets' fixes away. `progress` gets a line per user spring.
  static func findings(
    rows: [StabilityRow], presets: [(name: String, spec: SpringSpec)], fallbackRate: Double, checkedAs base: CheckSetup,
    progress: (String) -> Void = { _ in }
  ) throws -> [StabilityFinding] {
    let budget = StepBudget(steps: InputLimits.maximumFixSearchFrames)
    let presetFindings = try presets.map { preset -> StabilityFinding in
      let row = rows.first { $0.spec == preset.spec }
      let diverging = row?.divergingRates ?? []
      return .preset(
        name: preset.name, spec: preset.spec, stableAbove: row?.criticalFps ?? .nan, divergingRates: diverging,
        fix: try fix(
          preset.spec, divergingRates: diverging, fallbackRate: fallbackRate, checkedAs: base, budget: budget))
    }
    let users = rows.filter { row in
      row.spec.runsOnWave && !presets.contains { $0.spec == row.spec } && !SpringSpec.documented.contains(row.spec)
    }
    var findings = try users.enumerated().map { index, row in
      progress("stability \(index + 1)/\(users.count): \(row.spec.title)")
      return StabilityFinding.userSpring(
        spec: row.spec, stableAbove: row.criticalFps, divergingRates: row.divergingRates,
        fix: try fix(
          row.spec, divergingRates: row.divergingRates, fallbackRate: fallbackRate, checkedAs: base,
          budget: budget))
    }
    findings += presetFindings
    let wave = rows.filter(\.spec.runsOnWave)
    let diverging = wave.filter { $0.divergingRates.contains(fallbackRate) }.map(\.spec)
    findings.append(
      .fallbackRate(
        fps: fallbackRate, diverging: diverging, springCount: wave.count, steppedAsWave: rows.count - wave.count))
    return findings
  }
}
