import WaveCore

/// Checks a `SpringInterpolatable` conformance against the engine: one call from a test.
///
///     let result = SpringValidator.validate(MyVector.self, samples: [a, b, c])
///     result.passed    // Bool
///     result.failures  // [ValidationFailure]: which check, which inputs, expected vs got, likely mistake
///
/// The samples serve as values, targets and velocities. Give two to five values of moderate size (tens to
/// thousands of points) with fractional components, all different, including one with a negative
/// component; the validator's cost grows as the cube of their number.
///
/// The seven checks are listed on ``ValidationCheck``. A run touches only the type's own API and reads
/// WaveCore's `DisplayScale.current`; it is deterministic, allocates no global state and can run in
/// parallel with other tests.
public enum SpringValidator {
  /// Validates `type`, finding its components by reflection (`Mirror`), recursively through nested structs,
  /// tuples, arrays and SIMD vectors down to Float, Double and CGFloat leaves.
  ///
  /// - Parameters:
  ///   - type: the type, whose `ValueType` and `VelocityType` are itself.
  ///   - samples: values of the type, at least one (two for the convergence check); finite for check 7.
  ///   - options: springs, frame schedules, step tolerance and angles; the defaults suit most types.
  /// - Returns: the result: whether the type passed, and each failure and note of the seven checks.
  public static func validate<T: SpringInterpolatable>(
    _ type: T.Type, samples: [T], options: ValidationOptions = ValidationOptions()
  ) -> ValidationResult where T.ValueType == T, T.VelocityType == T {
    let run = TypeValidation(samples: samples, options: options, source: .reflection) {
      ComponentReflector.components(of: $0)
    }
    return run.run()
  }

  /// Validates `type` with components given by `components` instead of reflection, for types whose storage
  /// `Mirror` cannot see (pointers, custom mirrors) or whose animated components are computed.
  ///
  /// - Parameters:
  ///   - type: the type, whose `ValueType` and `VelocityType` are itself.
  ///   - samples: values of the type, at least one (two for the convergence check); finite for check 7.
  ///   - options: springs, frame schedules, step tolerance and angles; the defaults suit most types.
  ///   - components: the value's components, the same names and types for every value, in a fixed order.
  /// - Returns: the result: whether the type passed, and each failure and note of the seven checks.
  public static func validate<T: SpringInterpolatable>(
    _ type: T.Type, samples: [T], options: ValidationOptions = ValidationOptions(),
    components: @escaping (T) -> [ValidationComponent]
  ) -> ValidationResult where T.ValueType == T, T.VelocityType == T {
    let run = TypeValidation(samples: samples, options: options, source: .accessor, extract: components)
    return run.run()
  }
}
