import Foundation
import WaveOutput

/// A spring in an engine's own convention, as users type it: `ENGINE:key=value,…` (`swiftui:duration=0.5,bounce=0.3`,
/// `react-spring:tension=170,friction=26`), or a springs-file entry `{"engine": "swiftui", "duration": 0.5, …}`.
///
/// This reads the syntax (the engine's name, `key=value` pairs, numbers through `Double()`, `true`/`false` for a
/// Boolean parameter, and SwiftUI's `animation=spring|interpolatingSpring`, the animation that runs the spring:
/// ``SpringRunner``); which labels an engine takes, in which sets, and which values, is its convention's
/// (``SpringConvention/physical(of:)``), accepted here once so that a returned spring is always one its engine builds.
enum EngineSpringGrammar {
  /// The accepted form, for refusals.
  static let usage =
    "expected ENGINE:key=value,… with ENGINE one of \(SpringEngine.allCases.map(\.rawValue).joined(separator: ", "))"

  /// Parses `ENGINE:key=value,…`; `ENGINE:` alone is the API's defaults.
  ///
  /// - Throws: ``InputError`` in one line: an unknown engine (with a did-you-mean), a pair that is not `key=value`,
  ///   a value that is not a number (or `true`/`false` for a Boolean parameter), or the convention's refusal.
  static func parse(_ text: String) throws(InputError) -> EngineSpring {
    guard let colon = text.firstIndex(of: ":") else {
      throw InputError("'\(UserText.escaped(text))': \(usage)")
    }
    let engine = try self.engine(named: String(text[..<colon]).trimmingCharacters(in: .whitespaces))
    let list = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    var parameters: [EngineSpring.Parameter] = []
    var runner: SpringRunner?
    var runsOn: String?
    if !list.isEmpty {
      for pair in list.split(separator: ",", omittingEmptySubsequences: false) {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2, !parts[0].isEmpty else {
          throw InputError("'\(UserText.escaped(text))': '\(UserText.escaped(pair))' is not key=value; \(usage)")
        }
        if parts[0] == animationKey {
          runner = try self.runner(parts[1], in: engine, given: runner)
          continue
        }
        if parts[0] == runsOnKey {
          runsOn = parts[1]
          continue
        }
        try requireLabel(parts[0], in: engine)
        parameters.append(.init(parts[0], try value(parts[1], of: parts[0], in: engine)))
      }
    }
    if let runsOn { runner = try self.runsOn(runsOn, in: engine, given: runner) }
    return try checked(EngineSpring(engine: engine, parameters: parameters, runner: runner))
  }

  /// A springs-file entry: `engine` and the entry's other members, in the file's order, as `JSONSerialization`
  /// gives them (numbers and booleans as `NSNumber`).
  ///
  /// - Throws: ``InputError`` (without the file's name, which the caller adds) for an unknown engine, a value that
  ///   is not a number (or a JSON boolean for a Boolean parameter), or the convention's refusal.
  static func entry(engine name: String, parameters: [(String, Any)]) throws(InputError) -> EngineSpring {
    let engine = try engine(named: name)
    var values: [EngineSpring.Parameter] = []
    var runner: SpringRunner?
    var runsOn: String?
    for (label, raw) in parameters where label == runsOnKey {
      guard let name = raw as? String else {
        throw InputError("\(engine.rawValue): runsOn must be a string, one of wave, swiftui, ca")
      }
      runsOn = name
    }
    for (label, raw) in parameters where label != runsOnKey {
      if label == animationKey {
        guard let name = raw as? String else {
          throw InputError("\(engine.rawValue): '\(animationKey)' must be a string (\(animationNames))")
        }
        runner = try self.runner(name, in: engine, given: runner)
        continue
      }
      try requireLabel(label, in: engine)
      // JSON's booleans are NSNumbers of type "c"; `is Bool` would also match the integers 0 and 1.
      guard let number = raw as? NSNumber else {
        throw InputError("\(engine.rawValue): '\(UserText.escaped(label))' must be a number")
      }
      let isJSONBoolean = String(cString: number.objCType) == "c"
      let isBoolean = SpringConvention.isBoolean(label, in: engine)
      guard isJSONBoolean == isBoolean else {
        throw InputError(
          "\(engine.rawValue): '\(UserText.escaped(label))' must be \(isBoolean ? "true or false" : "a number")")
      }
      values.append(.init(label, number.doubleValue))
    }
    if let runsOn { runner = try self.runsOn(runsOn, in: engine, given: runner) }
    return try checked(EngineSpring(engine: engine, parameters: values, runner: runner))
  }

  /// The key that names the engine whose animation runs a spring written in another's convention: `runsOn`
  /// (`framer:stiffness=600,damping=15,runsOn=swiftui`, `"runsOn": "swiftui"`).
  static let runsOnKey = "runsOn"

  /// The engines `runsOn` may name, and the animation each runs a spring with: Wave's animator, SwiftUI's `.spring`
  /// (its fluid spring), Core Animation's.
  static let runsOnRunners: [(name: String, runner: SpringRunner)] = [
    ("wave", .wave), ("swiftui", .fluid), ("ca", .ca),
  ]

  /// The runner `runsOn` names for a spring of `engine` whose own parameters named `given` (SwiftUI's `animation`).
  ///
  /// - Throws: ``InputError`` for a name not in ``runsOnRunners``, or one another engine's than `given`'s.
  static func runsOn(_ name: String, in engine: SpringEngine, given: SpringRunner?) throws(InputError)
    -> SpringRunner
  {
    let names = runsOnRunners.map(\.name).joined(separator: ", ")
    guard let runner = runsOnRunners.first(where: { $0.name == name })?.runner else {
      throw InputError("\(engine.rawValue): runsOn must be one of \(names) (got '\(UserText.escaped(name))')")
    }
    if let given, given.engine != runner.engine {
      throw InputError(
        "\(engine.rawValue): runsOn '\(name)' contradicts its animation (\(given.displayName)): give one engine that runs it"
      )
    }
    return given ?? runner
  }

  /// The key that names the SwiftUI animation running a spring: `animation`.
  static let animationKey = "animation"

  /// The values `animation` takes: `spring` (the fluid spring, the default) or `interpolatingSpring`.
  static var animationNames: String {
    SpringRunner.allCases.compactMap(\.swiftUIAnimationName).map { "'\($0)'" }.joined(separator: " or ")
  }

  /// The runner `name` names for `engine`'s spring; only SwiftUI has a choice.
  private static func runner(
    _ name: String, in engine: SpringEngine, given: SpringRunner?
  ) throws(InputError) -> SpringRunner {
    guard engine == .swiftui else {
      throw InputError(
        "\(engine.rawValue): '\(animationKey)' is SwiftUI's (swiftui:\(animationKey)=…); \(engine.rawValue) runs "
          + "its springs one way")
    }
    guard given == nil else { throw InputError("swiftui: '\(animationKey)' is given twice") }
    guard let runner = SpringRunner(swiftUIAnimation: name) else {
      throw InputError(
        "swiftui: '\(animationKey)' is \(animationNames) (got '\(UserText.escaped(name))')")
    }
    return runner
  }

  /// The engine `name` names, or a refusal with the nearest name.
  static func engine(named name: String) throws(InputError) -> SpringEngine {
    if let engine = SpringEngine(rawValue: name) { return engine }
    let names = SpringEngine.allCases.map(\.rawValue)
    var message = "unknown engine '\(UserText.escaped(name))'"
    if let near = Suggestion.closest(to: name, in: names) { message += "; did you mean '\(near)'?" }
    throw InputError(message + " (engines: \(names.joined(separator: ", ")))")
  }

  /// Refuses a label that no API spells (every label is ASCII letters), before the convention sees it, so that
  /// the refusal writes it escaped: a control character never breaks the message's one line.
  private static func requireLabel(_ label: String, in engine: SpringEngine) throws(InputError) {
    guard !label.isEmpty, label.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else {
      throw InputError(
        "\(engine.rawValue): '\(UserText.escaped(label))' is not a parameter; \(engine.rawValue) takes "
          + SpringConvention.convention(for: engine).accepted)
    }
  }

  /// A `key=value` value: `true`/`false` for a Boolean parameter, else a number through `Double()`.
  private static func value(_ token: String, of label: String, in engine: SpringEngine) throws(InputError) -> Double {
    if SpringConvention.isBoolean(label, in: engine) {
      switch token {
      case "true": return 1
      case "false": return 0
      default:
        throw InputError(
          "\(engine.rawValue): '\(UserText.escaped(label))' is true or false (got '\(UserText.escaped(token))')")
      }
    }
    guard let number = Double(token) else {
      throw InputError(
        "\(engine.rawValue): '\(UserText.escaped(label))' takes a number (got '\(UserText.escaped(token))')")
    }
    return number
  }

  /// `spring` when its convention builds it, else the convention's refusal.
  private static func checked(_ spring: EngineSpring) throws(InputError) -> EngineSpring {
    if SpringConvention.isInstant(spring) { return spring }
    do {
      _ = try SpringConvention.physical(of: spring)
    } catch {
      throw InputError(error.message)
    }
    return spring
  }
}
