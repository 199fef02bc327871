import WaveBench

/// The API a spring in Swift source is written against, as a scan tells it apart.
enum SourceAPI: String, Sendable, CaseIterable {
  /// jtrivedi/Wave's `Spring`.
  case wave
  /// SwiftUI's `Spring`, `Animation.spring`, `.interactiveSpring`, `.smooth`/`.snappy`/`.bouncy`.
  case swiftui
  /// Core Animation's `CASpringAnimation`.
  case ca
  /// UIKit's springs: `animate(springDuration:bounce:…)` and `UISpringTimingParameters(mass:stiffness:damping:
  /// initialVelocity:)`, whose numbers are Core Animation's, and `animate(withDuration:delay:usingSpringWithDamping:…)`
  /// and `UIViewPropertyAnimator(duration:dampingRatio:…)`, in UIKit's convention (each form names its engine,
  /// `SpringForm.engine`).
  case uikit

  /// The engine whose convention the API's parameters are in; nil for UIKit's, which has no convention of its own.
  var engine: SpringEngine? {
    switch self {
    case .wave: return .wave
    case .swiftui: return .swiftui
    case .ca: return .ca
    case .uikit: return nil
    }
  }
}
