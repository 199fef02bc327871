/// What ``SpringValidator`` found about one type.
///
/// ``passed`` is true when there is no failure; notes and unsettled springs never fail a type.
public struct ValidationResult: Sendable, CustomStringConvertible {
  /// The type's name, as `String(describing: T.self)`.
  public let typeName: String
  /// Whether the components came from reflection or from the caller's accessor.
  public let componentSource: ComponentSource
  /// The floating-point components, as paths (`x`, `origin.x`, `storage[2]`; `self` for a scalar type).
  public let components: [String]
  /// The non-float stored properties reflection found (ids, flags), as paths.
  public let nonFloatFields: [String]
  /// The components declared periodic (angles), as the checks used them.
  public let periodicComponents: [PeriodicComponent]
  /// The failures, ordered by check.
  public let failures: [ValidationFailure]
  /// Remarks that do not fail the type.
  public let notes: [ValidationNote]
  /// Springs the convergence check could not hold the type to, and why.
  public let unsettledSprings: [UnsettledSpring]
  /// How many cases each check ran (a case: one step, one trajectory, one sample, …).
  public let caseCounts: [ValidationCheck: Int]
  /// The display scale check 5 rounded to (WaveCore's `DisplayScale.current` when it ran).
  public let displayScale: Double

  /// True when no check failed.
  public var passed: Bool { failures.isEmpty }

  /// The checks with at least one failure.
  public var failedChecks: Set<ValidationCheck> { Set(failures.map(\.check)) }

  /// The failures of one check.
  public func failures(of check: ValidationCheck) -> [ValidationFailure] {
    failures.filter { $0.check == check }
  }

  package init(
    typeName: String, componentSource: ComponentSource, components: [String], nonFloatFields: [String],
    failures: [ValidationFailure], notes: [ValidationNote], unsettledSprings: [UnsettledSpring],
    caseCounts: [ValidationCheck: Int], displayScale: Double, periodicComponents: [PeriodicComponent] = []
  ) {
    self.typeName = typeName
    self.componentSource = componentSource
    self.components = components
    self.nonFloatFields = nonFloatFields
    self.periodicComponents = periodicComponents
    self.failures = failures
    self.notes = notes
    self.unsettledSprings = unsettledSprings
    self.caseCounts = caseCounts
    self.displayScale = displayScale
  }

  /// The whole report as plain text: a verdict line, the components, the cases per check, the notes, the
  /// unsettled springs and the failures.
  public var description: String { ValidationTextRenderer.render(self) }
}

/// The kit's result under its former name.
@available(*, deprecated, renamed: "ValidationResult")
public typealias ValidationReport = ValidationResult
