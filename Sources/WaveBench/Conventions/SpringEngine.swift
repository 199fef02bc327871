/// An engine, or a family of engines, whose spring convention WaveBench reads: the words a team writes a spring in.
///
/// The raw value is the name users type (`--spring swiftui:duration=0.5,bounce=0.3`, `"engine": "swiftui"`).
package enum SpringEngine: String, CaseIterable, Sendable, Codable {
  /// jtrivedi/Wave's `Spring`: dampingRatio, response | stiffness, mass.
  case wave
  /// SwiftUI's `Spring` and `Animation.spring`: duration, bounce | response, dampingRatio | mass, stiffness, damping.
  case swiftui
  /// Core Animation's `CASpringAnimation`: mass, stiffness, damping | perceptualDuration, bounce.
  case ca
  /// UIKit's duration springs (`usingSpringWithDamping:`, `UIViewPropertyAnimator(duration:dampingRatio:)`): duration,
  /// dampingRatio, velocity; run by Core Animation until the duration.
  case uikit
  /// Framer Motion / motion.dev: stiffness, damping, mass | duration, bounce | visualDuration, bounce.
  case framer
  /// react-spring: tension, friction, mass | frequency, damping.
  case reactSpring = "react-spring"
  /// Facebook's rebound and React Native's Animated.spring (Origami's numbers): tension, friction | bounciness, speed.
  case origami
  /// Jetpack Compose's `spring()`: dampingRatio, stiffness.
  case compose
  /// Flutter's `SpringDescription`: mass, stiffness, damping | duration, bounce.
  case flutter
  /// AndroidX DynamicAnimation's `SpringForce`: dampingRatio, stiffness.
  case androidx
}
