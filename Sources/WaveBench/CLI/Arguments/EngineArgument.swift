import ArgumentParser
import WaveOutput

/// An `--engine` value: the engine every spring is judged as, `wave`, `swiftui` or `ca`
/// (``CheckInput/engine(named:)``).
struct EngineArgument: GrammarArgument {
  let reading: Result<SpringEngine, InputError>

  static func read(_ text: String) throws(InputError) -> SpringEngine { try CheckInput.engine(named: text) }
}
