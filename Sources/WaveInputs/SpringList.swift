import Foundation
import WaveCore

/// Springs from the command line (`--spring 0.7:0.4`, `--spring 0.7:k=300:m=2`) or a JSON file.
public enum SpringList {
  /// Parses one `--spring` value: `ζ:response`, `ζ:r=response`, `ζ:k=stiffness`, each optionally followed by
  /// `:m=mass`. Every number finite and > 0.
  ///
  /// - Throws: ``InputError`` naming the value and the accepted forms.
  public static func parse(_ text: String) throws(InputError) -> SpringSpec {
    let usage = "expected ζ:response, ζ:k=stiffness, optionally :m=mass (e.g. 0.7:0.4 or 0.7:k=300:m=2)"
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard parts.count == 2 || parts.count == 3 else { throw InputError("--spring '\(text)': \(usage)") }
    func number(_ s: String, _ name: String) throws(InputError) -> Double {
      guard let x = Double(s), x.isFinite, x > 0 else {
        throw InputError("--spring '\(text)': \(name) must be a finite number > 0 (got '\(s)'); \(usage)")
      }
      return x
    }
    let zeta = try number(parts[0], "the damping ratio")
    var mass = 1.0
    if parts.count == 3 {
      guard parts[2].hasPrefix("m=") else { throw InputError("--spring '\(text)': \(usage)") }
      mass = try number(String(parts[2].dropFirst(2)), "the mass")
    }
    if parts[1].hasPrefix("k=") {
      return SpringSpec(
        dampingRatio: zeta, stiffness: try number(String(parts[1].dropFirst(2)), "the stiffness"), mass: mass)
    }
    let response = parts[1].hasPrefix("r=") ? String(parts[1].dropFirst(2)) : parts[1]
    return SpringSpec(dampingRatio: zeta, response: try number(response, "the response"), mass: mass)
  }

  /// Reads a JSON file holding an array of springs, each `{"dampingRatio": Z, "response": R}` or
  /// `{"dampingRatio": Z, "stiffness": K}`, with an optional `"mass"`.
  ///
  /// - Throws: ``InputError`` naming the file and the entry.
  public static func load(path: String) throws(InputError) -> [SpringSpec] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError("--springs-file: cannot read \(path)")
    }
    guard let array = (try? JSONSerialization.jsonObject(with: data)) as? [Any], !array.isEmpty else {
      throw InputError("--springs-file: \(path) must hold a non-empty JSON array of springs")
    }
    var specs: [SpringSpec] = []
    for (index, item) in array.enumerated() {
      let where_ = "--springs-file: \(path) entry \(index)"
      guard let object = item as? [String: Any] else { throw InputError("\(where_): expected an object") }
      func value(_ key: String) throws(InputError) -> Double? {
        guard let raw = object[key] else { return nil }
        guard let x = (raw as? NSNumber)?.doubleValue, !(raw is Bool), x.isFinite, x > 0 else {
          throw InputError("\(where_): \(key) must be a finite number > 0")
        }
        return x
      }
      guard let zeta = try value("dampingRatio") else { throw InputError("\(where_): dampingRatio is required") }
      let mass = try value("mass") ?? 1
      switch (try value("response"), try value("stiffness")) {
      case (let r?, nil): specs.append(SpringSpec(dampingRatio: zeta, response: r, mass: mass))
      case (nil, let k?): specs.append(SpringSpec(dampingRatio: zeta, stiffness: k, mass: mass))
      default: throw InputError("\(where_): give exactly one of response or stiffness")
      }
    }
    return specs
  }
}
