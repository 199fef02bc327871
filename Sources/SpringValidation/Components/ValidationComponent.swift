import Foundation

/// One component of a value, as the validator sees it: a named Float, Double or CGFloat, or a non-float
/// field compared by its description.
///
/// Return these from the `components:` accessor when reflection cannot see a type's storage:
///
///     SpringValidator.validate(Box.self, samples: samples) { box in
///       [ValidationComponent("x", box.x), ValidationComponent("y", box.y)]
///     }
public struct ValidationComponent: Sendable, Equatable, CustomStringConvertible {
  /// A component's value in its own type.
  package enum Value: Sendable, Equatable {
    case float(Float)
    case double(Double)
    case cgFloat(CGFloat)
    /// A non-float field (an id, a flag), by its `String(describing:)`.
    case nonFloat(String)
  }

  /// The component's name or path, such as `x` or `origin.x`.
  public let name: String
  /// Its value.
  package let value: Value

  /// A Double component.
  public init(_ name: String, _ value: Double) { self.init(name: name, value: .double(value)) }
  /// A Float component.
  public init(_ name: String, _ value: Float) { self.init(name: name, value: .float(value)) }
  /// A CGFloat component.
  public init(_ name: String, _ value: CGFloat) { self.init(name: name, value: .cgFloat(value)) }
  /// A non-float field, compared by `String(describing: value)`.
  public init(_ name: String, nonFloat value: Any) {
    self.init(name: name, value: .nonFloat(String(describing: value)))
  }

  package init(name: String, value: Value) {
    self.name = name
    self.value = value
  }

  public var description: String { "\(name) = \(text)" }

  /// The floating-point kind, nil for a non-float field.
  var kind: ScalarKind? {
    switch value {
    case .float: .float
    case .double: .double
    case .cgFloat: .cgFloat
    case .nonFloat: nil
    }
  }

  /// The number, exactly (Float and CGFloat convert to Double without rounding); NaN for a non-float field.
  var number: Double {
    switch value {
    case .float(let f): Double(f)
    case .double(let d): d
    case .cgFloat(let c): Double(c)
    case .nonFloat: .nan
    }
  }

  /// The value as text: the shortest round-tripping decimal of a number, or the field's description.
  var text: String {
    switch value {
    case .float(let f): "\(f)"
    case .double(let d): "\(d)"
    case .cgFloat(let c): "\(Double(c))"
    case .nonFloat(let s): s
    }
  }

  /// Same name and same kind (float kind or non-float).
  func hasSameShape(as other: ValidationComponent) -> Bool {
    name == other.name && kind == other.kind
  }
}
