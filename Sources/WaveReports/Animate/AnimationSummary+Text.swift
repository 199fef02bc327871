import WaveOutput
import WaveVerification

extension AnimationSummary: TextOrJSONRendering {
  /// The summary for a terminal: what was run, one row per rate, and what each column means; every line but the
  /// spring's and a retarget's fits 80 columns for rates of up to 8 characters (`59.94 Hz`) and numbers of 4
  /// significant digits.
  package func text() -> String {
    var out =
      "spring \(spring.label)\nrun by \(runner.displayName) from \(NumberFormat.shortest(from)) to "
      + "\(NumberFormat.shortest(to)) pt at \(NumberFormat.shortest(velocity)) pt/s\n"
    for (index, retarget) in retargets.enumerated() {
      let frames = rates.map { "\($0.retargetFrames[index]) at \(Self.rate($0.fps))" }
      out += "retarget \(retarget.text): frame \(frames.joined(separator: ", "))\n"
    }
    var table = TextTable(
      header: ["rate", "peak@s", "exact peak@s", "error@s", "snap", "judder", "settles s"],
      rightAligned: Set(1...6))
    for rate in rates {
      table.add([
        Self.rate(rate.fps), Self.at(rate.overshoot), Self.at(rate.exactOvershoot),
        Self.at(rate.error.points, rate.error.time), NumberFormat.sig(rate.snap, 3), NumberFormat.sig(rate.judder, 3),
        NumberFormat.sig(rate.settleTime, 3),
      ])
    }
    return out + "\n" + table.rendered() + "\n" + legend()
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

  /// `-602.2@0.958`, or `—`.
  static func at(_ overshoot: Overshoot?) -> String {
    overshoot.map { at($0.value, $0.time) } ?? "—"
  }

  /// `value@time`: the value to 4 significant digits, the time to 3.
  static func at(_ value: Double, _ time: Double) -> String {
    "\(NumberFormat.sig(value, 4))@\(NumberFormat.sig(time, 3))"
  }
}
