import WaveConventions

@testable import WaveSourceScan

/// A spring or unresolved call as read by hand from a fixture: file (relative to the scanned root), line, column.
struct Expected: Equatable, CustomStringConvertible {
  let place: String
  let api: SourceAPI?
  let call: String
  /// The parameters, or the reason for an unresolved call.
  let detail: String

  static func spring(
    _ place: String, _ api: SourceAPI, _ call: String, _ parameters: KeyValuePairs<String, Double>
  ) -> Expected {
    Expected(
      place: place, api: api, call: call, detail: parameters.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
  }

  static func unresolved(_ place: String, _ api: SourceAPI?, _ call: String, _ reason: String) -> Expected {
    Expected(place: place, api: api, call: call, detail: "unresolved: " + reason)
  }

  init(place: String, api: SourceAPI?, call: String, detail: String) {
    self.place = place
    self.api = api
    self.call = call
    self.detail = detail
  }

  init(_ spring: SourceSpring, root: String) {
    self.init(
      place: Self.place(spring.position, root: root), api: spring.api, call: spring.call,
      detail: spring.spring.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: " "))
    precondition(spring.spring.engine == spring.api.engine)
  }

  init(_ call: UnresolvedSpring, root: String) {
    self.init(
      place: Self.place(call.position, root: root), api: call.api, call: call.call, detail: "unresolved: " + call.reason
    )
  }

  private static func place(_ position: SourcePosition, root: String) -> String {
    let file = position.file.hasPrefix(root + "/") ? String(position.file.dropFirst(root.count + 1)) : position.file
    return "\(file):\(position.line):\(position.column)"
  }

  var description: String { "\(place) \(api?.rawValue ?? "?") \(call) \(detail)" }
}
