import WaveOutput

/// One `--retarget FRAME:VALUE` of `wave-bench animate`: set the animator's target to `value` right before
/// frame `frame`'s update.
package struct FrameRetarget: Sendable, Equatable {
  /// The display-link frame, 1-based (frame 0 is the `start()` call).
  package let frame: Int
  /// The new target, finite.
  package let value: Double

  /// Parses `FRAME:VALUE`: an integer frame from 1 to `lastFrame`, a colon, and a finite number.
  ///
  /// - Throws: ``InputError`` naming `--retarget`, the text, and what is allowed.
  package init(parsing text: String, lastFrame: Int) throws(InputError) {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, let frame = Int(parts[0]), let value = Double(parts[1]) else {
      throw InputError("--retarget must be FRAME:VALUE, an integer frame and a number, e.g. 30:50 (got \(text))")
    }
    guard frame >= 1, frame <= lastFrame else {
      throw InputError("--retarget frame must be from 1 to --frames \(lastFrame) (got \(text))")
    }
    try InputError.requireFinite(value, "--retarget value")
    self.frame = frame
    self.value = value
  }
}
