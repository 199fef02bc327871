import WaveOutput

extension AnimationSummary: TextOrJSONRendering {
  /// The summary for a terminal: what was run, one row per schedule (a rate, `hitch`, `vrr`, `jitter`, a dt file),
  /// what each column means, and what each named schedule stands for; every line but the spring's and a retarget's
  /// fits 80 columns for rates of up to 8 characters (`59.94 Hz`), schedule names as long and numbers of 4
  /// significant digits.
  func text() -> String {
    var out =
      "spring \(spring.label)\nrun by \(runner.displayName) from \(NumberFormat.shortest(from)) to "
      + "\(NumberFormat.shortest(to)) pt at \(NumberFormat.shortest(velocity)) pt/s\n"
    for (index, retarget) in retargets.enumerated() {
      let frames = rates.map { "\($0.retargetFrames[index]) \(Self.place($0.schedule))" }
      out += "retarget \(retarget.text): frame \(frames.joined(separator: ", "))\n"
    }
    let rated = rates.allSatisfy { $0.schedule.constantRate != nil }
    var table = TextTable(
      header: [rated ? "rate" : "schedule", "peak@s", "exact peak@s", "error@s", "snap", "judder", "settles s"],
      rightAligned: Set(1...6))
    for rate in rates {
      table.add([
        Self.label(rate.schedule), Self.at(rate.overshoot), Self.at(rate.exactOvershoot),
        Self.at(rate.error.points, rate.error.time), NumberFormat.sig(rate.snap, 3), NumberFormat.sig(rate.judder, 3),
        NumberFormat.sig(rate.settleTime, 3),
      ])
    }
    return out + "\n" + table.rendered() + "\n" + legend() + schedules()
  }

  /// What each schedule of the rows that is not a constant rate stands for, each wrapped to 78 columns: `hitch: a
  /// 60 Hz display where …` (``ScheduleSpec/device``), and which clock the engine runs on (Wave steps the display
  /// link's interval and ends by the wall clock; SwiftUI runs on the callbacks' clock; Core Animation keeps the
  /// display's frames).
  func schedules() -> String {
    var seen = Set<String>()
    let named = rates.map(\.schedule).filter { $0.constantRate == nil && seen.insert($0.name).inserted }
    guard !named.isEmpty else { return "" }
    var out = ""
    for schedule in named {
      out += Self.wrapped("\(schedule.name): \(schedule.device ?? "the frame durations of the file, played once").")
    }
    let clock: String
    switch runner {
    case .wave: clock = "Wave steps each frame by the display link's interval and ends by the wall clock"
    case .ca: clock = "Core Animation's render server keeps the display's own frames"
    case .fluid, .interpolating: clock = "\(runner.displayName) runs on the callbacks' clock"
    }
    return out
      + Self.wrapped(
        "\(clock); the error is measured at the engine's own time (the intervals it stepped), as check measures it; a time (@s) is when the frame is shown."
      )
  }

  /// `text` broken at spaces into lines of at most 78 columns.
  static func wrapped(_ text: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > 78 {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n") + "\n"
  }

  /// What the columns mean, wrapped to 78 columns.
  func legend() -> String {
    """
    peak: the farthest point shown past the final target after the last retarget
    (pt) and when (s); exact peak: the same for the exact spring (closed form)
    through the same retargets; error: the largest distance from the exact spring
    at the frames (pt) and when; snap: the jump to the target on the frame the
    animation ends (pt); judder: the largest back-and-forth from frame to frame
    (pt; four moves in a row, each reversing the one before); settles: when the
    view stays within \(NumberFormat.percent(settledFraction)) of the last leg's travel. —: none, or not within the
    run.

    """
  }

  /// `60 Hz`.
  static func rate(_ fps: Double) -> String { "\(NumberFormat.shortest(fps)) Hz" }

  /// A row's label: `60 Hz` for a constant rate, else the schedule's name (`hitch`, `file:frames.txt`).
  static func label(_ schedule: ScheduleSpec) -> String { schedule.constantRate.map(rate) ?? schedule.name }

  /// Where a run is, in words (`animate`'s rows, notes and refusals): `at 60 Hz` for a constant rate, else
  /// `on hitch`.
  static func place(_ schedule: ScheduleSpec) -> String {
    schedule.constantRate == nil ? "on \(schedule.name)" : "at \(label(schedule))"
  }

  /// `-602.2@0.958`, or `—`.
  static func at(_ overshoot: Overshoot?) -> String {
    overshoot.map { at($0.value, $0.time) } ?? "—"
  }

  /// `value@time`: the value to 4 significant digits, the time to 3.
  static func at(_ value: Double, _ time: Double) -> String {
    "\(NumberFormat.sig(value, 4))@\(NumberFormat.sig(time, 3))"
  }
}
