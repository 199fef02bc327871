/// One way a type failed a check: which check, the likely mistake, the first inputs that showed it,
/// what the engine expected and what the type returned.
///
/// Failures with the same check, component and mistake are merged; ``occurrences`` counts the cases.
public struct ValidationFailure: Sendable, Equatable, CustomStringConvertible {
  /// The check that failed.
  public let check: ValidationCheck
  /// The diagnosis.
  public let mistake: LikelyMistake
  /// The component's path (`z`, `origin.x`, `storage[2]`, `id`), or nil when the failure is not about one.
  public let component: String?
  /// ``mistake`` in words, naming the component, with any detail the check found.
  public let message: String
  /// The first inputs that showed it: spring, frame duration, value, target, velocity as they apply.
  public let inputs: String
  /// What the check expected.
  public let expected: String
  /// What the type gave.
  public let got: String
  /// How many cases showed the same mistake in the same component (≥ 1).
  public internal(set) var occurrences: Int

  package init(
    check: ValidationCheck, mistake: LikelyMistake, component: String?, detail: String? = nil,
    inputs: String, expected: String, got: String, occurrences: Int = 1
  ) {
    self.check = check
    self.mistake = mistake
    self.component = component
    let base = mistake.message(component: component)
    self.message = detail.map { "\(base) [\($0)]" } ?? base
    self.inputs = inputs
    self.expected = expected
    self.got = got
    self.occurrences = occurrences
  }

  /// Several lines: `[check N · title] message`, then inputs, expected, got and the case count.
  public var description: String {
    var lines = ["[\(check)] \(message)"]
    if !inputs.isEmpty { lines.append("  inputs:   \(inputs)") }
    if !expected.isEmpty { lines.append("  expected: \(expected)") }
    if !got.isEmpty { lines.append("  got:      \(got)") }
    if occurrences > 1 { lines.append("  (\(occurrences) cases like this one)") }
    return lines.joined(separator: "\n")
  }
}
