import ArgumentParser
import WaveOutput

/// A `--fail-on` value: the rules that fail a spring, comma-separated, or `none` (``CheckRule/parseList(_:)``).
struct RuleListArgument: GrammarArgument {
  let reading: Result<[CheckRule], InputError>

  static func read(_ text: String) throws(InputError) -> [CheckRule] { try CheckRule.parseList(text) }
}
