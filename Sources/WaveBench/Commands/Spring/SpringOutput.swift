import WaveCore

/// `wave-bench spring`: the spring's parameters and, with `--fps`, what the engine's step does at that rate
/// (``EulerSummary``), rendered by ``SpringDescription``.
enum SpringOutput {
  /// The output in `format`.
  ///
  /// - Parameters:
  ///   - spring: the spring described.
  ///   - fps: the frame rate, Hz, checked by ``WorkLimit/spring(_:fps:)``; nil for the parameters
  ///     alone.
  ///   - format: a terminal text or JSON.
  /// - Returns: The description of `spring` (with the step's summary at `fps` when given), rendered by
  ///   ``SpringDescription``.
  /// - Throws: ``SpringParameterError`` for a spring without an equation (response 0) with `fps`.
  static func render(_ spring: Spring, fps: Double?, as format: TextOrJSON) throws -> String {
    SpringDescription.render(spring, euler: try fps.map { try EulerSummary.compute(spring, fps: $0) }, as: format)
  }
}
