import WaveCore
import WaveOutput

/// The frames of one run (`trajectory`): `--fps F --frames N` (N frames of 1/F s) or `--dt-file PATH`
/// (``DtFile``).
package enum FrameSource: Sendable, Equatable {
  /// `frames` frames at a constant `fps` (finite, > 0; 1 … ``DtFile/maximumFrames`` frames).
  case rate(fps: Double, frames: Int)
  /// The durations of a dt file.
  case file(path: String)

  /// The source the options give, checked; the file itself is read by ``durations()``.
  ///
  /// - Throws: ``InputError`` naming the option: a conflict, a missing partner, or a value out of range.
  package init(fps: Double?, frames: Int?, dtFile: String?) throws(InputError) {
    switch (fps, frames, dtFile) {
    case (_, _, let path?):
      guard fps == nil, frames == nil else {
        throw InputError("--dt-file conflicts with --fps/--frames: give one way of setting the frames")
      }
      self = .file(path: path)
    case (nil, nil, nil):
      throw InputError("give --fps F --frames N, or --dt-file PATH")
    case (let f?, let n?, nil):
      try Self.checkRate(f)
      try InputError.requireInteger(n, in: 1...InputLimits.maximumFrames, "--frames")
      self = .rate(fps: f, frames: n)
    case (.some, nil, nil):
      throw InputError("--fps needs --frames N")
    case (nil, .some, nil):
      throw InputError("--frames needs --fps F")
    }
  }

  /// Throws unless `fps` is finite and > 0 and its frames last at most ``InputLimits/maximumFrameDuration``: the one
  /// check of a `--fps` every command applies.
  package static func checkRate(_ fps: Double) throws(InputError) {
    try InputError.requirePositive(fps, "--fps")
    guard 1 / fps <= InputLimits.maximumFrameDuration else {
      throw InputError(
        "--fps \(fps) gives frames of \(1 / fps) s, longer than \(Int(InputLimits.maximumFrameDuration)) s: raise --fps"
      )
    }
  }

  /// The frame durations, s.
  ///
  /// - Throws: ``InputError`` from ``DtFile/load(path:)``.
  package func durations() throws(InputError) -> [Double] {
    switch self {
    case .rate(let fps, let frames): return FrameSchedule.fps(fps).durations(count: frames)
    case .file(let path): return try DtFile.load(path: path)
    }
  }
}
