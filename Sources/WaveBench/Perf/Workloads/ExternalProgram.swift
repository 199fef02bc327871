import Foundation
import WaveOutput

/// Another engine's program, counted by the gate as its own workloads are (`gate --external NAME=COMMAND`) and timed
/// by perf beside its own paths (`perf --external NAME=COMMAND`, ``PerfExternalResult``).
///
/// The protocol: `COMMAND --frames N` sets up its own animators, steps them N frames, and exits 0 having printed at
/// least one line to standard output (a checksum of its state, so that no step can be optimized away). It may also
/// print `animators: K` (the animators it steps a frame, ≥ 1; without it the gate counts per frame) and
/// `allocations: A` (the heap allocations its N frames made, counted as it likes; without it, 0). The gate runs it
/// as it runs its own workloads: with a fixed environment (``Gate/environment``) in `/`, twice under callgrind and
/// twice on its own, for 10 and 60 frames, and divides the differences by the 50 extra frames (and by K), so that
/// start-up and setup cancel. The program must be deterministic: the same instructions for the same N. Perf times
/// the same two runs on the wall clock, in pairs, and divides their difference the same way.
struct ExternalProgram: Sendable, Equatable {
  /// The name its rows and baseline entry carry: letters, digits, `.`, `_` and `-`, not a built-in workload's.
  let name: String
  /// The command as given (`./bench`, `node bench.js`): what the baseline records.
  let command: String
  /// The executable, an absolute path, and the arguments before `--frames`.
  let executable: String, arguments: [String]

  /// The longest command accepted, characters.
  static let maximumCommandLength = 1000

  /// Reads `NAME=COMMAND`, the command split at spaces, its program found as a shell would (a path with `/`, else
  /// on the PATH) and made absolute, so that it runs the same from the gate's working directory.
  ///
  /// - Throws: ``InputError`` naming `option`: no `=`, a bad or built-in name, an empty or overlong command, a
  ///   program that is missing or not executable.
  static func parse(_ text: String, option: String = "--external") throws(InputError) -> ExternalProgram {
    guard let equals = text.firstIndex(of: "=") else {
      throw InputError("\(option) '\(UserText.escaped(text, limit: 120))' must be NAME=COMMAND (mine=./bench)")
    }
    let name = String(text[..<equals])
    let command = String(text[text.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
    return try ExternalProgram(name: name, command: command, option: option)
  }

  /// Every `NAME=COMMAND` of a repeated option, each checked as ``parse(_:option:)`` checks it, each name given once.
  ///
  /// - Throws: ``InputError`` naming `option`.
  static func parseList(_ texts: [String], option: String = "--external") throws(InputError) -> [ExternalProgram] {
    var programs: [ExternalProgram] = []
    for text in texts {
      let program = try parse(text, option: option)
      guard !programs.contains(where: { $0.name == program.name }) else {
        throw InputError("\(option): the name '\(program.name)' is given twice")
      }
      programs.append(program)
    }
    return programs
  }

  /// The external `name` running `command`, checked as ``parse(_:option:)`` checks it.
  ///
  /// - Throws: ``InputError`` naming `option`.
  init(name: String, command: String, option: String = "--external") throws(InputError) {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-"))
    guard !name.isEmpty, name.count <= 80, name.unicodeScalars.allSatisfy({ allowed.contains($0) && $0.isASCII })
    else {
      throw InputError(
        "\(option): the name '\(UserText.escaped(name, limit: 80))' must be 1 to 80 letters, digits, '.', '_' or '-'")
    }
    guard GateWorkload.named(name) == nil else {
      throw InputError("\(option): '\(name)' is a built-in workload's name; give your program another")
    }
    let words = command.split(separator: " ").map(String.init)
    guard let program = words.first, command.count <= Self.maximumCommandLength,
      !UserText.hasControlCharacters(command)
    else {
      throw InputError(
        "\(option) \(name): the command must be a program and its arguments, at most \(Self.maximumCommandLength) characters on one line"
      )
    }
    var isFolder: ObjCBool = false
    guard let found = program.contains("/") ? program : ValgrindCounter.which(program),
      FileManager.default.fileExists(atPath: found, isDirectory: &isFolder), !isFolder.boolValue,
      FileManager.default.isExecutableFile(atPath: found)
    else {
      throw InputError("\(option) \(name): '\(UserText.escaped(program, limit: 200))' is not an executable program")
    }
    self.name = name
    self.command = command
    executable = URL(fileURLWithPath: found).standardizedFileURL.path
    arguments = Array(words.dropFirst())
  }

  /// The arguments of a run of `frames` frames.
  func arguments(frames: Int) -> [String] { arguments + ["--frames", String(frames)] }

  /// The allocations a run printed (`allocations: A`), nil when it printed none.
  static func allocations(in output: String) -> Int? {
    ValgrindCounter.number(after: GateWorkload.allocationsMarker, in: output)
  }

  /// What a run on its own printed: the animators a frame (1 when it says none) and its allocations (0 when it
  /// says none).
  ///
  /// - Throws: ``GateError/cannotMeasure(_:)`` when it printed nothing, or an `animators:` count below 1.
  func report(_ output: String) throws -> (animators: Int, allocations: Int) {
    guard output.contains(where: { !$0.isWhitespace }) else {
      throw GateError.cannotMeasure(
        "--external \(name): `\(command) --frames N` printed nothing; it must print at least a checksum line")
    }
    let animators = ValgrindCounter.number(after: "animators:", in: output) ?? 1
    guard animators >= 1 else {
      throw GateError.cannotMeasure("--external \(name): it printed 'animators: \(animators)'; it must be ≥ 1")
    }
    return (animators, Self.allocations(in: output) ?? 0)
  }
}
