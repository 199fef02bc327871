import WaveCore

/// The measured settle time of a sampled animation.
enum SettleTime {
  /// The index of the first frame after which `|x − target| ≤ fraction·|distance|` for every later frame
  /// (that frame included), or nil when the last frame is still outside (the animation has not settled
  /// within the samples, or diverged).
  ///
  /// Non-finite values count as outside.
  ///
  /// - Parameters:
  ///   - values: positions, frame 0 first.
  ///   - target: the target position.
  ///   - distance: the travel distance (≠ 0), any sign.
  ///   - fraction: the settled band as a fraction of |distance|, > 0; by default upstream's own 0.01 %
  ///     (``Tolerance/settledFraction``, which is ``Spring/settlingPercentage``).
  /// - Returns: The index into `values` of the first settled frame, or nil when the last frame is outside the band.
  static func index(
    values: [Double], target: Double, distance: Double, fraction: Double = Tolerance.settledFraction
  ) -> Int? {
    let band = fraction * abs(distance)
    var index = values.count
    while index > 0 {
      let u = abs(values[index - 1] - target)
      if !(u <= band) { break }
      index -= 1
    }
    return index < values.count ? index : nil
  }
}
