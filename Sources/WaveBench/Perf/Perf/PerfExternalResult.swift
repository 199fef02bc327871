import Foundation

/// Another engine's program timed by `wave-bench perf --external NAME=COMMAND`, beside the built-in paths.
///
/// Each of ``runs`` pairs runs `COMMAND --frames S` and `COMMAND --frames S + F` one after the other on the wall clock
/// (S = ``ExternalProgram``'s short count, F = ``extraFrames``), as the gate runs it: the same environment, in `/`.
/// A pair's sample is the difference of the two times over F frames and the program's animators, so that start-up
/// and setup cancel; the figure is the median sample. A sample is noisier than a built-in path's (two process
/// launches, not one loop), so F should make the longer run last tens of milliseconds at least.
struct PerfExternalResult: Sendable {
  /// The name given, and the command as given.
  let name: String, command: String
  /// The animators the program steps a frame (its `animators: K` line; 1 when it prints none), ≥ 1.
  let animators: Int
  /// The frames the longer run of a pair adds, ≥ 1.
  let extraFrames: Int
  /// Each pair's (long − short) / (extra frames × animators), nanoseconds, in the order they ran.
  let samples: [Double]
  /// The program's heap allocations per frame, from its `allocations: A` lines (long − short over the extra frames);
  /// nil when it prints none.
  let allocationsPerFrame: Double?
  /// The fastest built-in row of the same run at the size nearest ``animators`` (``beside(_:)``), to read the figure
  /// against; nil when the run measured no row.
  var builtIn: PerfResult?

  /// The pairs timed.
  static let runs = 5
  /// The frames the longer run adds by default (`perf --frames` sets it).
  static let defaultExtraFrames = 1_000

  /// The median sample, nanoseconds per animator-frame (the mean of the middle two for an even count).
  var nsPerAnimatorFrame: Double {
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
  /// The smallest and largest sample, same unit.
  var minNsPerAnimatorFrame: Double { samples.min() ?? .nan }
  var maxNsPerAnimatorFrame: Double { samples.max() ?? .nan }
  /// Nanoseconds per frame for all its animators.
  var nsPerFrame: Double { nsPerAnimatorFrame * Double(animators) }

  /// The fastest of `results` (ns per animator-frame) among the rows at the size nearest ``animators`` (on a log
  /// scale; the smaller size on a tie).
  func beside(_ results: [PerfResult]) -> PerfResult? {
    func distance(_ n: Int) -> Double { abs(log(Double(n)) - log(Double(animators))) }
    guard let size = results.map(\.animators).min(by: { (distance($0), $0) < (distance($1), $1) }) else { return nil }
    return results.filter { $0.animators == size }.min { $0.nsPerAnimatorFrame < $1.nsPerAnimatorFrame }
  }

  /// Times `program` in ``runs`` pairs.
  ///
  /// - Parameters:
  ///   - program: the program, accepted.
  ///   - extraFrames: the frames the longer run adds, ≥ 1.
  ///   - progress: a line before each pair.
  /// - Returns: The samples, the program's animators and allocations.
  /// - Throws: ``GateError/cannotMeasure(_:)`` when a run fails or prints nothing, or when the median sample is not
  ///   above 0 (its frames cost less than the noise of starting it: give it more frames).
  static func measure(
    _ program: ExternalProgram, extraFrames: Int, progress: (String) -> Void
  ) throws -> PerfExternalResult {
    let short = GateWorkload.shortFrames
    let long = short + extraFrames
    var samples: [Double] = []
    var outputs: [String] = []
    var animators = 1
    for pair in 1...runs {
      progress("perf: \(program.name): pair \(pair) of \(runs), `\(program.command) --frames \(short)` and \(long)")
      var nanoseconds: [UInt64] = []
      outputs = []
      for frames in [short, long] {
        let start = PerfClock.now()
        outputs.append(
          try Gate.ownOutput(
            executable: program.executable, arguments: program.arguments(frames: frames), environment: Gate.environment)
        )
        nanoseconds.append(PerfClock.now() - start)
      }
      _ = try program.report(outputs[0])
      animators = try program.report(outputs[1]).animators
      samples.append((Double(nanoseconds[1]) - Double(nanoseconds[0])) / (Double(extraFrames) * Double(animators)))
    }
    var allocations: Double?
    if let a = ExternalProgram.allocations(in: outputs[0]), let b = ExternalProgram.allocations(in: outputs[1]) {
      allocations = Double(b - a) / Double(extraFrames)
    }
    let result = PerfExternalResult(
      name: program.name, command: program.command, animators: animators, extraFrames: extraFrames, samples: samples,
      allocationsPerFrame: allocations)
    guard result.nsPerAnimatorFrame > 0 else {
      throw GateError.cannotMeasure(
        "--external \(program.name): its \(extraFrames) extra frames took no measurable time beside starting it; give more --frames"
      )
    }
    return result
  }
}
