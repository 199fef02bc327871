import ArgumentParser
import WaveOutput

/// A `--spring` value: one spring in the spring grammar (``SpringList/parse(_:)``): `ζ:response`,
/// `ζ:k=stiffness[:m=mass]` or `ENGINE:key=value,…`.
struct SpringArgument: GrammarArgument {
  let reading: Result<SpringSpec, InputError>

  static func read(_ text: String) throws(InputError) -> SpringSpec { try SpringList.parse(text) }
}
