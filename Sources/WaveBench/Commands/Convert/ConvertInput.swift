import WaveOutput

/// `wave-bench convert SPRING`: the spring read once, converted to every engine, handed to ``ConvertReport``.
enum ConvertInput {
  /// `--travel` when not given, points (``ConvertDisplayExperiment/defaultTravel``).
  static let defaultTravel = ConvertDisplayExperiment.defaultTravel

  /// The spring `text` gives: `ENGINE:key=value,…` (``EngineSpringGrammar``), or Wave's own `ζ:response`,
  /// `ζ:k=stiffness[:m=mass]` (``SpringList/parse(_:)``), read as the `wave` engine.
  ///
  /// - Throws: ``InputError`` in one line: the grammar's or the convention's refusal; Wave's instant spring
  ///   (response 0) has no physical spring.
  static func spring(_ text: String) throws(InputError) -> EngineSpring {
    let head = text.split(separator: ":", maxSplits: 1).first.map(String.init) ?? text
    guard Double(head.trimmingCharacters(in: .whitespaces)) != nil else {
      let spring = try EngineSpringGrammar.parse(text)
      guard !SpringConvention.isInstant(spring) else {
        throw InputError(
          "'\(UserText.escaped(text))': a response of 0 is \(spring.engine.rawValue)'s instant spring, with no physical spring"
        )
      }
      return spring
    }
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

  /// The conversion of `spring` (read by ``spring(_:)`` from `text`) to every engine, and what each engine with a
  /// model displays over `travel` points (``ConvertDisplayExperiment``), ready to render.
  ///
  /// - Throws: ``InputError`` for a travel that is not finite and > 0, a spring its convention refuses, or a damped
  ///   spring whose Wave step cannot hold its numbers (``ConvertDisplayExperiment/waveSpring(_:)``).
  static func report(_ spring: EngineSpring, typed text: String, travel: Double) throws(InputError) -> ConvertReport {
    try InputError.requirePositive(travel, "--travel")
    let conversion: SpringConversion
    do {
      conversion = try SpringConversion(spring)
    } catch {
      throw InputError(error.message)
    }
    let physical = conversion.physical
    if physical.damping > 0, ConvertDisplayExperiment.waveSpring(physical) == nil {
      throw InputError(
        "'\(UserText.escaped(text))': its equation (m \(NumberFormat.sig(physical.mass, 4)), k \(NumberFormat.sig(physical.stiffness, 4)), c \(NumberFormat.sig(physical.damping, 4))) leaves the range of a Double when stepped (ζ = c/(2·m·√(k·m)) is not a finite number > 0); keep each number between 1e-100 and 1e100"
      )
    }
    return ConvertReport(conversion, display: ConvertDisplayExperiment.run(physical, travel: travel))
  }
}
