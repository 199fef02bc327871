import SpringValidation
import Testing
import WaveCore

/// Validates a `SpringInterpolatable` type with SpringValidation's `SpringValidator` and records one Swift
/// Testing issue per validation failure, each with its check, inputs, expected and got values and likely
/// mistake.
///
///     @Test func myVectorIsAValidSpringInterpolatable() {
///       expectValidSpringInterpolatable(MyVector.self, samples: [a, b, c])
///     }
///
/// Takes the caller's location as `#fileID`, `#filePath`, `#line` and `#column` (not a macro), so that the
/// helper builds as a plain library.
///
/// - Parameters:
///   - type: the type, whose `ValueType` and `VelocityType` are itself.
///   - samples: values of the type (see `SpringValidator`).
///   - options: springs, frame schedules, step tolerance, angles (`PeriodicComponent`).
///   - components: the components accessor, when reflection cannot see the type's storage; nil for reflection.
///   - fileID: the caller's `#fileID`, where the issues are recorded.
///   - filePath: the caller's `#filePath`.
///   - line: the caller's `#line`, ≥ 1.
///   - column: the caller's `#column`, ≥ 1.
/// - Returns: the result, for further expectations.
@discardableResult
public func expectValidSpringInterpolatable<T: SpringInterpolatable>(
  _ type: T.Type, samples: [T], options: ValidationOptions = ValidationOptions(),
  components: ((T) -> [ValidationComponent])? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> ValidationResult where T.ValueType == T, T.VelocityType == T {
  let result =
    components.map { SpringValidator.validate(type, samples: samples, options: options, components: $0) }
    ?? SpringValidator.validate(type, samples: samples, options: options)
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  for message in ValidationFailureMessages.messages(for: result) {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
  return result
}
