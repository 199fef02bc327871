import Foundation

/// Runs a command under valgrind and reads deterministic counts from its summary.
///
/// - Instructions: `valgrind --tool=callgrind`, whose "Collected" line is the number of instructions
///   executed (Ir). Exact and repeatable for the same binary, arguments and environment.
/// - Allocations: `valgrind --tool=memcheck`, whose "total heap usage: N allocs" counts every heap
///   allocation (malloc, calloc, realloc, new).
public struct ValgrindCounter {
  /// Path of the valgrind executable, or nil when none is on `PATH`.
  public let valgrind: String?

  /// Finds valgrind on `PATH`, as a shell would (and so a `PATH` without it is "valgrind missing").
  public init() {
    valgrind = ValgrindCounter.which("valgrind")
  }

  /// Instructions executed by `executable arguments` (with `environment` added).
  /// `valgrind --version` (`valgrind-3.19.0`), `none` when valgrind is missing, `unknown` when it cannot run.
  public var version: String {
    guard let valgrind else { return "none" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments = ["--version"]
    let out = Pipe()
    process.standardOutput = out
    guard (try? process.run()) != nil else { return "unknown" }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  public func instructions(executable: String, arguments: [String], environment: [String: String]) throws -> Int {
    let output = try run(
      ["--tool=callgrind", "--callgrind-out-file=/dev/null"], executable, arguments, environment)
    guard let count = Self.number(after: "Collected :", in: output) else {
      throw GateError.cannotMeasure("callgrind printed no instruction count:\n\(output.suffix(2000))")
    }
    return count
  }

  /// Heap allocations made by `executable arguments`.
  public func allocations(executable: String, arguments: [String], environment: [String: String]) throws -> Int {
    let output = try run(["--tool=memcheck", "--leak-check=no"], executable, arguments, environment)
    guard let count = Self.number(after: "total heap usage:", in: output) else {
      throw GateError.cannotMeasure("memcheck printed no heap summary:\n\(output.suffix(2000))")
    }
    return count
  }

  private func run(_ tool: [String], _ executable: String, _ arguments: [String], _ environment: [String: String])
    throws -> String
  {
    guard let valgrind else { throw GateError.valgrindMissing }
    let process = Process()
    // Address-space randomization changes pointer-keyed lookups in the Swift runtime by a few hundred
    // instructions from run to run; `setarch -R` turns it off for the measured process.
    if let setarch = Self.which("setarch") {
      process.executableURL = URL(fileURLWithPath: setarch)
      process.arguments = [Self.machine, "-R", valgrind] + tool + [executable] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: valgrind)
      process.arguments = tool + [executable] + arguments
    }
    process.environment = environment  // only what the caller gives: the measured process sees nothing else
    process.currentDirectoryURL = URL(fileURLWithPath: "/")
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw GateError.cannotMeasure("valgrind exited with status \(process.terminationStatus):\n\(text.suffix(2000))")
    }
    return text
  }

  /// The first integer (commas allowed) after `marker` on any line of `text`.
  static func number(after marker: String, in text: String) -> Int? {
    for line in text.split(separator: "\n") {
      guard let range = line.range(of: marker) else { continue }
      let digits = line[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "," }
      if let value = Int(digits.filter(\.isNumber)) { return value }
    }
    return nil
  }

  /// The machine architecture name `setarch` expects (`uname -m`).
  static var machine: String {
    var info = utsname()
    uname(&info)
    return withUnsafeBytes(of: &info.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }

  static func which(_ name: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let path = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }
}

/// Why the gate could not run.
public enum GateError: Error, CustomStringConvertible {
  case valgrindMissing
  case cannotMeasure(String)
  case badBaseline(String)
  /// The baseline was measured on another build configuration (`release`, `debug`) than this one.
  case buildMismatch(baseline: String, current: String)

  public var description: String {
    switch self {
    case .valgrindMissing:
      return "valgrind is not installed; install it with `sudo apt-get install -y valgrind` (Debian/Ubuntu)"
    case .cannotMeasure(let why): return "cannot measure: \(why)"
    case .badBaseline(let why): return "baseline: \(why)"
    case .buildMismatch(let baseline, let current):
      return "the baseline was measured on a \(baseline) build and this is a \(current) build; "
        + "run `swift build -c release` and .build/release/wave-bench gate"
    }
  }
}
