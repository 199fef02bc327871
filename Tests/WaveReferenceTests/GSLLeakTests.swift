import Foundation
import Glibc
import WaveCore
import XCTest

@testable import WaveNumerics

/// Every GSL object the layer makes is freed: 10,000 runs through every entry point (both integrator modes,
/// the low-level step/control/evolve objects, and the error paths) leave glibc's heap where it was.
final class GSLLeakTests: XCTestCase {
  private static let runs = 10_000

  /// Bytes glibc's allocator has handed out and not got back, over all arenas and mmapped chunks: the
  /// "in use bytes" total `malloc_stats()` reports (the sum of `mallinfo2()`'s `uordblks` and `hblkhd`).
  ///
  /// `mallinfo2` is declared in `<malloc.h>`, which Swift's Glibc module does not import, and returns an
  /// 80-byte struct that a `@convention(c)` type cannot describe; `malloc_stats` takes and returns nothing,
  /// so it is looked up with `dlsym` and its report (written to standard error) read back through a pipe.
  private func heapBytesInUse() throws -> Int {
    typealias MallocStats = @convention(c) () -> Void
    let process = try XCTUnwrap(dlopen(nil, RTLD_NOW))
    defer { dlclose(process) }
    let symbol = try XCTUnwrap(dlsym(process, "malloc_stats"))
    let mallocStats = unsafeBitCast(symbol, to: MallocStats.self)
    var ends: (Int32, Int32) = (-1, -1)
    let piped = withUnsafeMutableBytes(of: &ends) { pipe($0.baseAddress!.assumingMemoryBound(to: Int32.self)) }
    XCTAssertEqual(piped, 0)
    let savedError = dup(STDERR_FILENO)
    fflush(nil)  // every stream (stderr itself is unbuffered)
    dup2(ends.1, STDERR_FILENO)
    mallocStats()
    fflush(nil)  // every stream (stderr itself is unbuffered)
    dup2(savedError, STDERR_FILENO)
    close(savedError)
    close(ends.1)
    var report: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(ends.0, &buffer, buffer.count)
      if count <= 0 { break }
      report += buffer[0..<count]
    }
    close(ends.0)
    // "Total (incl. mmap):\nsystem bytes     = …\nin use bytes     = N\n"
    let text = String(decoding: report, as: UTF8.self)
    let total = try XCTUnwrap(text.range(of: "Total (incl. mmap):"), text)
    let line = try XCTUnwrap(
      text[total.upperBound...].split(separator: "\n").first { $0.hasPrefix("in use bytes") }, text)
    return try XCTUnwrap(Int(line.split(separator: "=").last!.trimmingCharacters(in: .whitespaces)), text)
  }

  private let problem = SpringProblem(
    spring: Spring(dampingRatio: 0.4, response: 0.3), from: 0, to: 100, velocity: 250)
  private let durations = FrameSchedule.fps(60).durations(count: 3)

  /// One run; which entry point it exercises depends on `index`.
  private func run(_ index: Int) throws {
    let step = GSLStepType.allCases[index % GSLStepType.allCases.count]
    switch (index / GSLStepType.allCases.count) % 4 {
    case 0:
      // Loose tolerance, so that rk1imp's run stays short.
      let trajectory = try GSLIntegrator(step: step, mode: .adaptive(absTol: 1e-6, relTol: 1e-6))
        .integrate(problem, frameDurations: durations)
      precondition(trajectory.count == durations.count + 1)
    case 1:
      let trajectory = try GSLIntegrator(step: step, mode: .fixed(substeps: 2))
        .integrate(problem, frameDurations: durations)
      precondition(trajectory.count == durations.count + 1)
    case 2:
      let stepper = try GSLStep(step)
      let control = try GSLControl(absoluteTolerance: 1e-8, relativeTolerance: 1e-8)
      let evolve = try GSLEvolve()
      let system = GSLOscillatorSystem(try PhysicalSpring(problem.spring), target: problem.to)
      var time = 0.0
      var stepSize = 1e-3
      var state: GSLState = (problem.from, problem.velocity)
      do {
        try evolve.apply(
          control: control, step: stepper, system: system, time: &time, until: 0.01, stepSize: &stepSize,
          state: &state)
      } catch {
        // The error path (the types that need a driver): GSL refuses, the objects are still freed.
        guard step.requiresDriver, (error as GSLError).status == .invalidPointer else { throw error }
      }
    default:
      let system = GSLOscillatorSystem(try PhysicalSpring(problem.spring), target: problem.to)
      let driver = try GSLDriver(
        system: system, step: step, initialStepSize: 1e-6, absoluteTolerance: 1e-12, relativeTolerance: 1e-12)
      try driver.setMaximumStepCount(1)
      var time = 0.0
      var state: GSLState = (problem.from, problem.velocity)
      do {
        try driver.apply(time: &time, until: 1, state: &state)
        XCTFail("\(step): one step cannot reach t = 1 s at 1e-12")
      } catch {
        guard (error as GSLError).status == .maxIterations else { throw error }
      }
    }
  }

  func testSweep_10000Runs_LeaveHeapWhereItWas() throws {
    // Warm-up: the Swift runtime's and GSL's one-time allocations (metadata, the error-handler switch).
    for index in 0..<1_000 { try run(index) }
    let before = try heapBytesInUse()
    for index in 0..<Self.runs { try run(index) }
    let growth = try heapBytesInUse() - before
    print("GSL leak sweep: \(Self.runs) runs, heap in use \(before) → \(before + growth) bytes (growth \(growth))")
    XCTAssertLessThan(growth, Tolerance.gslSweepHeapGrowthBytes)
  }

  /// The measurement can see a leak: 10,000 deliberately kept 24-byte allocations (each in glibc's smallest
  /// chunk, 32 bytes) grow it by about 320,000 bytes, ten times the bound the sweep must stay under.
  func testHeapMeasurement_SeesOneSmallLeakPerRun() throws {
    let before = try heapBytesInUse()
    var kept: [UnsafeMutableRawPointer] = []
    kept.reserveCapacity(Self.runs)
    let afterReserve = try heapBytesInUse()
    for _ in 0..<Self.runs { kept.append(malloc(24)!) }
    let growth = try heapBytesInUse() - afterReserve
    for pointer in kept { free(pointer) }
    print(
      "GSL leak sweep control: \(Self.runs) leaked 24-byte blocks grow the heap by \(growth) bytes (from \(before))")
    XCTAssertGreaterThanOrEqual(growth, Self.runs * 24)
    XCTAssertGreaterThan(growth, 5 * Tolerance.gslSweepHeapGrowthBytes)
  }
}
