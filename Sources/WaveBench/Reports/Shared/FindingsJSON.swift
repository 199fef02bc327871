import WaveOutput

/// A report's key findings in its JSON: each sentence as its Markdown states it, and the fix it names with the numbers
/// behind it, so that a machine reads every verdict the page gives.
enum FindingsJSON {
  /// The findings, one per finding in report order.
  ///
  /// - Parameters:
  ///   - lines: the findings' sentences, as the Markdown lists them.
  ///   - fixes: the fix each names (nil: none), in the same order.
  /// - Returns: `[{"text": …, "fix": {…} | null}]`.
  static func value(_ lines: [String], fixes: [SpringFix?]) -> JSONValue {
    .array(
      zip(lines, fixes).map { line, fix in
        .object([("text", .string(line)), ("fix", fix.map(value) ?? .null)])
      })
  }

  /// One fix: the spring and the one recommended (its `--spring` value and line of code), the schedule of the problem
  /// with the runs there before and after, the schedules and rules it was checked on, the releases, and its sentence.
  static func value(_ fix: SpringFix) -> JSONValue {
    .object([
      ("spring", .string(fix.original.label)),
      ("recommended", .string(CheckWords.springValue(fix.recommended))),
      ("swift", .string(String(CheckWords.swiftLine(fix.recommended).dropFirst().dropLast()))),
      ("problemSchedule", .string(fix.before.schedule.name)),
      ("before", CheckJSON.run(fix.before)), ("after", CheckJSON.run(fix.after)),
      ("schedules", .array(fix.schedules.map { .string($0.name) })),
      ("rules", .array(fix.rules.map { .string($0.description) })),
      ("releases", .string(fix.releases.label)),
      ("sentence", .string(CheckWords.fix(fix))),
    ])
  }
}
