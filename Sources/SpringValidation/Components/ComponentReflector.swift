import Foundation

/// Finds a value's components with `Mirror`: stored properties, recursively through nested structs, tuples, arrays and
/// classes (with their superclasses), down to Float, Double and CGFloat leaves.
///
/// SIMD vectors (whose storage `Mirror` cannot see) are read lane by lane. Enums, optionals, dictionaries, sets and
/// childless values (Int, Bool, String, UUID, …) are non-float fields, compared by description.
enum ComponentReflector {
  /// How deep the recursion goes before a value is taken as an opaque non-float field (guards cycles
  /// through class references).
  static let maximumDepth = 12

  /// The components of `value`, in declaration order; a scalar type's one component is named `self`.
  static func components(of value: Any) -> [ValidationComponent] {
    var out: [ValidationComponent] = []
    visit(value, path: "", depth: 0, into: &out)
    return out
  }

  private static func visit(_ value: Any, path: String, depth: Int, into out: inout [ValidationComponent]) {
    let name = path.isEmpty ? "self" : path
    let type = type(of: value)
    if type == Double.self, let d = value as? Double {
      out.append(ValidationComponent(name, d))
      return
    }
    if type == Float.self, let f = value as? Float {
      out.append(ValidationComponent(name, f))
      return
    }
    if type == CGFloat.self, let c = value as? CGFloat {
      out.append(ValidationComponent(name, c))
      return
    }
    if let vector = value as? any SIMD {
      visitLanes(of: vector, path: path, depth: depth, into: &out)
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum, .optional, .dictionary, .set:
      out.append(ValidationComponent(name, nonFloat: value))
      return
    default:
      break
    }
    let children = allChildren(of: mirror)
    if children.isEmpty || depth >= maximumDepth {
      out.append(ValidationComponent(name, nonFloat: value))
      return
    }
    for (index, child) in children.enumerated() {
      visit(child.value, path: join(path, child.label, index: index), depth: depth + 1, into: &out)
    }
  }

  private static func visitLanes<V: SIMD>(
    of vector: V, path: String, depth: Int, into out: inout [ValidationComponent]
  ) {
    for lane in vector.indices {
      visit(vector[lane], path: "\(path)[\(lane)]", depth: depth + 1, into: &out)
    }
  }

  /// A class's children include its superclasses' stored properties, first.
  private static func allChildren(of mirror: Mirror) -> [Mirror.Child] {
    var chain: [Mirror] = [mirror]
    while let parent = chain.last?.superclassMirror { chain.append(parent) }
    return chain.reversed().flatMap { Array($0.children) }
  }

  /// `a.b`, `a[2]`, or a tuple's `.0` as `a.0`.
  private static func join(_ path: String, _ label: String?, index: Int) -> String {
    guard var label else { return "\(path)[\(index)]" }
    if label.hasPrefix(".") { label.removeFirst() }
    return path.isEmpty ? label : "\(path).\(label)"
  }
}
