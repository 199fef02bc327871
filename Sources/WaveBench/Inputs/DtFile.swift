import WaveOutput

/// A file of frame durations: one duration in seconds per line (finite, > 0, at most
/// ``InputLimits/maximumFrameDuration``).
///
/// Blank lines and lines starting with `#` are ignored; LF or CRLF line ends, an optional UTF-8 BOM; a path, a pipe or
/// `-` (standard input) (``InputFile``).
enum DtFile {
  /// The most frames a file may hold (``InputLimits/maximumFrames``).
  static let maximumFrames = InputLimits.maximumFrames

  /// Reads and checks a dt file, calling `body` with each duration in order, in constant memory.
  ///
  /// - Returns: the number of durations.
  /// - Throws: ``InputError`` naming the file (and the line) when it is missing, unreadable, empty, too long,
  ///   or holds a line that is not a frame duration; or what `body` throws.
  @discardableResult
  static func forEach(path: String, _ body: (Double) throws -> Void) throws -> Int {
    let file = try InputFile(path: path, option: "--dt-file")
    var count = 0
    while let rawLine = try file.nextLine() {
      let line = rawLine.trimmed
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let value = Double(line), value.isFinite, value > 0, value <= InputLimits.maximumFrameDuration else {
        throw InputError(
          "--dt-file: \(file.name) line \(file.lineNumber): expected a frame duration in seconds (a finite number > 0 and ≤ \(Int(InputLimits.maximumFrameDuration))), got '\(InputFile.printable(line))'",
          isFileContent: true)
      }
      count += 1
      guard count <= maximumFrames else {
        throw InputError("--dt-file: \(file.name) holds more than \(maximumFrames) frames", isFileContent: true)
      }
      try body(value)
    }
    guard count > 0 else {
      throw InputError(
        "--dt-file: \(file.name) holds no frame durations (one duration in seconds per line)", isFileContent: true)
    }
    return count
  }

  /// Reads and checks a dt file (see ``forEach(path:_:)``), keeping every duration.
  static func load(path: String) throws(InputError) -> [Double] {
    var durations: [Double] = []
    do {
      try forEach(path: path) { durations.append($0) }
    } catch let error as InputError {
      throw error
    } catch {
      throw InputError("--dt-file: \(error)")
    }
    return durations
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  var trimmed: Substring {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
      return ""
    }
    return self[first...last]
  }
}
