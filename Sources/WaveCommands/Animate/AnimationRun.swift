import Foundation
import WaveConventions
import WaveCore
import WaveInputs
import WaveOutput
import WaveReports
import WaveVerification

/// `wave-bench animate`: one `SpringAnimator<CGFloat>` on a ``FrameDriver`` at a constant rate, run as
/// upstream main runs it (jtrivedi/Wave a52498e; see ``SpringAnimator``), recording every callback.
///
/// Frame 0 is the `start()` call at t = 0 (upstream main makes no callback there); frame k is the k-th
/// display-link tick, at t = the running sum of k durations of 1/F s. A retarget `k:v` sets `target = v` in
/// frame k once the clock reads t_k, before the update: while running it fires `.retargeted` and restarts the
/// running time at t_k; before the first update (k = 1) or to the same value it fires nothing
/// (`SpringAnimator.swift:64-81`). The run stops after the frame of the `.finished` event, or after N ticks.
/// Rows are handed out as they come (``run(_:)``), so that a run of any length takes constant memory. A spring run by
/// another engine's animation (``runner``: SwiftUI's spring or interpolatingSpring, Core Animation's) prints what that
/// engine shows at each frame instead (``runModel(_:_:)``).
package struct AnimationRun: Sendable {
  /// What one row reports.
  package enum Event: String, Sendable {
    /// A `valueChanged` call.
    case value
    /// A `.retargeted` completion event.
    case retargeted
    /// A `.finished` completion event.
    case finished
  }

  /// One callback: its frame, the clock, the event, and the animator's value and velocity at that moment
  /// (for `.finished`, the event's value, which is the target, and the velocity upstream main leaves: the
  /// last step's).
  package struct Row: Sendable, Equatable {
    package let frame: Int
    package let t: Double
    package let event: Event
    package let value: Double
    package let velocity: Double
  }

  /// The most ticks a run without `--frames` makes before it gives up waiting for `.finished`.
  package static let defaultFrameLimit = DtFile.maximumFrames

  package let spring: SpringSpec
  package let from: Double, to: Double, velocity: Double
  package let fps: Double
  /// The tick limit given by `--frames`, or nil (run until finished, at most ``defaultFrameLimit``).
  package let frames: Int?
  package let retargets: [FrameRetarget]
  /// The animation that runs the spring: Wave's animator, or a model of another engine's.
  package let runner: SpringRunner

  /// The run the options give, checked.
  ///
  /// - Throws: ``InputError`` naming the option at fault: ends and velocity finite, fps as every command takes it
  ///   (``FrameSource/checkRate(_:)``), frames from 1 to ``defaultFrameLimit``, each retarget `FRAME:VALUE` with a
  ///   frame from 1 to the frame limit; without `--frames`, a run the animator would not end within
  ///   ``defaultFrameLimit`` ticks (``ticksToFinish``), refused before any row; a retarget of an animation other than
  ///   Wave's and SwiftUI's fluid spring, whose merge is not modelled.
  package init(
    spring: SpringSpec, from: Double, to: Double, velocity: Double, fps: Double, frames: Int?, retargets: [String],
    runner: SpringRunner = .wave
  ) throws(InputError) {
    try InputError.requireFinite(from, "--from")
    try InputError.requireFinite(to, "--to")
    try InputError.requireFinite(velocity, "--velocity")
    try FrameSource.checkRate(fps)
    if let frames { try InputError.requireInteger(frames, in: 1...Self.defaultFrameLimit, "--frames") }
    let lastFrame = frames ?? Self.defaultFrameLimit
    var parsed: [FrameRetarget] = []
    for text in retargets { parsed.append(try FrameRetarget(parsing: text, lastFrame: lastFrame)) }
    if !parsed.isEmpty, runner != .wave, runner != .fluid {
      throw InputError(
        "--retarget: \(runner.displayName) merges a new target in a way not modelled here; retargets run on Wave's animator and SwiftUI's spring"
      )
    }
    if frames == nil, let formula = try? Self.endTime(of: spring, runner: runner, distance: to - from) {
      let needed = Self.ticksToFinish(settlingDuration: formula, fps: fps, lastRetarget: parsed.map(\.frame).max())
      guard needed <= Double(Self.defaultFrameLimit) else {
        throw InputError(
          "the \(runner == .wave ? "animator" : "animation") ends after about \(NumberFormat.sig(needed, 3)) ticks (\(runner == .wave ? "settling duration" : "it ends at") \(NumberFormat.sig(formula, 4)) s at \(NumberFormat.shortest(fps)) Hz), more than \(Self.defaultFrameLimit): give --frames N to see the first N, a larger damping ratio, or a shorter response"
        )
      }
    }
    self.spring = spring
    self.from = from
    self.to = to
    self.velocity = velocity
    self.fps = fps
    self.frames = frames
    self.retargets = parsed
    self.runner = runner
  }

  /// When `runner` ends `spring`'s animation over `distance`, s: Wave's settling duration, the fluid spring's first
  /// substep at rest, the interpolating spring's or Core Animation's end time.
  static func endTime(of spring: SpringSpec, runner: SpringRunner, distance: Double) throws -> Double {
    guard let model = EngineModel(runner) else { return try spring.spring.settlingDuration }
    return try model.motion(for: spring, travel: distance == 0 ? 1 : abs(distance)).end
  }

  /// The ticks after which the animator has ended (an upper bound): the running time restarts at the last retarget
  /// (frame `lastRetarget`), and ends on the first tick with t − t₁ ≥ the settling duration, one tick more for
  /// the rounding of the frame times.
  package static func ticksToFinish(settlingDuration: Double, fps: Double, lastRetarget: Int?) -> Double {
    Double(lastRetarget ?? 1) + (settlingDuration * fps).rounded(.up) + 2
  }

  /// Runs the animation, handing `row` one row per callback in the order they came; returns whether it finished
  /// (false: it stopped at `--frames` first).
  ///
  /// - Throws: what `row` throws (a lost output), or ``SpringParameterError`` when the spring does not build.
  @MainActor
  package func run(_ row: (Row) throws -> Void) throws -> Bool {
    if let model = EngineModel(runner) { return try runModel(model, row) }
    let driver = FrameDriver(schedule: .fps(fps))
    let animator = SpringAnimator<CGFloat>(
      spring: try spring.spring, value: CGFloat(from), target: CGFloat(to), driver: driver)
    animator.velocity = CGFloat(velocity)
    var pending: [Row] = []
    var finished = false
    func record(_ event: Event, _ value: CGFloat) {
      pending.append(
        Row(
          frame: driver.frameIndex, t: driver.now, event: event, value: Double(value),
          velocity: Double(animator.velocity)))
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
    var targets: [Int: [Double]] = [:]
    for retarget in retargets { targets[retarget.frame, default: []].append(retarget.value) }
    animator.start()
    let limit = frames ?? Self.defaultFrameLimit
    while !finished, driver.frameIndex < limit {
      let frame = driver.frameIndex + 1
      driver.tick {
        for value in targets[frame] ?? [] { animator.target = CGFloat(value) }
      }
      for next in pending { try row(next) }
      pending.removeAll(keepingCapacity: true)
    }
    return finished
  }
}
