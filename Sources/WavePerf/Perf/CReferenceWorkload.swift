import CReference
import WaveBatch
import WaveCore

/// `c-reference`, `c-reference-float`: the SoA Euler loop in C over the same lanes a batch would hold.
@MainActor
final class CReferenceWorkload: PerfWorkload {
  let animators: Int
  let bytesPerAnimatorFrame: Int?
  private let lanes: Int
  private let float: Bool
  private let spring = Spring(dampingRatio: perfSpringParameters.dampingRatio, response: perfSpringParameters.response)
  nonisolated(unsafe) private let d:
    (x: UnsafeMutablePointer<Double>, v: UnsafeMutablePointer<Double>, t: UnsafeMutablePointer<Double>)
  nonisolated(unsafe) private let f:
    (x: UnsafeMutablePointer<Float>, v: UnsafeMutablePointer<Float>, t: UnsafeMutablePointer<Float>)
  private var flip = false
  private let kD: EulerCoefficients<Double>
  private let kF: EulerCoefficients<Float>

  init(animators: Int, components: Int, float: Bool) {
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
      d.x[i] = Double((i / components) % 97)
      d.v[i] = 0
      d.t[i] = 500
    }
    for i in 0..<m {
      f.x[i] = Float((i / components) % 97)
      f.v[i] = 0
      f.t[i] = 500
    }
  }

  deinit {
    for p in [d.x, d.v, d.t] { p.deallocate() }
    for p in [f.x, f.v, f.t] { p.deallocate() }
  }

  func runFrame() {
    if float {
      let k = kF
      wave_c_euler_f32(
        f.x, f.v, f.t, lanes, Float(perfFrameDuration), k.stiffness, k.dampingCoefficient, k.mass, k.inverseMass ?? 0)
    } else {
      let k = kD
      wave_c_euler_f64(
        d.x, d.v, d.t, lanes, perfFrameDuration, k.stiffness, k.dampingCoefficient, k.mass, k.inverseMass ?? 0)
    }
  }

  func rearm() {
    flip.toggle()
    let target = flip ? 400.0 : 500.0
    if float {
      for i in 0..<lanes { f.t[i] = Float(target) }
    } else {
      for i in 0..<lanes { d.t[i] = target }
    }
  }

  var checksum: Double {
    float ? (0..<lanes).reduce(0) { $0 + Double(f.x[$1]) } : (0..<lanes).reduce(0) { $0 + d.x[$1] }
  }
}
