import Foundation
import WaveCore
import WaveNumerics
import WaveOutput

/// What the view shows when Wave's animator runs a spring over 0 → travel points on a schedule, released at a
/// velocity and retargeted mid-flight (`check --retarget`), with the exact spring through the same retargets.
///
/// The animator as upstream main runs it (jtrivedi/Wave a52498e, `SpringAnimator.swift`): frame 1's update starts
/// the running time at t₁ (:210); a retarget on frame k sets the velocity when it re-grabs (`velocity` is a stored
/// property, :88) and then the target before the update, which restarts the running time at t_k when the animator
/// is running and the target changes (:64-81: not on frame 1, before the first update, nor to the same value);
/// the animator ends on the first frame with t − start ≥ the settling duration and shows the target (:229). A
/// retarget at a time happens on the first frame whose clock reads it (``FrameRetarget/clockSlack``).
///
/// The step goes on past the end without the snap (``free``) over the settling horizon after the last retarget, so
/// that the settle time is measured as `check` measures it from rest.
struct RetargetedMotion {
  /// Frame times, s: 0, then one per frame, through the frame the animator ends on (or the run's last).
  let times: [Double]
  /// What the view shows: the start, then each frame's value; the target on the frame the animator ends.
  let values: [Double]
  /// The value the step reached on the frame the animator ended, before it showed the target; nil when it did not
  /// end (the step left the band first).
  let reached: Double?
  /// The step without the end's snap, over the horizon: times and values.
  let freeTimes: [Double], free: [Double]
  /// Every target the animator had, the first the travel.
  let targets: [Double]
  /// The frame of each retarget, in the order given, and the frame of the last that changed the target or the
  /// velocity.
  let retargetFrames: [Int], lastLeg: Int?
  /// The exact spring through the same retargets, each at its frame's time.
  let exact: ExactMotion
  /// The divergence band's distance, points: the spread of the targets and the start, and the reach of every
  /// velocity given (|v| / ω₀, ``AccuracyExperiment/reach(_:velocity:)``).
  let band: Double
  /// Whether the step left the band before the animator ended.
  let diverged: Bool

  /// Runs `spring` on `schedule` over `travel` points, released at `velocity` pt/s, through `retargets`.
  ///
  /// - Throws: ``SpringParameterError`` for a spring without a closed form; ``InputError`` for a retarget that comes
  ///   after the animator has ended on `schedule`.
  init(
    _ spring: Spring, on schedule: ScheduleSpec, travel: Double, velocity: Double, retargets: [FrameRetarget]
  ) throws {
    let omega = (Double(spring.stiffness) / Double(spring.mass)).squareRoot()
    let spread = (retargets.map(\.value) + [0, travel]).max()! - (retargets.map(\.value) + [0, travel]).min()!
    band = spread + (abs(velocity) + retargets.compactMap(\.velocity).map(abs).reduce(0, +)) / omega
    let formula = spring.settlingDuration
    var pending = Array(retargets.enumerated())
    var frames = Array(repeating: 0, count: retargets.count)
    var lastLeg: Int?
    var exactRetargets: [ExactMotion.Retarget] = []
    var targets = [travel]
    var x = CGFloat(0)
    var v = CGFloat(velocity)
    var target = CGFloat(travel)
    var t = 0.0
    var start: Double?
    var end: Double?
    var times = [0.0]
    var values = [0.0]
    var reached: Double?
    var diverged = false
    var freeTimes = [0.0]
    var free = [0.0]
    var k = 0
    // Wave steps each frame by the display's interval and reads the wall clock (``WaveFrames``).
    while let duration = schedule.schedule.duration(ofFrame: k), let dt = schedule.schedule.interval(ofFrame: k) {
      k += 1
      let before = t
      t += duration
      for (index, retarget) in pending where end == nil && Self.due(retarget.moment, frame: k, time: t) {
        frames[index] = k
        let changes = CGFloat(retarget.value) != target
        if let grab = retarget.velocity { v = CGFloat(grab) }
        if changes || retarget.velocity != nil {
          lastLeg = k
          exactRetargets.append(.init(time: before, target: retarget.value, velocity: retarget.velocity))
        }
        if changes {
          target = CGFloat(retarget.value)
          targets.append(retarget.value)
          if start != nil, end == nil { start = t }
        }
      }
      if end == nil { pending.removeAll { Self.due($0.element.moment, frame: k, time: t) } }
      (x, v) = CGFloat.updateValue(spring: spring, value: x, target: target, velocity: v, dt: dt)
      if start == nil { start = t }
      freeTimes.append(t)
      free.append(Double(x))
      let left = Divergence.leavesBand(Double(x), target: Double(target), distance: band)
      if end == nil {
        if left {
          diverged = true
          break
        }
        times.append(t)
        if let start, AnimatorEnd.isReached(runningTime: t - start, settlingDuration: formula) {
          end = t
          reached = Double(x)
          values.append(Double(target))
        } else {
          values.append(Double(x))
        }
      }
      if left { break }
      if let end, t - end >= SettlingExperiment.horizon(spring) { break }
      if k >= InputLimits.maximumFrames { break }
    }
    if let late = pending.first, !diverged {
      throw InputError(
        "--retarget \(late.element.text): comes after the animator has ended on \(schedule.name) (at \(NumberFormat.sig(end ?? t, 4)) s); a retarget judges the spring mid-flight, so it must come before"
      )
    }
    self.times = times
    self.values = values
    self.reached = reached
    self.freeTimes = freeTimes
    self.free = free
    self.targets = targets
    self.retargetFrames = frames
    self.lastLeg = lastLeg
    self.diverged = diverged
    exact = ExactMotion(
      oscillator: DampedOscillator(try PhysicalSpring(spring)), from: 0, velocity: velocity, to: travel,
      retargets: exactRetargets)
  }

  /// Whether a retarget at `moment` is due on frame `frame`, whose clock reads `time`.
  static func due(_ moment: FrameRetarget.Moment, frame: Int, time: Double) -> Bool {
    switch moment {
    case .frame(let f): f <= frame
    case .time(let due): time >= due - FrameRetarget.clockSlack
    }
  }
}

extension CheckExperiment {
  /// One spring on one schedule, released at `velocity` pt/s and retargeted (``CheckSetup/retargets``), as Wave's
  /// animator runs it (``RetargetedMotion``), measured as ``AnimationMeasures`` measures an `animate` run: the largest
  /// distance from the exact spring through the same retargets, the snap at the end, the judder; the settle time on
  /// the step without the snap, within ``Tolerance/settledFraction`` of the last leg's travel; the formula time the
  /// settling duration after the last retarget that changed the target.
  static func retargetRun(
    spec: SpringSpec, spring: Spring, on schedule: ScheduleSpec, velocity: Double, options: CheckSetup
  ) throws -> CheckRun {
    let travel = options.travel(for: spec)
    let motion = try RetargetedMotion(
      spring, on: schedule, travel: travel, velocity: velocity, retargets: options.retargets)
    let median = schedule.medianDuration
    let radius = EulerStepMatrix(spring: spring, dt: median).spectralRadius
    let status = RunStatus.judging(
      motion.diverged ? [.infinity] : motion.free, target: motion.targets[motion.targets.count - 1],
      distance: motion.band, typicalRadius: radius)
    let measures = AnimationMeasures(
      fps: 1 / median,
      shown: AnimationMeasures.Shown(times: motion.times, values: motion.values, reached: motion.reached),
      start: 0, targets: motion.targets, lastLeg: motion.lastLeg, retargetFrames: motion.retargetFrames,
      exact: motion.exact)
    let numbers = status.hasNumbers
    let legTravel = measures.travel > 0 ? measures.travel : travel
    func settled(within points: Double) -> Double? {
      guard numbers else { return nil }
      return SettleTime.index(
        values: motion.free, target: measures.target, distance: 1, fraction: points
      ).map { motion.freeTimes[$0] }
    }
    let maxError = numbers ? measures.error.points : nil
    let snap = numbers ? measures.snap : nil
    let judder = numbers ? measures.judder : nil
    let view = ViewMotion(
      times: motion.times, values: motion.values.map { $0 / travel }, snap: motion.reached.map { _ in 0 },
      diverged: motion.diverged)
    let outside = view.glitch { motion.exact.position(at: $0) / travel }
    let glitch = numbers ? outside.size * travel : nil
    let settleTime = settled(within: Tolerance.settledFraction * legTravel)
    let lastRestart = motion.lastLeg.map { motion.times[min($0, motion.times.count - 1)] } ?? 0
    let formula = spring.settlingDuration + lastRestart
    var run = CheckRun(
      schedule: schedule, travel: travel, velocity: velocity, status: status, spectralRadius: radius,
      maxError: maxError, snap: snap, settleTime: settleTime, judder: judder, glitch: glitch, formulaTime: formula,
      clearOfSnapLimit: options.snapLimit(travel: travel).flatMap { settled(within: $0) },
      look: CheckLook(spring, dt: median), rules: options.rules, unstable: status != .ok,
      framesStepped: motion.free.count)
    run.glitchFrame = numbers ? outside.frame : nil
    return run
  }
}
