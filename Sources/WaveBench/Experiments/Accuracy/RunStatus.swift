import WaveNumerics

/// How a run of an integrator ended, so that a report never shows NaN.
enum RunStatus: Sendable, Equatable {
  /// Finite, bounded, and (for the engine's step) with a contracting step matrix.
  case ok
  /// The engine's step matrix has spectral radius ≥ 1 at the schedule's median frame duration (the frames
  /// that repeat), but the values stayed finite and bounded over the horizon (it grows, slowly or later).
  /// A single long frame with a radius above 1 (a hitch) amplifies once and does not make a run unstable.
  case unstable
  /// A value became non-finite, or left the band ``Divergence/factor`` × |distance| around the target
  /// (``Divergence/leavesBand(_:target:distance:)``).
  case diverged
  /// The integrator threw; the message says why.
  case failed(String)

  /// `ok`, `unstable`, `diverged`, `failed`.
  var name: String {
    switch self {
    case .ok: "ok"
    case .unstable: "unstable"
    case .diverged: "diverged"
    case .failed: "failed"
    }
  }

  /// The status of a run that finished (the one place the accuracy experiment decides it): ``diverged`` when a
  /// value is not finite or leaves the band ``Divergence/factor`` × `distance` around `target`; else
  /// ``unstable`` when `typicalRadius` (the engine's step matrix at the schedule's median frame; nil for
  /// other integrators) is ≥ 1; else ``ok``.
  static func judging(
    _ values: [Double], target: Double, distance: Double, typicalRadius: Double?
  ) -> RunStatus {
    if values.contains(where: { Divergence.leavesBand($0, target: target, distance: distance) }) { return .diverged }
    // At the typical frame: a single long frame (a hitch) above 1 amplifies once, it does not diverge.
    if let typicalRadius, typicalRadius >= 1 { return .unstable }
    return .ok
  }

  /// Whether the values are bounded and finite (ok or unstable): only then are error numbers reported.
  var hasNumbers: Bool { self == .ok || self == .unstable }
}

extension RunStatus {
  /// The status a report names (``name``): `ok`, `unstable`, `diverged`, or `failed` (its message is not in
  /// a report's rows); nil for any other word.
  init?(name: String) {
    switch name {
    case "ok": self = .ok
    case "unstable": self = .unstable
    case "diverged": self = .diverged
    case "failed": self = .failed("")
    default: return nil
    }
  }

  /// How bad the status is, for ranking a change: ok 0, unstable 1 (bounded, growing), diverged and failed 2
  /// (no numbers).
  var severity: Int {
    switch self {
    case .ok: 0
    case .unstable: 1
    case .diverged, .failed: 2
    }
  }
}
