import Foundation

/// Runs a command under valgrind's callgrind and reads the number of instructions it executed (Ir) from the
/// "Collected" line of its summary: exact and repeatable for the same binary, arguments and environment.
///
/// What the measured process reads from the system must be the same on every run, or the counts are not: its
/// environment is exactly the caller's, its working directory `/`, its address layout fixed (`setarch -R`), and
/// valgrind maps nothing into it that differs from run to run (``options``).
struct ValgrindCounter: Sendable {
  /// Path of the valgrind executable, or nil when none is on `PATH`.
  let valgrind: String?

  /// Finds valgrind on `PATH`, as a shell would (and so a `PATH` without it is "valgrind missing").
  init() {
    valgrind = ValgrindCounter.which("valgrind")
  }

  /// `valgrind --version` (`valgrind-3.19.0`), `none` when valgrind is missing, `unknown` when it cannot run.
  var version: String {
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

  /// valgrind's options for every run.
  ///
  /// `--vgdb=no`: without it valgrind maps a file named with its process ID into the process
  /// (`/tmp/vgdb-pipe-shared-mem-vgdb-<pid>-by-…`), and the Swift runtime reads the whole of
  /// `/proc/self/maps` at start-up (to find `argv`): a process ID of another number of digits shifts the text
  /// that `fgets` and `sscanf` scan after that line, which changes their instruction counts by a few.
  ///
  /// `--callgrind-out-file=/dev/null`: no profile file.
  static let options = ["--vgdb=no", "--tool=callgrind", "--callgrind-out-file=/dev/null"]

  /// Instructions executed by `executable arguments`, with exactly `environment` as its environment.
  func instructions(executable: String, arguments: [String], environment: [String: String]) throws -> Int {
    let output = try run(executable, arguments, environment, capture: .standardError)
    guard let count = Self.number(after: "Collected :", in: output) else {
      throw GateError.cannotMeasure("callgrind printed no instruction count:\n\(output.suffix(2000))")
    }
    return count
  }

  /// The standard output of `executable arguments` run as the counts are taken (same options, environment,
  /// working directory and address layout): what a measured process sees, for checking it.
  func standardOutput(executable: String, arguments: [String], environment: [String: String]) throws -> String {
    try run(executable, arguments, environment, capture: .standardOutput)
  }

  private enum Stream { case standardOutput, standardError }

  /// Runs `executable arguments` under callgrind and returns the text of the `capture` stream; the other goes to
  /// /dev/null.
  private func run(
    _ executable: String, _ arguments: [String], _ environment: [String: String], capture: Stream
  ) throws -> String {
    guard let valgrind else { throw GateError.valgrindMissing }
    let process = Process()
    let valgrindArguments = Self.options + [executable] + arguments
    // Address-space randomization moves the kernel's mappings of the process (its stack, vvar), whose addresses
    // the Swift runtime parses from /proc/self/maps at start-up (`strtoul` costs more for a hex letter than for
    // a digit): tens of instructions from run to run. `setarch -R` turns it off for the measured process.
    if let setarch = Self.which("setarch") {
      process.executableURL = URL(fileURLWithPath: setarch)
      process.arguments = [Self.machine, "-R", valgrind] + valgrindArguments
    } else {
      process.executableURL = URL(fileURLWithPath: valgrind)
      process.arguments = valgrindArguments
    }
    process.environment = environment  // only what the caller gives: the measured process sees nothing else
    process.currentDirectoryURL = URL(fileURLWithPath: "/")
    let pipe = Pipe()
    process.standardError = capture == .standardError ? pipe : FileHandle.nullDevice
    process.standardOutput = capture == .standardOutput ? pipe : FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      let shown = capture == .standardError ? ":\n\(text.suffix(2000))" : ""
      throw GateError.cannotMeasure("valgrind exited with status \(process.terminationStatus)\(shown)")
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
enum GateError: Error, CustomStringConvertible {
  case valgrindMissing
  case cannotMeasure(String)
  case badBaseline(String)
  /// The baseline was measured on another build configuration (`release`, `debug`) than this one.
  case buildMismatch(baseline: String, current: String)
  /// `--strict-machine`: the baseline was counted on another CPU, toolchain or valgrind (each difference a phrase).
  case machineMismatch([String])

  var description: String {
    switch self {
    case .valgrindMissing:
      return "valgrind is not installed; install it with `sudo apt-get install -y valgrind` (Debian/Ubuntu)"
    case .cannotMeasure(let why): return "cannot measure: \(why)"
    case .badBaseline(let why): return "baseline: \(why)"
    case .buildMismatch(let baseline, let current):
      return "the baseline was measured on a \(baseline) build and this is a \(current) build; "
        + "run `swift build -c release` and .build/release/wave-bench gate"
    case .machineMismatch(let differences):
      return "--strict-machine: the baseline was counted elsewhere (\(differences.joined(separator: "; "))); "
        + "record one here with --update"
    }
  }
}
