import WaveCore
import WaveNumerics

/// An engine check judges by a model of what it shows at each frame instead of Wave's step: SwiftUI's fluid spring
/// (``FluidSpringModel``), SwiftUI's interpolating spring (``InterpolatingSpringModel``) and Core Animation's
/// (``CASpringModel``, its `duration` set to its `settlingDuration`).
enum EngineModel: Sendable {
  case fluid, interpolating, ca

  /// The model of `runner`; nil for Wave's, which check steps.
  init?(_ runner: SpringRunner) {
    switch runner {
    case .fluid: self = .fluid
    case .interpolating: self = .interpolating
    case .ca: self = .ca
    case .wave: return nil
    }
  }

  var runner: SpringRunner {
    switch self {
    case .fluid: .fluid
    case .interpolating: .interpolating
    case .ca: .ca
    }
  }

  /// What the engine shows for a spring from rest over a travel.
  package struct Motion {
    /// When the engine stops and shows the target, s from the start: the interpolating spring's `settlingDuration`,
    /// Core Animation's `duration`, or the first 1/300 s substep at which the fluid spring's end rule holds (its
    /// frames end it there or later).
    let end: Double
    /// The spring as written, solved exactly (the fluid spring's stiffness cap is the engine's, not the spring's).
    let oscillator: DampedOscillator
    /// The release velocity, points a second.
    let velocity: Double
    /// What it shows over frame durations (s), in points from 0 to the travel: row 0 the start; and where its motion
    /// was on the frame it ended, before the engine showed the target instead (nil when it had not ended).
    let show: ([Double]) -> (shown: Trajectory, reached: Double?)
  }

  /// The model of `spec`'s spring over `travel` points (``SpringSpec/physical``), from rest or released at `velocity`
  /// pt/s toward increasing value.
  ///
  /// With the given spring's `allowOverDamping` (SwiftUI) or `allowsOverdamping` (Core Animation) when it sets one,
  /// the engine's default (off) otherwise.
  ///
  /// - Throws: ``SpringParameterError`` for an equation the model refuses.
  func motion(for spec: SpringSpec, travel: Double, velocity: Double = 0) throws -> Motion {
    let p = try Self.physical(of: spec)
    let oscillator = DampedOscillator(
      try PhysicalSpring(mass: p.mass, stiffness: p.stiffness, damping: p.damping).solvable())
    switch self {
    case .fluid:
      let model = Self.fluid(for: spec, physical: p)
      let end = model.restTime(interval: travel, velocity: velocity, limit: InputLimits.maximumSettlingDuration)
      return Motion(end: end, oscillator: oscillator, velocity: velocity) {
        let run = model.trajectory(from: 0, to: travel, velocity: velocity, frameDurations: $0)
        return (run.trajectory, run.reached)
      }
    case .interpolating:
      let model = try Self.interpolating(for: spec, physical: p, from: 0, to: travel, velocity: velocity)
      return Motion(end: model.endTime, oscillator: model.oscillator, velocity: velocity) {
        Self.closedForm(model.trajectory(frameDurations: $0), end: model.endTime) {
          model.oscillator.state(at: $0, x0: 0, v0: velocity, target: travel).position
        }
      }
    case .ca:
      let model = try Self.ca(for: spec, physical: p, from: 0, to: travel, velocity: velocity)
      return Motion(end: model.duration, oscillator: model.oscillator, velocity: velocity) {
        Self.closedForm(model.trajectory(frameDurations: $0), end: model.duration - CASpringModel.endSlack) {
          model.oscillator.state(at: $0, x0: 0, v0: velocity, target: travel).position
        }
      }
    }
  }

  /// The rows of an engine that shows its closed form `at` each frame's time until `end` (s), and where that closed
  /// form is on the first frame at or after `end`, the frame that shows the target (nil when no frame reaches it).
  static func closedForm(_ shown: Trajectory, end: Double, at: (Double) -> Double) -> (
    shown: Trajectory, reached: Double?
  ) {
    (shown, shown.times.first { $0 >= end }.map(at))
  }

  /// The equation `spec` is (``SpringSpec/physical``), or its Wave spring's stored mass, stiffness and damping.
  ///
  /// - Throws: ``SpringParameterError`` for a spring that does not build.
  static func physical(of spec: SpringSpec) throws -> PhysicalSpring {
    let spring = try spec.spring
    return spec.physical
      ?? PhysicalSpring(
        mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient))
  }

  /// The fluid spring of `spec`: SwiftUI's convention as `Animation.spring` computes them when the spring is written in
  /// them (``SpringConvention/SwiftUI/fluidAnimation(of:)``), else the response and damping ratio of `physical`.
  static func fluid(for spec: SpringSpec, physical p: PhysicalSpring) -> FluidSpringModel {
    spec.given.flatMap(SpringConvention.SwiftUI.fluidAnimation(of:)).map {
      FluidSpringModel(response: $0.response, dampingFraction: $0.dampingFraction)
    } ?? FluidSpringModel(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
  }

  /// The interpolating spring of `spec` from `from` to `to` at `velocity` (units/s).
  ///
  /// `.interpolatingSpring(…)` runs every ζ ≥ 1 as critical, whichever parameters it was written with: it makes a
  /// `SpringAnimation` whose model takes the critical branch from ζ = 1 on (OpenSwiftUI 069dd80,
  /// `SpringAnimation.swift:77-90, 127-140, 159-209`), unless a `Spring` given `allowOverDamping: true` is handed to
  /// it. The model clamps from the damping as written, so that a clamped spring takes the critical branch of its end
  /// time exactly (the clamped c² − 4km rounds either way).
  static func interpolating(
    for spec: SpringSpec, physical p: PhysicalSpring, from: Double, to: Double, velocity: Double = 0
  ) throws -> InterpolatingSpringModel {
    try InterpolatingSpringModel(
      mass: p.mass, stiffness: p.stiffness, damping: spec.given?["damping"] ?? p.damping,
      allowOverDamping: spec.given?["allowOverDamping"] == 1, from: from, to: to, initialVelocity: velocity)
  }

  /// Core Animation's spring of `spec` from `from` to `to` at `velocity` (units/s), `duration` = its
  /// `settlingDuration`, or the `duration` it is given (Core Animation cuts it there); a UIKit duration spring's runs
  /// until its own duration, as UIKit clamps it (``SpringConvention/UIKit/clampedDuration(_:)``), and ends there.
  static func ca(
    for spec: SpringSpec, physical p: PhysicalSpring, from: Double, to: Double, velocity: Double = 0
  ) throws -> CASpringModel {
    let duration: Double? =
      switch spec.given?.engine {
      case .uikit?: spec.given?["duration"].map(SpringConvention.UIKit.clampedDuration)
      case .ca?: spec.given?["duration"]
      default: nil
      }
    return try CASpringModel(
      mass: p.mass, stiffness: p.stiffness, damping: p.damping,
      allowsOverdamping: spec.given?["allowsOverdamping"] == 1, from: from, to: to, initialVelocity: velocity,
      duration: duration)
  }

  /// What the engine shows for `spec` on `schedule`, from rest over `travel` points, until it shows the target for
  /// good.
  struct Shown {
    /// Frame times (s) and values (points), row 0 the start; the last row is the first that shows the target for
    /// good, unless the engine had not ended by the frames' end.
    let times: [Double], values: [Double]
    /// The exact spring at each time, points.
    let exact: [Double]
    /// Whether the last row is the engine's end.
    let ended: Bool
    /// The motion.
    let motion: Motion

    /// Where the engine's motion would have put the view on the frame that shows the target, points (nil when it had
    /// not ended).
    let reached: Double?

    /// The snap: the distance between the target and where the engine's motion would have put the view on the frame
    /// that shows the target, points (as Wave's snap: the step's value on the frame its animator ends); 0 when the
    /// engine shows the target from the first frame, nil when it had not ended.
    var snap: Double? {
      guard ended else { return nil }
      guard values.count > 1, let reached else { return 0 }
      return abs(values[values.count - 1] - reached)
    }

    /// The largest distance from the exact spring before the end, points.
    var maxError: Double {
      let drawn = ended ? values.count - 1 : values.count
      return zip(values[..<drawn], exact[..<drawn]).map { abs($0 - $1) }.max() ?? 0
    }

    /// The view as a fraction of the travel (``ViewMotion``), its last row the end.
    func view(travel: Double) -> ViewMotion {
      ViewMotion(
        times: times, values: values.map { $0 / travel }, snap: snap.map { $0 / travel }, diverged: false)
    }
  }

  /// ``Shown`` for `spec` on `schedule` over `travel` points released at `velocity` pt/s, through the engine's end:
  /// Core Animation on the display's frames (``ScheduleSpec/display``: a main-thread stall or uneven callbacks do not
  /// reach its render server), SwiftUI's springs on the callbacks' clock (the elapsed time between frames).
  ///
  /// The fluid spring checks its end rule only on frames, so it ends on a frame at or after its first substep at rest
  /// (``Motion/end``), sometimes a few frames later: the frames past the end double until it ends, up to
  /// ``InputLimits/maximumSettlingDuration``.
  func shown(_ spec: SpringSpec, on schedule: ScheduleSpec, travel: Double, velocity: Double = 0) throws
    -> Shown
  {
    let motion = try motion(for: spec, travel: travel, velocity: velocity)
    let end = min(motion.end, InputLimits.maximumSettlingDuration)
    // Core Animation's render server runs on the display's own frames; the others read the callbacks' clock.
    let frames = self == .ca ? schedule.display : schedule
    var margin = schedule.longestDuration
    var (all, reached) = motion.show(frames.durations(covering: end + margin))
    while all.values[all.count - 1] != travel, end + margin < InputLimits.maximumSettlingDuration {
      margin *= 2
      (all, reached) = motion.show(frames.durations(covering: end + margin))
    }
    var ending = all.count - 1
    let ended = all.values[ending] == travel
    while ended && ending > 0 && all.values[ending - 1] == travel { ending -= 1 }
    let times = Array(all.times[...ending])
    return Shown(
      times: times, values: Array(all.values[...ending]),
      exact: times.map { motion.oscillator.state(at: $0, x0: 0, v0: velocity, target: travel).position },
      ended: ended, motion: motion, reached: ended ? reached : nil)
  }
}
