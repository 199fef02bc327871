import WaveNumerics
import WaveOutput

extension AnimationJob {
  /// The spring of `animate`'s options: `--spring` (ζ:response or ENGINE:key=value,…), or `--damping-ratio` with
  /// `--response` or `--stiffness` and `--mass`.
  ///
  /// - Throws: ``InputError`` for both ways or neither, or the spring's refusal.
  static func spring(
    value: String?, dampingRatio: Double?, response: Double?, stiffness: Double?, mass: Double?
  ) throws(InputError) -> SpringSpec {
    if let value {
      guard dampingRatio == nil, response == nil, stiffness == nil, mass == nil else {
        throw InputError("--spring gives the whole spring: drop --damping-ratio, --response, --stiffness and --mass")
      }
      return try SpringList.parse(value)
    }
    guard let dampingRatio else {
      throw InputError("give the spring: --spring, or --damping-ratio with --response or --stiffness")
    }
    return try SpringGrammar.options(
      dampingRatio: dampingRatio, response: response, stiffness: stiffness, mass: mass ?? 1)
  }

  /// Runs the spring as its engine's model shows it (``EngineModel``), each engine on its own clock as
  /// ``EngineModel/shown(_:on:travel:velocity:)`` runs it: SwiftUI's springs on the callbacks' (frame k at the running
  /// sum of the schedule's first k durations, the wall clock), Core Animation's render server on the display's own
  /// frames (``ScheduleSpec/display``: a main-thread stall or uneven callbacks do not reach it); one `value` row per
  /// frame, a `retargeted` row where a retarget merges into SwiftUI's fluid spring
  /// (``FluidSpringModel/merge(previous:interval:time:state:)``, the same spring: no blend), and a `finished` row, the
  /// target, on the frame that shows it, with the value the model reached there.
  ///
  /// A retarget's velocity (a re-grab) is refused for the fluid spring before the run
  /// (``init(spring:from:to:velocity:schedule:frames:retargets:runner:)``): SwiftUI's `.spring` takes no velocity.
  /// OpenSwiftUI 069dd80, `FluidSpringAnimation.swift:13-26` has no velocity among its parameters, and its merge
  /// (`:101-127`) sets the new animation's velocity to the previous animation's (`:107-112`), so nothing an app
  /// writes can hand it another one.
  ///
  /// - Returns: whether it finished (false: it stopped at `--frames` first).
  /// - Throws: what `row` throws, or ``SpringParameterError`` when the spring does not build.
  func runModel(_ model: EngineModel, _ row: (Row) throws -> Void) throws -> Bool {
    let physical = try EngineModel.physical(of: spring)
    let limit = frames ?? Self.defaultFrameLimit
    let byFrame = Dictionary(grouping: retargets, by: \.frame)
    let fluid = EngineModel.fluid(for: spring, physical: physical)
    var state = FluidSpringModel.State(velocity: velocity)
    var target = to
    let closedForm: ((Double) -> (value: Double, velocity: Double))?
    // The closed form the model shows until its end (where it shows the target instead).
    let unended: DampedOscillator?
    let end: Double
    switch model {
    case .fluid:
      closedForm = nil
      unended = nil
      end = .infinity
    case .interpolating:
      let shown = try EngineModel.interpolating(for: spring, physical: physical, from: from, to: to, velocity: velocity)
      closedForm = shown.displayed(at:)
      unended = shown.oscillator
      end = shown.endTime
    case .ca:
      let shown = try EngineModel.ca(for: spring, physical: physical, from: from, to: to, velocity: velocity)
      closedForm = shown.displayed(at:)
      unended = shown.oscillator
      end = shown.duration
    }
    // Core Animation's render server runs on the display's own frames; SwiftUI reads the callbacks' clock.
    let frames = model == .ca ? schedule.display.schedule : schedule.schedule
    var t = 0.0
    for frame in 1...limit {
      // A dt file's last frame ends the run.
      guard let dt = frames.duration(ofFrame: frame - 1) else { return false }
      t += dt
      for value in (byFrame[frame] ?? []).map(\.value) where value != target {
        fluid.merge(previous: fluid, interval: target - from, time: t, state: &state)
        target = value
        try row(
          Row(frame: frame, t: t, event: .retargeted, value: from + state.offset, velocity: state.velocity, dt: dt))
      }
      if let closedForm {
        guard t < end else {
          let reached = unended?.state(at: t, x0: from, v0: velocity, target: to).position
          try row(Row(frame: frame, t: t, event: .finished, value: to, velocity: 0, dt: dt, reached: reached))
          return true
        }
        let shown = closedForm(t)
        try row(Row(frame: frame, t: t, event: .value, value: shown.value, velocity: shown.velocity, dt: dt))
      } else if let offset = fluid.animate(interval: target - from, time: t, state: &state) {
        try row(Row(frame: frame, t: t, event: .value, value: from + offset, velocity: state.velocity, dt: dt))
      } else {
        try row(
          Row(
            frame: frame, t: t, event: .finished, value: target, velocity: state.velocity, dt: dt,
            reached: from + state.offset))
        return true
      }
    }
    return false
  }
}
