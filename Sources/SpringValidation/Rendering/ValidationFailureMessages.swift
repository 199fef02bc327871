/// The messages the test helpers record: one per failure, each naming the type.
package enum ValidationFailureMessages {
  /// `"<Type> is not a valid SpringInterpolatable: [check N · title] …"`, one per failure; empty when the
  /// report passed.
  package static func messages(for result: ValidationResult) -> [String] {
    result.failures.map { "\(result.typeName) is not a valid SpringInterpolatable: \($0)" }
  }
}
