import WaveCore
import WaveOutput

/// The one spring grammar: the rules every way of giving a spring obeys (`--damping-ratio`/`--response`/
/// `--stiffness`/`--mass`, a `--spring` value, a springs file), accepted here and only here.
///
/// A spring is a damping ratio, exactly one of a response (s) or a stiffness, and a mass (default 1); each
/// number finite and > 0, except that a `--spring` value or a springs-file entry may give a response of 0: Wave's
/// instant spring (``SpringSpec/isInstant``), accepted and never stepped. The `--response` option of the commands
/// that step one spring refuses 0 (there is nothing to compute). The
/// damping ratio of a `--spring` value, a springs-file entry or a scanned spring is at most
/// ``InputLimits/maximumDampingRatio``. The
/// checks run in a fixed order: the damping ratio, the mass, then the response or stiffness. How a refusal
/// reads is up to the ``SpringSource`` the values came from, so that it names what the user typed.
package enum SpringGrammar {
  /// One number of a spring.
  package enum Field: String, Sendable, CaseIterable {
    case dampingRatio, response, stiffness, mass
  }

  /// A field's value as given: a number, or text that still has to be read as one (echoed when refused).
  package enum Value: Sendable, Equatable {
    case number(Double)
    case token(String)

    /// The number, when it is one.
    var number: Double? {
      switch self {
      case .number(let x): return x
      case .token(let text): return Double(text)
      }
    }
  }

  /// Why a spring is refused.
  package enum Problem: Sendable, Equatable {
    /// The value is not a finite number > 0.
    case notPositive(Field, Value)
    /// A required field is absent (the damping ratio).
    case missing(Field)
    /// Neither a response nor a stiffness.
    case noResponseOrStiffness
    /// Both a response and a stiffness.
    case responseAndStiffness
    /// A `--spring` value or a springs-file entry whose spring settles later than
    /// ``InputLimits/maximumSettlingDuration``: its settling duration, s.
    case settlesTooLate(Double)
    /// A `--spring` value, a springs-file entry or a scanned spring whose damping ratio (given, or derived from
    /// another engine's numbers) is over ``InputLimits/maximumDampingRatio``: the ratio.
    case overdamped(Double)
    /// A spring in another engine's convention that its convention refuses (``ConventionError``'s line).
    case convention(String)
    /// A spring in another engine's convention whose equation has no damping (SwiftUI's bounce 1): it never settles.
    case undamped
    /// Each number is in range but a derived one (`stiffness`, `response`, `dampingCoefficient`,
    /// `settlingDuration`) overflows, e.g. the stiffness of a response of 1e-320: (name, value).
    case derivedOverflow(String, Double)
  }

  /// The spring the values give, accepted.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ, required; a finite number > 0.
  ///   - response: the response, s, a finite number > 0; exactly one of `response` and `stiffness`.
  ///   - stiffness: the stiffness, a finite number > 0; exactly one of `response` and `stiffness`.
  ///   - mass: nil for the default, 1; otherwise a finite number > 0.
  ///   - source: where the values came from; it words the refusal.
  /// - Returns: the accepted spec, its derived numbers finite and > 0 (the settling duration finite).
  /// - Throws: ``InputError`` with ``SpringSource/message(for:)`` of the first rule broken.
  package static func spec(
    dampingRatio: Value?, response: Value?, stiffness: Value?, mass: Value?, source: SpringSource
  ) throws(InputError) -> SpringSpec {
    InputAcceptanceCounter.count(.spring)
    return try waveSpec(
      dampingRatio: dampingRatio, response: response, stiffness: stiffness, mass: mass, source: source)
  }

  /// ``spec(dampingRatio:response:stiffness:mass:source:)``, the check of Wave's own forms, for both doors.
  private static func waveSpec(
    dampingRatio: Value?, response: Value?, stiffness: Value?, mass: Value?, source: SpringSource
  ) throws(InputError) -> SpringSpec {
    func checked(_ value: Value, _ field: Field) throws(InputError) -> Double {
      guard let x = value.number, x.isFinite, x > 0 else {
        throw InputError(source.message(for: .notPositive(field, value)))
      }
      return x
    }
    guard let dampingRatio else { throw InputError(source.message(for: .missing(.dampingRatio))) }
    let zeta = try checked(dampingRatio, .dampingRatio)
    if source != .options, zeta > InputLimits.maximumDampingRatio {
      throw InputError(source.message(for: .overdamped(zeta)))
    }
    var m = 1.0
    if let mass { m = try checked(mass, .mass) }
    let spec: SpringSpec
    switch (response, stiffness) {
    case (nil, nil): throw InputError(source.message(for: .noResponseOrStiffness))
    case (.some, .some): throw InputError(source.message(for: .responseAndStiffness))
    case (let r?, nil) where r.number == 0 && source != .options:
      // Wave's instant spring (`Spring.defaultNonAnimated`, `.spring(response: 0, …)`): accepted, nothing to step.
      return SpringSpec(dampingRatio: zeta, response: 0, mass: m)
    case (let r?, nil): spec = SpringSpec(dampingRatio: zeta, response: try checked(r, .response), mass: m)
    case (nil, let k?): spec = SpringSpec(dampingRatio: zeta, stiffness: try checked(k, .stiffness), mass: m)
    }
    if let overflow = derivedOverflow(spec) { throw InputError(source.message(for: overflow)) }
    if source != .options, let formula = try? spec.spring.settlingDuration,
      formula > InputLimits.maximumSettlingDuration
    {
      throw InputError(source.message(for: .settlesTooLate(formula)))
    }
    return spec
  }

  /// The spring `given` in an engine's convention (`swiftui:duration=0.5,bounce=0.3`), accepted.
  ///
  /// The equation the engine builds from it (``SpringConvention/physical(of:)``) must have a damping > 0 (one without damping never
  /// settles), finite derived numbers, and settle within ``InputLimits/maximumSettlingDuration``. A Wave spring is
  /// made by Wave's own initializer, as `ζ:response` makes it.
  ///
  /// - Throws: ``InputError`` with ``SpringSource/message(for:)`` of the first rule broken.
  package static func spec(given: EngineSpring, source: SpringSource) throws(InputError) -> SpringSpec {
    InputAcceptanceCounter.count(.spring)
    if given.engine == .swiftui, SpringConvention.isInstant(given), source != .options {
      return SpringSpec(instantGiven: given)
    }
    let physical: PhysicalSpring
    do {
      physical = try SpringConvention.physical(of: given)
    } catch {
      throw InputError(source.message(for: .convention(error.message)))
    }
    if given.engine == .wave {
      // Wave's own initializers, so that the engine's spring is the one the code builds, bit for bit.
      return try waveSpec(
        dampingRatio: given["dampingRatio"].map(Value.number), response: given["response"].map(Value.number),
        stiffness: given["stiffness"].map(Value.number), mass: given["mass"].map(Value.number), source: source)
    }
    guard physical.dampingRatio.isFinite, physical.dampingRatio > 0 else {
      throw InputError(source.message(for: .undamped))
    }
    guard physical.dampingRatio <= InputLimits.maximumDampingRatio else {
      throw InputError(source.message(for: .overdamped(physical.dampingRatio)))
    }
    let spec = SpringSpec(given: given, physical: physical)
    if let overflow = derivedOverflow(spec) { throw InputError(source.message(for: overflow)) }
    if let formula = try? spec.spring.settlingDuration, formula > InputLimits.maximumSettlingDuration {
      throw InputError(source.message(for: .settlesTooLate(formula)))
    }
    return spec
  }

  /// The first derived number of `spec`'s spring that is not finite and > 0 (the settling duration: finite),
  /// or nil when all are: a spring whose numbers overflow would trap an integrator or run forever.
  static func derivedOverflow(_ spec: SpringSpec) -> Problem? {
    guard let spring = try? spec.spring else { return .derivedOverflow("spring", .nan) }
    let derived: [(String, Double)] = [
      ("stiffness", Double(spring.stiffness)), ("response", Double(spring.response)),
      ("dampingCoefficient", Double(spring.dampingCoefficient)),
    ]
    if let bad = derived.first(where: { !($0.1.isFinite && $0.1 > 0) }) { return .derivedOverflow(bad.0, bad.1) }
    guard spring.settlingDuration.isFinite else { return .derivedOverflow("settlingDuration", spring.settlingDuration) }
    return nil
  }

  /// The spring of the options `--damping-ratio Z (--response R | --stiffness K) [--mass M]`.
  package static func options(
    dampingRatio: Double, response: Double?, stiffness: Double?, mass: Double
  ) throws(InputError) -> SpringSpec {
    try spec(
      dampingRatio: .number(dampingRatio), response: response.map(Value.number),
      stiffness: stiffness.map(Value.number), mass: .number(mass), source: .options)
  }
}
