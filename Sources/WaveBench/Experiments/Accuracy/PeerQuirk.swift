/// A peer's deviation from the exact spring that its source shows and the cross-engine page measures
/// (one case per deviation); the wording is the renderer's.
enum PeerQuirk: String, Sendable, CaseIterable {
  /// Advance's RK4 leaves out k1 (`SimulationFunction+Integration.swift:27-38`).
  case advanceOmitsK1
  /// rebound's `interpolate` overwrites the solver's state (`Spring.java:389-391, 496-499`).
  case reboundInterpolateOverwritesState
  /// react-spring steps ceil(dt) whole milliseconds per frame: 17 ms per 16.67 ms frame (`SpringValue.ts:298-299`).
  case reactSpringWholeMillisecondSteps
  /// AndroidX's first frame only records its time (`DynamicAnimation.doAnimationFrame`).
  case androidXFirstFrameNotStepped
  /// Motion's overdamped branch (`SpringFunction.swift:200, 208`).
  case motionOverdampedBranch
}
