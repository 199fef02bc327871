import WaveCore

/// One spring in every engine's convention: what `wave-bench convert` shows, computed once.
///
/// The physical spring the input's engine builds, its expression in every engine (``SpringEngine/allCases``
/// order), and the readings of the input's very labels and numbers by the other engines that accept them: the
/// same parameters, often a different spring (`tension: 40, friction: 7` is a 0.99 s period in react-spring and 0.41 s
/// in Origami's).
struct SpringConversion: Sendable {
  /// Another engine's reading of the input's labels and numbers.
  struct Reading: Sendable, Equatable {
    /// The engine that accepts the input's labels.
    let engine: SpringEngine
    /// What that engine builds from them.
    let physical: PhysicalSpring
    /// True when it is the input's physical spring (to `Tolerance.conventionRoundTrip`).
    let isSame: Bool
  }

  /// The spring as given.
  let input: EngineSpring
  /// What the input's engine builds.
  let physical: PhysicalSpring
  /// One per engine, in ``SpringEngine/allCases`` order.
  let expressions: [SpringExpression]
  /// The other engines that accept the input's labels (none for an input without labels).
  let readings: [Reading]

  /// The conversion of `input`.
  ///
  /// - Throws: ``ConventionError`` when the input's engine refuses it.
  init(_ input: EngineSpring) throws(ConventionError) {
    self.input = input
    let physical = try SpringConvention.physical(of: input)
    self.physical = physical
    expressions = SpringEngine.allCases.map { SpringConvention.express(physical, in: $0) }
    readings =
      input.parameters.isEmpty
      ? []
      : SpringEngine.allCases.filter { $0 != input.engine }.compactMap { engine in
        let words = EngineSpring(engine: engine, parameters: input.parameters)
        guard let other = try? SpringConvention.physical(of: words) else { return nil }
        return Reading(
          engine: engine, physical: other, isSame: other.isSame(as: physical, relative: Tolerance.conventionRoundTrip))
      }
  }
}

extension PhysicalSpring {
  /// Mass and stiffness within `relative` of `other`'s, damping within `relative` of the larger of `other`'s
  /// damping and critical damping (so that undamped springs compare on the scale of their stiffness).
  func isSame(as other: PhysicalSpring, relative: Double) -> Bool {
    let critical = 2 * (other.stiffness * other.mass).squareRoot()
    return abs(mass - other.mass) <= relative * other.mass
      && abs(stiffness - other.stiffness) <= relative * other.stiffness
      && abs(damping - other.damping) <= relative * max(other.damping, critical)
  }
}
