import Foundation

extension Spring {
  /// A slightly underdamped spring for interactive animations (dragging): dampingRatio 0.8, response 0.20 s.
  public static let defaultInteractive = Spring(dampingRatio: 0.8, response: 0.20)

  /// A critically damped spring for non-interactive animations: dampingRatio 1.0, response 0.82 s.
  public static let defaultAnimated = Spring(dampingRatio: 1.0, response: 0.82)

  /// The placeholder spring of the non-animated mode: dampingRatio 1.0, response 0 (snaps).
  public static let defaultNonAnimated = Spring(dampingRatio: 1.0, response: 0.0)
}
