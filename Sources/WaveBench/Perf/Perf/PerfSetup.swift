import Foundation
import WaveBatch
import WaveOutput

/// What `wave-bench perf` runs.
struct PerfSetup: Sendable {
  /// Sizes (animators per frame), each ≥ 1.
  var animators: [Int] = WorkloadParameters.perfSizes
  /// Frames per timed run; nil picks about 2 ms of work per run (1 to 1,000 frames).
  var frames: Int?
  /// Lanes per animator: 1 (CGFloat), 2 (CGPoint) or 4 (CGRect).
  var components = 1
  /// The paths, in table order.
  var paths: [PerfPath] = PerfPath.allCases
  /// The largest size the `animator` path runs at: starting N animators on the engine's driver costs O(N²)
  /// (each start scans every scheduled animator), so 100,000 and more would take minutes to set up.
  var animatorPathLimit = 10_000
  /// The most frames timed between two untimed rearms, ≥ 1 (``WorkloadParameters/framesPerArm``; tests set it
  /// above a run's length to show what the runner's check catches without rearming).
  var framesPerArm = WorkloadParameters.framesPerArm
  /// Lanes from which `batch-parallel` uses the worker pool, ≥ 1 (`--parallel-threshold`); nil keeps
  /// `SpringBatch.defaultParallelThreshold`.
  ///
  /// Setting it low measures where the pool starts to pay.
  var parallelThreshold: Int?
  /// The springs and frames of the batch paths and the C references (`--springs`, `--schedule`); when not
  /// ``PerfWorkload/constant``, each of their rows is measured on it and on the constant workload, in the same rounds,
  /// so that the two compare on one machine in one run.
  var workload = PerfWorkload.constant
  /// Other engines' programs timed after the paths (`--external`, ``PerfExternalResult``), and the frames the longer
  /// run of each pair adds (`--frames`, else ``PerfExternalResult/defaultExtraFrames``).
  var externals: [ExternalProgram] = []
  var externalFrames = PerfExternalResult.defaultExtraFrames

  init() {}

  /// The workloads each row of a path that takes them is measured on: ``workload``, then the constant one when it is
  /// another.
  var workloads: [PerfWorkload] { workload.isConstant ? [workload] : [workload, .constant] }

  /// The lanes from which `batch-parallel` uses the worker pool in this run: ``parallelThreshold``, or
  /// `SpringBatch.defaultParallelThreshold` (393,216).
  var effectiveParallelThreshold: Int {
    parallelThreshold ?? SpringBatch<Double>.defaultParallelThreshold
  }

  /// The value type the components stand for.
  var valueTypeName: String { components == 2 ? "CGPoint" : components == 4 ? "CGRect" : "CGFloat" }
}

extension PerfSetup {
  /// The options as `wave-bench perf` takes them, every value accepted.
  ///
  /// - Parameters:
  ///   - animators: comma-separated sizes, each 1 … 10,000,000.
  ///   - frames: frames per timed run, 1 … 100,000, and times the largest size at most
  ///     ``InputLimits/maximumPerfAnimatorFrames``; nil for about 2 ms of work per run.
  ///   - components: 1, 2 or 4.
  ///   - animatorLimit: the largest size of the animator paths, ≥ 1; nil for 10,000. Refused when `paths`
  ///     has no animator path (it would change nothing).
  ///   - paths: comma-separated ``PerfPath`` names; nil for all.
  ///   - parallelThreshold: lanes from which `batch-parallel` uses the worker pool, 1 … 10,000,000; nil for
  ///     the batch's default.
  ///   - springs: `shared` or `per-lane` (``PerfSprings``); nil for shared.
  ///   - schedule: one schedule name of `check`'s grammar (`60hz`, `vrr`, `jitter`, `hitch`, `<fps>hz`); nil for 60hz.
  ///     Its frames must leave a timed stretch of at least one frame before the springs' shortest settling duration
  ///     (``PerfWorkload/framesPerArm(limit:)``: the work a run may time). With either, `paths` may name only the batch
  ///     paths and the C references (the default then).
  ///   - externals: `NAME=COMMAND` of other engines' programs (``ExternalProgram/parseList(_:option:)``), timed with
  ///     `frames` extra frames a pair when given.
  /// - Throws: ``InputError`` naming the option at fault.
  init(
    animators: String, frames: Int?, components: Int, animatorLimit: Int?, paths: String?,
    parallelThreshold: Int? = nil, springs: String? = nil, schedule: String? = nil, externals: [String] = []
  ) throws(InputError) {
    self.init()
    self.externals = try ExternalProgram.parseList(externals)
    if let frames { externalFrames = frames }
    let sizes = animators.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard !sizes.isEmpty, sizes.allSatisfy({ $0 != nil && (1...10_000_000).contains($0!) }) else {
      throw InputError("--animators must be comma-separated integers from 1 to 10000000 (got '\(animators)')")
    }
    self.animators = sizes.map { $0! }
    if let frames {
      guard (1...100_000).contains(frames) else {
        throw InputError("--frames must be an integer from 1 to 100000 (got \(frames))")
      }
      let largest = self.animators.max() ?? 1
      guard largest <= InputLimits.maximumPerfAnimatorFrames / frames else {
        throw InputError(
          "--animators \(largest) × --frames \(frames) is more than the \(InputLimits.maximumPerfAnimatorFrames) animator-frames a timed run may step: give fewer --frames or smaller --animators"
        )
      }
      self.frames = frames
    }
    guard [1, 2, 4].contains(components) else { throw InputError("--components must be 1, 2 or 4 (got \(components))") }
    self.components = components
    if let parallelThreshold {
      guard (1...10_000_000).contains(parallelThreshold) else {
        throw InputError("--parallel-threshold must be an integer from 1 to 10000000 (got \(parallelThreshold))")
      }
      self.parallelThreshold = parallelThreshold
    }
    workload = try Self.acceptWorkload(springs: springs, schedule: schedule)
    if let paths {
      self.paths = try InputError.requireNames(paths, of: "path", known: PerfPath.allCases.map(\.rawValue), "--paths")
        .map { PerfPath(rawValue: $0)! }
      if !workload.isConstant, let other = self.paths.first(where: { !$0.takesWorkloads }) {
        throw InputError(
          "--paths \(other.rawValue): --springs and --schedule apply to the batch paths and the C references (\(PerfPath.allCases.filter(\.takesWorkloads).map(\.rawValue).joined(separator: ", "))); leave \(other.rawValue) out"
        )
      }
    } else if !workload.isConstant {
      self.paths = PerfPath.allCases.filter(\.takesWorkloads)
    }
    framesPerArm = workload.framesPerArm(limit: framesPerArm)
    if let animatorLimit {
      guard animatorLimit >= 1 else { throw InputError("--animator-limit must be ≥ 1 (got \(animatorLimit))") }
      guard self.paths.contains(where: \.isAnimatorObjects) else {
        throw InputError("--animator-limit limits the animator paths, and --paths runs none of them")
      }
      animatorPathLimit = animatorLimit
    }
  }
}

extension PerfSetup {
  /// The workload of `--springs` and `--schedule`, each one value, accepted once.
  ///
  /// - Throws: ``InputError`` in one line: an empty or unknown value, more than one value, a schedule `check` does not
  ///   know, or one whose frames are so long that no timed stretch fits before the springs' shortest settling.
  static func acceptWorkload(springs: String?, schedule: String?) throws(InputError) -> PerfWorkload {
    var kind = PerfSprings.shared
    if let springs {
      let name = springs.trimmingCharacters(in: .whitespaces)
      let known = PerfSprings.allCases.map(\.rawValue).joined(separator: " or ")
      guard !name.isEmpty else { throw InputError("--springs: empty; give \(known)") }
      guard let value = PerfSprings(rawValue: name) else {
        throw InputError("--springs: unknown springs '\(UserText.escaped(springs))'; give \(known)")
      }
      kind = value
    }
    var spec = ScheduleSpec.fps(WorkloadParameters.frameRate)
    if let schedule {
      guard !schedule.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw InputError("--schedule: empty; give one schedule: \(ScheduleList.names)")
      }
      let specs = try ScheduleList.parse(schedule)
      guard specs.count == 1 else {
        throw InputError(
          "--schedule: perf runs one schedule at a time (got \(specs.count): '\(UserText.escaped(schedule))')")
      }
      spec = specs[0]
    }
    let workload = PerfWorkload(springs: kind, schedule: spec)
    guard workload.framesPerArm(limit: WorkloadParameters.framesPerArm) >= 1 else {
      throw InputError(
        "--schedule \(spec.name): its frames (up to \(NumberFormat.shortest(spec.longestDuration)) s) are too long for an animator with \(kind.rawValue) springs to run through one timed frame before it settles (\(NumberFormat.timing(workload.shortestSettling)) s): give a faster schedule"
      )
    }
    return workload
  }
}
