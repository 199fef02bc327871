/// What `wave-bench check` checks: springs, the schedules an app ships at, a travel, and the rules that fail
/// a spring.
struct CheckSetup: Sendable {
  /// The springs, in the order given; names from a springs file are kept (``SpringSpec/name``).
  let springs: [SpringSpec]
  /// The schedules, at least one.
  ///
  /// The first is the app's main rate: the look a recommendation keeps is the effective spring there.
  private(set) var schedules: [ScheduleSpec]
  /// The travel of every run of a spring that gives none (``SpringSpec/travel``), points, finite and > 0: 0 →
  /// travel from rest.
  let travel: Double
  /// The rules (``CheckRule``); empty: the check only reports.
  private(set) var rules: [CheckRule]

  /// `--schedule 120hz,60hz,30hz,vrr,hitch`: what `check` runs when no schedule is given (120 Hz first: the
  /// main rate of a ProMotion device).
  static let defaultSchedules: [ScheduleSpec] = [
    .fps(120), .fps(60), .fps(30), ScheduleSpec.variableRefresh, ScheduleSpec.hitch,
  ]
  /// `--travel 1000`.
  static let defaultTravel = 1000.0

  /// What `check` takes with no option but `--schedule`: `schedules`, ``defaultTravel`` and the default rules; the
  /// reports' fixes are checked so when no project configuration says otherwise.
  static func reports(on schedules: [ScheduleSpec]) -> CheckSetup {
    CheckSetup(springs: [], schedules: schedules, travel: defaultTravel, rules: CheckRule.defaults)
  }

  /// Spring calls a scan found but could not check (`check --scan`), in file order; listed in every format.
  var unresolved: [UnresolvedSpringCall] = []
  /// Whether a scan left source unread (a path it cannot read, a limit): springs may be missing from the check.
  var scanIncomplete: Bool { unresolved.contains(where: \.sourceNotRead) }
  /// `--engine`: every spring is judged as this engine runs it, whatever engine it was written for (Wave: a team
  /// moving its SwiftUI springs to Wave; SwiftUI: Framer's or Figma's numbers that will run in SwiftUI); nil: each
  /// spring as its own engine runs it.
  var engine: SpringEngine?
  /// `--velocity`: the velocities every spring without its own (``SpringSpec/velocities``) is released with; nil:
  /// from rest, or over ``ReleaseVelocities/gesture`` for a spring made for gestures (``releases(for:)``).
  var velocities: ReleaseVelocities?
  /// `--retarget`: the retargets every run goes through, in the order given; empty: none.
  ///
  /// Each a frame or a time, a target in points on the run's 0 → travel scale, and a re-grab's velocity. Judged on Wave's animator only
  /// (``CheckExperiment/retargetRun(spec:spring:on:velocity:options:)``).
  var retargets: [FrameRetarget] = []
  /// The project configurations the check took values from (`.wave-bench.json`, `--config`), as shown; empty: none.
  var configurations: [String] = []
  /// The springs a configuration's `exclude` left out of a scan.
  var excludedSprings = 0

  /// Checks `springs`; one with the numbers of Wave's `defaultInteractive` (``SpringSpec/isWaveDefaultInteractive``)
  /// is judged as that preset is, made for gestures (``SpringSpec/releasedByGesture``), however it was written.
  init(springs: [SpringSpec], schedules: [ScheduleSpec], travel: Double, rules: [CheckRule]) {
    self.springs = springs.map { spec in
      var spec = spec
      if spec.isWaveDefaultInteractive { spec.releasedByGesture = true }
      return spec
    }
    self.schedules = schedules
    self.travel = travel
    self.rules = rules
  }

  /// These options as one spring is checked with them: its own schedules, rules and engine (``CheckSettings``) in
  /// place of the check's.
  func applying(_ settings: CheckSettings) -> CheckSetup {
    var own = self
    own.schedules = settings.schedules ?? schedules
    own.rules = settings.rules ?? rules
    own.engine = settings.engine ?? engine
    return own
  }

  /// These options for other springs on other schedules (the first the main rate): the travel, rules, engine,
  /// release velocities and retargets kept.
  func checking(_ springs: [SpringSpec], on schedules: [ScheduleSpec]) -> CheckSetup {
    var own = CheckSetup(springs: springs, schedules: schedules, travel: travel, rules: rules)
    own.travelRange = travelRange
    own.engine = engine
    own.velocities = velocities
    own.retargets = retargets
    return own
  }

  /// These options without the rules of the kinds `silenced` (``CheckRule/kind``).
  func silencing(_ silenced: Set<String>) -> CheckSetup {
    var own = self
    own.rules.removeAll { silenced.contains($0.kind) }
    return own
  }

  /// The engines `--engine` takes: those check has a model of (Wave's step and animator, SwiftUI's springs, Core
  /// Animation's).
  static let judgedEngines: [SpringEngine] = [.wave, .swiftui, .ca]

  /// The animation `spec` is judged as.
  ///
  /// Without ``engine``: the one its parameters name (`.interpolatingSpring`), else its engine's default (SwiftUI's
  /// fluid spring), else Wave's (its physical spring stepped by Wave, as a team moving it to Wave would run it).
  /// Under ``engine``: that engine's, keeping a SwiftUI spring's own animation when the engine is SwiftUI.
  func judge(for spec: SpringSpec) -> SpringRunner { Self.runner(for: spec, engine: engine) }

  /// The animation that runs `spec` under `--engine engine` (nil: its own), as ``judge(for:)`` says.
  static func runner(for spec: SpringSpec, engine: SpringEngine?) -> SpringRunner {
    let own = spec.runner
    guard let engine else { return own }
    return own.engine == engine ? own : engine.defaultRunner ?? .wave
  }

  /// Where a spring's release velocities come from.
  enum ReleaseSource: String, Sendable {
    /// The springs file's `"velocity"`.
    case spring
    /// `--velocity`.
    case option
    /// ``ReleaseVelocities/gesture``: a spring made for gestures (``SpringSpec/releasedByGesture``).
    case gesture
    /// From rest.
    case rest
  }

  /// The velocities `spec` is released with, and where they come from: its own, else `--velocity`'s, else the
  /// gesture range for a spring made for gestures, else rest.
  func releases(for spec: SpringSpec) -> (velocities: ReleaseVelocities, source: ReleaseSource) {
    if let own = spec.velocities { return (own, .spring) }
    if let velocities { return (velocities, .option) }
    return spec.releasedByGesture ? (.gesture, .gesture) : (.rest, .rest)
  }

  /// The main schedule: the first.
  var main: ScheduleSpec { schedules[0] }

  /// The travel of `spec`'s runs, points: its own (a springs file's `"travel"`), or ``travel``; a range's upper end.
  func travel(for spec: SpringSpec) -> Double { spec.travel ?? travel }

  /// The range `--travel MIN...MAX` gives every spring without its own travel; nil for one travel (``travel``, then
  /// its upper end).
  var travelRange: TravelRange?

  /// The most runs `spec` takes on one schedule (at least 1), as ``ReleaseSampling/runs(_:travels:spring:model:on:retargets:)``
  /// chooses them: for Wave's step, its travels' ends times its release velocities (each range counted at its two
  /// ends and the worst judder's velocity) and, over a range of travels, one more travel per single velocity and
  /// range end; for an engine's model, the travels ``TravelRange/judged`` samples times the velocities, each range
  /// at ``ReleaseSampling/modelSamples``.
  func runsPerSchedule(for spec: SpringSpec) -> Int {
    let releases = self.releases(for: spec).velocities
    let travels = self.travels(for: spec)
    guard judge(for: spec) == .wave else {
      return travels.judged.count * max(1, releases.values.count + releases.ranges.count * ReleaseSampling.modelSamples)
    }
    let between = travels.isRange ? releases.anchors.count : 0
    return travels.ends.count * max(1, releases.values.count + releases.ranges.count * 3) + between
  }

  /// The check's travel as written: `1000`, or `--travel`'s range (`50...300`).
  var travelText: String { (travelRange ?? TravelRange(travel)).description }

  /// The travel of `spec` as written: its own travel or range, else the check's (``travelText``).
  func travelText(for spec: SpringSpec) -> String { travels(for: spec).description }

  /// The travels `spec` is judged over, points: its own range or travel, else the check's (``travelRange``, else
  /// ``travel``).
  func travels(for spec: SpringSpec) -> TravelRange {
    if let own = spec.travel { return spec.travelRange ?? TravelRange(own) }
    return travelRange ?? TravelRange(travel)
  }

  /// The release velocities a fix keeps a margin beyond, as a factor of the given ones: 1.25 (25 % faster flings).
  static let marginVelocityFactor = 1.25
  /// The travel a fix keeps a margin below, as a factor of the smallest given: 0.8 (80 % of it).
  static let marginTravelFactor = 0.8

  /// `spec` as a fix is checked for its margin: released ``marginVelocityFactor`` times as fast, over its travels
  /// extended down to ``marginTravelFactor`` times the smallest; nil when it starts from rest or the check retargets
  /// (from rest every rule's number in points scales with the travel, so a shorter one passes whenever the given
  /// ones do).
  ///
  /// A gesture's fling and its travel vary from one use to the next; a fix on the edge of passing at the given ones
  /// fails at a slightly faster fling or a shorter drag. Wave's step over T points released at V pt/s judders as
  /// T times a function of V / T, so the margin widens V / T by 1.25 / 0.8 ≈ 1.56 at each end.
  func withMargin(_ spec: SpringSpec) -> SpringSpec? {
    let releases = releases(for: spec)
    guard retargets.isEmpty, releases.source != .rest else { return nil }
    var wider = spec
    wider.velocities = releases.velocities.scaled(by: Self.marginVelocityFactor)
    wider.setTravel(travels(for: spec).extended(belowBy: Self.marginTravelFactor))
    return wider
  }

  /// The snap limit in points over `travel` points, when a snap rule is given.
  func snapLimit(travel: Double) -> Double? {
    for case .snap(let limit) in rules { return limit.points(travel: travel) }
    return nil
  }
}
