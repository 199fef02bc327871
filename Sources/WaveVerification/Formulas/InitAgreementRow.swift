/// A spring made with `init(dampingRatio:stiffness:mass:)` against the spring made with
/// `init(dampingRatio:response:mass:)` from its stored response: they compare equal (`==` looks at ζ,
/// response and mass), but do they animate alike?
public struct InitAgreementRow: Sendable {
  /// ζ, the stiffness given, the mass.
  public let dampingRatio: Double, stiffness: Double, mass: Double
  /// Whether the two springs compare equal.
  public let equal: Bool
  /// The response-made spring's stiffness over the given one (1 when they agree).
  public let stiffnessRatio: Double
  /// The two damping coefficients: stiffness-made, response-made.
  public let dampingFromStiffness: Double, dampingFromResponse: Double
  /// The two settling durations, s.
  public let settlingFromStiffness: Double, settlingFromResponse: Double
  /// max |x_a − x_b| / distance of their 60 Hz Euler runs over the stiffness-made spring's settling
  /// duration (0 when they agree bit for bit).
  public let maxTrajectoryGap: Double
  /// Whether one of the two runs diverges (a gap beyond ``RunStatus/divergenceFactor`` distances).
  public var oneDiverges: Bool { maxTrajectoryGap > RunStatus.divergenceFactor }
}
