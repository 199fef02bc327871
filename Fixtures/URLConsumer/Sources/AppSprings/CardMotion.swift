#if canImport(UIKit) && canImport(Wave)
import UIKit
import Wave

enum CardMotion {
  // Wave's step grows for this spring below about 73 Hz: check fails it at 60 and 30 Hz.
  static let flick = Spring(dampingRatio: 0.8, response: 0.06)
  static let settle = Spring(dampingRatio: 1.0, response: 0.5)

  static func scaled(_ factor: CGFloat) -> Spring {
    Spring(dampingRatio: 0.9, response: 0.3 * factor)
  }

  static func legacy(_ view: UIView) {
    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
      animations: { view.alpha = 1 })
  }
}
#endif
