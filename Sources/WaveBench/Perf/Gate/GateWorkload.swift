import CReference
import Foundation
import WaveCore
import WaveOutput

/// A named entry of the workload catalogue at a fixed size, as the gate measures it: setup outside the
/// measured frames, then `frames` frames of the catalogue's ``SteppingWorkload/runFrame()``.
///
/// The gate runs each workload twice under valgrind and twice on its own, with ``GateWorkload/shortFrames`` and
/// ``GateWorkload/longFrames`` frames, and divides the difference of the counts by the extra animator-frames:
/// setup, process start and teardown cancel exactly, leaving the cost of a frame. The entries are listed in
/// ``GateWorkload/all``.
struct GateWorkload: Sendable {
  /// The name in tables and in the baseline (`scalar`, `animator-1000`, …).
  let name: String
  /// What one frame does, in words.
  let summary: String
  /// The animators (lanes, views) stepped per frame, ≥ 1: the divisor of "per animator-frame".
  let animators: Int
  /// Makes the catalogue's workload with the given number of animators (≥ 1).
  let make: @MainActor @Sendable (_ animators: Int) -> any SteppingWorkload

  /// Frames of the short run: 10 in a release build; 1 in a debug build, where the gate's own tests run it.
  ///
  /// A debug build's counts gate nothing (a debug baseline only judges a debug build): a frame there costs about
  /// 10⁴ times a release frame, so that 2 extra frames measure it as exactly as 50, in a tenth of the valgrind time.
  static let shortFrames = MachineInfo.buildConfiguration == "release" ? 10 : 1
  /// Frames of the long run: 60 in a release build, 3 in a debug build (``shortFrames``).
  static let longFrames = MachineInfo.buildConfiguration == "release" ? 60 : 3

  /// What precedes the allocation count in a workload process's output (`gate-workload`: its checksum, then
  /// `allocations: N`).
  static let allocationsMarker = "allocations:"

  /// A workload named `name` that `make` builds at `animators` animators.
  ///
  /// - Parameters:
  ///   - name: the name in tables and in the baseline (``name``).
  ///   - summary: what one frame does, in words (``summary``).
  ///   - animators: the size measured, ≥ 1 (the `work` injection adds a tenth of it, at least 1).
  ///   - make: the catalogue's workload of a given size.
  init(
    name: String, summary: String, animators: Int,
    make: @escaping @MainActor @Sendable (_ animators: Int) -> any SteppingWorkload
  ) {
    self.name = name
    self.summary = summary
    self.animators = animators
    self.make = make
  }

  /// A perf path of the catalogue at `animators` CGFloat animators, stepping `workload`'s springs and frames.
  init(name: String, summary: String, path: PerfPath, animators: Int, workload: PerfWorkload = .constant) {
    self.init(name: name, summary: summary, animators: animators) {
      path.workload(animators: $0, components: 1, parallelThreshold: nil, workload: workload)
    }
  }

  /// Sets up, runs `frames` (≥ 0) frames in this process and returns a checksum (so that nothing is optimized
  /// away) and the heap allocations the frames made.
  ///
  /// The allocations are the process's (every thread's) malloc-family calls between the first frame and the end of
  /// the last, counted by the executable's own allocator entry points (CReference's counter): setup is not in them.
  ///
  /// `inject` adds a deliberate regression, for testing the gate: `alloc` one heap allocation per frame; `work` a
  /// second workload of a tenth of the animators, stepped every frame (about 10 % more work).
  @MainActor
  func execute(frames: Int, inject: GateInjection = .none) -> (checksum: Double, allocations: Int) {
    let workload = make(animators)
    let extra = inject == .work ? make(max(1, animators / 10)) : nil
    let before = wave_allocation_count()
    for frame in 0..<frames {
      workload.runFrame()
      extra?.runFrame()
      if inject == .alloc { gateExtraAllocation(frame) }
    }
    let allocations = Int(wave_allocation_count() - before)
    return (workload.checksum, allocations)
  }
}

/// A deliberate regression, for proving that the gate catches what it exists for.
///
/// Selected with the environment variable `WAVEBENCH_GATE_INJECT` (`alloc` or `work`) in the workload process only.
enum GateInjection: String, Sendable {
  case none
  /// One extra heap allocation per frame.
  case alloc
  /// About 10 % more stepping work per frame (a tenth more animators, stepped every frame).
  case work

  /// The injection named by `WAVEBENCH_GATE_INJECT`, or `.none`.
  static var fromEnvironment: GateInjection {
    ProcessInfo.processInfo.environment["WAVEBENCH_GATE_INJECT"].flatMap(GateInjection.init(rawValue:)) ?? .none
  }
}

/// Where the injected allocation escapes to, so that the optimizer cannot remove it (a local that never
/// escapes is promoted to the stack in release builds).
///
/// `nonisolated(unsafe)`: written only by the `gate-workload` process's one stepping thread, and never read.
nonisolated(unsafe) var gateAllocationSink: AnyObject?

final class GateInjectedObject {
  let frame: Int
  init(frame: Int) { self.frame = frame }
}

/// One heap allocation (and the release of the previous one) per call.
@inline(never)
func gateExtraAllocation(_ frame: Int) {
  gateAllocationSink = GateInjectedObject(frame: frame)
}
