import WaveOutput

/// What a project sets for one spring's check beyond the command line: the keys of its configuration file
/// (``ProjectConfiguration``) and the `// wave-bench:` comments written with it (``SourceDirective``).
///
/// A nil value is the check's own. The travel lives on the spring (``SpringSpec/travel``), as a springs file's does.
package struct CheckSettings: Sendable, Equatable, Hashable {
  /// The schedules this spring is checked on, the first its main rate; nil: the check's.
  var schedules: [ScheduleSpec]?
  /// The rules that fail it; nil: the check's.
  var rules: [CheckRule]?
  /// The engine it is judged as (as `--engine`); nil: the check's.
  var engine: SpringEngine?
  /// The rule kinds (``CheckRule/kind``) whose failures do not fail this spring: still judged and listed, marked
  /// silenced.
  var silenced: Set<String> = []
  /// Where each setting came from, in the order applied, one phrase each: `travel 120 (Toast.swift:11)`.
  var notes: [String] = []

  init() {}

  package func hash(into hasher: inout Hasher) {
    hasher.combine(schedules?.map(\.name))
    hasher.combine(rules?.map(\.description))
    hasher.combine(engine)
    hasher.combine(silenced)
  }

  /// Equal when they check a spring the same way; the notes only say where the values came from.
  package static func == (lhs: CheckSettings, rhs: CheckSettings) -> Bool {
    lhs.schedules == rhs.schedules && lhs.rules == rhs.rules && lhs.engine == rhs.engine
      && lhs.silenced == rhs.silenced
  }
}
