import SpringValidation
import WaveCore
import XCTest

/// Validates a `SpringInterpolatable` type with SpringValidation's `SpringValidator` and records one XCTest
/// failure per validation failure, each with its check, inputs, expected and got values and likely mistake.
///
///     func testMyVectorIsAValidSpringInterpolatable() {
///       XCTAssertValidSpringInterpolatable(MyVector.self, samples: [a, b, c])
///     }
///
/// - Parameters:
///   - type: the type, whose `ValueType` and `VelocityType` are itself.
///   - samples: values of the type (see `SpringValidator`).
///   - options: springs, frame schedules, step tolerance, angles (`PeriodicComponent`).
///   - components: the components accessor, when reflection cannot see the type's storage; nil for reflection.
///   - file: the caller's `#filePath`, where the failures are recorded.
///   - line: the caller's `#line`.
/// - Returns: the report, for further assertions.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Named as XCTest names its assertions, so that it reads as one of them.
@discardableResult
public func XCTAssertValidSpringInterpolatable<T: SpringInterpolatable>(
  _ type: T.Type, samples: [T], options: ValidationOptions = ValidationOptions(),
  components: ((T) -> [ValidationComponent])? = nil, file: StaticString = #filePath, line: UInt = #line
) -> ValidationResult where T.ValueType == T, T.VelocityType == T {
  let result =
    components.map { SpringValidator.validate(type, samples: samples, options: options, components: $0) }
    ?? SpringValidator.validate(type, samples: samples, options: options)
  for message in ValidationFailureMessages.messages(for: result) {
    XCTFail(message, file: file, line: line)
  }
  return result
}
