import WaveCore
import WaveOutput

/// One `--retarget MOMENT:VALUE[:VELOCITY]`: at a moment of a run on display-link frames, set the animation's
/// target to `value`, after setting its velocity to `velocity` when one is given (a re-grab).
///
/// The moment is a frame (an integer, `30`) or a time (`0.1s`, `100ms`); a time happens on the first frame whose
/// clock reads it (``frame(atRate:lastFrame:)``), so that one retarget is the same moment at every rate. The one
/// parser of the grammar, for every command that retargets.
struct FrameRetarget: Sendable, Equatable {
  /// When a retarget happens.
  enum Moment: Sendable, Equatable {
    /// On this display-link frame, 1-based (frame 0 is the `start()` call at t = 0).
    case frame(Int)
    /// On the first frame whose clock reads this time or later, s, finite and ≥ 0 (`0s` is frame 1).
    case time(Double)
  }

  /// The clock's slack when a time is compared with a frame's time, s: ``FrameDriver/dueTimeSlack`` (1e-9 s).
  ///
  /// Frame k's time is the running sum of k durations of 1/F s, which rounding leaves a few ulps off k/F (12 frames
  /// of 1/120 s sum to 0.09999999999999999, not 0.1); a frame whose clock reads within this of a time reads it.
  /// Each addition rounds by at most half an ulp of the sum, so frame k at time t is off k/F by at most k·t·1.1e-16 s:
  /// under 1e-10 s for the first 100 s at 120 Hz, 1e4 times below the slack; and the slack is far below a frame
  /// (1/F, which is ≥ 1e-6 s at any rate up to 1 MHz).
  static let clockSlack = FrameDriver.dueTimeSlack

  /// The moment the retarget happens.
  let moment: Moment
  /// The new target, finite, |value| ≤ ``InputLimits/maximumRetargetValue``.
  let value: Double
  /// The velocity set right before the target, units/s in the direction of increasing value, finite and
  /// |velocity| ≤ ``InputLimits/maximumReleaseVelocity`` (as `check --velocity`); nil: the animation keeps its own.
  let velocity: Double?
  /// The text as given, for messages and output.
  let text: String

  /// Parses `MOMENT:VALUE` or `MOMENT:VALUE:VELOCITY`: a frame (an integer ≥ 1) or a time (a finite number ≥ 0 with
  /// `s` or `ms`), a number within ±``InputLimits/maximumRetargetValue``, and optionally a velocity within
  /// ±``InputLimits/maximumReleaseVelocity``.
  ///
  /// - Throws: ``InputError`` naming `--retarget`, the text, and what is allowed.
  init(parsing text: String) throws(InputError) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 || parts.count == 3, let moment = Self.moment(parts[0]), let value = Double(parts[1]),
      let velocity = parts.count == 3 ? Double(parts[2]) : 0
    else {
      throw InputError(
        "--retarget must be MOMENT:VALUE or MOMENT:VALUE:VELOCITY, MOMENT a frame (30) or a time (0.1s, 100ms), e.g. 30:50 or 0.1s:50:-800 (got \(text))"
      )
    }
    switch moment {
    case .frame(let frame):
      guard frame >= 1 else { throw InputError("--retarget frame must be 1 or later (got \(text))") }
    case .time(let time):
      guard time.isFinite, time >= 0 else {
        throw InputError("--retarget time must be a finite number of s or ms ≥ 0 (got \(text))")
      }
    }
    for (number, what, limit) in [
      (value, "value", InputLimits.maximumRetargetValue), (velocity, "velocity", InputLimits.maximumReleaseVelocity),
    ] where !(abs(number) <= limit) {
      throw InputError(
        "--retarget \(what) must be a finite number from -\(NumberFormat.shortest(limit)) to \(NumberFormat.shortest(limit)) (got \(text))"
      )
    }
    self.moment = moment
    self.value = value
    self.velocity = parts.count == 3 ? velocity : nil
    self.text = text
  }

  /// The frame of this retarget on frames of 1/`fps` s: the frame itself, or the first frame k ≥ 1 whose time, the
  /// running sum of k durations of 1/`fps` (as ``FrameDriver`` advances its clock), reads the time to within
  /// ``clockSlack`` (``frame(on:place:lastFrame:)`` on ``FrameSchedule/fps(_:)``).
  ///
  /// - Parameters:
  ///   - fps: the rate, Hz, finite and > 0.
  ///   - lastFrame: the run's last frame, ≥ 1.
  /// - Returns: the frame, from 1 to `lastFrame`.
  /// - Throws: ``InputError`` when the moment comes after `lastFrame`.
  func frame(atRate fps: Double, lastFrame: Int) throws(InputError) -> Int {
    let place = "at \(NumberFormat.shortest(fps)) Hz"
    // Past about lastFrame + 1 durations the sum cannot come back under `time`: refused without counting.
    if case .time(let time) = moment, !(time * fps <= Double(lastFrame) + 1) {
      throw Self.late(text, time: time, place: place, lastFrame: lastFrame)
    }
    return try frame(on: .fps(fps), place: place, lastFrame: lastFrame)
  }

  /// The frame of this retarget on `schedule`'s callbacks.
  ///
  /// The frame itself, or the first frame k ≥ 1 whose clock, the running sum of the first k durations
  /// (``FrameSchedule/duration(ofFrame:)``: the wall clock at the callback, as ``FrameDriver`` advances it), reads the
  /// time to within ``clockSlack``. After a stall (`hitch`) that is the late frame, shown after the moment.
  ///
  /// - Parameters:
  ///   - schedule: the frames.
  ///   - place: where the run is, in a refusal: `at 60 Hz`, `on hitch`.
  ///   - lastFrame: the run's last frame, ≥ 1; a finite schedule with fewer frames ends the run sooner.
  /// - Returns: the frame, from 1 to the last.
  /// - Throws: ``InputError`` when the moment comes after the run's last frame.
  func frame(on schedule: FrameSchedule, place: String, lastFrame: Int) throws(InputError) -> Int {
    let last = min(lastFrame, schedule.frameCount ?? lastFrame)
    switch moment {
    case .frame(let frame):
      guard frame <= last else {
        throw InputError("--retarget \(text): frame \(frame) comes after the run's last frame, \(last)")
      }
      return frame
    case .time(let time):
      var t = 0.0
      var frame = 0
      while frame < last, let dt = schedule.duration(ofFrame: frame) {
        frame += 1
        t += dt
        if t >= time - Self.clockSlack { return frame }
      }
      throw Self.late(text, time: time, place: place, lastFrame: last)
    }
  }

  /// The refusal of a time after the run's last frame.
  private static func late(_ text: String, time: Double, place: String, lastFrame: Int) -> InputError {
    InputError(
      "--retarget \(text): \(NumberFormat.shortest(time)) s comes after the run's last frame \(place), frame \(lastFrame)"
    )
  }

  /// A frame (`30`) or a time (`0.1s`, `100ms`), nil for anything else; the number is accepted by the caller.
  private static func moment(_ text: String) -> Moment? {
    if text.hasSuffix("ms") { return Double(text.dropLast(2)).map { .time($0 / 1000) } }
    if text.hasSuffix("s") { return Double(text.dropLast()).map { .time($0) } }
    return Int(text).map { .frame($0) }
  }
}
