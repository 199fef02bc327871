/// The steps of check 1 at one spring and frame duration (every value, target and velocity the samples give),
/// and what they show together about each component.
final class StepBlock {
  let cases: [StepCase]
  private var effectiveSprings: [Int: EffectiveSpring?] = [:]

  init(cases: [StepCase]) { self.cases = cases }

  /// The other spring component `i`'s steps implement, if they are the engine's step with other constants
  /// (``EffectiveSpring``); solved once per component.
  func effectiveSpring(component i: Int) -> EffectiveSpring? {
    if let found = effectiveSprings[i] { return found }
    let found = EffectiveSpring.find(in: cases, component: i)
    effectiveSprings[i] = .some(found)
    return found
  }
}
