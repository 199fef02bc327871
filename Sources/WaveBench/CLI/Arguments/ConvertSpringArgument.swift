import ArgumentParser
import WaveOutput

/// `convert`'s spring: `ENGINE:key=value,…`, or Wave's `ζ:response` (``ConvertInput/spring(_:)``), with the text as
/// typed for messages.
struct ConvertSpringArgument: GrammarArgument {
  let reading: Result<(text: String, spring: EngineSpring), InputError>

  static func read(_ text: String) throws(InputError) -> (text: String, spring: EngineSpring) {
    (text, try ConvertInput.spring(text))
  }
}
