import WaveOutput

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The options of `wave-bench check`, read and accepted once: every value of the command line is accepted when
/// the input is made (a refusal is a usage error, ``InputError``); the springs file, which the check could not
/// read, only when the check runs (``options()``: a ``FileError``, exit 2).
struct CheckInput: Sendable {
  /// `--travel` when not given, points (``CheckSetup/defaultTravel``).
  static let defaultTravel = CheckSetup.defaultTravel

  /// A springs file that cannot be read or holds a spring that is refused.
  struct FileError: Error {
    let message: String
  }

  /// The `--spring` values, parsed.
  let springs: [SpringSpec]
  let springsFile: String?
  /// The `--schedule` values, parsed; nil when none is given.
  let schedules: [ScheduleSpec]?
  /// `--travel`: one travel or a range (``TravelRange``), points; nil when not given.
  let travel: TravelRange?
  /// `--fail-on`, parsed; nil when not given.
  let rules: [CheckRule]?
  /// `--config`: the project configuration for every spring; nil: each scanned file's own, found from its folder
  /// (``ProjectConfiguration/find(from:)``).
  let configuration: String?
  /// The `--scan` paths: Swift files, or folders searched for them.
  let scanPaths: [String]
  /// `--engine`: every spring judged as that engine runs it; nil: each as its own engine runs it.
  let engine: SpringEngine?
  /// `--velocity`: the release velocities of every spring without its own; nil: none given.
  let velocities: ReleaseVelocities?
  /// `--retarget`: the retargets of every run, in the order given.
  let retargets: [FrameRetarget]

  /// The engines `--engine` accepts: those check has a model of (``CheckSetup/judgedEngines``).
  static let engines = CheckSetup.judgedEngines.map(\.rawValue)

  /// The engine `--engine` names, or a refusal with the nearest name.
  static func engine(named name: String) throws(InputError) -> SpringEngine {
    guard let engine = SpringEngine(rawValue: name), engines.contains(name) else {
      var message =
        "--engine '\(InputFile.printable(name))': the engine every spring is judged as; it takes \(engines.map { "'\($0)'" }.joined(separator: ", ")) (without --engine, each spring is judged as its own engine runs it: Wave's step, SwiftUI's spring or interpolatingSpring, Core Animation's)"
      if let near = Suggestion.closest(to: name, in: engines), near != name { message += "; did you mean '\(near)'?" }
      throw InputError(message)
    }
    return engine
  }

  /// The command-line values, each read by its grammar (the command's typed arguments), joined and checked together.
  ///
  /// - Parameters:
  ///   - springs: the `--spring` values, one spring each.
  ///   - springsFile: the `--springs-file` path, read by ``options()``; nil for none.
  ///   - schedules: the `--schedule` values, each a list (``ScheduleList/merged(_:)``); none: the configuration's,
  ///     else ``CheckSetup/defaultSchedules``.
  ///   - travel: `--travel`, points or a range (``TravelRange``); nil: the configuration's, else ``defaultTravel``.
  ///   - rules: the `--fail-on` rules; nil: the configuration's, else ``CheckRule/defaults``.
  ///   - scan: the `--scan` paths, read by ``options()``.
  ///   - engine: `--engine`; nil: each spring judged as its own engine runs it.
  ///   - velocities: the `--velocity` values (``ReleaseVelocities/init(entries:option:)``).
  ///   - retargets: the `--retarget` values (``FrameRetarget``).
  ///   - configuration: the `--config` path, read by ``options()``; nil: found for each scanned file.
  /// - Throws: ``InputError`` naming the option at fault: a schedule two values give, too many velocities, a travel
  ///   range with retargets.
  init(
    springs: [SpringSpec], springsFile: String?, schedules: [[ScheduleSpec]], travel: TravelRange? = nil,
    rules: [CheckRule]? = nil, scan: [String] = [], engine: SpringEngine? = nil,
    velocities: [ReleaseVelocities.Entry] = [], retargets: [FrameRetarget] = [], configuration: String? = nil
  ) throws(InputError) {
    self.retargets = retargets
    self.velocities = try ReleaseVelocities(entries: velocities, option: "--velocity")
    scanPaths = scan
    self.engine = engine
    self.travel = travel
    if travel?.isRange == true, !retargets.isEmpty {
      throw InputError("--retarget: its values are on one travel's scale; give --travel one travel, not a range")
    }
    self.rules = rules
    self.springs = springs
    self.schedules = try ScheduleList.merged(schedules)
    self.springsFile = springsFile
    self.configuration = configuration
  }

  /// The check's options.
  ///
  /// Springs: the `--spring` values, then the file's; the documented springs when neither gives one. The work they ask
  /// for is checked (``WorkLimit/reports(springs:schedules:)``).
  ///
  /// The project's configuration (``ProjectConfiguration``) gives what the command line leaves out: its top level
  /// for the whole check (`--config`'s, or the one found from the first `--scan` path, else from the current
  /// folder), and each scanned spring its own file's `paths`, and its top level when it is another file's. The
  /// `// wave-bench:` comments are applied last (``SourceDirective``).
  ///
  /// - Throws: ``InputError`` for work over the limits, ``FileError`` for the springs file or a configuration.
  func options() throws -> CheckSetup {
    var springs = self.springs
    if let springsFile {
      do { springs += try SpringList.load(path: springsFile) } catch { throw FileError(message: error.message) }
    }
    var configurations = try ProjectConfiguration.Search(given: configuration)
    let main = try configurations.configuration(
      forFolder: scanPaths.first.map { Self.isFolder($0) ? $0 : ProjectConfiguration.folder(of: $0) } ?? ".")
    var unresolved: [UnresolvedSpringCall] = []
    if !scanPaths.isEmpty {
      let scanned = try Self.scan(scanPaths)
      var found: [SpringSpec] = []
      for var spec in scanned.springs {
        guard let file = spec.origin?.file else { continue }
        let own = try configurations.configuration(forFolder: ProjectConfiguration.folder(of: file))
        if own?.excludes(file) == true {
          configurations.excluded += 1
          continue
        }
        if let own { apply(own, asMain: own.path == main?.path, to: &spec, file: file) }
        found.append(spec)
      }
      for (file, directives) in scanned.directives.sorted(by: { $0.key < $1.key }) {
        for idle in SourceDirective.apply(directives, to: &found, file: file) {
          unresolved.append(
            UnresolvedSpringCall(
              origin: SpringOrigin(
                file: file, line: idle.line, column: idle.column, api: "wave-bench", call: idle.text),
              reason:
                "acts on no spring (travel and disable:next act on a spring before them on their line or on the line below; disable on the springs after it)"
            ))
        }
      }
      springs += found
      unresolved += try scanned.unresolved.filter {
        try configurations.configuration(forFolder: ProjectConfiguration.folder(of: $0.origin.file))?.excludes(
          $0.origin.file) != true
      }
    } else if springs.isEmpty {
      springs = SpringSpec.documented
    }
    var options = (main?.values ?? ProjectConfiguration.Values()).checkSetup(
      springs: springs,
      given: ProjectConfiguration.Values(travel: travel, schedules: schedules, rules: rules, engine: engine))
    options.unresolved = unresolved.sorted {
      ($0.origin.file, $0.origin.line, $0.origin.column) < ($1.origin.file, $1.origin.line, $1.origin.column)
    }
    options.velocities = velocities
    // check runs a spring written in several places once (``CheckExperiment/run(_:budget:progress:)``), each schedule
    // at every travel and release velocity it samples: counted before any work.
    var seen: Set<SpringSpec.Motion> = []
    try WorkLimit.reports(
      springs.filter { seen.insert($0.motion).inserted }.map { spec in
        let own = options.applying(spec.settings)
        return (spec, Array(repeating: own.schedules, count: own.runsPerSchedule(for: spec)).flatMap { $0 })
      })
    options.retargets = retargets
    options.configurations = configurations.used
    options.excludedSprings = configurations.excluded
    if !retargets.isEmpty,
      let other = springs.first(where: { options.applying($0.settings).judge(for: $0) != .wave && !$0.isInstant })
    {
      throw InputError(
        "--retarget: \(other.title) runs on \(options.applying(other.settings).judge(for: other).displayName), whose retarget check does not model; check judges a retarget on Wave's animator (--engine wave), and `animate --retarget` shows SwiftUI's spring's merge"
      )
    }
    return options
  }

  /// Sets what `configuration` gives a scanned spring and the command line leaves out: its `paths` values for
  /// `file`, and its top level when it is not the check's main configuration (whose top level the whole check
  /// takes).
  private func apply(_ configuration: ProjectConfiguration, asMain: Bool, to spec: inout SpringSpec, file: String) {
    let (matched, patterns) = configuration.pathValues(for: file)
    var values = asMain ? ProjectConfiguration.Values() : configuration.values
    if let travel = matched.travel { values.travel = travel }
    if let schedules = matched.schedules { values.schedules = schedules }
    if let rules = matched.rules { values.rules = rules }
    if let engine = matched.engine { values.engine = engine }
    if travel != nil { values.travel = nil }
    if self.schedules != nil { values.schedules = nil }
    if rules != nil { values.rules = nil }
    if engine != nil { values.engine = nil }
    guard !values.isEmpty else { return }
    if let travel = values.travel, spec.travel == nil { spec.setTravel(travel) }
    spec.settings.schedules = values.schedules ?? spec.settings.schedules
    spec.settings.rules = values.rules ?? spec.settings.rules
    spec.settings.engine = values.engine ?? spec.settings.engine
    let from =
      patterns.isEmpty
      ? "" : " \"paths\" " + patterns.map { "\"\(UserText.escaped($0, limit: 80))\"" }.joined(separator: ", ")
    spec.settings.notes.append(
      "\(values.described) (\(UserText.escaped(configuration.path, limit: .max))\(from))")
  }

  private static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The springs written in the Swift files under `paths`, each with where it was written, and the calls and source
  /// not checked (``SourceSpringReader``).
  ///
  /// - Throws: ``FileError`` for a path as given that cannot be read; ``CommandStopped`` (exit 2) in a program that
  ///   does not link the scanner (`wave-bench` hands such a run to `wave-bench-check` before it gets here).
  static func scan(_ paths: [String]) throws -> SourceSpringReader.Reading {
    guard let read = CommandEnvironment.current.sourceReader else {
      throw CommandStopped("Error: --scan: this program does not read Swift source; wave-bench-check does")
    }
    do { return try read(paths) } catch { throw FileError(message: "--scan: " + error.message) }
  }
}
