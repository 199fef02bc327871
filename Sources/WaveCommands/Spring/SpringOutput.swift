import WaveCore
import WaveReports
import WaveVerification

/// `wave-bench spring`: the spring's parameters and, with `--fps`, what the engine's step does at that rate
/// (``EulerSummary``), rendered by ``SpringDescription``.
package enum SpringOutput {
  /// The output in `format`.
  ///
  /// - Parameter fps: the frame rate, Hz, checked by ``WorkCheck/spring(_:fps:)``; nil for the parameters
  ///   alone.
  /// - Throws: ``SpringParameterError`` for a spring without an equation (response 0) with `fps`.
  package static func render(_ spring: Spring, fps: Double?, as format: TextOrJSON) throws -> String {
    SpringDescription.render(spring, euler: try fps.map { try EulerSummary.compute(spring, fps: $0) }, as: format)
  }
}
