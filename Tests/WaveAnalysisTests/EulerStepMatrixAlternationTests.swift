import WaveCore
import XCTest

/// ``EulerStepMatrix/alternates`` against its derivation from the characteristic polynomial λ² − tr·λ + det: a complex
/// pair has real part tr/2, a real pair's smaller root tr/2 − √(tr²/4 − det) is negative iff tr < 0 or det < 0; so the
/// step has an eigenvalue with a negative real part iff tr < 0 or det < 0.
final class EulerStepMatrixAlternationTests: XCTestCase {
  func testAlternates_IffTraceOrDeterminantIsNegative() {
    var alternating = 0
    for k in stride(from: 10.0, through: 20_000, by: 497) {
      for c in stride(from: 0.0, through: 300, by: 13.7) {
        for dt in [1.0 / 240, 1.0 / 120, 1.0 / 60, 1.0 / 30, 1.0 / 20] {
          let matrix = EulerStepMatrix(stiffness: k, damping: c, mass: 1, dt: dt)
          let tr = 2 - k * dt * dt - c * dt
          let det = 1 - c * dt
          XCTAssertEqual(matrix.alternates, tr < 0 || det < 0, "k \(k) c \(c) dt \(dt)")
          if matrix.alternates { alternating += 1 }
        }
      }
    }
    XCTAssertGreaterThan(alternating, 100)  // the grid reaches both sides
  }
}
