import Foundation
import WaveOutput

/// A `// wave-bench:` comment in Swift source: a setting for the spring written with it, or a rule silenced.
///
/// - `// wave-bench:travel 120`: the spring's travel, points (finite, > 0), or the range a gesture moves it
///   (`// wave-bench:travel 50...300`, ``TravelRange``);
/// - `// wave-bench:disable:next snap`: the rules named (kinds, ``CheckRule/kind``, comma- or space-separated)
///   do not fail the spring;
/// - `// wave-bench:disable snap`: they fail no spring written after the comment in the same file.
///
/// `travel` and `disable:next` act on one spring: the first written before the comment on its line (a comment at
/// the end of the call's line), else the first on the line below. A silenced failure is still judged and listed,
/// marked silenced.
///
/// A comment that only looks like one (`/// wave-bench:`, `/* wave-bench: */`, `// Wave-Bench:`, the marker after
/// other words) is never parsed here: the scan lists it as source not read (the scanner's `DirectiveComment`).
package struct SourceDirective: Sendable, Equatable {
  /// What the comment sets.
  enum Action: Sendable, Equatable {
    case travel(TravelRange)
    case disableNext(Set<String>)
    case disable(Set<String>)
  }

  let action: Action
  /// 1-based line and column of the comment's `//`.
  package let line: Int, column: Int
  /// The comment as written, trimmed.
  package let text: String

  /// What follows `//` in a directive.
  static let marker = "wave-bench:"

  /// The grammar in one line, for refusals.
  static let grammar =
    "a wave-bench comment is `// wave-bench:travel POINTS` (or MIN...MAX), `// wave-bench:disable:next RULES` or `// wave-bench:disable RULES` (RULES: \(CheckRule.kinds.joined(separator: ", ")))"

  /// The directive a line comment holds.
  ///
  /// - Parameters:
  ///   - comment: the comment's text, `//` included.
  ///   - line: the comment's line, 1-based.
  ///   - column: the column of its `//`, 1-based.
  ///   - place: `file:line` for refusals.
  /// - Returns: The directive; nil when the comment is not one (it does not start with `// wave-bench:`).
  /// - Throws: ``InputError`` (a file's content) naming the place and the grammar for a comment that starts with
  ///   the marker but says nothing it knows.
  package static func parse(comment: String, line: Int, column: Int, place: String) throws(InputError)
    -> SourceDirective?
  {
    guard comment.hasPrefix("//") else { return nil }
    let body = comment.dropFirst(2).drop(while: { $0 == " " || $0 == "\t" })
    guard body.hasPrefix(marker) else { return nil }
    let text = comment.trimmingCharacters(in: .whitespaces)
    let words = body.dropFirst(marker.count).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(
      String.init)
    func refusal(_ why: String) -> InputError {
      InputError("\(place): `\(UserText.escaped(text, limit: 120))`: \(why); \(grammar)", isFileContent: true)
    }
    guard let verb = words.first else { throw refusal("nothing after wave-bench:") }
    let arguments = Array(words.dropFirst())
    let action: Action
    switch verb {
    case "travel":
      guard arguments.count == 1, let range = try? TravelRange.parse(arguments[0], option: "travel") else {
        throw refusal("travel takes one finite number of points > 0, or a range MIN...MAX of them")
      }
      action = .travel(range)
    case "disable", "disable:next":
      guard !arguments.isEmpty else { throw refusal("\(verb) names the rules it silences") }
      for kind in arguments where !CheckRule.kinds.contains(kind) {
        var why = "'\(UserText.escaped(kind, limit: 40))' is not a rule"
        if let near = Suggestion.closest(to: kind, in: CheckRule.kinds) { why += "; did you mean '\(near)'?" }
        throw refusal(why)
      }
      action = verb == "disable" ? .disable(Set(arguments)) : .disableNext(Set(arguments))
    default:
      var why = "unknown directive '\(UserText.escaped(verb, limit: 40))'"
      if let near = Suggestion.closest(to: verb, in: ["travel", "disable", "disable:next"]) {
        why += "; did you mean '\(near)'?"
      }
      throw refusal(why)
    }
    return SourceDirective(action: action, line: line, column: column, text: text)
  }

  /// Applies one file's directives, in source order, to the springs written in it (each with its
  /// ``SpringSpec/origin``).
  ///
  /// - Returns: The directives that act on no spring (a `travel` or `disable:next` with no spring on its line before
  ///   it or on the line below; a `disable` with no spring after it), to be listed.
  static func apply(_ directives: [SourceDirective], to springs: inout [SpringSpec], file: String)
    -> [SourceDirective]
  {
    var idle: [SourceDirective] = []
    let order = springs.indices.filter { springs[$0].origin?.file == file }.sorted {
      let a = springs[$0].origin!
      let b = springs[$1].origin!
      return (a.line, a.column) < (b.line, b.column)
    }
    for directive in directives {
      let place = "\(UserText.escaped(file, limit: .max)):\(directive.line)"
      switch directive.action {
      case .travel(let range):
        guard let index = target(of: directive, among: order, springs) else {
          idle.append(directive)
          continue
        }
        springs[index].setTravel(range)
        springs[index].settings.notes.append("travel \(range) pt (\(place))")
      case .disableNext(let kinds):
        guard let index = target(of: directive, among: order, springs) else {
          idle.append(directive)
          continue
        }
        silence(kinds, in: &springs[index], place: place)
      case .disable(let kinds):
        let after = order.filter {
          let origin = springs[$0].origin!
          return (origin.line, origin.column) > (directive.line, directive.column)
        }
        if after.isEmpty { idle.append(directive) }
        for index in after { silence(kinds, in: &springs[index], place: place) }
      }
    }
    return idle
  }

  /// The spring a `travel` or `disable:next` acts on: the first before it on its line, else the first on the line
  /// below.
  private static func target(of directive: SourceDirective, among order: [Int], _ springs: [SpringSpec]) -> Int? {
    order.first {
      let origin = springs[$0].origin!
      return origin.line == directive.line && origin.column < directive.column
    } ?? order.first { springs[$0].origin!.line == directive.line + 1 }
  }

  private static func silence(_ kinds: Set<String>, in spec: inout SpringSpec, place: String) {
    let new = kinds.subtracting(spec.settings.silenced)
    guard !new.isEmpty else { return }
    spec.settings.silenced.formUnion(new)
    spec.settings.notes.append("\(new.sorted().joined(separator: ", ")) silenced (\(place))")
  }
}
