import WaveCore

/// Where a batch's spring coefficients live.
public enum SpringMode: Sendable {
  /// One spring for every lane: its coefficients are broadcast over the vectors (the fast case: group
  /// animations by spring, one batch per spring).
  case shared(Spring)
  /// Each animation names its own spring when it is added; coefficients are stored per lane (three or four
  /// more arrays read per step).
  case perLane
}
