/// A JSON document, written with shortest round-trip decimals for numbers (Swift's `Double.description`)
/// and keys in the order given, so that output is stable and diffable.
///
/// JSON has no infinities or NaN: a non-finite number is written as `null`.
package indirect enum JSONValue: Equatable, Sendable {
  case number(Double)
  case integer(Int)
  case string(String)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized() == rhs.serialized()
  }

  /// A number, or null when it is not finite.
  package static func finite(_ x: Double?) -> JSONValue {
    guard let x, x.isFinite else { return .null }
    return .number(x)
  }

  /// Serializes the document.
  ///
  /// `indent` > 0 pretty-prints objects (arrays of scalars stay on one line).
  package func serialized(indent: Int = 2) -> String {
    var out = ""
    write(to: &out, indent: indent, level: 0)
    return out
  }

  private func write(to out: inout String, indent: Int, level: Int) {
    switch self {
    case .number(let x):
      out += x.isFinite ? NumberFormat.shortest(x) : "null"
    case .integer(let i):
      out += String(i)
    case .string(let s):
      Self.writeString(s, to: &out)
    case .bool(let b):
      out += b ? "true" : "false"
    case .null:
      out += "null"
    case .array(let items):
      let scalar = items.allSatisfy { !$0.isContainer }
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        if !scalar && indent > 0 { out += "\n" + String(repeating: " ", count: indent * (level + 1)) }
        item.write(to: &out, indent: indent, level: level + 1)
      }
      if !scalar && indent > 0 && !items.isEmpty { out += "\n" + String(repeating: " ", count: indent * level) }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += "," }
        if indent > 0 { out += "\n" + String(repeating: " ", count: indent * (level + 1)) }
        Self.writeString(key, to: &out)
        out += indent > 0 ? ": " : ":"
        value.write(to: &out, indent: indent, level: level + 1)
      }
      if indent > 0 && !members.isEmpty { out += "\n" + String(repeating: " ", count: indent * level) }
      out += "}"
    }
  }

  private var isContainer: Bool {
    switch self {
    case .array, .object: return true
    default: return false
    }
  }

  private static func writeString(_ s: String, to out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          out +=
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
