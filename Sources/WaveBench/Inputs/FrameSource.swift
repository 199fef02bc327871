import WaveCore
import WaveOutput

/// The frames of one run (`trajectory`): `--fps F --frames N` (N frames of 1/F s) or `--dt-file PATH`
/// (``DtFile``).
enum FrameSource: Sendable, Equatable {
  /// `frames` frames at a constant `fps` (finite, > 0; 1 … ``DtFile/maximumFrames`` frames).
  case rate(fps: Double, frames: Int)
  /// The durations of a dt file.
  case file(path: String)

  /// The source the options give, accepted; the file itself is read by ``durations()``.
  ///
  /// - Throws: ``InputError`` naming the option: a conflict, a missing partner, or a value out of range.
  init(fps: Double?, frames: Int?, dtFile: String?) throws(InputError) {
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
  static func checkRate(_ fps: Double) throws(InputError) {
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
  func durations() throws(InputError) -> [Double] {
    switch self {
    case .rate(let fps, let frames): return FrameSchedule.fps(fps).durations(count: frames)
    case .file(let path): return try DtFile.load(path: path)
    }
  }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FrameSource {
  /// The frames of a source, counted and accepted before the first is stepped, then replayed as often as a renderer
  /// needs (JSON prints three columns) in constant memory: a rate is generated, a regular dt file is read again
  /// (standard input too, when it is a regular file).
  ///
  /// A pipe cannot be read twice: it is read once into memory (at most ``InputLimits/maximumFrames`` durations, 80 MB).
  struct Frames: Sendable {
    let source: FrameSource
    /// The number of frames.
    let count: Int
    /// The sum of the frame durations, s.
    let totalDuration: Double
    /// A pipe's durations, read once.
    let spooled: [Double]?

    /// Calls `body` with each duration in order.
    func forEach(_ body: (Double) throws -> Void) throws {
      if let spooled {
        for dt in spooled { try body(dt) }
        return
      }
      switch source {
      case .rate(let fps, let frames):
        let schedule = FrameSchedule.fps(fps)
        for index in 0..<frames { try body(schedule.duration(ofFrame: index) ?? 1 / fps) }
      case .file(let path):
        try DtFile.forEach(path: path, body)
      }
    }
  }

  /// The frames, read and accepted once (a dt file entirely, before anything is stepped).
  ///
  /// - Throws: ``InputError`` from ``DtFile``.
  func frames() throws(InputError) -> Frames {
    switch self {
    case .rate(let fps, let frames):
      return Frames(source: self, count: frames, totalDuration: Double(frames) / fps, spooled: nil)
    case .file(let path):
      guard let readable = Self.rereadable(path) else {
        let durations = try DtFile.load(path: path)
        return Frames(source: self, count: durations.count, totalDuration: durations.reduce(0, +), spooled: durations)
      }
      let source = FrameSource.file(path: readable)
      var total = 0.0
      do {
        let count = try DtFile.forEach(path: readable) { total += $0 }
        return Frames(source: source, count: count, totalDuration: total, spooled: nil)
      } catch let error as InputError {
        throw error
      } catch {
        throw InputError("--dt-file: \(error)")
      }
    }
  }

  /// A path that reads the file again from its start: `path` for a regular file, `/dev/stdin` (or the
  /// descriptor of a captured standard input) for `-` when standard input is a regular file at its start
  /// (`< frames.txt`); nil for a pipe.
  static func rereadable(_ path: String) -> String? {
    var info = stat()
    if path == "-" {
      let descriptor = fileno(StandardStreams.input)
      guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, lseek(descriptor, 0, SEEK_CUR) == 0
      else { return nil }
      return descriptor == 0 ? "/dev/stdin" : "/dev/fd/\(descriptor)"
    }
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return path
  }
}
