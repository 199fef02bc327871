import Synchronization

/// The display's scale factor (pixels per point) that `scaledIntegral` rounds to.
///
/// There is no screen on Linux; the default is 2 (a Retina display). Settable from any thread.
public enum DisplayScale {
  private static let storage = Atomic<UInt64>(2.0.bitPattern)

  /// Pixels per point, finite and > 0.
  ///
  /// Default 2.
  public static var current: Double {
    get { Double(bitPattern: storage.load(ordering: .relaxed)) }
    set {
      precondition(newValue.isFinite && newValue > 0, "DisplayScale.current must be finite and > 0")
      storage.store(newValue.bitPattern, ordering: .relaxed)
    }
  }

  /// `floor(x · scale) / scale`: rounds down to the pixel grid.
  @inlinable
  public static func integral<F: BinaryFloatingPoint>(_ x: F, scale: F) -> F {
    (x * scale).rounded(.down) / scale
  }
}
