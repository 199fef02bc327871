/// The steps of check 1 at one spring and frame duration (every value, target and velocity the samples give),
/// and what they show together about each component.
final class StepBlock {
  let cases: [StepCase]
  private var fits: [Int: EffectiveSpringFit] = [:]

  init(cases: [StepCase]) { self.cases = cases }

  /// The other spring component `i`'s steps here implement, if they are the engine's step with other constants
  /// (``EffectiveSpringFit``); solved once per component.
  func fit(component i: Int) -> EffectiveSpringFit {
    if let found = fits[i] { return found }
    let found = EffectiveSpringFit(cases: cases, component: i)
    fits[i] = found
    return found
  }
}

/// Every block of check 1, and what each component's steps show over all of them: one spring with other constants
/// that explains them all is one mistake, named the same way at every spring and frame duration.
final class StepBlocks {
  let blocks: [StepBlock]
  private var findings: [Int: [EffectiveSpring?]] = [:]

  init(_ blocks: [StepBlock]) { self.blocks = blocks }

  /// The finding for component `i` in block `b`, consolidated over every block
  /// (``EffectiveSpringFit/consolidate(_:)``); solved once per component.
  func effectiveSpring(block b: Int, component i: Int) -> EffectiveSpring? {
    if let found = findings[i] { return found[b] }
    let found = EffectiveSpringFit.consolidate(blocks.map { $0.fit(component: i) })
    findings[i] = found
    return found[b]
  }
}
