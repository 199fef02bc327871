import WaveCore
import WaveInputs
import WaveReference
import WaveReports
import WaveVerification

/// The motion the page plays for a spring (``MotionPlayback``): Wave's animator at 120, 60 and 30 Hz, its rows as
/// `wave-bench animate` prints them (from 0 to 1, at rest), and the exact spring beside them.
///
/// A spring SwiftUI or
/// Core Animation runs plays as that engine shows it at each rate instead (``EngineModel``), over its travel (check's
/// default when it gives none: the fluid spring's end depends on it) and drawn as a fraction of it, until its end,
/// then the target.
package enum MotionPlaybackRun {
  /// The engine's rates, Hz, one lane each.
  package static let rates: [Double] = [120, 60, 30]
  /// The exact spring's samples per second: 240 (drawn linearly between them).
  package static let exactSampleRate = 240.0
  /// The pause at the target before the loop starts again, s.
  package static let pause = 0.6

  /// The lanes for `spec`, with `note` under its title; nil when the spring has no motion (an instant spring) or its
  /// animator would outlive `animate`'s tick limit at one of the rates.
  package static func playback(for spec: SpringSpec, note: String? = nil) throws -> MotionPlayback? {
    guard !spec.isInstant else { return nil }
    var lanes: [MotionPlayback.Lane] = []
    if let model = EngineModel(spec.runner) {
      let travel = spec.travel ?? CheckOptions.defaultTravel
      for fps in rates {
        let shown = try model.shown(spec, on: .fps(fps), travel: travel)
        lanes.append(
          .init(
            label: "\(model.runner.shortName) \(Int(fps)) Hz", times: shown.times,
            values: shown.values.map { $0 / travel }, stepped: true))
      }
    } else {
      for fps in rates {
        guard
          let run = try? AnimationRun(
            spring: spec, from: 0, to: 1, velocity: 0, fps: fps, frames: nil, retargets: [])
        else { return nil }
        var times: [Double] = []
        var values: [Double] = []
        _ = try MainActor.assumeIsolated {
          try run.run { row in
            guard row.event != .retargeted else { return }
            times.append(row.t)
            values.append(row.value)
          }
        }
        lanes.append(.init(label: "Wave \(Int(fps)) Hz", times: times, values: values, stepped: true))
      }
    }
    let spring = try spec.spring
    let oscillator = DampedOscillator(try OscillatorParameters(spring))
    let end = max(spring.settlingDuration, lanes.compactMap { $0.times.last }.max() ?? 0)
    let count = Int((end * exactSampleRate).rounded(.up))
    let times = (1...max(1, count)).map { Double($0) / exactSampleRate }
    lanes.append(
      .init(
        label: "exact", times: times,
        values: times.map { oscillator.state(at: $0, x0: 0, v0: 0, target: 1).position }, stepped: false))
    return MotionPlayback(title: spec.title, note: note, lanes: lanes, duration: end + pause)
  }
}
