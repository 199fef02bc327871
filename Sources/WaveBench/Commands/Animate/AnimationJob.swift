import Foundation
import WaveCore
import WaveNumerics
import WaveOutput

/// `wave-bench animate`: one `SpringAnimator<CGFloat>` on a ``FrameDriver`` running a schedule (a constant rate,
/// `hitch`, `vrr`, `jitter`, a dt file), run as upstream main runs it (jtrivedi/Wave a52498e; see
/// ``SpringAnimator``), recording every callback.
///
/// Frame 0 is the `start()` call at t = 0 (upstream main makes no callback there); frame k is the k-th
/// display-link tick, at t = the running sum of the first k durations (``FrameSchedule/duration(ofFrame:)``: the wall
/// clock at the callback, when the frame is shown), and the animator steps it by the display link's interval
/// (``FrameSchedule/interval(ofFrame:)``): after a stall (`hitch`) the frame comes late and is stepped by 1/60 s, and
/// the animator ends by the wall clock (``FrameDriver``). A retarget `k:v` (or `T:v`, on the first frame whose clock
/// reads T: ``FrameRetarget/frame(on:place:lastFrame:)``) sets `target = v` in frame k once the clock reads
/// t_k, before the update: while running it fires `.retargeted` and restarts the running time at t_k; before the
/// first update (k = 1) or to the same value it fires nothing (`SpringAnimator.swift:64-81`). A re-grab `k:v:w` first
/// sets `velocity = w`: upstream main's `velocity` is a plain stored property (`SpringAnimator.swift:88`), so the
/// next step starts from w and nothing else happens (no event, no restart) until the target is set. The run stops
/// after the frame of the `.finished` event, after N ticks, or when a dt file's frames run out.
/// Rows are handed out as they come (``run(_:)``), so that a run of any length takes constant memory. A spring run by
/// another engine's animation (``runner``: SwiftUI's spring or interpolatingSpring, Core Animation's) prints what that
/// engine shows at each frame instead (``runModel(_:_:)``).
struct AnimationJob: Sendable {
  /// What one row reports.
  enum Event: String, Sendable {
    /// A `valueChanged` call.
    case value
    /// A `.retargeted` completion event.
    case retargeted
    /// A `.finished` completion event.
    case finished
  }

  /// One callback: its frame, the clock, the event, and the animator's value and velocity at that moment
  /// (for `.finished`, the event's value, which is the target, and the velocity upstream main leaves: the
  /// last step's), and the interval the frame was stepped by.
  struct Row: Sendable, Equatable {
    let frame: Int
    /// When the frame is shown, s from the start: the wall clock at its callback (Core Animation: the display's frame).
    let t: Double
    let event: Event
    let value: Double
    let velocity: Double
    /// The interval the engine stepped this frame by, s: Wave's the display link's
    /// (``FrameSchedule/interval(ofFrame:)``), a model's the time since the previous frame it computed.
    let dt: Double
    /// On a `.finished` row, the value the animation reached on that frame before it ended and showed the target
    /// (Wave: the step's; a model: its own value there); nil on other rows.
    var reached: Double? = nil
  }

  /// A retarget placed on this run's frames.
  struct Retarget: Sendable, Equatable {
    /// The frame it happens on, from 1 to the run's last frame.
    let frame: Int
    /// The retarget as given.
    let given: FrameRetarget

    /// The new target.
    var value: Double { given.value }
    /// The velocity set before the target (a re-grab), units/s; nil: the animation keeps its own.
    var velocity: Double? { given.velocity }
  }

  /// The most ticks a run without `--frames` makes before it gives up waiting for `.finished`.
  static let defaultFrameLimit = DtFile.maximumFrames

  let spring: SpringSpec
  let from: Double, to: Double, velocity: Double
  /// The frames: `--fps`'s constant rate, `--schedule`'s named schedule or `--dt-file`'s durations, played once.
  let schedule: ScheduleSpec
  /// The tick limit given by `--frames`, or nil (run until finished, at most ``defaultFrameLimit``).
  let frames: Int?
  /// The retargets in the order given, each on its frame on this schedule.
  let retargets: [Retarget]
  /// The animation that runs the spring: Wave's animator, or a model of another engine's.
  let runner: SpringRunner

  /// The run the options give at a constant rate (`--fps`): ``init(spring:from:to:velocity:schedule:frames:retargets:runner:)``
  /// on ``ScheduleSpec/fps(_:)``, once `fps` is accepted as every command accepts it (``FrameSource/checkRate(_:)``).
  init(
    spring: SpringSpec, from: Double, to: Double, velocity: Double, fps: Double, frames: Int?,
    retargets: [FrameRetarget], runner: SpringRunner = .wave
  ) throws(InputError) {
    try FrameSource.checkRate(fps)
    try self.init(
      spring: spring, from: from, to: to, velocity: velocity, schedule: .fps(fps), frames: frames,
      retargets: retargets, runner: runner)
  }

  /// The run the options give, checked.
  ///
  /// - Throws: ``InputError`` naming the option at fault: ends and velocity finite, frames from 1 to
  ///   ``defaultFrameLimit``, each retarget on a frame from 1 to the frame limit on this schedule
  ///   (``FrameRetarget/frame(on:place:lastFrame:)``); without `--frames`, on a schedule that does not end, a run the
  ///   animation would not end within ``defaultFrameLimit`` ticks (``ticksToFinish(_:on:lastRetarget:)``), refused
  ///   before any row; a retarget of an animation other than Wave's and SwiftUI's fluid spring, whose merge is not
  ///   modelled; a re-grab's velocity on SwiftUI's fluid spring, which takes none.
  init(
    spring: SpringSpec, from: Double, to: Double, velocity: Double, schedule: ScheduleSpec, frames: Int?,
    retargets: [FrameRetarget], runner: SpringRunner = .wave
  ) throws(InputError) {
    try InputError.requireFinite(from, "--from")
    try InputError.requireFinite(to, "--to")
    try InputError.requireFinite(velocity, "--velocity")
    if let frames { try InputError.requireInteger(frames, in: 1...Self.defaultFrameLimit, "--frames") }
    let lastFrame = frames ?? Self.defaultFrameLimit
    let place = AnimationSummary.place(schedule)
    var placed: [Retarget] = []
    for retarget in retargets {
      placed.append(
        Retarget(
          frame: try retarget.frame(on: schedule.schedule, place: place, lastFrame: lastFrame), given: retarget))
    }
    if !placed.isEmpty, runner != .wave, runner != .fluid {
      throw InputError(
        "--retarget: \(runner.displayName) merges a new target in a way not modelled here; retargets run on Wave's animator and SwiftUI's spring"
      )
    }
    if runner == .fluid, let regrab = retargets.first(where: { $0.velocity != nil }) {
      throw InputError(
        "--retarget \(regrab.text): SwiftUI's spring takes no new velocity when it retargets (its merge keeps the one it has): give MOMENT:VALUE, or --engine wave"
      )
    }
    // A dt file ends the run with its last frame (at most ``defaultFrameLimit``): nothing to refuse.
    if frames == nil, schedule.schedule.frameCount == nil,
      let formula = try? Self.endTime(of: spring, runner: runner, distance: to - from)
    {
      let clock = EngineModel(runner) == .ca ? schedule.display : schedule
      let needed = Self.ticksToFinish(formula, on: clock, lastRetarget: placed.map(\.frame).max())
      guard needed <= Double(Self.defaultFrameLimit) else {
        throw InputError(
          "the \(runner == .wave ? "animator" : "animation") ends after about \(NumberFormat.sig(needed, 3)) ticks (\(runner == .wave ? "settling duration" : "it ends at") \(NumberFormat.sig(formula, 4)) s \(place)), more than \(Self.defaultFrameLimit): give --frames N to see the first N, a larger damping ratio, or a shorter response"
        )
      }
    }
    self.spring = spring
    self.from = from
    self.to = to
    self.velocity = velocity
    self.schedule = schedule
    self.frames = frames
    self.retargets = placed
    self.runner = runner
  }

  /// The rate, Hz: the constant rate, or for another schedule the display link's typical one (1 / the median interval,
  /// as `check` names a schedule's rate).
  var fps: Double { schedule.constantRate ?? 1 / schedule.medianDuration }

  /// When `runner` ends `spring`'s animation over `distance`, s: Wave's settling duration, the fluid spring's first
  /// substep at rest, the interpolating spring's or Core Animation's end time.
  static func endTime(of spring: SpringSpec, runner: SpringRunner, distance: Double) throws -> Double {
    guard let model = EngineModel(runner) else { return try spring.spring.settlingDuration }
    return try model.motion(for: spring, travel: distance == 0 ? 1 : abs(distance)).end
  }

  /// The ticks after which the animator has ended (an upper bound): the running time restarts at the last retarget
  /// (frame `lastRetarget`), and ends on the first tick with t − t₁ ≥ the settling duration, one tick more for
  /// the rounding of the frame times.
  static func ticksToFinish(settlingDuration: Double, fps: Double, lastRetarget: Int?) -> Double {
    Double(lastRetarget ?? 1) + (settlingDuration * fps).rounded(.up) + 2
  }

  /// ``ticksToFinish(settlingDuration:fps:lastRetarget:)`` on `schedule`'s clock (the wall clock at the callbacks),
  /// `end` s after the last retarget's frame (frame 1 without one): on a constant rate, that formula; on another
  /// schedule, the frames counted until the clock has moved on by `end`, two more for the rounding, up to
  /// ``defaultFrameLimit`` frames, and past them the rest at the mean duration of those counted; the frames of a
  /// schedule that ends first.
  static func ticksToFinish(_ end: Double, on schedule: ScheduleSpec, lastRetarget: Int?) -> Double {
    if let fps = schedule.constantRate {
      return ticksToFinish(settlingDuration: end, fps: fps, lastRetarget: lastRetarget)
    }
    let first = lastRetarget ?? 1
    var t = 0.0
    var start: Double?
    var frame = 0
    while let duration = schedule.schedule.duration(ofFrame: frame) {
      frame += 1
      t += duration
      if frame == first { start = t }
      if let start, AnimatorEnd.isReached(runningTime: t - start, settlingDuration: end) { return Double(frame) + 2 }
      if frame >= defaultFrameLimit { return Double(frame) + (end - (t - (start ?? t))) / (t / Double(frame)) + 2 }
    }
    return Double(frame)
  }

  /// Runs the animation, handing `row` one row per callback in the order they came; returns whether it finished
  /// (false: it stopped at `--frames`, or at the end of a dt file, first).
  ///
  /// - Throws: what `row` throws (a lost output), or ``SpringParameterError`` when the spring does not build.
  @MainActor
  func run(_ row: (Row) throws -> Void) throws -> Bool {
    if let model = EngineModel(runner) { return try runModel(model, row) }
    let driver = FrameDriver(schedule: schedule.schedule)
    let animator = SpringAnimator<CGFloat>(
      spring: try spring.spring, value: CGFloat(from), target: CGFloat(to), driver: driver)
    animator.velocity = CGFloat(velocity)
    var pending: [Row] = []
    var finished = false
    // The step's value on this frame, kept for the finished row: the animator's own step, called through the
    // integrator hook with the same arguments, so the same bits (nil when the frame made no step).
    var stepped: CGFloat?
    // The display link's interval of the frame under way: what the driver steps the animator by.
    var interval = 0.0
    animator.integrator = { spring, value, target, velocity, dt in
      let next = CGFloat.updateValue(spring: spring, value: value, target: target, velocity: velocity, dt: dt)
      stepped = next.value
      return next
    }
    func record(_ event: Event, _ value: CGFloat) {
      pending.append(
        Row(
          frame: driver.frameIndex, t: driver.now, event: event, value: Double(value),
          velocity: Double(animator.velocity), dt: interval,
          reached: event == .finished ? Double(stepped ?? value) : nil))
    }
    animator.valueChanged = { record(.value, $0) }
    animator.completion = { [unowned animator] event in
      switch event {
      case .retargeted: record(.retargeted, animator.value ?? .nan)
      case .finished(let at):
        record(.finished, at)
        finished = true
      }
    }
    let byFrame = Dictionary(grouping: retargets, by: \.frame)
    animator.start()
    let limit = frames ?? Self.defaultFrameLimit
    while !finished, driver.frameIndex < limit {
      let frame = driver.frameIndex + 1
      stepped = nil
      // A dt file's last frame ends the run.
      guard let dt = schedule.schedule.interval(ofFrame: frame - 1) else { break }
      interval = dt
      driver.tick {
        for retarget in byFrame[frame] ?? [] {
          if let velocity = retarget.velocity { animator.velocity = CGFloat(velocity) }
          animator.target = CGFloat(retarget.value)
        }
      }
      for next in pending { try row(next) }
      pending.removeAll(keepingCapacity: true)
    }
    return finished
  }
}

extension AnimationJob {
  /// The retargets in the order the run applies them: by frame, and in the order given within a frame.
  var appliedOrder: [Retarget] {
    retargets.enumerated().sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }.map(\.element)
  }

  /// The retargets whose frame the run never reached, because the animation ended first.
  ///
  /// - Parameter lastFrame: the run's last frame.
  /// - Returns: those retargets, in the order given.
  func unreached(lastFrame: Int) -> [Retarget] {
    retargets.filter { $0.frame > lastFrame }
  }

  /// The spring's equation solved exactly: Wave's stored stiffness, damping and mass for Wave's animator, the
  /// engine's equation for a model (``EngineModel/Motion/oscillator``).
  ///
  /// - Throws: ``SpringParameterError`` when the spring does not build.
  func exactOscillator() throws -> DampedOscillator {
    guard let model = EngineModel(runner) else { return DampedOscillator(try PhysicalSpring(try spring.spring)) }
    return try model.motion(for: spring, travel: 1).oscillator
  }

  /// Runs the animation and measures what it showed (``AnimationMeasures``): the frames, and the exact spring through
  /// the same retargets on the engine's own time (the running sum of the intervals it stepped, ``Row/dt``: the frames'
  /// times but on `hitch` and `jitter`), each retarget at its frame's.
  ///
  /// - Returns: the measures, and the retargets the run never reached (the animation ended first).
  /// - Throws: ``SpringParameterError`` when the spring does not build.
  @MainActor
  func measures() throws -> (measures: AnimationMeasures, unreached: [Retarget]) {
    var shown = AnimationMeasures.Shown(times: [0], values: [from], reached: nil)
    // The engine's own time: the running sum of the intervals it stepped (``Row/dt``).
    var own = [0.0]
    func frame(_ row: Row) {
      shown.times.append(row.t)
      shown.values.append(row.value)
      own.append(own[own.count - 1] + row.dt)
    }
    _ = try run { row in
      switch row.event {
      case .retargeted: break
      case .value: frame(row)
      case .finished:
        // Wave's animator shows the target in a value row of the same frame first; a model only here.
        if shown.times.count - 1 < row.frame { frame(row) }
        shown.reached = row.reached
      }
    }
    shown.engineTimes = own
    let lastFrame = shown.times.count - 1
    let applied = appliedOrder.filter { $0.frame <= lastFrame }
    var targets = [to]
    var lastLeg: Int?
    for retarget in applied {
      if retarget.value != targets[targets.count - 1] || retarget.velocity != nil { lastLeg = retarget.frame }
      targets.append(retarget.value)
    }
    let exact = ExactMotion(
      oscillator: try exactOscillator(), from: from, velocity: velocity, to: to,
      retargets: applied.map {
        ExactMotion.Retarget(time: own[$0.frame], target: $0.value, velocity: $0.velocity)
      })
    let measures = AnimationMeasures(
      schedule: schedule, shown: shown, start: from, targets: targets, lastLeg: lastLeg,
      retargetFrames: retargets.map(\.frame), exact: exact)
    return (measures, unreached(lastFrame: lastFrame))
  }
}
