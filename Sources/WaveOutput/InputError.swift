/// Bad input from the command line or a file: one line that names the option (or file) and what is allowed.
///
/// A refusal of what a file holds (``isFileContent``, e.g. an unknown key in a springs file) ends a command with exit
/// status 2, as a file the command cannot read does; any other is a usage error (64).
package struct InputError: Error, CustomStringConvertible, Equatable {
  package let message: String
  /// Whether the refusal is of a file's content rather than of the command line.
  package let isFileContent: Bool
  /// A refusal; any control character in `message` (user text the caller did not quote) is escaped
  /// (``UserText/escaped(_:limit:)``), so that the message is one line.
  package init(_ message: String, isFileContent: Bool = false) {
    self.message = UserText.hasControlCharacters(message) ? UserText.escaped(message, limit: .max) : message
    self.isFileContent = isFileContent
  }
  package var description: String { message }
}

extension InputError {
  /// Throws unless `value` is finite and > 0: `<option> must be a finite number > 0 (got <value>)`.
  package static func requirePositive(_ value: Double, _ option: String) throws(InputError) {
    guard value.isFinite, value > 0 else { throw notPositive(value, option) }
  }

  /// Throws unless `value` is finite and ≥ 0: `<option> must be a finite number ≥ 0 (got <value>)`.
  package static func requireNonNegative(_ value: Double, _ option: String) throws(InputError) {
    guard value.isFinite, value >= 0 else {
      throw InputError("\(option) must be a finite number ≥ 0 (got \(value))")
    }
  }

  /// Throws unless `value` is finite: `<option> must be a finite number (got <value>)`.
  package static func requireFinite(_ value: Double, _ option: String) throws(InputError) {
    guard value.isFinite else { throw InputError("\(option) must be a finite number (got \(value))") }
  }

  /// Throws unless `value` lies in `range`: `<option> must be an integer from <lower> to <upper> (got <value>)`.
  package static func requireInteger(_ value: Int, in range: ClosedRange<Int>, _ option: String) throws(InputError) {
    guard range.contains(value) else {
      throw InputError("\(option) must be an integer from \(range.lowerBound) to \(range.upperBound) (got \(value))")
    }
  }

  /// The names of a comma-separated list (`perf --paths`, `gate --workloads`), each one of `known`, in the order
  /// given.
  ///
  /// A list that names nothing (`''`, `','`: a variable left empty) is refused, never read as "run none": a gate
  /// that measures nothing would pass.
  ///
  /// - Parameters:
  ///   - list: the option's text.
  ///   - noun: what a name names, in the refusal (`path`, `workload`).
  ///   - known: every name allowed, in the order the refusal lists them.
  ///   - option: the option, in the refusal (`--paths`).
  /// - Returns: the names, in the order given.
  /// - Throws: `<option>: '<list>' names no <noun>; known: …`, or `<option>: unknown <noun> '<name>'; known: …`
  ///   for the first name not in `known`.
  package static func requireNames(_ list: String, of noun: String, known: [String], _ option: String)
    throws(InputError) -> [String]
  {
    let names = list.split(separator: ",").map(String.init)
    let choices = "known: \(known.joined(separator: ", "))"
    guard !names.isEmpty else { throw InputError("\(option): '\(list)' names no \(noun); \(choices)") }
    if let unknown = names.first(where: { !known.contains($0) }) {
      throw InputError("\(option): unknown \(noun) '\(unknown)'; \(choices)")
    }
    return names
  }

  /// The message of a number that is not finite and > 0.
  package static func notPositive(_ value: Double, _ option: String) -> InputError {
    InputError("\(option) must be a finite number > 0 (got \(value))")
  }
}
