import ArgumentParser
import WaveOutput

/// A `--schedule` value: comma-separated schedule names (``ScheduleList/parse(_:)``); several values join
/// (``ScheduleList/merged(_:)``).
struct ScheduleListArgument: GrammarArgument {
  let reading: Result<[ScheduleSpec], InputError>

  static func read(_ text: String) throws(InputError) -> [ScheduleSpec] { try ScheduleList.parse(text) }
}
