import Foundation
import WaveCore

/// A fixed per-frame workload the gate measures: setup outside the measured frames, then `frames` frames.
///
/// The gate runs each workload twice under valgrind, with ``GateWorkload/shortFrames`` and
/// ``GateWorkload/longFrames`` frames, and divides the difference of the counts by the extra animator-frames:
/// setup, process start and teardown cancel exactly, leaving the cost of a frame.
public struct GateWorkload: Sendable {
  /// The name in tables and in the baseline (`scalar`, `animator-1000`, …).
  public let name: String
  /// What one frame does, in words.
  public let summary: String
  /// The animators (lanes, views) stepped per frame: the divisor of "per animator-frame".
  public let animators: Int
  /// Sets up, then runs `frames` frames. `inject` adds a deliberate regression (for testing the gate).
  let run: @MainActor @Sendable (_ frames: Int, _ inject: GateInjection) -> Double

  public static let shortFrames = 10
  public static let longFrames = 60

  /// Runs the workload in this process and returns a checksum (so that nothing is optimized away).
  @MainActor
  public func execute(frames: Int, inject: GateInjection = .none) -> Double {
    run(frames, inject)
  }
}

/// A deliberate regression, for proving that the gate catches what it exists for. Selected with the
/// environment variable `WAVEBENCH_GATE_INJECT` (`alloc` or `work`) in the workload process only.
public enum GateInjection: String, Sendable {
  case none
  /// One extra heap allocation per frame.
  case alloc
  /// About 10 % more stepping work per frame (every tenth animator is stepped twice).
  case work

  /// The injection named by `WAVEBENCH_GATE_INJECT`, or `.none`.
  public static var fromEnvironment: GateInjection {
    ProcessInfo.processInfo.environment["WAVEBENCH_GATE_INJECT"].flatMap(GateInjection.init(rawValue:)) ?? .none
  }
}

/// Keeps a value alive so the optimizer cannot drop the computation that produced it.
@inline(never)
func gateBlackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Where the injected allocation escapes to, so that the optimizer cannot remove it (a local that never
/// escapes is promoted to the stack in release builds).
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
