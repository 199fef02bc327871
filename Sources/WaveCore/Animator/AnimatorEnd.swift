/// Wave's end rule, in one place: an animator ends on the first frame whose running time (the wall-clock time since
/// the frame that started it, s) reaches the spring's settling duration (s), and shows the target on that frame
/// (jtrivedi/Wave a52498e, `Sources/Wave/SpringAnimator.swift:189-192, 229`).
///
/// ``SpringAnimator`` and ``SpecializedSpringAnimator`` end by it; WaveBench's models of the animator (the views
/// `check` judges, the retargeted runs, the reports' settle frames, `animate`'s estimate) ask it too.
@usableFromInline
package enum AnimatorEnd {
  /// Whether a frame at `runningTime` s after the run's first frame ends a run of `settlingDuration` s.
  @inlinable
  package static func isReached(runningTime: Double, settlingDuration: Double) -> Bool {
    runningTime >= settlingDuration
  }
}
