import WaveOutput

/// The command-line options that reproduce a report's inputs, for its "Regenerate:" line: none for the
/// defaults, else `--spring` per spring, `--schedule` with the named schedules, `--dt-file` per file schedule
/// (with `--repeat-dt-file` when it loops).
public enum ReportArguments {
  /// The options for `springs` (nil: the report takes none) and `schedules` (nil: likewise).
  public static func of(springs: [SpringSpec]?, schedules: [ScheduleSpec]?) -> [String] {
    var arguments: [String] = []
    if let springs, springs != SpringSpec.documented {
      for spring in springs { arguments += ["--spring", spring.argument] }
    }
    if let schedules, schedules != ScheduleSpec.standard {
      let named = schedules.filter { !$0.name.hasPrefix(ScheduleSpec.filePrefix) }.map(\.name)
      if !named.isEmpty { arguments += ["--schedule", named.joined(separator: ",")] }
      for file in schedules where file.name.hasPrefix(ScheduleSpec.filePrefix) {
        arguments += ["--dt-file", String(file.name.dropFirst(ScheduleSpec.filePrefix.count))]
        if file.totalDuration == nil { arguments.append("--repeat-dt-file") }
      }
    }
    return arguments
  }
}

extension SpringSpec {
  /// The `--spring` value that gives this spring: `ζ:response` or `ζ:k=stiffness`, with `:m=mass` when the
  /// mass is not 1 (shortest round-trip decimals).
  public var argument: String {
    var text = NumberFormat.shortest(dampingRatio) + ":"
    if let response { text += NumberFormat.shortest(response) } else { text += "k=" + NumberFormat.shortest(stiffness ?? .nan) }
    if mass != 1 { text += ":m=" + NumberFormat.shortest(mass) }
    return text
  }
}
