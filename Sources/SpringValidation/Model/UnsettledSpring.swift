import WaveOutput

/// A spring and frame schedule with which the convergence check (3) cannot hold the type to settling by
/// `settlingDuration`, and why.
///
/// Named in the report; not a failure of the type.
public struct UnsettledSpring: Sendable, Equatable, CustomStringConvertible {
  /// Why the spring cannot settle at these frame durations.
  public enum Reason: Sendable, Equatable {
    /// The semi-implicit Euler step is not contracting: the spectral radius of its 2×2 step matrix at
    /// the largest frame duration used is ≥ 1, so the engine's own animation does not converge.
    case unstable(spectralRadius: Double)
    /// The engine's own scalar step is still further than 1e-4 of the distance from the target at
    /// `settlingDuration`; the worst fraction left is given.
    case engineDoesNotSettle(residualFraction: Double)
  }

  /// The grid spring's name (see ``ValidationSpring``).
  public let spring: String
  /// The frame schedule's name (`60hz`, `120hz`, `vrr`, `jitter(…)`).
  public let schedule: String
  /// Why.
  public let reason: Reason

  package init(spring: String, schedule: String, reason: Reason) {
    self.spring = spring
    self.schedule = schedule
    self.reason = reason
  }

  /// Whether `other` names the same spring at the same schedule.
  package func samePair(as other: UnsettledSpring) -> Bool { spring == other.spring && schedule == other.schedule }

  /// The reason's figure: the spectral radius, or the fraction of the distance left.
  var figure: Double {
    switch reason {
    case .unstable(let rho): rho
    case .engineDoesNotSettle(let fraction): fraction
    }
  }

  public var description: String {
    switch reason {
    case .unstable(let rho):
      "\(spring) at \(schedule): Euler step unstable (spectral radius \(NumberFormat.general(rho)) ≥ 1), skipped"
    case .engineDoesNotSettle(let fraction):
      "\(spring) at \(schedule): the engine's own step is still \(NumberFormat.general(fraction)) of the distance "
        + "away at settlingDuration (a limit of the spring at these frame durations, not of the type)"
    }
  }
}
