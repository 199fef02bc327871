import ArgumentParser
import WaveOutput

/// A `--retarget` value: `MOMENT:VALUE[:VELOCITY]`, a target moved mid-flight (``FrameRetarget/init(parsing:)``).
struct RetargetArgument: GrammarArgument {
  let reading: Result<FrameRetarget, InputError>

  static func read(_ text: String) throws(InputError) -> FrameRetarget { try FrameRetarget(parsing: text) }
}
