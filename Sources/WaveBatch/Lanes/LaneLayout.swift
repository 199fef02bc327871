import Foundation
import WaveCore

/// How a value type made of CGFloat (or Double) components maps onto consecutive batch lanes: CGFloat and
/// Double take 1 lane, CGPoint and CGSize 2, CGRect and RGBAComponents 4, and so does any user type whose
/// stored properties are, recursively, CGFloat or Double.
///
/// The type is accepted once, when the layout is made: `Mirror` must find only CGFloat/Double leaves, the type
/// must be exactly that many 8-byte numbers, and a probe value written lane by lane must read back through
/// `Mirror` in declaration order. After that, components are read and written as raw 8-byte numbers (no
/// reflection, no allocation).
///
/// A batch steps each component with the engine's scalar step, which is what `updateValue` does for every
/// type of the engine; a custom `updateValue` that is not component-wise Euler is not what a batch computes
/// (the SpringValidation kit checks a type for that).
public struct LaneLayout<Value: SpringInterpolatable & VelocityProviding>: Sendable {
  /// Lanes per value, ≥ 1.
  public let componentCount: Int

  /// Checks `Value`'s layout (see the type's discussion).
  ///
  /// - Throws: ``LaneLayoutError`` when a component is not a CGFloat or Double, or the memory layout is
  ///   not a dense run of 8-byte numbers in declaration order.
  public init() throws(LaneLayoutError) {
    let typeName = String(describing: Value.self)
    var leaves: [(path: String, value: Double)] = []
    try Self.collect(Value.zero, path: "", type: typeName, into: &leaves)
    let n = leaves.count
    guard n >= 1, MemoryLayout<Value>.size == n * 8, MemoryLayout<Value>.stride == n * 8,
      MemoryLayout<Value>.alignment == 8
    else {
      throw .unexpectedMemoryLayout(type: typeName, size: MemoryLayout<Value>.size, components: n)
    }
    var probe = Value.zero
    withUnsafeMutableBytes(of: &probe) { bytes in
      for i in 0..<n { bytes.storeBytes(of: Double(i + 1), toByteOffset: i * 8, as: Double.self) }
    }
    var read: [(path: String, value: Double)] = []
    try Self.collect(probe, path: "", type: typeName, into: &read)
    guard read.map(\.value) == (1...n).map(Double.init) else {
      throw .unexpectedMemoryLayout(type: typeName, size: MemoryLayout<Value>.size, components: n)
    }
    componentCount = n
  }

  /// Component `index` (0 ..< componentCount) of `value`.
  @inlinable
  package func component(_ index: Int, of value: Value) -> Double {
    withUnsafeBytes(of: value) { $0.load(fromByteOffset: index * 8, as: Double.self) }
  }

  /// A value whose component `i` is `component(i)`.
  @inlinable
  package func make(_ component: (_ index: Int) -> Double) -> Value {
    var value = Value.zero
    withUnsafeMutableBytes(of: &value) { bytes in
      for i in 0..<componentCount { bytes.storeBytes(of: component(i), toByteOffset: i * 8, as: Double.self) }
    }
    return value
  }

  private static func collect(
    _ value: Any, path: String, type: String, into leaves: inout [(path: String, value: Double)]
  ) throws(LaneLayoutError) {
    if let x = value as? CGFloat, Swift.type(of: value) == CGFloat.self {
      leaves.append((path, Double(x)))
      return
    }
    if let x = value as? Double, Swift.type(of: value) == Double.self {
      leaves.append((path, x))
      return
    }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .struct || mirror.displayStyle == .tuple, !mirror.children.isEmpty else {
      throw .nonFloatingPointComponent(
        type: type, path: path.isEmpty ? "self" : path, componentType: String(describing: Swift.type(of: value)))
    }
    for (index, child) in mirror.children.enumerated() {
      let name = child.label ?? String(index)
      try collect(child.value, path: path.isEmpty ? name : path + "." + name, type: type, into: &leaves)
    }
  }
}
