import Foundation
import SpringValidation
import WaveCore
import WaveNumerics
import WaveOutput

/// What `wave-bench` runs with no arguments: every report topic, written to a folder, with a short summary.
enum Suite {
  /// What the topics run on.
  struct Setup: Sendable {
    var springs: [SpringSpec]
    var schedules: [ScheduleSpec]
    /// Perturbs the engine's step (`PerturbedEulerIntegrator`) in the accuracy report; 0 for the real step.
    var stepPerturbation: Double
    /// ns per frame by integrator, for the accuracy-vs-cost table: the file given (`--integrator-costs`), which the
    /// run writes into the output folder; nil for the output folder's own `integrator-cost.json`, if any.
    var integratorCosts: IntegratorCosts?
    /// An outside engine's frames of the one spring (`accuracy --trajectory`), judged as an integrator on their own
    /// schedule (``schedules`` is that one); nil without.
    var recording: RecordedIntegrator?
    /// The project configuration `check` would take without `--scan` (``ProjectConfiguration``: `.wave-bench.json` in
    /// the current folder or the nearest above it, up to the repository's root); nil when there is none.
    var configuration: ProjectConfiguration?

    init(
      springs: [SpringSpec] = SpringSpec.documented, schedules: [ScheduleSpec] = ScheduleSpec.standard,
      stepPerturbation: Double = 0, integratorCosts: IntegratorCosts? = nil
    ) {
      self.springs = springs
      self.schedules = schedules
      self.stepPerturbation = stepPerturbation
      self.integratorCosts = integratorCosts
    }

    /// How the springs are checked and their fixes found: as `check` does in this folder.
    ///
    /// On the project configuration's schedules, else check's defaults (``CheckSetup/defaultSchedules``, main rate 120 Hz), when the
    /// run is on the standard six, else on the run's own; with the configuration's travel, rules and engine, else
    /// check's defaults. So a spring gets one fix from the reports, the page and `check`.
    var check: CheckSetup {
      // The suite's own schedules when given (not the standard six), over the configuration's.
      let given = ProjectConfiguration.Values(schedules: schedules == ScheduleSpec.standard ? nil : schedules)
      var setup = (configuration?.values ?? ProjectConfiguration.Values()).checkSetup(springs: [], given: given)
      setup.configurations = configuration.map { [$0.path] } ?? []
      return setup
    }

    /// The catalogue's verified integrators (``IntegratorCatalogue/verified(budget:)``), their adaptive methods
    /// sharing one budget of ``InputLimits/maximumReportAdaptiveSteps`` driver steps, the engine's step perturbed when asked.
    var integrators: [any TrajectoryIntegrator] {
      let all = IntegratorCatalogue.verified(budget: StepBudget(steps: InputLimits.maximumReportAdaptiveSteps))
      let outside: [any TrajectoryIntegrator] = recording.map { [$0] } ?? []
      guard stepPerturbation != 0 else { return all + outside }
      return all.map {
        $0.name == IntegratorCatalogue.engineStepName ? PerturbedEulerIntegrator(perturbation: stepPerturbation) : $0
      } + outside
    }
  }

  /// One part of the suite: a name, one line saying what it writes (the topic command's help), and what
  /// renders it.
  struct Part: Sendable {
    let name: String
    let abstract: String
    /// The user inputs the part reports on; its topic command offers exactly these, so that no option is
    /// accepted and then ignored (`OptionCoverageTests` runs every option of every command).
    let inputs: Set<Input>
    /// The longest stretch of frames, s, a run of the part steps through (a dt file played once must last
    /// that long); nil for a part that takes no schedules.
    let horizon: (@Sendable (Setup) -> Double)?
    let make: @Sendable (Setup, (String) -> Void) throws -> ReportBundle

    init(
      name: String, abstract: String, inputs: Set<Input>, horizon: (@Sendable (Setup) -> Double)? = nil,
      make: @escaping @Sendable (Setup, (String) -> Void) throws -> ReportBundle
    ) {
      self.name = name
      self.abstract = abstract
      self.inputs = inputs
      self.horizon = horizon
      self.make = make
    }
  }

  /// A user input a part may report on.
  enum Input: Sendable, Hashable {
    /// `--spring`, `--springs-file`.
    case springs
    /// `--schedule`, `--dt-file`.
    case schedules
    /// `--integrator-costs`.
    case integratorCosts
    /// `--trajectory`, `--from`, `--to`: an outside engine's frames.
    case trajectory
  }

  /// The reports folder commands write to by default: `reports`, where the committed reports live.
  static let defaultOutput = "reports"

  /// The part called `name`, or nil.
  static func part(named name: String) -> Part? { parts.first { $0.name == name } }

  /// The parts `wave-bench` runs, in order.
  ///
  /// The perf and validate suites add their parts here (hook: a `Part` whose `make` returns their ``ReportBundle``; its
  /// files land in the same folder, its summary lines in the printed summary).
  static let parts: [Part] = [
    Part(
      name: "accuracy",
      abstract:
        "Every integrator against the exact spring, per spring × schedule; convergence; frame-rate drift. Writes accuracy.md, accuracy.json and plots.",
      inputs: [.springs, .schedules, .integratorCosts, .trajectory],
      horizon: { options in options.springs.compactMap { try? $0.spring.settlingDuration }.max() ?? 0 },
      make: { options, progress in
        AccuracyReport.render(
          try AccuracyExperiment.run(
            springs: options.springs, schedules: options.schedules, integrators: options.integrators,
            costs: options.integratorCosts?.nanosecondsPerFrame, checkedAs: options.check, progress: progress))
      }),
    Part(
      name: "formulas",
      abstract:
        "The derived-parameter formulas: round trips, damping, initializer agreement, published examples. Writes formulas.md, formulas.json and plots.",
      inputs: [.springs, .schedules]
    ) { options, progress in
      progress("formulas")
      return FormulasReport.render(
        try FormulasExperiment.run(springs: options.springs, checkedAs: options.check))
    },
    Part(
      name: "stability",
      abstract:
        "Spectral radius of the engine's step per spring and rate; stability maps; presets. Writes stability.md, stability.json and plots.",
      inputs: [.springs, .schedules]
    ) { options, progress in
      progress("stability")
      return StabilityReport.render(
        try StabilityExperiment.run(springs: options.springs, checkedAs: options.check, progress: progress),
        springs: options.springs)
    },
    Part(
      name: "settling",
      abstract:
        "The settling-duration formula against measured settle times over a (ζ, response) grid. Writes settling.md, settling.json and plots.",
      inputs: [.schedules],
      horizon: { _ in SettlingExperiment.maxHorizon },
      make: { options, progress in
        let result = try SettlingExperiment.run(
          schedules: options.schedules, marked: options.springs, progress: progress)
        return SettlingReport.render(result, schedules: options.schedules)
      }),
    Part(
      name: "validation",
      abstract:
        "The validation kit over the built-in conformances. Writes validation.md and validation.json.",
      inputs: []
    ) { _, progress in
      progress("the validation kit over CGFloat, Double, CGPoint, CGSize, CGRect, RGBAComponents")
      return try ValidationPart.make()
    },
  ]

  /// A dt file played once must last as long as the longest run of the parts that use it: a run must not end
  /// with the file and have its last frame read as the animator's end.
  ///
  /// - Throws: ``InputError`` naming the file, its length and what the parts need.
  static func acceptFileLengths(_ selected: [Part], options: Setup) throws(InputError) {
    InputAcceptanceCounter.count(.dtFileLength)
    for schedule in options.schedules {
      guard let lasts = schedule.totalDuration else { continue }
      for part in selected {
        guard let needed = part.horizon?(options), lasts < needed else { continue }
        throw InputError(
          "--dt-file \(schedule.name.dropFirst(ScheduleSpec.filePrefix.count)) lasts \(NumberFormat.sig(lasts, 3)) s; "
            + "the \(part.name) report steps up to \(NumberFormat.sig(needed, 3)) s: give a longer file, or --repeat-dt-file to play it in a loop"
        )
      }
    }
  }

  /// Checks what can be checked of `options` for the parts named `names` (all when empty) before any work:
  /// that each dt file played once lasts as long as the parts' runs (``acceptFileLengths(_:options:)``).
  ///
  /// The commands call it while validating their input, so that a refusal is a usage error.
  ///
  /// - Throws: ``InputError`` naming the file, its length and what the parts need.
  static func acceptInputs(parts names: [String] = [], options: Setup) throws(InputError) {
    try acceptFileLengths(names.isEmpty ? parts : parts.filter { names.contains($0.name) }, options: options)
  }

  /// The part names, comma-separated.
  static var partNames: String { parts.map(\.name).joined(separator: ", ") }

  /// Renders the parts named `names` (all when empty), writes them to `output` (only after every part rendered), and
  /// returns the summary to print.
  ///
  /// The accuracy-vs-cost table reads the integrator costs given (``Setup/integratorCosts``), which are written into
  /// `output` as `integrator-cost.json`; without them, `output`'s own `integrator-cost.json`, if any, accepted here
  /// before any work (``IntegratorCost/load(directory:)``).
  ///
  /// The options and the folder are the ones the command accepted where they entered
  /// (``Setup/init(parts:springs:springsFile:schedules:dtFile:repeatDtFile:stepPerturbation:integratorCosts:)``,
  /// ``ReportWriter/acceptFolder(_:option:)``); the writer refuses a folder that cannot be written when it
  /// writes.
  ///
  /// - Throws: ``InputError`` when the folder cannot be written, or its own `integrator-cost.json` is not integrator
  ///   costs (a file's content); nothing is written then.
  static func run(
    parts names: [String] = [], options: Setup, output: String, progress: (String) -> Void
  ) throws -> String {
    var options = options
    // Wave's instant springs (response 0) have no motion: they are named in the summary, and never stepped.
    let instant = options.springs.filter(\.isInstant)
    if !instant.isEmpty {
      options.springs.removeAll(where: \.isInstant)
      if options.springs.isEmpty { options.springs = SpringSpec.documented }
    }
    // The costs given are written into the folder beside the report, so that the folder reproduces itself;
    // without them, the folder's own file, if any, stays where it is.
    var costFile: [ReportFile] = []
    if let given = options.integratorCosts {
      costFile = [ReportFile(IntegratorCost.fileName, given.text)]
    } else {
      options.integratorCosts = try IntegratorCost.load(directory: output)
    }
    let selected = names.isEmpty ? parts : parts.filter { names.contains($0.name) }
    var bundles: [ReportBundle] = []
    for (index, part) in selected.enumerated() {
      progress("[\(index + 1)/\(selected.count)] \(part.name)")
      bundles.append(try part.make(options, { progress("    " + $0) }))
    }
    // The page over every topic, when every topic ran (a topic run alone drops the old page: it would be stale).
    var index: [ReportFile] = []
    if names.isEmpty {
      progress("[page] your springs: check and motion")
      index = [ReportFile(IndexPage.fileName, IndexPage.render(bundles, yourSprings: try yourSprings(options)))]
    }
    try ReportWriter.write(
      bundles.flatMap(\.files) + costFile + index, to: output, topics: bundles.map(\.topic), index: IndexPage.fileName,
      readme: ReportsReadme.render)
    var out = "WaveBench \(WaveBenchVersion.string)\n"
    if !instant.isEmpty {
      out +=
        "\nInstant springs (response 0: Wave sets the target on the first frame, nothing to measure; they pass): \(instant.map(\.title).joined(separator: ", ")).\n"
    }
    for bundle in bundles {
      out += "\n\(bundle.topic):\n" + bundle.summary.map { "  - " + $0 }.joined(separator: "\n") + "\n"
    }
    let count = bundles.reduce(0) { $0 + $1.files.count } + costFile.count + index.count
    let output = UserText.escaped(output, limit: .max)
    out +=
      "\nWrote \(count) files and README.md to \(output)/ (\(bundles.map { "\($0.topic).md" }.joined(separator: ", "))).\n"
    if !index.isEmpty { out += "Open \(output)/\(IndexPage.fileName) first: every report on one page.\n" }
    out +=
      "Per-frame cost is measured separately (timings differ from run to run): `wave-bench perf`, `wave-bench gate`.\n"
    return out
  }

  /// The most springs whose motion the page plays: 12 (each loop's keyframes are about 40 KB).
  static let maximumPlaybacks = 12

  /// The top of the page: `check` on the user's springs (those with a name, or not among the documented ones) on
  /// as `check` checks them here (``Setup/check``), and the motion of the first ``maximumPlaybacks`` (failing first);
  /// without user springs, the motion of Wave's presets.
  static func yourSprings(_ options: Setup) throws -> YourSprings {
    let user = options.springs.filter { $0.name != nil || !SpringSpec.documented.contains($0) }
    guard !user.isEmpty else {
      let presets = StabilityExperiment.presets.map { preset in
        var spec = preset.spec
        spec.name = preset.name
        return spec
      }
      return YourSprings(check: nil, playbacks: try presets.compactMap { try MotionPlaybackJob.playback(for: $0) })
    }
    let setup = options.check
    let check = try CheckExperiment.run(setup.checking(user, on: setup.schedules))
    let ordered = check.failing + check.springs.filter(\.passed)
    let playbacks = try ordered.prefix(maximumPlaybacks).compactMap { spring in
      let failures = spring.worstRuns.flatMap { run in run.failures.map { "\($0.rule.kind) at \(run.schedule.name)" } }
      return try MotionPlaybackJob.playback(
        for: spring.spec,
        note: failures.isEmpty ? "passes every rule" : "fails: " + failures.joined(separator: ", "))
    }
    return YourSprings(check: check, playbacks: playbacks)
  }
}

extension Suite.Setup {
  /// The options of `wave-bench suite` and of a topic command, accepted for the parts named `parts` (all when
  /// empty): every input (``init(springs:springsFile:schedules:dtFile:repeatDtFile:stepPerturbation:)``), each dt
  /// file, played once, as long as those parts' runs (``Suite/acceptInputs(parts:options:)``), and the
  /// integrator-cost file (``IntegratorCost/accept(path:)``).
  ///
  /// - Parameters:
  ///   - parts: the names of the parts the inputs are checked for; all parts when empty.
  ///   - springs: the `--spring` values, one spring each.
  ///   - springsFile: the `--springs-file` path; nil for none.
  ///   - schedules: the `--schedule` values, each a comma-separated list; none for the standard six.
  ///   - dtFile: the `--dt-file` path, a file of frame durations in seconds; nil for none.
  ///   - repeatDtFile: `--repeat-dt-file`: play the dt file in a loop instead of once.
  ///   - stepPerturbation: the engine step's perturbation in the accuracy report, finite and > −1; 0 for the
  ///     real step.
  ///   - integratorCosts: the `--integrator-costs` path, a file as `wave-bench integrator-cost` writes it; nil for
  ///     the output folder's own `integrator-cost.json`, read when the suite runs (``Suite/run(parts:options:output:progress:)``).
  /// - Throws: ``InputError`` naming the option or file at fault.
  init(
    parts: [String], springs: [SpringSpec], springsFile: String?, schedules: [ScheduleSpec]?, dtFile: String?,
    repeatDtFile: Bool, stepPerturbation: Double, integratorCosts: String? = nil
  ) throws(InputError) {
    try self.init(
      springs: springs, springsFile: springsFile, schedules: schedules, dtFile: dtFile, repeatDtFile: repeatDtFile,
      stepPerturbation: stepPerturbation)
    try Suite.acceptInputs(parts: parts, options: self)
    if let integratorCosts { self.integratorCosts = try IntegratorCost.accept(path: integratorCosts) }
  }

  /// Takes an outside engine's frames (`accuracy --trajectory FILE --from A --to B`): the one spring's motion from
  /// `from` to `to` in the file's units, judged on the file's own frames, its only schedule.
  ///
  /// - Parameters:
  ///   - path: the CSV file (``RecordedFrames``).
  ///   - from: the start value in the file's units (nil: 0), finite.
  ///   - to: the target (nil: 1000), finite, ≠ `from`.
  ///   - scheduled: whether `--schedule` or `--dt-file` was given: refused, the file's frames being the schedule.
  /// - Throws: ``InputError``: a usage error (not one spring, a schedule given, a bad `--from`/`--to`), or the
  ///   file's content (``RecordedFrames/load(path:from:to:distance:)``, frames that end before the spring's
  ///   settling duration).
  mutating func record(path: String, from: Double?, to: Double?, scheduled: Bool) throws(InputError) {
    guard springs.count == 1, let spec = springs.first else {
      throw InputError("--trajectory: its frames are of one spring: give exactly one --spring (given \(springs.count))")
    }
    guard !scheduled else {
      throw InputError("--trajectory: the file's frames are the schedule: leave out --schedule and --dt-file")
    }
    let (from, to) = (from ?? 0, to ?? AccuracyExperiment.distance)
    guard from.isFinite, to.isFinite, from != to else {
      throw InputError("--from and --to must be finite and differ (the start and the target in the file's units)")
    }
    let frames = try RecordedFrames.load(path: path, from: from, to: to, distance: AccuracyExperiment.distance)
    let lasts = frames.times.last ?? 0
    if let settling = try? spec.spring.settlingDuration, lasts < settling {
      throw InputError(
        "--trajectory: \(frames.name) ends at \(NumberFormat.sig(lasts, 4)) s, before \(spec.title)'s settling duration \(NumberFormat.sig(settling, 4)) s, when Wave's animator ends: give the frames until then",
        isFileContent: true)
    }
    let name = ScheduleSpec.filePrefix + frames.name
    schedules = [ScheduleSpec.once(frames.durations, name: name)]
    recording = RecordedIntegrator(
      name: name, times: frames.times, values: frames.values, velocities: frames.velocities)
  }
}

extension Suite {
  /// `wave-bench suite` and its topics: runs `parts` (all when empty) into `output`, with progress on standard
  /// error, then the summary on standard output and the time it took on standard error (`done in 12.3 s`).
  ///
  /// SIGINT and SIGTERM remove a half-written folder (``Interruption``).
  static func runCommand(parts: [String], options: Setup, output: String) throws {
    Interruption.install()
    let start = Date()
    let summary = try run(parts: parts, options: options, output: output) { StandardStreams.note($0) }
    try StandardStreams.write(summary)
    StandardStreams.note("done in \(NumberFormat.decimals(Date().timeIntervalSince(start), 1)) s")
  }
}

extension Suite.Setup {
  /// The options as the report commands take them (`--spring`, `--springs-file`, `--schedule`, `--dt-file`,
  /// `--step-perturbation`), every input accepted by the spring and schedule grammars.
  ///
  /// - Throws: ``InputError`` naming the option at fault.
  init(
    springs: [SpringSpec], springsFile: String?, schedules: [ScheduleSpec]?, dtFile: String?,
    repeatDtFile: Bool = false, stepPerturbation: Double
  ) throws(InputError) {
    let specs = try SpringList.resolve(springs, file: springsFile)
    let schedules = try ScheduleList.resolve(named: schedules, dtFile: dtFile, repeating: repeatDtFile)
    guard stepPerturbation.isFinite, stepPerturbation > -1 else {
      throw InputError("--step-perturbation must be a finite number > −1")
    }
    try WorkLimit.reports(springs: specs, schedules: schedules)
    self.init(springs: specs, schedules: schedules, stepPerturbation: stepPerturbation)
    configuration = try ProjectConfiguration.find(from: ".").map { (path) throws(InputError) in
      try ProjectConfiguration.load(path: ProjectConfiguration.Search.shown(path))
    }
  }
}
