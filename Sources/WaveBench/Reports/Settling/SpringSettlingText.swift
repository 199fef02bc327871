import WaveCore
import WaveOutput

/// What `settling --spring SPEC --band B` prints: when the spring settles within the band, on the exact spring and on
/// the engine's step at each schedule.
enum SpringSettlingText {
  /// The heading, a table (stepper, settle time, status) and the engine's own settling duration for comparison.
  static func render(_ settling: SpringSettling) -> String {
    let band = settling.band
    var lines = [
      "spring \(settling.spec.title) from rest over \(NumberFormat.shortest(band.travel)) pt: settled within \(band)"
        + " (\(NumberFormat.sig(band.points, 3)) pt, \(NumberFormat.percent(band.fraction)) of the travel)",
      "",
    ]
    var table = TextTable(header: ["stepper", "settles", "status"], rightAligned: [1])
    table.add(["exact", seconds(settling.exact), "ok"])
    for run in settling.runs {
      let time = run.settleTime.map(seconds) ?? "not within \(seconds(run.horizon))"
      table.add(["euler at \(run.stepper.name)", time, run.status.name])
    }
    lines.append(table.rendered())
    lines.append(
      "exact: the closed form (bisection); euler: Wave's step from rest, at the first frame after which every frame stays in the band."
    )
    lines.append(
      "Wave's settlingDuration, when its animator ends (for its own band, \(NumberFormat.percent(Tolerance.settledFraction)) of the travel): \(seconds(settling.formula))"
    )
    return lines.joined(separator: "\n") + "\n"
  }

  static func seconds(_ value: Double) -> String { NumberFormat.sig(value, 3) + " s" }
}
