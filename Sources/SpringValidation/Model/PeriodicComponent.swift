import Foundation

/// A component that is an angle, such as a hue or a rotation: its values repeat every `period`, and the type
/// steps it towards its target along the shortest arc.
///
///     ValidationOptions(periodicComponents: [.degrees("hue")])
///     ValidationOptions(periodicComponents: [PeriodicComponent("color.hue", period: 1)])  // hue in 0..<1
///
/// For a periodic component the checks hold the type to the engine's step towards the target moved by whole
/// periods to within half a period of the value (the displacement `target − value` reduced into
/// (−period/2, period/2]); at exactly half a period either direction is accepted. A type may keep the value in
/// [0, period) or let it run past either end: values are compared modulo the period, within the rounding of the
/// step in the component's own type (WaveCore's `Tolerance.stepRoundingULPs`), because the shortest arc can
/// be formed in several ways that differ in the last bits. The velocity is not periodic and is compared as
/// such. Convergence (check 3) measures the distance to the target along the shortest arc; rest (check 2)
/// accepts a value that moves by whole periods.
public struct PeriodicComponent: Sendable, Equatable, CustomStringConvertible {
  /// The component's path as the report names it (`hue`, `color.hue`, `storage[0]`, or a name returned by the
  /// `components:` accessor).
  public let path: String
  /// The period, in the component's units (360 for degrees, 2π for radians, 1 for turns); finite and > 0.
  public let period: Double

  /// A periodic component of the given period.
  ///
  /// - Parameters:
  ///   - path: the component's path, as the report lists the type's components.
  ///   - period: the period in the component's units, finite and > 0 (traps otherwise).
  public init(_ path: String, period: Double) {
    precondition(period.isFinite && period > 0, "a period must be finite and > 0")
    self.path = path
    self.period = period
  }

  /// An angle in degrees: period 360.
  public static func degrees(_ path: String) -> PeriodicComponent { PeriodicComponent(path, period: 360) }

  /// An angle in radians: period 2π (`2 * Double.pi`).
  public static func radians(_ path: String) -> PeriodicComponent { PeriodicComponent(path, period: 2 * .pi) }

  /// An angle in turns, such as a hue in 0..<1: period 1.
  public static func turns(_ path: String) -> PeriodicComponent { PeriodicComponent(path, period: 1) }

  /// `hue (period 360)`.
  public var description: String { "\(path) (period \(Self.periodText(period)))" }

  /// The declaration as Swift source, for the kit's hints: `.degrees("hue")`, or `PeriodicComponent("hue",
  /// period: 100)`.
  var swiftSource: String {
    switch period {
    case 360: ".degrees(\"\(path)\")"
    case 2 * .pi: ".radians(\"\(path)\")"
    case 1: ".turns(\"\(path)\")"
    default: "PeriodicComponent(\"\(path)\", period: \(period))"
    }
  }

  /// `360`, `2π`, `1`, or the period's shortest round-tripping decimal.
  static func periodText(_ period: Double) -> String {
    if period == 2 * .pi { return "2π" }
    return period == period.rounded() && abs(period) < 1e15 ? "\(Int(period))" : "\(period)"
  }
}
