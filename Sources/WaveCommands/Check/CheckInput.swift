import WaveConventions
import WaveInputs
import WaveOutput
import WaveVerification

/// The options of `wave-bench check`, read and checked once: every value of the command line is checked when
/// the input is made (a refusal is a usage error, ``InputError``); the springs file, which the check could not
/// read, only when the check runs (``options()``: a ``FileError``, exit 2).
package struct CheckInput: Sendable {
  /// `--travel` when not given, points (``CheckOptions/defaultTravel``).
  package static let defaultTravel = CheckOptions.defaultTravel

  /// A springs file that cannot be read or holds a spring that is refused.
  package struct FileError: Error {
    package let message: String
  }

  /// The `--spring` values, parsed.
  let springs: [SpringSpec]
  let springsFile: String?
  /// The `--schedule` values, parsed; ``CheckOptions/defaultSchedules`` when none is given.
  let schedules: [ScheduleSpec]
  /// Points, finite and > 0.
  let travel: Double
  let rules: [CheckRule]
  /// The `--scan` paths: Swift files, or folders searched for them.
  let scanPaths: [String]
  /// `--engine`: every spring judged as that engine runs it; nil: each as its own engine runs it.
  let engine: SpringEngine?
  /// `--velocity`: the release velocities of every spring without its own; nil: none given.
  let velocities: ReleaseVelocities?
  /// `--retarget`: the retargets of every run, in the order given.
  let retargets: [FrameRetarget]

  /// The engines `--engine` accepts: those check has a model of (``CheckOptions/judgedEngines``).
  package static let engines = CheckOptions.judgedEngines.map(\.rawValue)

  /// The engine `--engine` names, or a refusal with the nearest name.
  package static func engine(named name: String) throws(InputError) -> SpringEngine {
    guard let engine = SpringEngine(rawValue: name), engines.contains(name) else {
      var message =
        "--engine '\(InputFile.printable(name))': the engine every spring is judged as; it takes \(engines.map { "'\($0)'" }.joined(separator: ", ")) (without --engine, each spring is judged as its own engine runs it: Wave's step, SwiftUI's spring or interpolatingSpring, Core Animation's)"
      if let near = Suggestion.closest(to: name, in: engines), near != name { message += "; did you mean '\(near)'?" }
      throw InputError(message)
    }
    return engine
  }

  /// Checks the command-line values: `--travel`, `--fail-on`, each `--spring` and the `--schedule` names.
  ///
  /// - Parameters:
  ///   - values: the `--spring` values, one spring each.
  ///   - springsFile: the `--springs-file` path, read by ``options()``; nil for none.
  ///   - schedules: the `--schedule` values, each a comma-separated list.
  ///   - travel: `--travel`, points, finite and > 0.
  ///   - failOn: the `--fail-on` value: the rules that fail a spring (``CheckRule/parseList(_:)``).
  ///   - scan: the `--scan` paths, read by ``options()``.
  ///   - engine: `--engine`: nil (each spring judged as its own engine runs it), `wave`, `swiftui` or `ca`.
  ///   - velocities: the `--velocity` values, each a velocity or a range (``ReleaseVelocities``).
  ///   - retargets: the `--retarget` values (``FrameRetarget``).
  /// - Throws: ``InputError`` naming the option at fault.
  package init(
    springs values: [String], springsFile: String?, schedules: [String], travel: Double, failOn: String,
    scan: [String] = [], engine: String? = nil, velocities: [String] = [], retargets: [String] = []
  ) throws(InputError) {
    self.retargets = try retargets.map { (text) throws(InputError) in try FrameRetarget(parsing: text) }
    self.velocities = try ReleaseVelocities.parse(velocities, option: "--velocity")
    scanPaths = scan
    self.engine = try engine.map { (name) throws(InputError) in try Self.engine(named: name) }
    try InputError.requirePositive(travel, "--travel")
    rules = try CheckRule.parseList(failOn)
    springs = try values.map { (value) throws(InputError) in try SpringList.parse(value) }
    self.schedules =
      schedules.isEmpty ? CheckOptions.defaultSchedules : try ScheduleList.parse(schedules.joined(separator: ","))
    self.springsFile = springsFile
    self.travel = travel
  }

  /// The check's options.
  ///
  /// Springs: the `--spring` values, then the file's; the documented springs when neither gives one. The work they ask
  /// for is checked (``WorkCheck/reports(springs:schedules:)``).
  ///
  /// - Throws: ``InputError`` for work over the limits, ``FileError`` for the springs file.
  package func options() throws -> CheckOptions {
    var springs = self.springs
    if let springsFile {
      do { springs += try SpringList.load(path: springsFile) } catch { throw FileError(message: error.message) }
    }
    var unresolved: [UnresolvedSpringCall] = []
    if !scanPaths.isEmpty {
      let scanned = try Self.scan(scanPaths)
      springs += scanned.springs
      unresolved = scanned.unresolved
    } else if springs.isEmpty {
      springs = SpringSpec.documented
    }
    // check runs a spring written in several places once (``CheckExperiment/run(_:budget:progress:)``).
    var seen: Set<SpringSpec.Motion> = []
    try WorkCheck.reports(springs: springs.filter { seen.insert($0.motion).inserted }, schedules: schedules)
    var options = CheckOptions(springs: springs, schedules: schedules, travel: travel, rules: rules)
    options.unresolved = unresolved
    options.engine = engine
    options.velocities = velocities
    options.retargets = retargets
    if !retargets.isEmpty, let other = springs.first(where: { options.judge(for: $0) != .wave && !$0.isInstant }) {
      throw InputError(
        "--retarget: \(other.title) runs on \(options.judge(for: other).displayName), whose retarget check does not model; check judges a retarget on Wave's animator (--engine wave), and `animate --retarget` shows SwiftUI's spring's merge"
      )
    }
    return options
  }

  /// The springs written in the Swift files under `paths`, each with where it was written, and the calls and source
  /// not checked (``SourceSpringReader``).
  ///
  /// - Throws: ``FileError`` for a path as given that cannot be read; ``CommandStopped`` (exit 2) in a program that
  ///   does not link the scanner (`wave-bench` hands such a run to `wave-bench-check` before it gets here).
  static func scan(_ paths: [String]) throws -> SourceSpringReader.Reading {
    guard let read = SourceSpringReader.installed else {
      throw CommandStopped("Error: --scan: this program does not read Swift source; wave-bench-check does")
    }
    do { return try read(paths) } catch { throw FileError(message: "--scan: " + error.message) }
  }
}
