import WaveOutput

/// One spring's motion to watch: lanes side by side, each the view's position over time, looping in real time.
///
/// The numbers are the commands' (a lane of the engine holds `animate`'s rows); this type only lays them out as
/// CSS keyframes, with no script: each key is a frame's time and the row's value, held until the next frame
/// (`step-end`), so judder, a late snap and a 30 Hz frame show as a device shows them. The exact spring's lane is
/// sampled densely and drawn linearly.
struct MotionPlayback: Sendable {
  /// One lane: a label, the times (s, from 0) and the view's values (0 at the start, 1 at the target).
  struct Lane: Sendable {
    let label: String
    let times: [Double]
    let values: [Double]
    /// Held from frame to frame (the engine's frames), or interpolated (the exact spring's dense samples).
    let stepped: Bool
    /// The schedule an engine's lane runs on (its ``ScheduleSpec/device`` goes in the legend); nil for the exact
    /// spring.
    let schedule: ScheduleSpec?
    /// What `check` finds wrong with this motion, drawn on the lane itself; nil when nothing is.
    let mark: Mark?

    init(
      label: String, times: [Double], values: [Double], stepped: Bool, schedule: ScheduleSpec? = nil,
      mark: Mark? = nil
    ) {
      self.label = label
      self.times = times
      self.values = values
      self.stepped = stepped
      self.schedule = schedule
      self.mark = mark
    }
  }

  /// What is wrong with a lane's motion, as `check` judges the same spring on the same schedule from rest.
  enum Mark: Sendable, Equatable {
    /// The step grows the motion (`check`'s `unstable`: a spectral radius ≥ 1 at the typical frame, or a run that
    /// diverges).
    case unstable
    /// The view steps back and forth from frame to frame by more than `check`'s judder limit.
    case judders
    /// The view jumps to the target at the end by more than `check`'s snap limit.
    case snaps

    /// The words drawn on the lane.
    var words: String {
      switch self {
      case .unstable: "unstable: grows"
      case .judders: "judders"
      case .snaps: "snaps to the target"
      }
    }
  }

  /// The spring's title (its name and parameters) and a note shown under it (what the check said), if any.
  let title: String
  let note: String?
  let lanes: [Lane]
  /// One loop, s: the longest lane and a pause at the target.
  let duration: Double

  init(title: String, note: String?, lanes: [Lane], duration: Double) {
    self.title = title
    self.note = note
    self.lanes = lanes
    self.duration = duration
  }

  /// The value shown at the track's left end and right end: the travel with room for overshoot (at most half a
  /// travel either way; a diverging lane is pinned at the track's ends).
  var shownRange: (low: Double, high: Double) {
    let finite = lanes.flatMap(\.values).filter(\.isFinite)
    return (max(-0.5, min(0, finite.min() ?? 0)), min(1.5, max(1, finite.max() ?? 1)))
  }

  /// The page's markup for `playbacks`: keyframes, the devices the schedules stand for, one figure per spring.
  ///
  /// The keyframes go in a `<style>`; the devices the lanes' schedules stand for come once, before the figures; in a
  /// figure each lane is a track with a dot that moves and the frame positions marked under it as ticks (the still
  /// frame: print and `prefers-reduced-motion` show the ticks and the dot at the target). A lane with a ``Mark`` is
  /// drawn red and says what is wrong in its label, moving or still.
  static func html(_ playbacks: [MotionPlayback]) -> String {
    var css = ""
    var body = legend(playbacks)
    for (index, playback) in playbacks.enumerated() {
      let (low, high) = playback.shownRange
      let scale = 100 / (high - low)
      func left(_ value: Double) -> String {
        "clamp(0%, calc((\(Self.number(value)) - \(Self.number(low))) * \(Self.number(scale))%), 100%)"
      }
      body += "<figure class=\"playback\">\n<figcaption>\(XMLText.escape(playback.title))"
      if let note = playback.note { body += " · " + XMLText.escape(note) }
      body += "</figcaption>\n"
      for (laneIndex, lane) in playback.lanes.enumerated() {
        let name = "mp\(index)-\(laneIndex)"
        css += "@keyframes \(name){0%{left:\(left(0))}"
        for (t, value) in zip(lane.times, lane.values) {
          css += "\(Self.number(min(100, t / playback.duration * 100)))%{left:\(left(value))}"
        }
        css += "100%{left:\(left(lane.values.last ?? 1))}}\n"
        css +=
          ".\(name){animation:\(name) \(Self.number(playback.duration))s \(lane.stepped ? "step-end" : "linear") infinite}\n"
        let ticks =
          lane.stepped
          ? zip(lane.times, lane.values).map { "<i style=\"left:\(left($0.1))\"></i>" }.joined() : ""
        let mark = lane.mark.map { " <em class=\"mark\">\(XMLText.escape($0.words))</em>" } ?? ""
        body +=
          "<div class=\"lane\(lane.mark == nil ? "" : " marked")\" data-lane=\"\(XMLText.escape(lane.label))\"><span class=\"label\">\(XMLText.escape(lane.label))\(mark)</span><span class=\"track\">\(ticks)<b class=\"dot \(name)\"></b></span></div>\n"
      }
      body += "</figure>\n"
    }
    return "<style>\(style)\n\(css)</style>\n" + body
  }

  /// The devices the lanes' schedules stand for (``ScheduleSpec/device``), once for every figure: the first
  /// playback's lanes (every playback runs on the same schedules); empty when none names a device.
  static func legend(_ playbacks: [MotionPlayback]) -> String {
    let rows = (playbacks.first?.lanes ?? []).compactMap { lane -> String? in
      guard let schedule = lane.schedule, let device = schedule.device else { return nil }
      let name = schedule.constantRate.map { "\(NumberFormat.shortest($0)) Hz" } ?? schedule.name
      return "<li><b>\(XMLText.escape(name))</b> \(XMLText.escape(device))</li>"
    }
    return rows.isEmpty ? "" : "<ul class=\"devices\">\n" + rows.joined(separator: "\n") + "\n</ul>\n"
  }

  /// A number as the keyframes print it: the shortest text that reads back as the same double (a value that is not
  /// finite, a diverged run's, as ±1e300: the track's clamp pins it to an end).
  static func number(_ x: Double) -> String {
    x.isFinite ? NumberFormat.shortest(x) : (x < 0 ? "-1e300" : "1e300")
  }

  /// The lanes' layout; motion is dropped for print and for readers who ask for reduced motion.
  static let style = """
    .playback .lane{display:flex;align-items:center;gap:.5rem;margin:.35rem 0}\
    .playback .label{flex:0 0 9.5rem;font-size:.8rem;color:#444}\
    .playback .track{position:relative;flex:1;height:1.1rem;border-bottom:1px solid #ccc;margin-right:.6rem}\
    .playback .track i{position:absolute;bottom:-3px;width:1px;height:5px;background:#9ab}\
    .playback .dot{position:absolute;top:.1rem;width:.9rem;height:.9rem;margin-left:-.45rem;border-radius:50%;background:#0b57a4;left:100%}\
    .playback .lane:last-child .dot{background:#444}\
    .playback .lane.marked .track{background:#fdf3f2;box-shadow:0 0 0 2px #b3261e}\
    .playback .lane.marked .dot{background:#b3261e}\
    .playback .mark{display:block;font-style:normal;font-weight:600;color:#b3261e}\
    .devices{list-style:none;padding:0;margin:.5rem 0;font-size:.85rem;color:#444}\
    .devices li{display:flex;gap:.5rem}.devices b{flex:0 0 3.5rem}\
    @media (max-width:40rem){.playback .label{flex-basis:5.5rem}}\
    @media (prefers-reduced-motion:reduce){.playback .dot{animation:none!important;left:100%}}\
    @media print{.playback .dot{animation:none!important;left:100%}}
    """
}
