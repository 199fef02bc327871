@testable import WaveBench
@testable import wave_bench_check

/// A spring or unresolved call as read by hand from a fixture: file (relative to the scanned root), line, column.
struct Expected: Equatable, CustomStringConvertible {
  let place: String
  let api: SourceAPI?
  let call: String
  /// The parameters, or the reason for an unresolved call.
  let detail: String
  /// The spring's engine and runner; nil for an unresolved call.
  let engine: SpringEngine?
  let runner: SpringRunner?

  /// A spring in `engine`'s convention (nil: the API's, `api.engine`), run by `runner` (nil: the engine's default).
  static func spring(
    _ place: String, _ api: SourceAPI, _ call: String, _ parameters: KeyValuePairs<String, Double>,
    engine: SpringEngine? = nil, runner: SpringRunner? = nil
  ) -> Expected {
    Expected(
      place: place, api: api, call: call, detail: parameters.map { "\($0.key)=\($0.value)" }.joined(separator: " "),
      engine: engine ?? api.engine, runner: runner)
  }

  static func unresolved(_ place: String, _ api: SourceAPI?, _ call: String, _ reason: String) -> Expected {
    Expected(place: place, api: api, call: call, detail: "unresolved: " + reason, engine: nil, runner: nil)
  }

  init(
    place: String, api: SourceAPI?, call: String, detail: String, engine: SpringEngine?, runner: SpringRunner?
  ) {
    self.place = place
    self.api = api
    self.call = call
    self.detail = detail
    self.engine = engine
    self.runner = runner
  }

  init(_ spring: SourceSpring, root: String) {
    self.init(
      place: Self.place(spring.position, root: root), api: spring.api, call: spring.call,
      detail: spring.spring.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: " "),
      engine: spring.spring.engine, runner: spring.spring.runner)
  }

  init(_ call: UnresolvedSpring, root: String) {
    self.init(
      place: Self.place(call.position, root: root), api: call.api, call: call.call,
      detail: "unresolved: " + call.reason,
      engine: nil, runner: nil)
  }

  private static func place(_ position: SourcePosition, root: String) -> String {
    let file = position.file.hasPrefix(root + "/") ? String(position.file.dropFirst(root.count + 1)) : position.file
    return "\(file):\(position.line):\(position.column)"
  }

  var description: String {
    let spring = engine.map { " [\($0.rawValue)\(runner.map { " " + $0.rawValue } ?? "")]" } ?? ""
    return "\(place) \(api?.rawValue ?? "?") \(call) \(detail)\(spring)"
  }
}
