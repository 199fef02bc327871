import WaveOutput

/// "Did you mean …?" for a misspelt name: the closest candidate by edit distance, if it is close enough to be
/// what the user meant.
enum Suggestion {
  /// The candidate nearest to `typed` by Levenshtein distance when that distance is at most 2 and less than
  /// half of `typed`'s length; the first such candidate on a tie.
  static func closest(to typed: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(Array(typed), Array($0))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2, best.1 * 2 < typed.count else { return nil }
    return best.0
  }

  /// The refusal (with a suggestion) when the first argument, or the one after `help`, names no command:
  /// `wave-bench acuracy` would otherwise be read as the default command's argument.
  ///
  /// nil for a first argument that is an option or a known command, and for `help` followed by nothing or a known
  /// command; after `help`, an option other than `-h`/`--help` (`help -`, `help --x`) is refused as the command it
  /// stands in place of.
  static func unknownCommand(in arguments: [String], commands: [String]) -> String? {
    let names = commands + ["help"]
    let afterHelp = arguments.first == "help"
    let command = afterHelp ? arguments.dropFirst().first : arguments.first
    guard let command, afterHelp || !command.hasPrefix("-"), !(names + ["-h", "--help"]).contains(command) else {
      return nil
    }
    var message = "Error: unknown command '\(UserText.escaped(command))'"
    if let near = closest(to: command, in: names) { message += ". Did you mean '\(near)'?" }
    return message + "\nSee 'wave-bench --help' for the commands."
  }

  /// The Levenshtein distance between two strings of characters.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
