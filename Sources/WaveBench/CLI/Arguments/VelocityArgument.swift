import ArgumentParser
import WaveOutput

/// A `--velocity` value: a release velocity, pt/s, or a range `MIN...MAX` (``ReleaseVelocities/Entry``); several
/// values join into one ``ReleaseVelocities`` (``ReleaseVelocities/init(entries:option:)``).
struct VelocityArgument: GrammarArgument {
  let reading: Result<ReleaseVelocities.Entry, InputError>

  static func read(_ text: String) throws(InputError) -> ReleaseVelocities.Entry {
    try ReleaseVelocities.Entry(parsing: text, option: "--velocity")
  }
}
