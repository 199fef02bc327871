import CReference
import Foundation
import WaveBatch
import WaveCore
import WaveTestSupport
import XCTest

/// Heap allocations made by `body`, counted by the interposed allocator (CReference's counter), not timed: by every
/// thread of the process, or, with `thisThread`, by the calling thread only (for work that runs on it alone, so that
/// what another test's leftover thread allocates meanwhile does not count).
func allocations(thisThread: Bool = false, _ body: () -> Void) -> UInt64 {
  let count = thisThread ? wave_thread_allocation_count : wave_allocation_count
  let before = count()
  body()
  return count() - before
}

/// Where the positive control's allocation escapes to: a global, so that the optimizer can neither remove
/// the allocation nor promote it to the stack (it must assume the object is read later).
nonisolated(unsafe) var allocationSink: AnyObject?

/// The object the positive control allocates: one heap object, no stored properties to allocate.
final class AllocationProbe {}

/// One deliberate heap allocation (and the release of the previous probe, which frees and is not counted).
@inline(never)
func allocateOneProbe() {
  allocationSink = AllocationProbe()
}

/// The positive control of an allocation test: a deliberate allocation, measured with the same counter
/// (``allocations(thisThread:_:)``), must count exactly 1.
///
/// Without it, "0 allocations" would also pass if the malloc interposition stopped counting (not linked, or bypassed by
/// the runtime).
func assertCounterCountsOneDeliberateAllocation(
  _ message: @autoclosure () -> String = "", thisThread: Bool = false, line: UInt = #line
) {
  allocateOneProbe()  // warm-up: the probe class's metadata is instantiated on first use
  XCTAssertEqual(
    allocations(thisThread: thisThread) { allocateOneProbe() }, 1, "positive control: \(message())", line: line)
}

extension SeededGenerator {
  /// A spring of the kind UIs use, made as the engine makes it (response initializer, rubberband included,
  /// or the stiffness initializer with a mass ≠ 1 now and then): damping ratio 0.1–1.5, response 0.15–1.5 s.
  ///
  /// At 60 Hz every one of these is inside the Euler step's stability region (ω·dt ≤ 0.7).
  mutating func uiSpring() -> Spring {
    let dampingRatio = Double.random(in: 0.1...1.5, using: &self)
    if Int.random(in: 0..<4, using: &self) == 0 {
      let mass = [0.5, 1, 2, 3][Int.random(in: 0..<4, using: &self)]
      let response = Double.random(in: 0.15...1.5, using: &self)
      let stiffness = pow(2 * .pi / response, 2) * mass
      return Spring(dampingRatio: dampingRatio / mass, stiffness: stiffness, mass: mass)
    }
    return Spring(dampingRatio: dampingRatio, response: Double.random(in: 0.15...1.5, using: &self))
  }

  /// A schedule among 60 Hz, 120 Hz, variable refresh and seeded jitter, chosen by `index`.
  func schedule(_ index: Int) -> FrameSchedule {
    switch index % 4 {
    case 0: return .fps(60)
    case 1: return .fps(120)
    case 2: return .variableRefresh
    default: return .jittered(fps: 60, amplitude: 0.3, seed: state)
    }
  }

  mutating func coordinate() -> Double { Double.random(in: -1000...1000, using: &self) }
}

/// Bitwise equality of two Doubles (distinguishes −0 and +0, equates identical NaNs).
func assertBitEqual(_ a: Double, _ b: Double, _ message: @autoclosure () -> String, line: UInt = #line) {
  XCTAssertEqual(a.bitPattern, b.bitPattern, "\(a) ≠ \(b): \(message())", line: line)
}
