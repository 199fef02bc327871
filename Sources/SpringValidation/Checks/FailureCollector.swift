/// Merges failures with the same check, component and mistake, keeping the first case's inputs and
/// counting the rest.
struct FailureCollector {
  private struct Key: Hashable {
    let check: ValidationCheck
    let component: String?
    let mistake: LikelyMistake
  }

  private var order: [Key] = []
  private var failures: [Key: ValidationFailure] = [:]

  /// Records `occurrences` failing cases (1 by default).
  ///
  /// The texts are built only for the first case of a kind.
  mutating func record(
    _ check: ValidationCheck, _ mistake: LikelyMistake, component: String?, detail: String? = nil,
    inputs: @autoclosure () -> String, expected: @autoclosure () -> String, got: @autoclosure () -> String,
    occurrences: Int = 1
  ) {
    let key = Key(check: check, component: component, mistake: mistake)
    if failures[key] != nil {
      failures[key]!.occurrences += occurrences
      return
    }
    order.append(key)
    failures[key] = ValidationFailure(
      check: check, mistake: mistake, component: component, detail: detail, inputs: inputs(),
      expected: expected(), got: got(), occurrences: occurrences)
  }

  /// True when some failure of `check` was recorded.
  func hasFailures(of check: ValidationCheck) -> Bool {
    order.contains { $0.check == check }
  }

  /// True when a failure of `check` with `mistake` was recorded.
  func hasFailures(of check: ValidationCheck, mistake: LikelyMistake) -> Bool {
    order.contains { $0.check == check && $0.mistake == mistake }
  }

  /// The first failure of `check` in `component` other than `excluded`, in the order recorded.
  func first(of check: ValidationCheck, component: String, excluding excluded: LikelyMistake) -> ValidationFailure? {
    order.first { $0.check == check && $0.component == component && $0.mistake != excluded }.flatMap { failures[$0] }
  }

  /// All failures, ordered by check, then by first occurrence.
  var all: [ValidationFailure] {
    order.enumerated()
      .sorted { ($0.element.check, $0.offset) < ($1.element.check, $1.offset) }
      .compactMap { failures[$0.element] }
  }
}
