import WaveBench

extension SpringForm {
  /// Core Animation's `CASpringAnimation`.
  ///
  /// `init(perceptualDuration:bounce:)`, both required
  /// (https://developer.apple.com/documentation/quartzcore/caspringanimation/init(perceptualduration:bounce:)).
  /// `CASpringAnimation()` and `CASpringAnimation(keyPath:)` take their spring from the properties set after they
  /// are made: `mass`, `stiffness` and `damping`, 1, 100 and 10 when not set
  /// (https://developer.apple.com/documentation/quartzcore/caspringanimation), followed where the animation is
  /// assigned to a variable and they are set to literals in that variable's code block (`PropertyAssignments`).
  ///
  /// Either form's `duration` must be set to its own `settlingDuration`, the duration the check runs a Core Animation
  /// spring for: left unset (0, https://developer.apple.com/documentation/quartzcore/camediatiming/duration), the
  /// animation runs for its transaction's duration, 0.25 s unless the code around it sets another; after
  /// `init(perceptualDuration:bounce:)`, a `mass`, `stiffness` or `damping` set replaces part of the spring its
  /// arguments gave. All are listed unresolved.
  static let coreAnimation: [SpringForm] = [
    SpringForm(
      .ca, .initializer("CASpringAnimation"),
      [Slot("perceptualDuration", .parameter("perceptualDuration")), Slot("bounce", .parameter("bounce"))],
      properties: [
        settlingDuration, Slot("mass", .overriding), Slot("stiffness", .overriding), Slot("damping", .overriding),
      ]),
    SpringForm(
      .ca, .initializer("CASpringAnimation"), [Slot("keyPath", .ignored, default: 0)],
      properties: [
        Slot("mass", .parameter("mass"), default: 1), Slot("stiffness", .parameter("stiffness"), default: 100),
        Slot("damping", .parameter("damping"), default: 10), settlingDuration,
      ]),
  ]

  private static let settlingDuration = Slot("duration", .ownProperty("settlingDuration"))

  /// UIKit's springs.
  ///
  /// Two are Core Animation springs in Apple's own words, and are judged as Core Animation's (engine `ca`, API
  /// `uikit`):
  ///
  /// - `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)` (iOS 17):
  ///   springDuration 0.5, bounce 0, the rest not changing the spring
  ///   (https://developer.apple.com/documentation/uikit/uiview/animate(springduration:bounce:initialspringvelocity:delay:options:animations:completion:)).
  ///   Its numbers are Core Animation's `perceptualDuration` and `bounce` (the same iOS 17 pair as
  ///   `CASpringAnimation(perceptualDuration:bounce:)`). Written on `UIView` with any labels that fit, or on any
  ///   base (`animate(…)` inside a `UIView` subclass) with `springDuration:` written.
  /// - `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, all required
  ///   (https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(mass:stiffness:damping:initialvelocity:)):
  ///   UIKit's header (UITimingParameters.h, iOS SDK) says it specifies "the spring constants for the underlying
  ///   CASpringAnimation directly" and that "the duration is computed", so the animator's duration is not used.
  ///
  /// Two are UIKit's duration springs, in UIKit's convention (``SpringConvention/UIKit``: a spring fitted to the
  /// duration, run by Core Animation until that duration):
  ///
  /// - `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`,
  ///   every argument required but `completion`
  ///   (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:));
  /// - `UIViewPropertyAnimator(duration:dampingRatio:animations:)`, `animations` optional (velocity 0)
  ///   (https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:dampingratio:animations:)).
  ///
  /// `UIViewPropertyAnimator(duration:timingParameters:)` with a `UISpringTimingParameters(dampingRatio:…)` written
  /// there or assigned to a variable earlier in an enclosing code block is the same duration spring, its velocity
  /// the timing's `initialVelocity` (``SpringTimingParameters``); with any other timing it is no spring of this form.
  /// A `UISpringTimingParameters(dampingRatio:…)` not handed to an animator in view runs for a duration that another
  /// expression gives: it is listed as not checked.
  static let uiKit: [SpringForm] = [
    SpringForm(.uikit, .member("animate", bases: ["UIView"], implicit: .never), uiViewSpring, engine: .ca),
    SpringForm(.uikit, .memberWithLabel("animate", label: "springDuration"), uiViewSpring, engine: .ca),
    SpringForm(
      .uikit, .initializer("UISpringTimingParameters"),
      [
        Slot("mass", .parameter("mass")), Slot("stiffness", .parameter("stiffness")),
        Slot("damping", .parameter("damping")), Slot("initialVelocity", .ignored),
      ], engine: .ca),
    SpringForm(
      .uikit, .memberWithLabel("animate", label: "usingSpringWithDamping"),
      [
        Slot("withDuration", .parameter("duration")), Slot("delay", .ignored),
        Slot("usingSpringWithDamping", .parameter("dampingRatio")),
        Slot("initialSpringVelocity", .parameter("velocity")), Slot("options", .ignored),
        Slot("animations", .ignored, default: 0), Slot("completion", .ignored, default: 0),
      ], engine: .uikit),
    SpringForm(
      .uikit, .initializerWithLabel("UIViewPropertyAnimator", label: "dampingRatio"),
      [
        Slot("duration", .parameter("duration")), Slot("dampingRatio", .parameter("dampingRatio")),
        Slot("animations", .ignored, default: 0),
      ], engine: .uikit),
    SpringForm(
      .uikit, .initializerWithLabel("UIViewPropertyAnimator", label: "timingParameters"),
      [Slot("duration", .parameter("duration")), Slot("timingParameters", .springTiming)], engine: .uikit),
    SpringForm(
      .uikit, .initializerWithLabel("UISpringTimingParameters", label: "dampingRatio"),
      unresolved: "UIKit's spring timing runs for its animator's duration; UIKit's spring is not checked"),
  ]

  /// The slots of `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`.
  private static let uiViewSpring = [
    Slot("springDuration", .parameter("perceptualDuration"), default: 0.5),
    Slot("bounce", .parameter("bounce"), default: 0), Slot("initialSpringVelocity", .ignored, default: 0),
    Slot("delay", .ignored, default: 0), Slot("options", .ignored, default: 0), Slot("animations", .ignored),
    Slot("completion", .ignored, default: 0),
  ]
}
