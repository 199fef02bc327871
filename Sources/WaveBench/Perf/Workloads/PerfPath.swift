import Foundation
import WaveBatch
import WaveCore
import WaveNumerics

/// The stepping kinds of the workload catalogue, by their JSON names: the paths `wave-bench perf` measures,
/// the gate's stepping workloads (``GateWorkload/all``) and the Stepping benchmarks.
///
/// Each case is made by ``workload(animators:components:)``, the one factory of the catalogue.
public enum PerfPath: String, CaseIterable, Sendable {
  /// `SpringAnimator<T>` objects on a `FrameDriver`: what a Wave user pays today.
  case animator
  /// `SpecializedSpringAnimator<T>` objects on a `FrameDriver`: the same API and values as `animator`, its
  /// per-frame path specialized (what a Wave user could pay).
  case animatorSpecialized = "animator-specialized"
  /// A plain loop over value structs with the engine's step (`T.updateValue`).
  case scalar
  /// `SpringBatch<Double>`, Euler, one thread.
  case batch
  /// `SpringBatch<Float>`, Euler, one thread.
  case batchFloat = "batch-float"
  /// `SpringBatch<Double>` with the exact propagator (same dt every frame: one cached propagator).
  case batchExact = "batch-exact"
  /// `SpringBatch<Double>`, Euler, split over every core (when the batch is large enough).
  case batchParallel = "batch-parallel"
  /// The same SoA Euler loop in C (-O2, AVX2 clone where the CPU has it, no FMA contraction), Double.
  case cReference = "c-reference"
  /// The C loop in Float: the C loop `batch-float` is timed against.
  case cReferenceFloat = "c-reference-float"

  /// Whether the path steps animator objects on the engine's driver (`animator`, `animator-specialized`),
  /// whose setup is O(N²) (``PerfSetup/animatorPathLimit`` bounds N).
  var isAnimatorObjects: Bool { self == .animator || self == .animatorSpecialized }

  /// Whether the path is a C reference loop: a C loop of the step the batch paths are timed against (not a bound).
  var isReference: Bool { self == .cReference || self == .cReferenceFloat }

  /// The C loop a batch path is measured against (`batch-float`: the Float loop; the other batch paths: the Double
  /// loop); nil for the other paths.
  var cLoop: PerfPath? {
    switch self {
    case .batch, .batchExact, .batchParallel: .cReference
    case .batchFloat: .cReferenceFloat
    default: nil
    }
  }

  /// A workload of this path with `animators` animators (≥ 1) of `components` lanes each (1, 2 or 4: CGFloat,
  /// CGPoint, CGRect; other values mean 1), stepping ``WorkloadParameters``' spring and frame duration.
  ///
  /// `parallelThreshold` (lanes, ≥ 1) replaces ``SpringBatch/defaultParallelThreshold`` on `batch-parallel`
  /// (for measuring where the worker pool pays); nil keeps it.
  @MainActor
  public func workload(animators: Int, components: Int = 1, parallelThreshold: Int? = nil) -> any SteppingWorkload {
    workload(animators: animators, components: components, parallelThreshold: parallelThreshold, workload: .constant)
  }

  /// Whether the path takes a ``PerfWorkload`` other than the constant one: the batch paths and the C references.
  var takesWorkloads: Bool { cLoop != nil || isReference }

  /// ``workload(animators:components:parallelThreshold:)`` with `workload`'s springs and frames, on a path that
  /// ``takesWorkloads`` (the others step their own: the constant workload).
  @MainActor
  func workload(animators: Int, components: Int, parallelThreshold: Int?, workload: PerfWorkload)
    -> any SteppingWorkload
  {
    switch (self, components) {
    case (.animator, 2): return AnimatorWorkload<CGPoint>(animators: animators)
    case (.animator, 4): return AnimatorWorkload<CGRect>(animators: animators)
    case (.animator, _): return AnimatorWorkload<CGFloat>(animators: animators)
    case (.animatorSpecialized, 2): return SpecializedAnimatorWorkload<CGPoint>(animators: animators)
    case (.animatorSpecialized, 4): return SpecializedAnimatorWorkload<CGRect>(animators: animators)
    case (.animatorSpecialized, _): return SpecializedAnimatorWorkload<CGFloat>(animators: animators)
    case (.scalar, 2): return ScalarWorkload<CGPoint>(animators: animators)
    case (.scalar, 4): return ScalarWorkload<CGRect>(animators: animators)
    case (.scalar, _): return ScalarWorkload<CGFloat>(animators: animators)
    case (.batch, _):
      return CommandEnvironment.current.batchCompilation.double(
        BatchWorkload(
          animators: animators, components: components, stepper: .euler, parallelism: 1, workload: workload))
    case (.batchFloat, _):
      return CommandEnvironment.current.batchCompilation.float(
        BatchWorkload(
          animators: animators, components: components, stepper: .euler, parallelism: 1, workload: workload))
    case (.batchExact, _):
      return CommandEnvironment.current.batchCompilation.double(
        BatchWorkload(
          animators: animators, components: components, stepper: .exact(PerfPropagator.exact), parallelism: 1,
          workload: workload))
    case (.batchParallel, _):
      return CommandEnvironment.current.batchCompilation.double(
        BatchWorkload(
          animators: animators, components: components, stepper: .euler,
          parallelism: ProcessInfo.processInfo.activeProcessorCount, parallelThreshold: parallelThreshold,
          workload: workload))
    case (.cReference, _):
      return CReferenceWorkload(animators: animators, components: components, float: false, workload: workload)
    case (.cReferenceFloat, _):
      return CReferenceWorkload(animators: animators, components: components, float: true, workload: workload)
    }
  }
}

/// The exact propagator for `batch-exact`: the references' transition matrix.
enum PerfPropagator {
  static let exact: PropagatorProvider = { spring, dt in
    guard let parameters = try? PhysicalSpring(spring) else { return (1, 0, 0, 1) }
    return DampedOscillator(parameters).transition(over: dt)
  }
}
