/// Every trajectory integrator by its command-line name.
public enum IntegratorRegistry {
  /// All integrators, in the order `wave-bench integrators` lists them.
  public static let all: [any TrajectoryIntegrator] = [EulerIntegrator(), ExactIntegrator()]

  /// The integrator called `name`, or nil.
  public static func named(_ name: String) -> (any TrajectoryIntegrator)? {
    all.first { $0.name == name }
  }

  /// The valid names, comma-separated, for error messages.
  public static var names: String { all.map(\.name).joined(separator: ", ") }
}
