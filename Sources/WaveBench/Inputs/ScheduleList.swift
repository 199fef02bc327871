import Foundation
import WaveOutput

/// Frame schedules from the command line: names (`--schedule 60hz,120hz,30hz,vrr,jitter,hitch`) and dt files.
enum ScheduleList {
  /// The names `--schedule` accepts, for messages.
  static let names = "60hz, 120hz, 30hz (any <fps>hz), vrr, jitter, hitch"

  /// Parses comma-separated schedule names.
  ///
  /// - Throws: ``InputError`` naming the unknown schedule, or one given twice (`vrr,vrr`, `60hz,60.0hz`: two
  ///   runs would write the same rows and files).
  static func parse(_ text: String) throws(InputError) -> [ScheduleSpec] {
    InputAcceptanceCounter.count(.scheduleList)
    var specs: [ScheduleSpec] = []
    for raw in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = raw.trimmingCharacters(in: .whitespaces)
      guard let spec = ScheduleSpec.named(name) else {
        let lower = name.lowercased()
        if lower.hasSuffix("hz"), Double(lower.dropLast(2)) != nil {
          let longest = NumberFormat.shortest(InputLimits.maximumFrameDuration)
          throw InputError(
            "--schedule '\(InputFile.printable(name))': the rate must be from 1/\(longest) Hz (frames of at most \(longest) s) to \(NumberFormat.shortest(ScheduleSpec.maximumRate)) Hz"
          )
        }
        throw InputError("--schedule: unknown schedule '\(InputFile.printable(name))'; known: \(names)")
      }
      try add(spec, typed: name, to: &specs)
    }
    return specs
  }

  /// The schedules of several `--schedule` values (each ``parse(_:)``d), in order; nil when none is given.
  ///
  /// - Throws: ``InputError`` naming a schedule that two values give.
  static func merged(_ lists: [[ScheduleSpec]]) throws(InputError) -> [ScheduleSpec]? {
    guard !lists.isEmpty else { return nil }
    var specs: [ScheduleSpec] = []
    for spec in lists.joined() { try add(spec, typed: spec.name, to: &specs) }
    return specs
  }

  /// Appends `spec`, typed as `name`, unless `specs` has it already: two runs would write the same rows and files.
  private static func add(_ spec: ScheduleSpec, typed name: String, to specs: inout [ScheduleSpec]) throws(InputError) {
    guard !specs.contains(where: { $0.name == spec.name }) else {
      throw InputError("--schedule: '\(name)' names the schedule \(spec.name) a second time; give each schedule once")
    }
    specs.append(spec)
  }

  /// A dt file (``DtFile``) as a schedule named `file:<last path component>`, repeated to cover any horizon.
  ///
  /// Each frame must last at least ``InputLimits/minimumReportFrameDuration``.
  static func load(path: String, repeating: Bool = false) throws(InputError) -> ScheduleSpec {
    InputAcceptanceCounter.count(.dtFile)
    let durations = try DtFile.load(path: path)
    if let shortest = durations.min(), shortest < InputLimits.minimumReportFrameDuration {
      throw InputError(
        "--dt-file: \(UserText.path(path)) holds a frame of \(shortest) s, shorter than the \(InputLimits.minimumReportFrameDuration) s (100 kHz) a report runs on: give longer frames"
      )
    }
    let name = ScheduleSpec.filePrefix + (path.split(separator: "/").last.map(String.init) ?? path)
    return repeating ? ScheduleSpec.durations(durations, name: name) : ScheduleSpec.once(durations, name: name)
  }

  /// The schedules of `--schedule` and `--dt-file`: the named ones (``ScheduleSpec/standard`` when neither
  /// option is given), then the file's.
  static func resolve(named: [ScheduleSpec]?, dtFile: String?, repeating: Bool = false) throws(InputError)
    -> [ScheduleSpec]
  {
    var schedules = named ?? (dtFile == nil ? ScheduleSpec.standard : [])
    if let dtFile { schedules.append(try load(path: dtFile, repeating: repeating)) }
    return schedules
  }
}
