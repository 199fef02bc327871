/// How a run of an integrator ended, so that a report never shows NaN.
public enum RunStatus: Sendable, Equatable {
  /// Finite, bounded, and (for the engine's step) with a contracting step matrix.
  case ok
  /// The engine's step matrix has spectral radius ≥ 1 at the schedule's median frame duration (the frames
  /// that repeat), but the values stayed finite and bounded over the horizon (it grows, slowly or later).
  /// A single long frame with a radius above 1 (a hitch) amplifies once and does not make a run unstable.
  case unstable
  /// A value became non-finite, or left the band ``RunStatus/divergenceFactor`` × |distance| around the
  /// target (the exact solution from rest never leaves 1 × |distance|).
  case diverged
  /// The integrator threw; the message says why.
  case failed(String)

  /// The band, in distances, beyond which a run counts as diverged: 10.
  public static let divergenceFactor = 10.0

  /// `ok`, `unstable`, `diverged`, `failed`.
  public var name: String {
    switch self {
    case .ok: "ok"
    case .unstable: "unstable"
    case .diverged: "diverged"
    case .failed: "failed"
    }
  }

  /// The status of a run that finished (the one place the accuracy experiment decides it): ``diverged`` when a
  /// value is not finite or leaves the band ``divergenceFactor`` × `distance` around `target`; else
  /// ``unstable`` when `typicalRadius` (the engine's step matrix at the schedule's median frame; nil for
  /// other integrators) is ≥ 1; else ``ok``.
  public static func judging(
    _ values: [Double], target: Double, distance: Double, typicalRadius: Double?
  ) -> RunStatus {
    if values.contains(where: { leavesBand($0, target: target, distance: distance) }) { return .diverged }
    // At the typical frame: a single long frame (a hitch) above 1 amplifies once, it does not diverge.
    if let typicalRadius, typicalRadius >= 1 { return .unstable }
    return .ok
  }

  /// Whether `value` is not finite or further than ``divergenceFactor`` × `distance` from `target`: the one
  /// test of divergence, for whole runs (``judging(_:target:distance:typicalRadius:)``) and streamed ones.
  public static func leavesBand(_ value: Double, target: Double, distance: Double) -> Bool {
    !(value.isFinite && abs(value - target) <= divergenceFactor * distance)
  }

  /// Whether the values are bounded and finite (ok or unstable): only then are error numbers reported.
  public var hasNumbers: Bool { self == .ok || self == .unstable }
}
