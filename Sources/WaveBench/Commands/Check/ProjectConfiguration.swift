import Foundation
import WaveOutput

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// A project's `.wave-bench.json`: what `check` takes for the springs of its Swift source when the command line does
/// not say.
///
/// A JSON object with any of:
/// - `"travel"`: points, finite and > 0, or the range a gesture moves a view, a string `"50...300"` (``TravelRange``);
/// - `"schedules"`: schedule names, a comma-separated string or an array (`"120hz,60hz"`, the first the main rate);
/// - `"failOn"`: the rules, as `--fail-on` takes them (`"unstable,snap>1pt"`);
/// - `"engine"`: the engine every spring is judged as, as `--engine` takes it: where the springs run (a springs-file
///   entry's `runsOn`), for every spring of the files it applies to;
/// - `"exclude"`: path patterns (``PathGlob``; a string or an array), files whose springs are not checked;
/// - `"paths"`: an object from a path pattern to an object of `travel`, `schedules`, `failOn` and `engine`: those
///   values for the springs of the files it matches (`{"Sources/Toasts/": {"travel": 120}}`); where two patterns
///   match and set a key, the longer one's value wins.
///
/// Patterns are matched against a file's path relative to the configuration's folder. Any other key is refused,
/// naming the file and the key.
///
/// `check --scan` finds the configuration of each file as SwiftLint does: `.wave-bench.json` in the file's folder
/// or the nearest folder above it, up to the repository's root (the first folder holding `.git`); `--config` names
/// one for every file instead. For one spring the most specific value wins: a `// wave-bench:` comment
/// (``SourceDirective``), then the command line, then the configuration's `paths`, then its top level.
struct ProjectConfiguration: Sendable {
  /// The file name searched for.
  static let fileName = ".wave-bench.json"

  /// The values a configuration sets, at its top level or for a path pattern; nil: not set.
  struct Values: Sendable {
    var travel: TravelRange?
    var schedules: [ScheduleSpec]?
    var rules: [CheckRule]?
    var engine: SpringEngine?
    /// Whether none is set.
    var isEmpty: Bool { travel == nil && schedules == nil && rules == nil && engine == nil }

    /// The setup `check` judges `springs` with: each of `given` (the command line's values, nil where not given) over
    /// these, over `check`'s defaults (``CheckSetup/defaultSchedules``, ``CheckSetup/defaultTravel``,
    /// ``CheckRule/defaults``, each spring's own engine).
    func checkSetup(springs: [SpringSpec], given: Values = Values()) -> CheckSetup {
      let travel = given.travel ?? self.travel
      var setup = CheckSetup(
        springs: springs, schedules: given.schedules ?? schedules ?? CheckSetup.defaultSchedules,
        travel: travel?.upper ?? CheckSetup.defaultTravel, rules: given.rules ?? rules ?? CheckRule.defaults)
      setup.travelRange = travel.flatMap { $0.isRange ? $0 : nil }
      setup.engine = given.engine ?? engine
      return setup
    }

    /// The values set, each as its key and value: `travel 120 pt, schedules 60hz,30hz`.
    var described: String {
      [
        travel.map { "travel \($0) pt" },
        schedules.map { "schedules \($0.map(\.name).joined(separator: ","))" },
        rules.map { "failOn \($0.isEmpty ? "none" : $0.map(\.description).joined(separator: ","))" },
        engine.map { "engine \($0.rawValue)" },
      ].compactMap { $0 }.joined(separator: ", ")
    }
  }

  /// The path as messages show it: as found or as given.
  let path: String
  /// The configuration's folder, absolute and without links: what patterns are relative to.
  let folder: String
  /// The top-level values.
  let values: Values
  let exclude: [PathGlob]
  let paths: [(glob: PathGlob, values: Values)]

  /// The keys a configuration may hold at its top level.
  static let keys = ["travel", "schedules", "failOn", "engine", "exclude", "paths"]
  /// The keys of a `paths` entry.
  static let pathKeys = ["travel", "schedules", "failOn", "engine"]

  /// Reads the configuration at `path`.
  ///
  /// - Throws: ``InputError`` (a file's content: exit status 2) naming the file, and the key at fault.
  static func load(path: String) throws(InputError) -> ProjectConfiguration {
    do {
      return try read(path: path)
    } catch {
      throw InputError(error.message, isFileContent: true)
    }
  }

  private static func read(path: String) throws(InputError) -> ProjectConfiguration {
    let file = try InputFile(path: path, option: "--config")
    let data = Data(try file.readAll(limit: InputLimits.maximumConfigurationFileSize))
    let shown = UserText.escaped(path, limit: .max)
    guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw InputError("\(shown): must hold one JSON object (keys: \(keys.joined(separator: ", ")))")
    }
    try refuseUnknown(object, keys: keys, in: shown)
    let values = try Self.values(object, in: shown)
    var exclude: [PathGlob] = []
    if let raw = object["exclude"] {
      exclude = try globs(raw, key: "exclude", in: shown)
    }
    var paths: [(PathGlob, Values)] = []
    if let raw = object["paths"] {
      guard let entries = raw as? [String: Any] else {
        throw InputError("\(shown): \"paths\" must be an object from a path pattern to an object of settings")
      }
      // Applied shortest first, so that the longer (more specific) pattern's value stands.
      for pattern in entries.keys.sorted(by: { ($0.count, $0) < ($1.count, $1) }) {
        let place = "\(shown): \"paths\" \"\(UserText.escaped(pattern, limit: 80))\""
        let glob = try globs(pattern, key: "paths", in: shown)[0]
        guard let settings = entries[pattern] as? [String: Any] else {
          throw InputError("\(place) must be an object of \(pathKeys.joined(separator: ", "))")
        }
        try refuseUnknown(settings, keys: pathKeys, in: place)
        paths.append((glob, try Self.values(settings, in: place)))
      }
    }
    return ProjectConfiguration(
      path: path, folder: realFolder(of: path) ?? ".", values: values, exclude: exclude, paths: paths)
  }

  private static func refuseUnknown(_ object: [String: Any], keys: [String], in place: String) throws(InputError) {
    for key in object.keys.sorted() where !keys.contains(key) {
      var message = "\(place): unknown key '\(UserText.escaped(key, limit: 80))'"
      if let near = Suggestion.closest(to: key, in: keys) { message += "; did you mean '\(near)'?" }
      throw InputError(message + " (the keys: \(keys.joined(separator: ", ")))")
    }
  }

  /// `travel`, `schedules`, `failOn` and `engine` of `object`, each checked as its option checks it.
  private static func values(_ object: [String: Any], in place: String) throws(InputError) -> Values {
    var values = Values()
    if let raw = object["travel"] {
      if let text = raw as? String {
        values.travel = try relabel(place, "--travel", "\"travel\"") { () throws(InputError) in
          try TravelRange.parse(text, option: "--travel")
        }
      } else {
        guard let n = raw as? NSNumber, String(cString: n.objCType) != "c", n.doubleValue.isFinite, n.doubleValue > 0
        else {
          throw InputError(
            "\(place): \"travel\" must be a finite number of points > 0 or a range \"MIN...MAX\" of them")
        }
        values.travel = TravelRange(n.doubleValue)
      }
    }
    if let raw = object["schedules"] {
      let names = (raw as? String) ?? (raw as? [Any])?.compactMap { $0 as? String }.joined(separator: ",")
      guard let names, (raw as? [Any])?.allSatisfy({ $0 is String }) ?? true, !names.isEmpty else {
        throw InputError("\(place): \"schedules\" must be schedule names, a comma-separated string or an array")
      }
      values.schedules = try relabel(place, "--schedule", "\"schedules\"") { () throws(InputError) in
        try ScheduleList.parse(names)
      }
    }
    if let raw = object["failOn"] {
      guard let text = raw as? String else { throw InputError("\(place): \"failOn\" must be a string of rules") }
      values.rules = try relabel(place, "--fail-on", "\"failOn\"") { () throws(InputError) in
        try CheckRule.parseList(text)
      }
    }
    if let raw = object["engine"] {
      guard let name = raw as? String else { throw InputError("\(place): \"engine\" must be a string") }
      values.engine = try relabel(place, "--engine", "\"engine\"") { () throws(InputError) in
        try CheckInput.engine(named: name)
      }
    }
    return values
  }

  /// `body`'s value, or its refusal with `option` named as `key` of the file at `place`.
  private static func relabel<T>(_ place: String, _ option: String, _ key: String, _ body: () throws(InputError) -> T)
    throws(InputError) -> T
  {
    do { return try body() } catch {
      let message = error.message.hasPrefix(option) ? key + error.message.dropFirst(option.count) : error.message
      throw InputError("\(place): \(message)")
    }
  }

  /// A pattern, or a non-empty array of them.
  private static func globs(_ raw: Any, key: String, in place: String) throws(InputError) -> [PathGlob] {
    let items = (raw as? [Any]) ?? [raw]
    var globs: [PathGlob] = []
    for item in items {
      guard let text = item as? String, !text.isEmpty, text.count <= 1000, !UserText.hasControlCharacters(text)
      else {
        throw InputError(
          "\(place): \"\(key)\" takes path patterns: non-empty strings of at most 1000 characters, without control characters"
        )
      }
      globs.append(PathGlob(text))
    }
    guard !globs.isEmpty else { throw InputError("\(place): \"\(key)\" is empty") }
    return globs
  }

  /// `file`'s path relative to the configuration's folder (its path as given when it lies elsewhere).
  func relative(_ file: String) -> String {
    guard let real = Self.realPath(file) else { return file }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return real.hasPrefix(prefix) ? String(real.dropFirst(prefix.count)) : file
  }

  /// Whether `exclude` takes `file` out of the check.
  func excludes(_ file: String) -> Bool {
    let path = relative(file)
    return exclude.contains { $0.matches(path) }
  }

  /// The `paths` values for `file`, each key from the longest pattern that matches and sets it, with the patterns
  /// that match.
  func pathValues(for file: String) -> (values: Values, patterns: [String]) {
    let path = relative(file)
    var values = Values()
    var patterns: [String] = []
    for (glob, set) in paths where glob.matches(path) {
      if let travel = set.travel { values.travel = travel }
      if let schedules = set.schedules { values.schedules = schedules }
      if let rules = set.rules { values.rules = rules }
      if let engine = set.engine { values.engine = engine }
      patterns.append(glob.description)
    }
    return (values, patterns)
  }

  /// The path of the configuration for the source in `folder`: `.wave-bench.json` there or in the nearest folder
  /// above, up to the first holding `.git` (the repository's root) or `/`; nil when there is none.
  static func find(from folder: String) -> String? {
    guard var current = realPath(folder) else { return nil }
    while true {
      let candidate = current == "/" ? "/" + fileName : current + "/" + fileName
      var info = stat()
      if stat(candidate, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG { return candidate }
      if current == "/" || access(current + "/.git", F_OK) == 0 { return nil }
      current = String(current[..<(current.lastIndex(of: "/") ?? current.startIndex)])
      if current.isEmpty { current = "/" }
    }
  }

  /// The folder a file's configuration is searched from: the file's folder.
  static func folder(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "." }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }

  private static func realFolder(of file: String) -> String? { realPath(folder(of: file)) }

  /// `path` absolute, without `.`, `..` or links; nil when it does not resolve.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The configurations of one check: `--config`'s for every folder, or each folder's found
  /// (``find(from:)``), each file read once.
  struct Search {
    private let given: ProjectConfiguration?
    private var byFolder: [String: ProjectConfiguration?] = [:]
    private var byPath: [String: ProjectConfiguration] = [:]
    /// The paths of the configurations handed out, in the order first used.
    private(set) var used: [String] = []
    /// The springs left out by a configuration's `exclude`, counted by the caller.
    var excluded = 0

    /// - Throws: ``InputError`` for the `--config` file (``load(path:)``).
    init(given path: String?) throws(InputError) {
      given = try path.map { (path) throws(InputError) in try ProjectConfiguration.load(path: path) }
    }

    /// The configuration for the source in `folder`; nil when there is none.
    ///
    /// - Throws: ``InputError`` for a configuration found that is refused.
    mutating func configuration(forFolder folder: String) throws(InputError) -> ProjectConfiguration? {
      let configuration: ProjectConfiguration?
      if let given {
        configuration = given
      } else if let known = byFolder[folder] {
        configuration = known
      } else {
        if let path = ProjectConfiguration.find(from: folder) {
          if let read = byPath[path] {
            configuration = read
          } else {
            let read = try ProjectConfiguration.load(path: Self.shown(path))
            byPath[path] = read
            configuration = read
          }
        } else {
          configuration = nil
        }
        byFolder[folder] = configuration
      }
      if let configuration, !used.contains(configuration.path) { used.append(configuration.path) }
      return configuration
    }

    /// `path` relative to the current folder when it lies under it: the form the rest of check's output has.
    static func shown(_ path: String) -> String {
      guard let here = ProjectConfiguration.realPath(".") else { return path }
      let prefix = here == "/" ? "/" : here + "/"
      return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
  }
}
