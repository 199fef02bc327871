import Foundation

/// A file of frame durations: one duration in seconds per line (finite, > 0). Blank lines and lines
/// starting with `#` are ignored.
public enum DtFile {
  /// The most frames a file may hold (10 million: 80 MB of durations, minutes of stepping).
  public static let maximumFrames = 10_000_000

  /// Reads and checks a dt file.
  ///
  /// - Throws: ``InputError`` naming the file (and the line) when it is missing, unreadable, empty, or holds
  ///   a line that is not a finite number > 0.
  public static func load(path: String) throws(InputError) -> [Double] {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      if !FileManager.default.fileExists(atPath: path) {
        throw InputError("--dt-file: no such file: \(path)")
      }
      throw InputError("--dt-file: cannot read \(path) as UTF-8 text")
    }
    return try parse(text, name: path)
  }

  /// Parses the contents of a dt file; `name` is used in messages.
  public static func parse(_ text: String, name: String) throws(InputError) -> [Double] {
    var durations: [Double] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let value = Double(line), value.isFinite, value > 0 else {
        throw InputError(
          "--dt-file: \(name) line \(index + 1): expected a frame duration in seconds (a finite number > 0), got '\(line.prefix(40))'"
        )
      }
      durations.append(value)
      if durations.count > maximumFrames {
        throw InputError("--dt-file: \(name) holds more than \(maximumFrames) frames")
      }
    }
    guard !durations.isEmpty else {
      throw InputError("--dt-file: \(name) holds no frame durations (one duration in seconds per line)")
    }
    return durations
  }
}
