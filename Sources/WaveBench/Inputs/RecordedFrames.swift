import WaveOutput

/// An outside engine's frames of one animation, read from a CSV file of `time,value[,velocity]` (`accuracy
/// --trajectory`): the engine's own output, judged against the exact spring beside the built-in integrators.
///
/// One frame a line: the time in seconds, the value, optionally the velocity (units a second), comma-separated. The
/// first line holds the start (its value is `--from`); times increase strictly from it. A first line that is not
/// numbers is a header; blank lines and lines starting with `#` are ignored (``InputFile``: LF or CRLF, a BOM, a
/// path, a pipe or `-`).
struct RecordedFrames: Sendable, Equatable {
  /// The file's last path component, which names its rows.
  let name: String
  /// Seconds since the start, the first 0 (the file's times less its first), strictly increasing.
  let times: [Double]
  /// The values on the scale of `distance`: 0 at `--from`, `distance` at `--to`.
  let values: [Double]
  /// The velocities on the same scale (units a second); nil when the file gives none.
  let velocities: [Double]?

  /// The frame durations between the rows, s.
  var durations: [Double] { zip(times.dropFirst(), times).map { $0 - $1 } }

  /// Reads `path`, its values mapped from `from` → `to` onto 0 → `distance`.
  ///
  /// - Parameters:
  ///   - path: the CSV file.
  ///   - from: the start value in the file's units, finite.
  ///   - to: the target in the file's units, finite, ≠ `from`.
  ///   - distance: the scale the rows are judged on (the accuracy report's 1000), > 0.
  /// - Returns: the frames.
  /// - Throws: ``InputError`` (a file's content: exit 2) naming the file and the line: a line of other than two or
  ///   three numbers, a number that is not finite, times that do not increase, a frame shorter than
  ///   ``InputLimits/minimumReportFrameDuration`` or longer than ``InputLimits/maximumFrameDuration``, a first value
  ///   that is not `from`, fewer than two frames or more than ``InputLimits/maximumFrames``.
  static func load(path: String, from: Double, to: Double, distance: Double) throws(InputError)
    -> RecordedFrames
  {
    let file = try InputFile(path: path, option: "--trajectory")
    func refusal(_ why: String) -> InputError {
      InputError("--trajectory: \(file.name) line \(file.lineNumber): \(why)", isFileContent: true)
    }
    let scale = distance / (to - from)
    var (times, values, velocities) = ([Double](), [Double](), [Double]())
    var columns: Int?
    var origin: Double?
    var first = true
    while let raw = try file.nextLine() {
      let line = raw.trimmed
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let numbers = fields.map { Double($0) }
      defer { first = false }
      if first, numbers.contains(where: { $0 == nil }) { continue }
      guard (2...3).contains(fields.count), numbers.allSatisfy({ $0 != nil }) else {
        let shown = InputFile.printable(String(line))
        throw refusal("expected time,value or time,value,velocity (numbers), got '\(shown)'")
      }
      guard columns == nil || columns == fields.count else {
        throw refusal("\(fields.count) columns where the lines before have \(columns ?? 0)")
      }
      columns = fields.count
      let row = numbers.map { $0! }
      guard row.allSatisfy(\.isFinite) else { throw refusal("a number that is not finite") }
      let start = origin ?? row[0]
      origin = start
      let t = row[0] - start
      if let last = times.last {
        let step = t - last
        guard step >= InputLimits.minimumReportFrameDuration, step <= InputLimits.maximumFrameDuration else {
          throw refusal(
            "the time does not increase by \(InputLimits.minimumReportFrameDuration) s to \(NumberFormat.shortest(InputLimits.maximumFrameDuration)) s from the line before"
          )
        }
      } else if abs(row[1] - from) > 1e-9 * max(abs(from), abs(to)) {
        throw refusal(
          "the first frame is the start: its value \(NumberFormat.shortest(row[1])) is not --from \(NumberFormat.shortest(from))"
        )
      }
      guard times.count <= InputLimits.maximumFrames else {
        throw refusal("more than \(InputLimits.maximumFrames) frames")
      }
      times.append(t)
      values.append((row[1] - from) * scale)
      if row.count == 3 { velocities.append(row[2] * scale) }
    }
    guard times.count >= 2 else {
      throw InputError(
        "--trajectory: \(file.name) holds \(times.count) frame\(times.count == 1 ? "" : "s"); give the start and at least one frame (time,value[,velocity] a line)",
        isFileContent: true)
    }
    return RecordedFrames(
      name: file.name.split(separator: "/").last.map(String.init) ?? file.name, times: times, values: values,
      velocities: columns == 3 ? velocities : nil)
  }
}
