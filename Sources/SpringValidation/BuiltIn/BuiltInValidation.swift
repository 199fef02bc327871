import Foundation
import WaveCore

/// The validation kit run over the engine's own conformances: what `wave-bench validate` prints.
package enum BuiltInValidation {
  /// Validates CGFloat, Double, CGPoint, CGSize, CGRect and RGBAComponents with ``samples``-style values
  /// (fractional, negative, zero) and returns one report per type, in that order.
  package static func run(options: ValidationOptions = ValidationOptions()) -> [ValidationResult] {
    [
      SpringValidator.validate(CGFloat.self, samples: [12.3, -47.85, 318.6], options: options),
      SpringValidator.validate(Double.self, samples: [0.25, -120.4, 987.65], options: options),
      SpringValidator.validate(
        CGPoint.self, samples: [CGPoint(x: 10.25, y: -3.5), CGPoint(x: -120.6, y: 480.3), .zero], options: options),
      SpringValidator.validate(
        CGSize.self, samples: [CGSize(width: 44.5, height: 120.25), CGSize(width: 320.7, height: 0.3), .zero],
        options: options),
      SpringValidator.validate(
        CGRect.self,
        samples: [
          CGRect(x: 1.5, y: -2.25, width: 100.7, height: 40.1), CGRect(x: -50.3, y: 200.6, width: 0, height: 12.5),
          CGRect(x: 0, y: 0, width: 320.4, height: 480.9),
        ], options: options),
      SpringValidator.validate(
        RGBAComponents.self,
        samples: [RGBAComponents(r: 0, g: 0, b: 0, a: 1), RGBAComponents(r: 1, g: 0.5, b: 0.25, a: 0.8), .clear],
        options: options),
    ]
  }

  /// ``run(options:)`` rendered as plain text (``ValidationTextRenderer``), ending `N passed, M failed`.
  package static func textReport(options: ValidationOptions = ValidationOptions()) -> String {
    ValidationTextRenderer.render(run(options: options))
  }
}
