/// Why a value type cannot be mapped onto batch lanes.
public enum LaneLayoutError: Error, Equatable, CustomStringConvertible, Sendable {
  /// A stored property (recursively) is not a CGFloat or a Double: named by its path and type.
  case nonFloatingPointComponent(type: String, path: String, componentType: String)
  /// The components are not laid out as consecutive 8-byte numbers in declaration order.
  case unexpectedMemoryLayout(type: String, size: Int, components: Int)

  public var description: String {
    switch self {
    case .nonFloatingPointComponent(let type, let path, let componentType):
      return "\(type) cannot be batched: its component \(path) is a \(componentType), not a CGFloat or Double"
    case .unexpectedMemoryLayout(let type, let size, let components):
      return
        "\(type) cannot be batched: \(components) CGFloat components but \(size) bytes, or not in declaration order"
    }
  }
}
