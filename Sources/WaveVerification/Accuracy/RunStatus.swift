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

  /// Whether the values are bounded and finite (ok or unstable): only then are error numbers reported.
  public var hasNumbers: Bool { self == .ok || self == .unstable }
}
