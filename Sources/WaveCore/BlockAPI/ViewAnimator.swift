import Foundation

/// The `animator` proxy of a ``HeadlessView``: reading a property gives its animation's target (or the
/// model value when not animating); writing it starts or retargets that property's animation with the
/// innermost `Wave.animate` block's settings.
@MainActor
public final class ViewAnimator {
  /// The animatable properties, one running animator each.
  enum Property: Hashable {
    case center, boundsOrigin, boundsSize, alpha, scale, translation, cornerRadius, backgroundColor
  }

  unowned let view: HeadlessView

  init(view: HeadlessView) {
    self.view = view
  }

  public var center: CGPoint {
    get { target(.center, default: view.center) }
    set {
      animate(.center, to: newValue, from: view.center, injectsGestureVelocity: true) { $0.center = $1 }
    }
  }

  /// The frame's origin; animates ``center`` (keeping the size, or the size's target while it animates).
  public var origin: CGPoint {
    get { frame.origin }
    set { center = CGPoint(x: newValue.x + size.width / 2, y: newValue.y + size.height / 2) }
  }

  public var size: CGSize {
    get { target(.boundsSize, default: view.bounds.size) }
    set { animate(.boundsSize, to: newValue, from: view.bounds.size) { $0.bounds.size = $1 } }
  }

  public var bounds: CGRect {
    get { CGRect(origin: target(.boundsOrigin, default: view.bounds.origin), size: size) }
    set {
      guard bounds != newValue else { return }
      size = newValue.size
      animate(.boundsOrigin, to: newValue.origin, from: view.bounds.origin) { $0.bounds.origin = $1 }
    }
  }

  /// A rectangle of ``size`` around ``center``; setting it animates the size and the center.
  public var frame: CGRect {
    get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
    set {
      guard frame != newValue else { return }
      size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// The alpha, animated as the layer's opacity: each value is clipped to 0...1 and stored as `Float`
  /// (upstream `ViewAnimator+Implementation.swift:289-296` forwarding to
  /// `LayerAnimator+Implementation.swift:75-120`, `:104`).
  public var alpha: CGFloat {
    get { target(.alpha, default: view.alpha) }
    set { animate(.alpha, to: newValue, from: view.alpha) { $0.opacity = Float(clipUnit(value: $1)) } }
  }

  /// The transform's scale; values written to the view are clamped at 0, as upstream.
  ///
  /// Deliberately no equality guard (upstream `ViewAnimator+Implementation.swift:361-373`): setting the current target
  /// again inside a block still completes the previous group as retargeted and reconfigures the animation.
  public var scale: CGPoint {
    get { target(.scale, default: view.scale) }
    set {
      animate(.scale, to: newValue, from: view.scale, guardsEquality: false) { view, value in
        view.scale = CGPoint(x: max(value.x, 0), y: max(value.y, 0))
      }
    }
  }

  public var translation: CGPoint {
    get { target(.translation, default: view.translation) }
    set { animate(.translation, to: newValue, from: view.translation) { $0.translation = $1 } }
  }

  public var cornerRadius: CGFloat {
    get { target(.cornerRadius, default: view.cornerRadius) }
    set { animate(.cornerRadius, to: newValue, from: view.cornerRadius) { $0.cornerRadius = $1 } }
  }

  /// The background color.
  ///
  /// Animating to ``RGBAComponents/clear`` animates to the current color (this property: the running target, or the
  /// model value) with alpha 0 (upstream `ViewAnimator+Implementation.swift:248-249`).
  public var backgroundColor: RGBAComponents {
    get { target(.backgroundColor, default: view.backgroundColor) }
    set {
      animate(
        .backgroundColor, to: newValue, from: view.backgroundColor,
        mapTarget: { animator, color in
          guard color == .clear else { return color }
          var current = animator.backgroundColor
          current.a = 0
          return current
        },
        apply: { $0.backgroundColor = $1 })
    }
  }

  // MARK: - One mechanism for every property

  private func running<T: SpringInterpolatable>(_ property: Property, as _: T.Type) -> SpringAnimator<T>? {
    view.animators[property] as? SpringAnimator<T>
  }

  private func target<T: SpringInterpolatable>(_ property: Property, default modelValue: T) -> T
  where T.ValueType == T {
    running(property, as: T.self)?.target ?? modelValue
  }

  /// Sets `property` to `newValue`: animated inside an animation block, snapped on the next frame outside one.
  ///
  /// Upstream's setter (for example `ViewAnimator+Implementation.swift:79-128`), written once: unless the property has
  /// no equality guard, return when `newValue` is the current target; outside a block, run the same assignment in a
  /// non-animated block (it snaps on the driver's next frame); otherwise map the target (the background color's clear),
  /// fire the previous group's completion as retargeted, reuse the running animator (or make one from the model value),
  /// configure it with the block's settings, inject the gesture velocity where it applies, retarget, and schedule it.
  private func animate<T: SpringInterpolatable>(
    _ property: Property, to newValue: T, from modelValue: T, injectsGestureVelocity: Bool = false,
    guardsEquality: Bool = true, mapTarget: ((ViewAnimator, T) -> T)? = nil,
    apply: @escaping @MainActor (HeadlessView, T) -> Void
  ) where T.ValueType == T, T.VelocityType == T {
    if guardsEquality {
      guard target(property, default: modelValue) != newValue else { return }
    }
    guard let settings = Wave.currentAnimationParameters else {
      Wave.animate(withSpring: .defaultNonAnimated, mode: .nonAnimated) {
        self.animate(
          property, to: newValue, from: modelValue, guardsEquality: guardsEquality, mapTarget: mapTarget,
          apply: apply)
      }
      return
    }
    let newValue = mapTarget?(self, newValue) ?? newValue
    let existing = running(property, as: T.self)
    Wave.executeHandler(groupID: existing?.groupID, finished: false, retargeted: true)

    let animation =
      existing ?? SpringAnimator<T>(spring: settings.spring, value: modelValue, target: newValue, driver: view.driver)
    animation.configure(spring: settings.spring, mode: settings.mode, groupID: settings.groupID)
    if injectsGestureVelocity, let gestureVelocity = settings.gestureVelocity, let velocity = gestureVelocity as? T {
      animation.velocity = velocity
    }
    animation.target = newValue
    animation.valueChanged = { [weak view] value in
      if let view { apply(view, value) }
    }
    let groupID = settings.groupID
    animation.completion = { [weak view] event in
      if case .finished = event {
        view?.animators.removeValue(forKey: property)
        Wave.executeHandler(groupID: groupID, finished: true, retargeted: false)
      }
    }
    view.animators[property] = animation
    animation.start(afterDelay: settings.delay)
  }
}
