import WaveConventions
import WaveInputs
import WaveOutput
import WaveReports

/// `wave-bench convert SPRING`: the spring read once, converted to every engine, handed to ``ConvertReport``.
package enum ConvertInput {
  /// The spring `text` gives: `ENGINE:key=value,…` (``EngineSpringGrammar``), or Wave's own `ζ:response`,
  /// `ζ:k=stiffness[:m=mass]` (``SpringList/parse(_:)``), read as the `wave` engine.
  ///
  /// - Throws: ``InputError`` in one line: the grammar's or the convention's refusal; Wave's instant spring
  ///   (response 0) has no physical spring.
  package static func spring(_ text: String) throws(InputError) -> EngineSpring {
    let head = text.split(separator: ":", maxSplits: 1).first.map(String.init) ?? text
    guard Double(head.trimmingCharacters(in: .whitespaces)) != nil else { return try EngineSpringGrammar.parse(text) }
    let spec = try SpringList.parse(text)
    guard !spec.isInstant else {
      throw InputError("'\(UserText.escaped(text))': a response of 0 is Wave's snap, with no physical spring")
    }
    var parameters: [EngineSpring.Parameter] = [.init("dampingRatio", spec.dampingRatio)]
    if let response = spec.response { parameters.append(.init("response", response)) }
    if let stiffness = spec.stiffness { parameters.append(.init("stiffness", stiffness)) }
    parameters.append(.init("mass", spec.mass))
    return EngineSpring(engine: .wave, parameters: parameters)
  }

  /// The conversion of `text`'s spring to every engine, ready to render.
  ///
  /// - Throws: ``InputError`` as ``spring(_:)`` does.
  package static func report(_ text: String) throws(InputError) -> ConvertReport {
    let spring = try spring(text)
    do {
      return ConvertReport(try SpringConversion(spring))
    } catch {
      throw InputError(error.message)
    }
  }
}
