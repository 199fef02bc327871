import Foundation
import WaveCore

extension SpringConvention {
  /// Framer Motion / motion.dev's spring (motiondivision/motion, commit 1b037b0,
  /// `packages/motion-dom/src/animation/generators/spring.ts`), re-stated, not copied.
  ///
  /// - `stiffness, damping, mass` (defaults 100, 10, 1, `:21-26`): the equation as written (`:260-265`). Any of them
  ///   given overrides duration and bounce (`:180-184`); here a mix is refused instead.
  /// - `duration, bounce` (defaults 0.8 s and 0.3, `:29-30`; `duration` is in seconds in a transition,
  ///   `interfaces/motion-value.ts:77` turns it into the milliseconds `findSpring` reads): ``FramerSpringSearch``,
  ///   a spring *found* by Newton's method so that its envelope falls to 0.001 at the duration (`:72-162`), with
  ///   ζ = 1 − bounce clamped to 0.05…1 (`:87-96`): a negative bounce is critical damping, not overdamping.
  ///   Mass 1 (`:212`).
  /// - `visualDuration, bounce`: k = (2π/(1.2·visualDuration))², c = 2·clamp(0.05, 1, 1 − bounce)·√k, mass 1
  ///   (`:191-205`). This branch runs only when `duration` or `bounce` is also given (`:181-183`): `visualDuration`
  ///   alone builds the default physics (100, 10, 1), so it is refused here, naming the fix.
  ///
  /// Expressing: stiffness, damping, mass, always exact.
  enum Framer: EngineConvention {
    static let engine = SpringEngine.framer
    static let forms = [
      ParameterForm([.init("stiffness", default: 100), .init("damping", default: 10), .init("mass", default: 1)]),
      ParameterForm([.init("duration", default: 0.8), .init("bounce", default: 0.3)]),
      ParameterForm([.init("visualDuration"), .init("bounce", default: 0)]),
    ]
    static let source =
      "motiondivision/motion 1b037b0 packages/motion-dom/src/animation/generators/spring.ts:21-48 (defaults), "
      + ":72-162 (findSpring), :164-219 (getSpringOptions)"

    static func physical(_ values: FormValues) throws(ConventionError) -> PhysicalSpring {
      switch values.form {
      case 0:
        let (k, c, m) = (values["stiffness"], values["damping"], values["mass"])
        try require(k > 0, "stiffness", k, "> 0")
        try require(c >= 0, "damping", c, "≥ 0")
        try require(m > 0, "mass", m, "> 0")
        return PhysicalSpring(mass: m, stiffness: k, damping: c)
      case 1:
        let duration = values["duration"]
        try require(duration > 0, "duration", duration, "> 0 (seconds; motion clamps it to 0.01…10)")
        return FramerSpringSearch.spring(durationMilliseconds: duration * 1000, bounce: values["bounce"])
      default:
        let visual = values["visualDuration"]
        try require(visual > 0, "visualDuration", visual, "> 0 (seconds)")
        if !values.given.contains("bounce") {
          throw ConventionError(
            engine,
            "'visualDuration' alone is ignored by motion (it builds the default stiffness 100, damping 10); "
              + "give 'bounce' with it")
        }
        let root = 2 * .pi / (visual * 1.2)
        let stiffness = root * root
        let ratio = FramerSpringSearch.clampedRatio(bounce: values["bounce"])
        return PhysicalSpring(mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot())
      }
    }

    static func express(_ physical: PhysicalSpring) -> SpringExpression {
      SpringExpression(
        EngineSpring(
          engine: engine,
          parameters: [
            .init("stiffness", physical.stiffness), .init("damping", physical.damping), .init("mass", physical.mass),
          ]))
    }

    static func code(_ values: FormValues, number: (Double) -> String) -> String {
      let fields = labelled(values, number: number)
      return "{ type: \"spring\"\(fields.isEmpty ? "" : ", " + fields) }"
    }
  }
}
