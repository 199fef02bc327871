import Foundation
import WaveCore
import WaveOutput

/// Springs from the command line (`--spring 0.7:0.4`, `--spring 0.7:k=300:m=2`) or a JSON file: these read
/// the syntax; ``SpringGrammar`` checks the numbers.
enum SpringList {
  /// Parses one `--spring` value: `ζ:response`, `ζ:r=response`, `ζ:k=stiffness`, each optionally followed by `:m=mass`.
  ///
  /// Every number finite and > 0.
  ///
  /// - Throws: ``InputError`` naming the value and the accepted forms.
  ///
  /// A value that starts with a letter is a spring in an engine's convention, `ENGINE:key=value,…`
  /// (``EngineSpringGrammar/parse(_:)``; `swiftui:duration=0.5,bounce=0.3`).
  static func parse(_ text: String) throws(InputError) -> SpringSpec {
    if let first = text.trimmingCharacters(in: .whitespaces).unicodeScalars.first,
      CharacterSet.letters.contains(first)
    {
      let given: EngineSpring
      do {
        given = try EngineSpringGrammar.parse(text)
      } catch {
        throw InputError("--spring '\(text)': \(error.message)")
      }
      return try SpringGrammar.spec(given: given, source: .value(text))
    }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let malformed = InputError("--spring '\(text)': \(SpringSource.valueUsage)")
    guard parts.count == 2 || parts.count == 3 else { throw malformed }
    var mass: SpringGrammar.Value?
    if parts.count == 3 {
      guard parts[2].hasPrefix("m=") else { throw malformed }
      mass = .token(String(parts[2].dropFirst(2)))
    }
    let second = parts[1]
    let isStiffness = second.hasPrefix("k=")
    let number = SpringGrammar.Value.token(
      isStiffness || second.hasPrefix("r=") ? String(second.dropFirst(2)) : second)
    return try SpringGrammar.spec(
      dampingRatio: .token(parts[0]), response: isStiffness ? nil : number, stiffness: isStiffness ? number : nil,
      mass: mass, source: .value(text))
  }

  /// The keys a springs-file entry may hold; any other is refused by name.
  static let keys = ["name", "dampingRatio", "response", "stiffness", "mass", "travel", "velocity"]
  /// The keys an entry with `"engine"` holds beside its engine's own parameter names.
  static let engineEntryKeys = ["engine", "name", "travel", "velocity"]

  /// Reads a JSON file holding an array of springs.
  ///
  /// Each is `{"dampingRatio": Z, "response": R}` or
  /// `{"dampingRatio": Z, "stiffness": K}`, with an optional `"mass"`, an optional `"name"` (a non-empty string,
  /// each name once: `{"name": "sheet", "dampingRatio": 0.8, "response": 0.3}`) and an optional `"travel"` (points,
  /// > 0: the distance this spring moves a view, which `check` measures it over) and an optional `"velocity"` (pt/s:
  /// a number, a range `"MIN...MAX"`, or an array of those: the velocities a gesture releases it with,
  /// ``ReleaseVelocities``). A response of 0 is Wave's instant
  /// spring (``SpringSpec/isInstant``). Any other key is refused (``keys``).
  ///
  /// `path` may be a pipe or `-` (standard input); a BOM is dropped (``InputFile``); at most
  /// ``InputLimits/maximumSpringsFileSize`` bytes.
  ///
  /// - Throws: ``InputError`` naming the file and the entry (``InputError/isFileContent``: exit status 2).
  static func load(path: String) throws(InputError) -> [SpringSpec] {
    do {
      return try read(path: path)
    } catch {
      throw InputError(error.message, isFileContent: true)
    }
  }

  private static func read(path: String) throws(InputError) -> [SpringSpec] {
    let file = try InputFile(path: path, option: "--springs-file")
    let data = Data(try file.readAll(limit: InputLimits.maximumSpringsFileSize))
    let path = file.name
    guard let array = (try? JSONSerialization.jsonObject(with: data)) as? [Any], !array.isEmpty else {
      throw InputError("--springs-file: \(path) must hold a non-empty JSON array of springs")
    }
    var specs: [SpringSpec] = []
    // The names given so far: one hash lookup an entry (a scan of the earlier entries made 100,000 take a minute).
    var names = Set<String>()
    for (index, item) in array.enumerated() {
      guard let object = item as? [String: Any] else {
        throw InputError("--springs-file: \(path) entry \(index): expected an object")
      }
      let source = SpringSource.fileEntry(path: path, index: index, name: object["name"] as? String)
      let entry = SpringSource.entry(index, name: object["name"] as? String)
      var spec: SpringSpec
      if let engine = object["engine"] {
        spec = try engineEntry(engine, object, source: source, entry: "--springs-file: \(path) \(entry)")
      } else {
        spec = try waveEntry(object, source: source, path: path, entry: entry)
      }
      if let name = object["name"] {
        guard let text = name as? String, !text.trimmingCharacters(in: .whitespaces).isEmpty,
          text.count <= InputLimits.maximumSpringNameLength, !UserText.hasControlCharacters(text)
        else {
          throw InputError(
            "--springs-file: \(path) entry \(index): name must be a non-empty string of at most \(InputLimits.maximumSpringNameLength) characters, without control characters"
          )
        }
        guard names.insert(text).inserted else {
          throw InputError(
            "--springs-file: \(path) entry \(index): the name '\(InputFile.printable(text))' is given twice")
        }
        spec.name = text
      }
      if let travel = object["travel"] {
        if let text = travel as? String {
          let range = try TravelRange.parse(text, option: "--springs-file: \(path) \(entry): travel")
          spec.setTravel(range)
        } else {
          guard let n = travel as? NSNumber, String(cString: n.objCType) != "c", n.doubleValue.isFinite,
            n.doubleValue > 0
          else {
            throw InputError(
              "--springs-file: \(path) \(entry): travel must be a finite number of points > 0 or a range \"MIN...MAX\"")
          }
          spec.travel = n.doubleValue
        }
      }
      if let velocity = object["velocity"] {
        spec.velocities = try velocities(velocity, entry: "--springs-file: \(path) \(entry)")
      }
      specs.append(spec)
    }
    return specs
  }

  /// The `"velocity"` of an entry: a number, a `"MIN...MAX"` string, or a non-empty array of those.
  private static func velocities(_ raw: Any, entry: String) throws(InputError) -> ReleaseVelocities {
    let usage = InputError(
      "\(entry): velocity must be a number of pt/s, a range \"MIN...MAX\", or an array of those")
    let items = (raw as? [Any]) ?? [raw]
    guard !items.isEmpty else { throw usage }
    var result = ReleaseVelocities()
    for item in items {
      if let n = item as? NSNumber, String(cString: n.objCType) != "c" {
        try result.add(parsing: "\(n.doubleValue)", option: "\(entry): velocity")
      } else if let text = item as? String {
        try result.add(parsing: text, option: "\(entry): velocity")
      } else {
        throw usage
      }
    }
    return result
  }

  /// A Wave entry: `dampingRatio`, `response` or `stiffness`, `mass` (``keys``).
  private static func waveEntry(
    _ object: [String: Any], source: SpringSource, path: String, entry: String
  ) throws(InputError) -> SpringSpec {
    if object["runsOn"] != nil {
      throw InputError(
        "--springs-file: \(path) \(entry): runsOn needs the engine whose convention the numbers are in: add \"engine\": \"wave\""
      )
    }
    for key in object.keys.sorted() where !keys.contains(key) {
      var message = "--springs-file: \(path) \(entry): unknown key '\(InputFile.printable(key))'"
      if let near = Suggestion.closest(to: key, in: keys) { message += "; did you mean '\(near)'?" }
      throw InputError(
        message + " (the keys: \(keys.joined(separator: ", ")); or \"engine\" and that engine's own parameters)")
    }
    // A JSON value that is not a number (a string, true/false) is refused as NaN would be. JSON's
    // booleans are NSNumbers of type "c"; `is Bool` would also match the integers 0 and 1.
    func value(_ field: SpringGrammar.Field) -> SpringGrammar.Value? {
      guard let raw = object[field.rawValue] else { return nil }
      guard let n = raw as? NSNumber, String(cString: n.objCType) != "c" else { return .number(.nan) }
      return .number(n.doubleValue)
    }
    return try SpringGrammar.spec(
      dampingRatio: value(.dampingRatio), response: value(.response), stiffness: value(.stiffness),
      mass: value(.mass), source: source)
  }

  /// An entry in an engine's convention, `{"engine": "swiftui", "duration": 0.5, "bounce": 0.3}`: every key but
  /// ``engineEntryKeys`` is a parameter of that engine (``EngineSpringGrammar/entry(engine:parameters:)``).
  private static func engineEntry(
    _ engine: Any, _ object: [String: Any], source: SpringSource, entry: String
  ) throws(InputError) -> SpringSpec {
    guard let name = engine as? String else {
      throw InputError(
        "\(entry): engine must be a string, one of \(SpringEngine.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    let parameters = object.keys.sorted().filter { !engineEntryKeys.contains($0) }.map { ($0, object[$0]!) }
    let given: EngineSpring
    do {
      given = try EngineSpringGrammar.entry(engine: name, parameters: parameters)
    } catch {
      throw InputError("\(entry): \(error.message)")
    }
    return try SpringGrammar.spec(given: given, source: source)
  }

  /// The springs of `--spring` values and a springs file, in that order; ``SpringSpec/documented`` when
  /// neither gives one.
  static func resolve(_ values: [SpringSpec], file: String?) throws(InputError) -> [SpringSpec] {
    var specs = values
    if let file { specs += try load(path: file) }
    return specs.isEmpty ? SpringSpec.documented : specs
  }
}
