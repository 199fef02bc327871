import Foundation
import WaveCore

/// `block-api`: one frame of an interactive drag through the block API.
///
/// Each ``runFrame()`` retargets every view's center inside `Wave.animate(withSpring:)` with
/// ``WorkloadParameters/dragSpring`` (as a pan gesture does), then ticks the driver once at
/// ``WorkloadParameters/dragFrameRate``. The centers move by ``WorkloadParameters/dragStepPerFrame`` in x and y every
/// frame, so no view ever settles.
@MainActor
final class BlockAPIWorkload: SteppingWorkload {
  let animators: Int
  var bytesPerAnimatorFrame: Int? { nil }
  private let driver = FrameDriver(schedule: .fps(WorkloadParameters.dragFrameRate))
  private let views: [HeadlessView]
  private var frame = 0

  /// - Parameter views: views dragged per frame, ≥ 1; view `i` starts as a 10 × 10 pt frame at (i, 0).
  init(views: Int) {
    animators = views
    let driver = self.driver
    self.views = (0..<views).map { HeadlessView(frame: CGRect(x: $0, y: 0, width: 10, height: 10), driver: driver) }
  }

  func runFrame() {
    let offset = CGFloat(frame) * WorkloadParameters.dragStepPerFrame
    let views = self.views
    Wave.animate(withSpring: WorkloadParameters.dragSpring) {
      for (i, view) in views.enumerated() {
        view.animator.center = CGPoint(x: CGFloat(i) + offset, y: offset)
      }
    }
    driver.tick()
    frame += 1
  }

  /// Nothing to do: the drag retargets every view on every frame.
  func rearm() {}

  /// Every view: each frame retargets every view's center, which (re)starts its animator.
  var runningAnimators: Int { animators }

  var checksum: Double { Double(views.reduce(0) { $0 + $1.center.x }) }
}
