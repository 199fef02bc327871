/// The one catalogue of trajectory integrators: every integrator is registered here once, with what it is, whichever
/// module implements it (the engine's step and the peer models here, the references, the batch
/// stepper over WaveBatch).
///
/// Commands, reports, cost measurements and benchmarks all read their lists from it.
public enum IntegratorCatalogue {
  /// What an integrator stands for.
  package enum Kind: String, Sendable, CaseIterable {
    /// The engine's own step (`euler`).
    case engine
    /// An exact reference (closed form, exact propagator).
    case exact
    /// A model of another engine as its source steps (`Peers/`).
    case peer
    /// A textbook method that no engine here ships (`rk4`, `explicit-euler`, `implicit-euler`, `verlet`).
    case textbook
    /// A GSL `odeiv2` method at the reference tolerances.
    case gsl
    /// Another implementation of the engine's step (the batch stepper), bit-equal to `euler`.
    case engineVariant
  }

  /// One registered integrator, with what it is.
  package struct Entry: Sendable {
    package let integrator: any TrajectoryIntegrator
    package let kind: Kind
    /// One line: what it is, its order, explicit or implicit, fixed or adaptive; for a peer, the upstream
    /// commit its model follows and what sets it apart.
    package let summary: String
    /// Whether it shows the exact spring's closed form at each frame time until it ends (`exact`, and the models of
    /// SwiftUI and Core Animation): its error is its end's, never a step's.
    package let showsClosedForm: Bool
    /// Why the reports leave it out (``verified(budget:)``), in words a reader of `integrators` and of the accuracy
    /// report sees; nil for an integrator the reports run.
    package let leftOutOfReports: String?
    package var name: String { integrator.name }

    init(
      _ integrator: any TrajectoryIntegrator, _ kind: Kind, _ summary: String, showsClosedForm: Bool = false,
      leftOutOfReports: String? = nil
    ) {
      self.integrator = integrator
      self.kind = kind
      self.summary = summary
      self.showsClosedForm = showsClosedForm
      self.leftOutOfReports = leftOutOfReports
    }
  }

  /// Every integrator, in the order `wave-bench integrators` lists them.
  package static let entries: [Entry] =
    [
      Entry(
        EulerIntegrator(), .engine, "the engine's semi-implicit Euler, 1 step per frame (order 1, explicit, fixed)"),
      Entry(
        ExactIntegrator(), .exact, "closed-form solution sampled at each frame time (exact, reference)",
        showsClosedForm: true),
      Entry(
        PropagatorIntegrator(), .exact, "exact propagator exp(A·dt) re-seeded every frame (exact reference, fixed)"),
      // Models of other engines as their current source steps (Peers/), of SwiftUI and Core Animation (Models/), then
      // textbook methods no engine here ships (Textbook/ and RK4).
      Entry(
        ReboundIntegrator(), .peer,
        "rebound 65f155c: RK4, 1 ms steps from an accumulator, 64 ms clamp, interpolate overwrites state, rest 0.005"),
      Entry(
        ReactSpringIntegrator(), .peer,
        "react-spring 3d2523d: Euler, ceil(dt_ms) steps of 1 ms, 64 ms clamp, 16.667 ms first frame, rest per step"),
      Entry(
        AdvanceIntegrator(), .peer,
        "Advance 3156e6c: RK4 without k1, 8 ms steps run ahead and interpolated back, 80 ms clamp, rest 0.1"),
      Entry(
        AndroidXIntegrator(), .peer,
        "AndroidX SpringForce: closed form per frame in float, whole-ms frame times, no step on frame 1, rest 0.75/46.875"
      ),
      Entry(
        MotionIntegrator(), .peer,
        "b3ll Motion c9a57f9: closed form per frame, wrong overdamped branch, |ζ−1| ≤ 0.001 critical, rest 0.01"),
      Entry(
        FluidSpringIntegrator(), .peer,
        "SwiftUI .spring (OpenSwiftUI 069dd80 FluidSpringAnimation): 1/300 s kick-drift-kick substeps, k ≤ 45000, rest |v|,|F| ≤ 0.06"
      ),
      Entry(
        InterpolatingSpringIntegrator(), .peer,
        "SwiftUI .interpolatingSpring (OpenSwiftUI 069dd80): closed form at each frame time, c ≤ critical, target from settlingDuration",
        showsClosedForm: true),
      Entry(
        CAIntegrator(), .peer,
        "CASpringAnimation (decompiled 23B85): closed form at each frame time, c ≤ critical, duration = settlingDuration",
        showsClosedForm: true),
      Entry(FixedStepRK4Integrator(), .textbook, "classical RK4, 1 step per frame (order 4, explicit, fixed)"),
      Entry(
        ExplicitEulerIntegrator(), .textbook, "explicit (forward) Euler, 1 step per frame (order 1, explicit, fixed)"),
      Entry(
        ImplicitEulerIntegrator(), .textbook,
        "implicit (backward) Euler, solved exactly, 1 step per frame (order 1, implicit, fixed)"),
      Entry(
        VelocityVerletIntegrator(), .textbook,
        "velocity Verlet, damping solved implicitly (Newmark β 0, γ ½), 1 step per frame (order 2, fixed)"),
    ]
    // GSL odeiv2, adaptive to each frame time at the reference tolerances (GSLMode.reference).
    + ([.rk2, .rk4, .rkf45, .rkck, .rk8pd, .rk1imp, .rk2imp, .rk4imp, .bsimp, .msadams, .msbdf] as [GSLStepType]).map {
      let gsl = GSLIntegrator(step: $0)
      return Entry(gsl, .gsl, gsl.summary, leftOutOfReports: $0 == .rk1imp ? rk1impLeftOut : nil)
    }
    + [
      Entry(
        BatchIntegrator(), .engineVariant,
        "the engine's semi-implicit Euler in a one-lane WaveBatch SIMD batch (bit-equal to euler)")
    ]

  /// Why `gsl-rk1imp` is not in the reports: implicit Euler at the reference tolerance cannot finish a frame within a
  /// report run's bound (``BoundedGSLIntegrator/maxStepsPerFrame``), so every run of it would fail.
  static let rk1impLeftOut =
    "implicit Euler's local error is O(h²), so at the reference tolerance 1e-12 it takes about 3 million driver steps on one 60 Hz frame, past the \(BoundedGSLIntegrator.maxStepsPerFrame) a report's run may take: every run would fail. `trajectory --integrator gsl-rk1imp` runs it (--substeps N or a looser --abs-tol/--rel-tol is quicker)"

  /// The integrators the reports leave out, with why, in catalogue order.
  package static var leftOutOfReports: [(name: String, reason: String)] {
    entries.compactMap { entry in entry.leftOutOfReports.map { (entry.name, $0) } }
  }

  /// Every integrator (what `wave-bench trajectory --integrator` accepts).
  public static var all: [any TrajectoryIntegrator] { entries.map(\.integrator) }

  /// What the verification reports compare: every integrator but the engine's variants (they are bit-equal to
  /// `euler`) and those left out with a reason (``Entry/leftOutOfReports``), each adaptive GSL method bounded in its work per frame (``BoundedGSLIntegrator``) so that a
  /// report's run time stays bounded.
  package static var verified: [any TrajectoryIntegrator] { verified(budget: nil) }

  /// ``verified``, the adaptive GSL methods sharing `budget` (``StepBudget``): what one report runs.
  package static func verified(budget: StepBudget?) -> [any TrajectoryIntegrator] {
    entries.filter { $0.kind != .engineVariant && $0.leftOutOfReports == nil }.map {
      BoundedGSLIntegrator($0.integrator, budget: budget) ?? $0.integrator
    }
  }

  /// The integrator called `name`, or nil.
  package static func named(_ name: String) -> (any TrajectoryIntegrator)? {
    entries.first { $0.name == name }?.integrator
  }

  /// The valid names, comma-separated, for help and error messages.
  package static var names: String { entries.map(\.name).joined(separator: ", ") }

  /// The name of the engine's step (`euler`): the one stepper with a step matrix.
  package static let engineStepName = EulerIntegrator().name
}
