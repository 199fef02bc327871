extension SpringForm {
  /// Core Animation's forms.
  ///
  /// `CASpringAnimation(perceptualDuration:bounce:)`, both required (https://developer.apple.com/documentation/quartzcore/caspringanimation/init(perceptualduration:bounce:)). A
  /// `CASpringAnimation()` or `CASpringAnimation(keyPath:)` gets its mass, stiffness and damping set afterwards,
  /// which a scan of calls does not follow: listed unresolved.
  static let coreAnimation: [SpringForm] = [
    SpringForm(
      .ca, .initializer("CASpringAnimation"),
      [Slot("perceptualDuration", .parameter("perceptualDuration")), Slot("bounce", .parameter("bounce"))]),
    SpringForm(
      .ca, .initializer("CASpringAnimation"), [Slot("keyPath", .ignored, default: 0)],
      unresolved: "properties set after creation are not followed"),
  ]

  /// UIKit: `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:
  /// completion:)` and `UIViewPropertyAnimator(duration:dampingRatio:animations:)` take a duration, not a response:
  /// the spring they run is not the one their numbers would name in any convention here, so they are always listed;
  /// so is `UISpringTimingParameters(dampingRatio:…)` and `(mass:stiffness:damping:initialVelocity:)`, which no
  /// model here runs.
  static let uiKit: [SpringForm] = [
    SpringForm(
      .uikit, .memberWithLabel("animate", label: "usingSpringWithDamping"),
      unresolved: "its duration is not a response; UIKit's spring is not checked"),
    SpringForm(
      .uikit, .initializerWithLabel("UIViewPropertyAnimator", label: "dampingRatio"),
      unresolved: "its duration is not a response; UIKit's spring is not checked"),
    SpringForm(
      .uikit, .initializerWithLabel("UISpringTimingParameters", label: "dampingRatio"),
      unresolved: "UIKit's spring timing runs for its animator's duration; UIKit's spring is not checked"),
    SpringForm(
      .uikit, .initializerWithLabel("UISpringTimingParameters", label: "mass"),
      unresolved: "UIKit's spring timing (mass, stiffness, damping) is not modelled; UIKit's spring is not checked"),
  ]
}
