import WaveCore

/// A spring made with `init(dampingRatio:stiffness:mass:)` against the spring made with
/// `init(dampingRatio:response:mass:)` from its stored response.
///
/// They compare equal (`==` looks at ζ, response and mass), but do they animate alike?
struct InitAgreementRow: Sendable {
  /// ζ, the stiffness given, the mass.
  let dampingRatio: Double, stiffness: Double, mass: Double
  /// Whether the two springs compare equal.
  let equal: Bool
  /// The response-made spring's stiffness over the given one (1 when they agree).
  let stiffnessRatio: Double
  /// The two damping coefficients: stiffness-made, response-made.
  let dampingFromStiffness: Double, dampingFromResponse: Double
  /// The two settling durations, s.
  let settlingFromStiffness: Double, settlingFromResponse: Double
  /// max |x_a − x_b| / distance of their 60 Hz Euler runs over the stiffness-made spring's settling
  /// duration (0 when they agree bit for bit).
  let maxTrajectoryGap: Double
  /// The status of each spring's 60 Hz run (``RunStatus/judging(_:target:distance:typicalRadius:)``, the one
  /// rule every report uses): stiffness-made, response-made.
  let statusFromStiffness: RunStatus, statusFromResponse: RunStatus
  /// Whether exactly one of the two runs does not converge (its status is not `ok`): the gap then says how far
  /// they had drifted apart when the run stopped, not a steady difference.
  var oneDiverges: Bool { (statusFromStiffness == .ok) != (statusFromResponse == .ok) }
  /// Whether the response-made spring is stiffer or softer beyond rounding (``Tolerance/roundingRelative``):
  /// upstream's response formula 2π/√(k·m) gives back k·m² for mass m.
  var stiffnessDiffers: Bool { abs(stiffnessRatio - 1) > Tolerance.roundingRelative }
  /// Whether the rubberband gave the two springs different damping coefficients.
  var dampingDiffers: Bool { dampingFromStiffness != dampingFromResponse }
}
