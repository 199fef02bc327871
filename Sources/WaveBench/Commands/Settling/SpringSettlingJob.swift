import WaveCore
import WaveOutput

/// `settling --spring SPEC [--band B] [--travel T]`: one spring's settle time within a band of its own, on the exact
/// spring and on the engine's step at each schedule (``SpringSettling``), rendered by ``SpringSettlingText``.
struct SpringSettlingJob: Sendable {
  /// The spring, with motion (a response > 0).
  let spec: SpringSpec
  /// The band over the travel.
  let band: SettlingBand
  /// The schedules the engine's step runs on.
  let schedules: [ScheduleSpec]

  /// The band when `--band` is not given: upstream's own, 0.01 % of the travel (``Tolerance/settledFraction``).
  static let defaultBand = "0.01%"
  /// The travel when `--travel` is not given, points: `check`'s (``CheckSetup/defaultTravel``).
  static let defaultTravel = CheckSetup.defaultTravel

  /// Accepts the options once.
  ///
  /// - Parameters:
  ///   - spec: the `--spring` spring (``SpringList/parse(_:)``).
  ///   - band: the `--band` value, `2%` or `20pt` (``SettlingBand``); nil for ``defaultBand``.
  ///   - travel: the `--travel` travel (``TravelRange/parse(_:option:)``), one number of points; nil for
  ///     ``defaultTravel``.
  ///   - schedules: the schedules, accepted (``ScheduleList/resolve(named:dtFile:repeating:)``).
  /// - Throws: ``InputError`` naming the option: a spring refused or without motion, a travel that is not one finite
  ///   number > 0, a band of 0 or of the whole travel or more, a run over the work limit (``WorkLimit``).
  init(spring spec: SpringSpec, band: String?, travel: TravelRange?, schedules: [ScheduleSpec]) throws(InputError) {
    guard !spec.isInstant else {
      throw InputError(
        "--spring \(spec.label): a response of 0 is Wave's instant spring, which has no motion to settle")
    }
    var points = Self.defaultTravel
    if let travel {
      guard !travel.isRange else {
        throw InputError("--travel \(travel): settling measures one travel; give one number of points")
      }
      points = travel.upper
    }
    self.spec = spec
    self.band = try SettlingBand.accept(band ?? Self.defaultBand, travel: points)
    self.schedules = schedules
    try WorkLimit.reports(springs: [spec], schedules: schedules)
    // A dt file played once must last the run, so that its last frame is not read as the motion's end.
    if let spring = try? spec.spring {
      for schedule in schedules {
        guard let lasts = schedule.totalDuration else { continue }
        let needed = SettlingExperiment.engineHorizon(spring, on: schedule)
        guard lasts >= needed else {
          throw InputError(
            "--dt-file \(schedule.name.dropFirst(ScheduleSpec.filePrefix.count)) lasts \(NumberFormat.sig(lasts, 3)) s; spring \(spec.label) is stepped for \(NumberFormat.sig(needed, 3)) s: give a longer file, or --repeat-dt-file to play it in a loop"
          )
        }
      }
    }
  }

  /// Measures the spring and renders what `settling` prints.
  ///
  /// - Throws: ``SpringParameterError`` for a spring without an equation.
  func run() throws -> String {
    SpringSettlingText.render(try SpringSettling.measure(spec, band: band, schedules: schedules))
  }
}
