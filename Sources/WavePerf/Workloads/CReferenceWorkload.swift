import CReference
import WaveBatch
import WaveCore

/// `c-reference`, `c-reference-float`: the SoA Euler loop in C over the same lanes a batch would hold, with
/// ``WorkloadParameters/spring``'s coefficients, one frame of ``WorkloadParameters/frameDuration`` per
/// ``runFrame()``: the yardstick of the batch paths.
@MainActor
package final class CReferenceWorkload: SteppingWorkload {
  package let animators: Int
  package let bytesPerAnimatorFrame: Int?
  private let lanes: Int
  private let float: Bool
  private let spring = WorkloadParameters.spring
  nonisolated(unsafe) private let d:
    (x: UnsafeMutablePointer<Double>, v: UnsafeMutablePointer<Double>, t: UnsafeMutablePointer<Double>)
  nonisolated(unsafe) private let f:
    (x: UnsafeMutablePointer<Float>, v: UnsafeMutablePointer<Float>, t: UnsafeMutablePointer<Float>)
  private var flip = false
  private let kD: EulerCoefficients<Double>
  private let kF: EulerCoefficients<Float>

  /// - Parameters:
  ///   - animators: animators, ≥ 1; the lanes of animator `i` start at
  ///     ``WorkloadParameters/startValue(ofAnimator:)``, at rest, towards ``WorkloadParameters/target``.
  ///   - components: lanes per animator, 1, 2 or 4.
  ///   - float: the Float loop (`c-reference-float`) instead of the Double one.
  package init(animators: Int, components: Int, float: Bool) {
    self.animators = animators
    self.float = float
    lanes = animators * components
    kD = EulerCoefficients<Double>(spring)
    kF = EulerCoefficients<Float>(spring)
    bytesPerAnimatorFrame = components * 5 * (float ? 4 : 8)
    let n = float ? 1 : lanes
    let m = float ? lanes : 1
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
  }

  package func runFrame() {
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

  package func rearm() {
    flip.toggle()
    let target = flip ? WorkloadParameters.alternateTarget : WorkloadParameters.target
    if float {
      for i in 0..<lanes { f.t[i] = Float(target) }
    } else {
      for i in 0..<lanes { d.t[i] = target }
    }
  }

  /// Every lane: the C loop has no settle rule and steps them all.
  package var runningAnimators: Int { animators }

  package var checksum: Double {
    float ? (0..<lanes).reduce(0) { $0 + Double(f.x[$1]) } : (0..<lanes).reduce(0) { $0 + d.x[$1] }
  }
}
