import Foundation

/// A view-like box with the animatable properties of a `UIView` and its layer, for the block API on Linux.
///
/// Setting a property directly (`view.center = …`) changes it at once, as on a `UIView`; setting it through
/// ``animator`` (`view.animator.center = …`) animates it (inside `Wave.animate`) or snaps it on the next frame (outside).
@MainActor
public final class HeadlessView {
  /// Position of the center, in points.
  public var center: CGPoint
  /// The bounds: origin (scroll offset) and size, in points.
  public var bounds: CGRect
  /// The layer's opacity, 0...1, stored as `Float` as `CALayer.opacity` is.
  ///
  /// The animator writes it clipped to 0...1 (upstream `LayerAnimator+Implementation.swift:104`).
  public var opacity: Float = 1
  /// The view's alpha: the layer's ``opacity`` read as `CGFloat` (as `UIView.alpha` forwards to its layer).
  public var alpha: CGFloat {
    get { CGFloat(opacity) }
    set { opacity = Float(newValue) }
  }
  /// The scale of the transform (x and y), 1 = identity; never negative (the animator clamps at 0).
  public var scale = CGPoint(x: 1, y: 1)
  /// The translation of the transform, in points.
  public var translation = CGPoint.zero
  /// The layer's corner radius, in points.
  public var cornerRadius: CGFloat = 0
  /// The background color; `.clear` (transparent white) by default, as upstream represents `nil`.
  public var backgroundColor = RGBAComponents.clear

  /// The driver that steps this view's animations.
  public let driver: FrameDriver

  /// The animation proxy (see ``ViewAnimator``).
  public private(set) lazy var animator = ViewAnimator(view: self)

  /// The running animator per property.
  var animators: [ViewAnimator.Property: AnyObject] = [:]

  public init(frame: CGRect, driver: FrameDriver = .shared) {
    self.center = CGPoint(x: frame.midX, y: frame.midY)
    self.bounds = CGRect(origin: .zero, size: frame.size)
    self.driver = driver
  }

  /// The frame in the superview: a rectangle of `bounds.size` around `center` (the transform is ignored).
  public var frame: CGRect {
    get {
      CGRect(
        x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
    }
    set {
      bounds.size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }
}
