/// Where the validator found a type's components.
public enum ComponentSource: String, Sendable, Codable, CustomStringConvertible {
  /// `Mirror` over stored properties, recursively (nested structs, tuples, arrays, SIMD vectors), down to
  /// Float, Double and CGFloat leaves; other leaves are non-float fields.
  case reflection
  /// The `components:` closure passed by the user.
  case accessor

  public var description: String {
    switch self {
    case .reflection: "reflection (Mirror over stored properties)"
    case .accessor: "the components accessor passed by the caller"
    }
  }
}
