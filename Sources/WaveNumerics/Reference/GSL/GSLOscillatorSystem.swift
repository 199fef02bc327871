import CGSL
import WaveCore

/// The damped oscillator `m·x'' + c·x' + k·(x − target) = 0` as GSL's first-order system (`gsl_odeiv2_system`).
///
/// The state is `y = (x, v)`, the right-hand side
///
///     x' = v
///     v' = −(k/m)·(x − target) − (c/m)·v
///
/// and the analytic Jacobian `∂f/∂y = [[0, 1], [−k/m, −c/m]]`, `∂f/∂t = 0` (the implicit steppers use it).
///
/// The object owns the C struct and the coefficients its `params` pointer refers to; GSL objects that
/// keep a pointer to the system (a ``GSLDriver``) keep this object alive. The callbacks are
/// `@convention(c)` functions that read the coefficients through `params`: no global state.
///
/// The right-hand side counts its calls (``evaluationCount``), so that what a GSL method costs in evaluations of f is
/// counted as GSL makes them, not derived from its tableau.
final class GSLOscillatorSystem {
  /// The coefficients the callbacks read through `params`, and the count the right-hand side keeps.
  struct Coefficients {
    /// k/m in 1/s², c/m in 1/s, target in position units.
    var stiffnessPerMass: Double
    var dampingPerMass: Double
    var target: Double
    /// The calls of the right-hand side so far.
    var evaluations = 0
  }

  /// The state dimension: position and velocity.
  static let dimension = 2

  /// The equation's coefficients.
  let parameters: PhysicalSpring
  /// The rest position (any unit; the state's position is in the same unit).
  let target: Double

  private let coefficients: UnsafeMutablePointer<Coefficients>
  /// The C system, at a stable address for as long as this object lives.
  let cSystem: UnsafeMutablePointer<gsl_odeiv2_system>

  /// Creates the system of `parameters` with rest position `target` (finite).
  init(_ parameters: PhysicalSpring, target: Double) {
    self.parameters = parameters
    self.target = target
    coefficients = .allocate(capacity: 1)
    coefficients.initialize(
      to: Coefficients(
        stiffnessPerMass: parameters.stiffness / parameters.mass,
        dampingPerMass: parameters.damping / parameters.mass,
        target: target))
    cSystem = .allocate(capacity: 1)
    cSystem.initialize(
      to: gsl_odeiv2_system(
        function: oscillatorFunction, jacobian: oscillatorJacobian, dimension: Self.dimension,
        params: UnsafeMutableRawPointer(coefficients)))
  }

  /// How many times the right-hand side f(t, y) has been called since this system was made: by GSL (every stage,
  /// every rejected step, the derivatives a stepper hands back) and by ``derivative(position:velocity:)``; ≥ 0.
  ///
  /// The Jacobian's calls are not counted here.
  var evaluationCount: Int { coefficients.pointee.evaluations }

  deinit {
    cSystem.deinitialize(count: 1)
    cSystem.deallocate()
    coefficients.deinitialize(count: 1)
    coefficients.deallocate()
  }

  /// The right-hand side `(x', v')` at state `(x, v)`, through the same C callback GSL calls.
  func derivative(position: Double, velocity: Double) -> (dx: Double, dv: Double) {
    var y = (position, velocity)
    var f = (0.0, 0.0)
    withUnsafePointer(to: &y) { yPointer in
      withUnsafeMutablePointer(to: &f) { fPointer in
        yPointer.withMemoryRebound(to: Double.self, capacity: 2) { y in
          fPointer.withMemoryRebound(to: Double.self, capacity: 2) { f in
            _ = cSystem.pointee.function(0, y, f, cSystem.pointee.params)
          }
        }
      }
    }
    return f
  }

  /// The Jacobian `∂f/∂y` (row-major, 2×2) through the same C callback GSL calls.
  func jacobian() -> [Double] {
    var y = (0.0, 0.0)
    var dfdy = [Double](repeating: .nan, count: 4)
    var dfdt = [Double](repeating: .nan, count: 2)
    withUnsafePointer(to: &y) { yPointer in
      yPointer.withMemoryRebound(to: Double.self, capacity: 2) { y in
        _ = cSystem.pointee.jacobian(0, y, &dfdy, &dfdt, cSystem.pointee.params)
      }
    }
    return dfdy + dfdt
  }
}

/// `f(t, y)` for ``GSLOscillatorSystem``.
///
/// Returns `GSL_EFAULT` for a null pointer. Counts its call (``GSLOscillatorSystem/evaluationCount``).
private func oscillatorFunction(
  _ t: Double, _ y: UnsafePointer<Double>?, _ dydt: UnsafeMutablePointer<Double>?,
  _ params: UnsafeMutableRawPointer?
) -> Int32 {
  guard let y, let dydt, let params else { return Int32(GSL_EFAULT) }
  let coefficients = params.assumingMemoryBound(to: GSLOscillatorSystem.Coefficients.self)
  coefficients.pointee.evaluations += 1
  let p = coefficients.pointee
  dydt[0] = y[1]
  dydt[1] = -p.stiffnessPerMass * (y[0] - p.target) - p.dampingPerMass * y[1]
  return Int32(GSL_SUCCESS)
}

/// `∂f/∂y` (row-major) and `∂f/∂t` for ``GSLOscillatorSystem``.
///
/// Returns `GSL_EFAULT` for a null pointer.
private func oscillatorJacobian(
  _ t: Double, _ y: UnsafePointer<Double>?, _ dfdy: UnsafeMutablePointer<Double>?,
  _ dfdt: UnsafeMutablePointer<Double>?, _ params: UnsafeMutableRawPointer?
) -> Int32 {
  guard let dfdy, let dfdt, let params else { return Int32(GSL_EFAULT) }
  let p = params.assumingMemoryBound(to: GSLOscillatorSystem.Coefficients.self).pointee
  dfdy[0] = 0
  dfdy[1] = 1
  dfdy[2] = -p.stiffnessPerMass
  dfdy[3] = -p.dampingPerMass
  dfdt[0] = 0
  dfdt[1] = 0
  return Int32(GSL_SUCCESS)
}
