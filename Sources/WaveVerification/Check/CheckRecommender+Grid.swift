import Foundation
import WaveInputs

/// The search's grid: the frames each schedule steps, and the three-digit springs it offers.
extension CheckRecommender {
  /// The frames of one schedule from its first on, extended as a longer spring needs them.
  struct FramePool {
    let schedule: ScheduleSpec
    private var frames: [Double] = []
    private var elapsed = 0.0

    init(_ schedule: ScheduleSpec) { self.schedule = schedule }

    /// Frames from the first on that last at least `lifetime` s after the first frame, and one more.
    mutating func covering(_ lifetime: Double) -> [Double] {
      while frames.isEmpty || elapsed - frames[0] < lifetime + frames[frames.count - 1] {
        guard let dt = schedule.schedule.duration(ofFrame: frames.count) else { break }
        frames.append(dt)
        elapsed += dt
      }
      return frames
    }
  }

  /// The grid's indices around a spring of damping ratio `zeta`: ζ = index × ``dampingStep`` over
  /// ``dampingRange(around:)``, and time scale = ``scaleStep``^index over ``scaleRange``.
  ///
  /// Every bound is a small finite number whatever `zeta` (``dampingRange(around:)`` stops at
  /// ``InputLimits/maximumDampingRatio`` + ``dampingReach``: at most about 10,050 rows), so each conversion to `Int`
  /// holds it exactly.
  static func gridIndices(around zeta: Double) -> (zetas: ClosedRange<Int>, scales: ClosedRange<Int>) {
    let range = dampingRange(around: zeta)
    let logStep = Foundation.log(scaleStep)
    return (
      Int((range.lowerBound / dampingStep).rounded(.up))...Int((range.upperBound / dampingStep).rounded()),
      Int(
        (Foundation.log(scaleRange.lowerBound) / logStep).rounded(.down))...Int(
          (Foundation.log(scaleRange.upperBound) / logStep).rounded(.up))
    )
  }

  /// `x` rounded to three significant digits.
  ///
  /// The result is the double nearest the three-digit decimal: the digits (an integer) times or over a power of ten
  /// that a double holds exactly (up to 10^22) is one correctly rounded operation; beyond, the decimal is parsed.
  package static func roundedToThreeDigits(_ x: Double) -> Double {
    guard x.isFinite, x > 0 else { return x }
    let exponent = Int(Foundation.floor(Foundation.log10(x))) - 2
    let digits = (x / Foundation.pow(10, Double(exponent))).rounded()
    guard abs(exponent) <= 22 else { return Double("\(Int(digits))e\(exponent)") ?? x }
    let power = powersOfTen[abs(exponent)]
    return exponent < 0 ? digits / power : digits * power
  }

  /// The powers of ten a double holds exactly: 10^0 to 10^22.
  static let powersOfTen: [Double] = (0...22).map { Double("1e\($0)")! }
}
