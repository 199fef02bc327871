// `@preconcurrency`: GSL declares its step types as C globals (`const gsl_odeiv2_step_type *`), which Swift
// imports as mutable shared state. They are set once by the dynamic linker and never written, so reading
// them from any thread is safe; this file is the only place that reads them.
@preconcurrency import CGSL

/// One of GSL's `odeiv2` stepping methods (`gsl_odeiv2_step_*`): a single method with a fixed order.
///
/// The command-line name of the adaptive integrator built on a step type is `gsl-<rawValue>` (`gsl-rk8pd`).
package enum GSLStepType: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Explicit embedded Runge–Kutta (2, 3). Order 2 as GSL states it; on this linear system its steps
  /// converge at order 3 (measured: one-step error ∝ h⁴).
  case rk2
  /// Explicit 4th-order classical Runge–Kutta with step doubling: a step of size h returns two classical
  /// RK4 steps of h/2 (the single full step only feeds the error estimate). Order 4.
  case rk4
  /// Explicit embedded Runge–Kutta–Fehlberg (4, 5). Order 5.
  case rkf45
  /// Explicit embedded Runge–Kutta Cash–Karp (4, 5). Order 5.
  case rkck
  /// Explicit embedded Runge–Kutta Prince–Dormand (8, 9). Order 8; on this linear system it converges at
  /// order 9 (measured: fitted global order 9.0, one-step error ∝ h¹⁰).
  case rk8pd
  /// Implicit Euler (Gaussian order 1), solved with a modified Newton iteration on the Jacobian. Order 1.
  case rk1imp
  /// Implicit Gaussian 2nd-order Runge–Kutta (implicit midpoint). Order 2.
  case rk2imp
  /// Implicit Gaussian 4th-order Runge–Kutta (two-stage Gauss–Legendre). Order 4.
  case rk4imp
  /// Implicit Bulirsch–Stoer (Bader–Deuflhard semi-implicit extrapolation); uses the Jacobian. GSL reports
  /// order 12: twice the number of extrapolation levels it picks for double precision (6). Its runaway
  /// guard compares each sub-step's change with |y_i|, so a fixed step close to a turning point (velocity
  /// near 0) can be refused; adaptively, GSL retries with a smaller step.
  case bsimp
  /// Variable-coefficient linear multistep Adams (orders 1–12, functional iteration). Needs a driver.
  case msadams
  /// Variable-coefficient linear multistep backward differentiation (orders 1–5, Newton iteration on the
  /// Jacobian). Needs a driver.
  case msbdf

  /// The order of the method, as GSL states it (the global error is O(h^order)).
  ///
  /// For the multistep methods, the maximum order they can reach (they start at 1 and raise it as their error estimates
  /// allow).
  var order: Int {
    switch self {
    case .rk2: 2
    case .rk4: 4
    case .rkf45, .rkck: 5
    case .rk8pd: 8
    case .rk1imp: 1
    case .rk2imp: 2
    case .rk4imp: 4
    case .bsimp: 12
    case .msadams: 12
    case .msbdf: 5
    }
  }

  /// Whether the method solves an implicit equation each step (and uses the system's Jacobian).
  var isImplicit: Bool {
    switch self {
    case .rk2, .rk4, .rkf45, .rkck, .rk8pd, .msadams: false
    case .rk1imp, .rk2imp, .rk4imp, .bsimp, .msbdf: true
    }
  }

  /// Whether the method only runs inside a ``GSLDriver``: the implicit Gaussian methods (`rk1imp`, `rk2imp`, `rk4imp`)
  /// and the multistep methods (`msadams`, `msbdf`) read the error level their internal iteration (and, for the
  /// multistep ones, their order choice) must reach from the driver's control.
  ///
  /// Without a driver GSL refuses the step with ``GSLStatus/invalidPointer``.
  var requiresDriver: Bool {
    switch self {
    case .rk1imp, .rk2imp, .rk4imp, .msadams, .msbdf: true
    case .rk2, .rk4, .rkf45, .rkck, .rk8pd, .bsimp: false
    }
  }

  /// Whether GSL estimates the method's error by step doubling (rk4, rk1imp, rk2imp, rk4imp).
  ///
  /// Each step of h is a step of h and two of h/2, compared (GSL's manual, "Stepping Functions"). GSL's rk4 returns
  /// the two half steps' result: one of its steps costs about three classical RK4 steps and is two of half the size.
  var stepDoubles: Bool {
    switch self {
    case .rk4, .rk1imp, .rk2imp, .rk4imp: true
    case .rk2, .rkf45, .rkck, .rk8pd, .bsimp, .msadams, .msbdf: false
    }
  }

  /// Whether the method is a variable-order multistep method, whose ``order`` is the maximum it may reach.
  var isMultistep: Bool { self == .msadams || self == .msbdf }

  /// GSL's own name for the method (`gsl_odeiv2_step_name`), identical to `rawValue`.
  package var description: String { rawValue }

  /// The C step type.
  var cType: UnsafePointer<gsl_odeiv2_step_type> {
    switch self {
    case .rk2: gsl_odeiv2_step_rk2
    case .rk4: gsl_odeiv2_step_rk4
    case .rkf45: gsl_odeiv2_step_rkf45
    case .rkck: gsl_odeiv2_step_rkck
    case .rk8pd: gsl_odeiv2_step_rk8pd
    case .rk1imp: gsl_odeiv2_step_rk1imp
    case .rk2imp: gsl_odeiv2_step_rk2imp
    case .rk4imp: gsl_odeiv2_step_rk4imp
    case .bsimp: gsl_odeiv2_step_bsimp
    case .msadams: gsl_odeiv2_step_msadams
    case .msbdf: gsl_odeiv2_step_msbdf
    }
  }
}
