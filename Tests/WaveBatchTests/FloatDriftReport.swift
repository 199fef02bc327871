/// How far a Float batch strays from the Double batch (the engine's numbers) over one whole animation.
struct FloatDriftReport: Sendable, Equatable {
  /// Frames stepped: until both runs ended, or the durations ran out.
  let frames: Int
  /// The animation's magnitude, value units: `max(|from|, |to|) + |v0| / ω0` (ω0 = √(k/m)), which bounds
  /// the positions of a stable, damped motion up to a factor of order 1.
  let scale: Double
  /// max over frames of |value(Float) − value(Double)|, value units.
  let maximumValueDifference: Double
  /// The frame (1-based) where that maximum occurred; 0 for the start.
  let frameOfMaximum: Int
  /// max over frames of |velocity(Float) − velocity(Double)|, units/s.
  let maximumVelocityDifference: Double
  /// The frame (1-based) in which the Double run ended, nil if it did not.
  let doubleEndFrame: Int?
  /// The same for the Float run (always equal: the settle rule runs on the Double batch clock).
  let floatEndFrame: Int?

  /// `maximumValueDifference / scale`: what ``Tolerance/batchFloatRelative`` bounds.
  var relativeValueDifference: Double { scale > 0 ? maximumValueDifference / scale : 0 }
}
