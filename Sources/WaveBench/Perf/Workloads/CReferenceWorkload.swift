import CReference
import WaveBatch
import WaveCore

/// `c-reference`, `c-reference-float`: the SoA Euler loop in C over the same lanes a batch would hold, with
/// ``WorkloadParameters/spring``'s coefficients, one frame of ``WorkloadParameters/frameDuration`` per
/// ``runFrame()``: the C loop the batch paths are timed against.
///
/// For another ``PerfWorkload``: per-lane springs (a k and a c array, every mass 1) and the schedule's intervals,
/// cycled.
@MainActor
final class CReferenceWorkload: KernelWorkload {
  let animators: Int
  var bytesPerAnimatorFrame: Int? { kernelBytesPerAnimatorFrame }
  /// The batch kernel the C loop does the work of: ``KernelCost/eulerShared``, or
  /// ``KernelCost/eulerPerLaneUnitMass`` with per-lane springs.
  let kernel: KernelCost
  var precision: String { float ? "Float" : "Double" }
  let lanesPerAnimator: Int
  private let lanes: Int
  private let float: Bool
  private let spring = WorkloadParameters.spring
  // `nonisolated(unsafe)` below: raw arrays this main-actor workload allocates in its initializer and frees in its
  // deinit, which is not isolated to the main actor and so could not reach them otherwise; in between only the C
  // loop it calls on the main actor reads and writes them.
  nonisolated(unsafe) private let d:
    (x: UnsafeMutablePointer<Double>, v: UnsafeMutablePointer<Double>, t: UnsafeMutablePointer<Double>)
  nonisolated(unsafe) private let f:
    (x: UnsafeMutablePointer<Float>, v: UnsafeMutablePointer<Float>, t: UnsafeMutablePointer<Float>)
  private var flip = false
  /// Per lane k and c (Double or Float by ``float``), for per-lane springs; nil for the shared spring.
  nonisolated(unsafe) private let laneSpringsD: (k: UnsafeMutablePointer<Double>, c: UnsafeMutablePointer<Double>)?
  nonisolated(unsafe) private let laneSpringsF: (k: UnsafeMutablePointer<Float>, c: UnsafeMutablePointer<Float>)?
  /// The intervals of a workload other than the constant one, cycled; empty for it.
  private let intervals: [Double]
  private var frameIndex = 0
  private let kD: EulerCoefficients<Double>
  private let kF: EulerCoefficients<Float>

  /// - Parameters:
  ///   - animators: animators, ≥ 1; the lanes of animator `i` start at
  ///     ``WorkloadParameters/startValue(ofAnimator:)``, at rest, towards ``WorkloadParameters/target``.
  ///   - components: lanes per animator, 1, 2 or 4.
  ///   - float: the Float loop (`c-reference-float`) instead of the Double one.
  ///   - workload: the springs and frames (``PerfWorkload/constant`` by default).
  init(animators: Int, components: Int, float: Bool, workload: PerfWorkload = .constant) {
    self.animators = animators
    self.float = float
    lanes = animators * components
    kD = EulerCoefficients<Double>(spring)
    kF = EulerCoefficients<Float>(spring)
    let perLane = workload.springs == .perLane
    kernel = perLane ? .eulerPerLaneUnitMass : .eulerShared
    lanesPerAnimator = components
    let n = float ? 1 : lanes
    let m = float ? lanes : 1
    intervals = workload.isConstant ? [] : workload.frames.map(\.dt)
    if perLane {
      let springs = (0..<lanes).map { WorkloadParameters.perLaneSpring(ofAnimator: $0 / components) }
      let kD = UnsafeMutablePointer<Double>.allocate(capacity: n)
      let cD = UnsafeMutablePointer<Double>.allocate(capacity: n)
      let kF = UnsafeMutablePointer<Float>.allocate(capacity: m)
      let cF = UnsafeMutablePointer<Float>.allocate(capacity: m)
      for i in 0..<n {
        kD[i] = Double(springs[i].stiffness)
        cD[i] = Double(springs[i].dampingCoefficient)
      }
      for i in 0..<m {
        kF[i] = Float(Double(springs[i].stiffness))
        cF[i] = Float(Double(springs[i].dampingCoefficient))
      }
      laneSpringsD = (kD, cD)
      laneSpringsF = (kF, cF)
    } else {
      laneSpringsD = nil
      laneSpringsF = nil
    }
    d = (.allocate(capacity: n), .allocate(capacity: n), .allocate(capacity: n))
    f = (.allocate(capacity: m), .allocate(capacity: m), .allocate(capacity: m))
    for i in 0..<n {
      d.x[i] = WorkloadParameters.startValue(ofAnimator: i / components)
      d.v[i] = 0
      d.t[i] = WorkloadParameters.target
    }
    for i in 0..<m {
      f.x[i] = Float(WorkloadParameters.startValue(ofAnimator: i / components))
      f.v[i] = 0
      f.t[i] = Float(WorkloadParameters.target)
    }
  }

  deinit {
    for p in [d.x, d.v, d.t] { p.deallocate() }
    for p in [f.x, f.v, f.t] { p.deallocate() }
    if let laneSpringsD { for p in [laneSpringsD.k, laneSpringsD.c] { p.deallocate() } }
    if let laneSpringsF { for p in [laneSpringsF.k, laneSpringsF.c] { p.deallocate() } }
  }

  func runFrame() {
    if !intervals.isEmpty || laneSpringsD != nil {
      runScheduledFrame()
      return
    }
    if float {
      let k = kF
      wave_c_euler_f32(
        f.x, f.v, f.t, lanes, Float(WorkloadParameters.frameDuration), k.stiffness, k.dampingCoefficient, k.mass,
        k.inverseMass ?? 0)
    } else {
      let k = kD
      wave_c_euler_f64(
        d.x, d.v, d.t, lanes, WorkloadParameters.frameDuration, k.stiffness, k.dampingCoefficient, k.mass,
        k.inverseMass ?? 0)
    }
  }

  /// A frame of a workload other than the constant one: the next interval (or 1/60 s), per-lane springs or the shared one.
  private func runScheduledFrame() {
    var dt = WorkloadParameters.frameDuration
    if !intervals.isEmpty {
      dt = intervals[frameIndex]
      frameIndex = frameIndex + 1 == intervals.count ? 0 : frameIndex + 1
    }
    switch (float, laneSpringsD, laneSpringsF) {
    case (false, let springs?, _): wave_c_euler_lanes_f64(d.x, d.v, d.t, springs.k, springs.c, lanes, dt)
    case (true, _, let springs?): wave_c_euler_lanes_f32(f.x, f.v, f.t, springs.k, springs.c, lanes, Float(dt))
    case (false, _, _):
      wave_c_euler_f64(d.x, d.v, d.t, lanes, dt, kD.stiffness, kD.dampingCoefficient, kD.mass, kD.inverseMass ?? 0)
    case (true, _, _):
      wave_c_euler_f32(
        f.x, f.v, f.t, lanes, Float(dt), kF.stiffness, kF.dampingCoefficient, kF.mass, kF.inverseMass ?? 0)
    }
  }

  func rearm() {
    flip.toggle()
    let target = flip ? WorkloadParameters.alternateTarget : WorkloadParameters.target
    if float {
      for i in 0..<lanes { f.t[i] = Float(target) }
    } else {
      for i in 0..<lanes { d.t[i] = target }
    }
  }

  /// Every lane: the C loop has no settle rule and steps them all.
  var runningAnimators: Int { animators }

  var checksum: Double {
    float ? (0..<lanes).reduce(0) { $0 + Double(f.x[$1]) } : (0..<lanes).reduce(0) { $0 + d.x[$1] }
  }
}
