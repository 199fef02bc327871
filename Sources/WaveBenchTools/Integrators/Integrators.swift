import WaveReference

/// Every integrator `wave-bench trajectory` accepts: the references' registry plus the batch stepper (which
/// WaveReference cannot list: it does not depend on WaveBatch).
public enum Integrators {
  /// ``IntegratorRegistry/all`` then ``BatchIntegrator``.
  public static let all: [any TrajectoryIntegrator] = IntegratorRegistry.all + [BatchIntegrator()]

  /// The integrator called `name`, or nil.
  public static func named(_ name: String) -> (any TrajectoryIntegrator)? {
    all.first { $0.name == name }
  }

  /// The valid names, comma-separated, for help and error messages.
  public static var names: String { all.map(\.name).joined(separator: ", ") }
}
