import Foundation
import XCTest

/// What a user can see of one run of `wave-bench`: the exit status, standard output and every file the run
/// wrote into its own scratch folder (by path relative to it).
///
/// Standard error is left out: it holds progress.
struct OptionObservation: Equatable, CustomStringConvertible {
  var status: Int32
  var stdout: String
  var files: [String: String]

  var description: String {
    "exit \(status), \(stdout.count) characters on stdout, files \(files.keys.sorted())"
  }

  /// Runs `arguments` with `{S}` replaced by a new, empty scratch folder and
  /// `{F}` by `fixtures`.
  ///
  /// The scratch folder's path is written `{S}` again in what is observed, so that two runs compare by what they say,
  /// not by where they ran. `untimed` drops what a wall clock decides.
  static func observe(
    _ arguments: [String], fixtures: String, untimed: Bool
  ) throws -> (OptionObservation, stderr: String) {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-option-\(UUID())").path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let resolved = arguments.map {
      $0.replacingOccurrences(of: "{S}", with: scratch).replacingOccurrences(of: "{F}", with: fixtures)
    }
    let result = CommandRunner.run(resolved)
    var files: [String: String] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: scratch) {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: scratch + "/" + path, isDirectory: &isFolder), !isFolder.boolValue
      else { continue }
      let contents = (try? String(contentsOfFile: scratch + "/" + path, encoding: .utf8)) ?? "<binary>"
      files[path] = untimed ? Self.untimed(contents) : contents
    }
    let stdout = result.stdout.replacingOccurrences(of: scratch, with: "{S}")
    return (
      OptionObservation(status: result.status, stdout: untimed ? Self.untimed(stdout) : stdout, files: files),
      result.stderr
    )
  }

  /// Keys whose values a wall clock decides: perf's timings, bandwidths and the targets built on them, and the
  /// gate's informational wall-time ratio.
  static let timedKeys: Set<String> = [
    "nsPerAnimatorFrame", "minNsPerAnimatorFrame", "maxNsPerAnimatorFrame", "nsPerFrame", "budgetPercent60Hz",
    "budgetPercent120Hz", "bytesPerSecond", "copyBandwidthMultiple", "runs", "measured", "met",
    "copyBandwidthBytesPerSecond", "batchFootprintCopyBandwidthBytesPerSecond",
    "batchFootprintCopyBandwidthTwoThreadsBytesPerSecond", "seconds", "secondsPerFrame", "nanosecondsPerFrame",
  ]

  /// A JSON document without its timed values (and without the gate's informational rows); any other text with
  /// every number replaced by `#` (a table of timings says nothing reproducible but its layout and words).
  static func untimed(_ text: String) -> String {
    if let data = text.data(using: .utf8), let json = try? JSONSerialization.jsonObject(with: data) {
      let stripped = strip(json)
      if let out = try? JSONSerialization.data(withJSONObject: stripped, options: [.sortedKeys]) {
        return String(decoding: out, as: UTF8.self)
      }
    }
    return text.replacingOccurrences(of: #"[0-9]+(\.[0-9]+)?(e[-+]?[0-9]+)?"#, with: "#", options: .regularExpression)
  }

  private static func strip(_ value: Any) -> Any {
    if let object = value as? [String: Any] {
      if let metric = object["metric"] as? String, metric.contains("(info)") { return "info row" }
      return object.filter { !timedKeys.contains($0.key) }.mapValues(strip)
    }
    if let array = value as? [Any] { return array.map(strip) }
    return value
  }
}
