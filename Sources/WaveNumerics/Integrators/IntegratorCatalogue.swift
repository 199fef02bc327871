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
    /// The order the method is stated to have (the global error is O(h^order)): the textbook's, or GSL's
    /// (``GSLStepType/order``); nil for the exact references and the peers, whose error is not a step's.
    package let statedOrder: Int?
    /// Why the order measured one step per frame (``MeasuredOrder``) differs from ``statedOrder``, or why none is
    /// measured, in words a reader of `integrators` and of the accuracy report sees; nil where it is the stated one.
    package let orderNote: String?
    package var name: String { integrator.name }

    init(
      _ integrator: any TrajectoryIntegrator, _ kind: Kind, _ summary: String, order: Int? = nil,
      showsClosedForm: Bool = false, leftOutOfReports: String? = nil, orderNote: String? = nil
    ) {
      self.integrator = integrator
      self.kind = kind
      self.summary = summary
      self.statedOrder = order
      self.showsClosedForm = showsClosedForm
      self.leftOutOfReports = leftOutOfReports
      self.orderNote = orderNote
    }
  }

  /// Every integrator, in the order `wave-bench integrators` lists them.
  package static let entries: [Entry] =
    [
      Entry(
        EulerIntegrator(), .engine, "the engine's semi-implicit Euler, 1 step per frame (order 1, explicit, fixed)",
        order: 1),
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
      Entry(
        FixedStepRK4Integrator(), .textbook, "classical RK4, 1 step per frame (order 4, explicit, fixed)", order: 4),
      Entry(
        ExplicitEulerIntegrator(), .textbook, "explicit (forward) Euler, 1 step per frame (order 1, explicit, fixed)",
        order: 1),
      Entry(
        ImplicitEulerIntegrator(), .textbook,
        "implicit (backward) Euler, solved exactly, 1 step per frame (order 1, implicit, fixed)", order: 1),
      Entry(
        VelocityVerletIntegrator(), .textbook,
        "velocity Verlet, damping solved implicitly (Newmark β 0, γ ½), 1 step per frame (order 2, fixed)", order: 2),
    ]
    // GSL odeiv2, adaptive to each frame time at the reference tolerances (GSLMode.reference).
    + ([.rk2, .rk4, .rkf45, .rkck, .rk8pd, .rk1imp, .rk2imp, .rk4imp, .bsimp, .msadams, .msbdf] as [GSLStepType]).map {
      let gsl = GSLIntegrator(step: $0)
      return Entry(
        gsl, .gsl, gsl.summary, order: $0.order, leftOutOfReports: $0 == .rk1imp ? rk1impLeftOut : nil,
        orderNote: orderNote($0))
    }
    + [
      Entry(
        BatchIntegrator(), .engineVariant,
        "the engine's semi-implicit Euler in a one-lane WaveBatch SIMD batch (bit-equal to euler)", order: 1)
    ]

  /// Why `gsl-rk1imp` is not in the reports: implicit Euler at the reference tolerance cannot finish a frame within a
  /// report run's bound (``BoundedGSLIntegrator/maxStepsPerFrame``), so every run of it would fail.
  static let rk1impLeftOut =
    "implicit Euler's local error is O(h²), so at the reference tolerance 1e-12 it takes about 3 million driver steps on one 60 Hz frame, past the \(BoundedGSLIntegrator.maxStepsPerFrame) a report's run may take: every run would fail. `trajectory --integrator gsl-rk1imp` runs it (--substeps N or a looser --abs-tol/--rel-tol is quicker)"

  /// Why a GSL method's order measured one step per frame differs from the one GSL states, or why none is measured.
  ///
  /// nil where it is the stated one (``GSLStepType/order``). Lines cite GSL 2.8's source (ampl/gsl cf180cd).
  static func orderNote(_ step: GSLStepType) -> String? {
    switch step {
    case .rk2:
      "GSL's rk2 is an embedded (2, 3) pair that advances the third-order solution y + h·(k1 + 4·k2 + k3)/6 (ode-initval2/rk2.c:169-180) while rk2_order returns 2 (rk2.c:221-227): it measures about 3"
    case .rkck:
      "measured below 5 where only the longest frames are fitted: its errors fall under the 1e-9 floor from about 1/240 s on, so the slope comes from 1/30 to 1/120 s, before the asymptotic order 5 (on ζ 1 the error falls 20× and then 29× per halving: slopes 4.3 and 4.8)"
    case .rk8pd:
      "no order is measured: one step per frame is already within the 1e-9 precision floor at every frame but the longest (1.2e-11 of the distance at 1/30 s on ζ 0.5), so fewer than two errors are left to fit"
    case .msadams, .msbdf:
      "fixed steps keep it at order 1: it raises its order only when the step its error estimate allows at order + 1 beats the current order's by 1.5× (msadams.c:733-755, msbdf.c:1034-1048), and with the fixed-step driver's tolerance out of reach every estimate is the same 1/safety (msadams.c:680-720), so it never does (GSLMode.fixed). Adaptively it climbs"
    case .bsimp:
      "fails one step per frame on a 1000 pt move: its runaway guard refuses a sub-step whose change, each component divided by |y_i| at the step's start (by 1 where y_i is 0), sums past 100 × the dimension, 200 (bsimp.c:83-92, 232, 276-279), and sets the error to infinity (bsimp.c:471-481). From rest at 0 both weights are 1, and the first sub-step (half the frame, h/2) changes the velocity by (h/2)·ω0²·1000 / (1 + (h/2)·c/m + (h/2)²·k/m) ≈ 1180 pt/s for ζ 0.5, response 0.5 at 60 Hz. With no control to retry it shorter, the run fails. Measured: frames of 1/480 s and shorter pass, and at 60 Hz a move of 160 pt passes and one of 200 pt fails. Adaptively GSL retries the step shorter"
    case .rk4, .rkf45, .rk1imp, .rk2imp, .rk4imp:
      nil
    }
  }

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
