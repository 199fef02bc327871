import ArgumentParser
import WaveOutput

/// A `--travel` value: one travel, points, or a range `MIN...MAX` a gesture moves (``TravelRange/parse(_:option:)``).
struct TravelArgument: GrammarArgument {
  let reading: Result<TravelRange, InputError>

  static func read(_ text: String) throws(InputError) -> TravelRange {
    try TravelRange.parse(text, option: "--travel")
  }
}
