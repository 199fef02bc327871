import Foundation

/// Reads the structure a person sees out of a plot's SVG: its panels, each panel's series (name, colour,
/// dash, marker), texts by class, markers.
///
/// Independent of how the renderer builds the document: it reads the elements and attributes the SVG carries.
struct SVGInspection {
  let svg: String

  /// One drawn series.
  struct Series: Hashable {
    let name: String, color: String, dash: String, marker: String
  }

  /// The panels of a figure (`<g class="panel" data-title=…>`), in order, or the whole document as one
  /// untitled panel.
  var panels: [(title: String, body: String)] {
    let parts = svg.components(separatedBy: "<g class=\"panel\" data-title=\"")
    guard parts.count > 1 else { return [("", svg)] }
    return parts.dropFirst().map { part in
      let title = String(part.prefix { $0 != "\"" })
      return (title, part)
    }
  }

  /// The captures of `pattern` in `text`, one array per match.
  static func matches(_ pattern: String, in text: String) -> [[String]] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else {
      preconditionFailure("the test's pattern \(pattern) is not a regular expression")
    }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).map { match in
      (1..<match.numberOfRanges).map { i in
        Range(match.range(at: i), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  /// The series drawn in `body`, in drawing order.
  static func series(_ body: String) -> [Series] {
    matches(
      "<g class=\"series\" data-name=\"([^\"]*)\" data-color=\"([^\"]*)\" data-dash=\"([^\"]*)\" data-marker=\"([^\"]*)\"",
      in: body
    ).map { Series(name: $0[0], color: $0[1], dash: $0[2], marker: $0[3]) }
  }

  /// The contents of every `<text class="klass" …>…</text>` in `body`.
  static func texts(_ klass: String, in body: String) -> [String] {
    matches("<text class=\"\(klass)\"[^>]*>([^<]*)</text>", in: body).map { $0[0] }
  }

  /// The names of the markers (`<g class="marker" data-name=…>`) in `body`.
  static func markers(_ body: String) -> [String] {
    matches("<g class=\"marker\" data-name=\"([^\"]*)\"", in: body).map { $0[0] }
  }

  /// Whether `label` reads as a round tick value: m × 10^k with m in {1, 2, 5}, or 0.
  static func isRound125(_ label: String) -> Bool {
    guard let value = Double(label) else { return false }
    if value == 0 { return true }
    let exponent = floor(log10(abs(value)))
    let mantissa = abs(value) / pow(10, exponent)
    // log10 and pow leave a few ulps of the mantissa; 1e-9 is far looser than that and far below the gap to any other
    // printed mantissa (≥ 1e-3).
    return [1.0, 2, 5, 10].contains { abs(mantissa - $0) < 1e-9 }
  }

  /// `#RRGGBB` as (r, g, b).
  static func rgb(_ hex: String) -> (Int, Int, Int)? {
    guard hex.hasPrefix("#"), hex.count == 7, let v = Int(hex.dropFirst(), radix: 16) else { return nil }
    return (v >> 16, (v >> 8) & 0xFF, v & 0xFF)
  }
}
