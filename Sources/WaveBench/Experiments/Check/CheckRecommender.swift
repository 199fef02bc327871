import Foundation
import WaveCore
import WaveNumerics

/// The one recommender: what to use instead of a spring that fails the check, for `check` and for every "Fix:" a
/// report prints (``SpringFix``).
///
/// The recommendation is the spring whose motion at the main rate is nearest the user's (``ViewMotion``: the
/// largest distance between the two views over time) among those that pass every rule on every schedule of the
/// run, checked in full (``CheckExperiment/check(_:options:)``). The springs searched keep the mass and the form
/// (response or stiffness) of the user's, on a grid of ζ in steps of ``dampingStep`` from ``dampingReachBelow`` below
/// the smaller of ζ and 1 (a well-damped spring is not made a bouncy one; never below ``lowestDampingRatio``) to ``dampingReach``
/// above the larger of ζ and 1, and of time scales (the response times the scale, or the stiffness
/// over its square) from ``scaleRange``'s lower to its upper bound in steps of ``scaleStep``, each value rounded to
/// three significant digits (a line a person pastes). The search runs coarse first (every ``coarseDampingStride``-th
/// ζ and every ``coarseScaleStride``-th scale) to bound the distance by the nearest passing coarse spring, then over
/// the whole fine grid, each distance computed only until it passes the bound.
///
/// Before the full check, springs whose step cannot be stable at some schedule's typical frame, that settle later than
/// ``InputLimits/maximumSettlingDuration``, or (with a `judder` rule) whose step oscillates in fewer than 4 frames a
/// period there (a complex pair of eigenvalues with a negative real part, ``EulerStepMatrix/alternates``) are skipped, and each remaining one is run as the view shows it on every schedule
/// (``ViewMotion``), at each release velocity every full check runs (``ReleaseVelocities/anchors``): a divergence, a
/// snap or a judder over its limit rejects it before the full check, which runs every sampled velocity
/// (``ReleaseSampling``). The look compared is the motion from rest, the spring as designed.
enum CheckRecommender {
  /// The fine grid's step of ζ: 0.01.
  static let dampingStep = 0.01
  /// The lowest ζ searched: 0.05.
  static let lowestDampingRatio = 0.05
  /// How far above the larger of the spring's ζ and 1 the search goes: 0.5.
  static let dampingReach = 0.5
  /// How far below the smaller of the spring's ζ and 1 the search goes: 0.5 (an overshoot of at most about 16 % for a
  /// spring that had none, ζ 0.5).
  static let dampingReachBelow = 0.5

  /// The range of ζ searched for a spring of damping ratio `zeta`.
  ///
  /// The top is at most ``InputLimits/maximumDampingRatio`` + ``dampingReach``, whatever `zeta` (the grammar refuses
  /// a larger ζ; a NaN reads as 1), so that the grid has at most about 10,000 rows of ζ.
  static func dampingRange(around zeta: Double) -> ClosedRange<Double> {
    let zeta = zeta.isNaN ? 1 : min(zeta, InputLimits.maximumDampingRatio)
    return max(lowestDampingRatio, min(zeta, 1) - dampingReachBelow)...(max(zeta, 1) + dampingReach)
  }
  /// The fine grid's factor between time scales: 1.005 (half a percent).
  static let scaleStep = 1.005
  /// The time scales searched, as factors of the spring's response: 0.2 to 10 (an overdamped spring's motion is as
  /// slow as its slow pole, which a ζ ≈ 1 spring reaches with a response up to about 6 times longer at ζ = 3).
  static let scaleRange = 0.2...10.0
  /// The coarse grid takes every 5th ζ (0.05) and every 8th scale (4 %).
  static let coarseDampingStride = 5
  static let coarseScaleStride = 8
  /// How far beyond the coarse bound a coarse spring may be, a fraction of the travel, for the fine grid to be searched
  /// around it: 0.05 (between neighbouring coarse springs, 4 % apart in time scale and 0.05 in ζ, the view moves by
  /// less than that in the springs measured, so a fine spring under the bound lies next to a coarse one within it).
  static let cellMargin = 0.05
  /// The most candidates checked in full before the search gives up: 400 (each is a full check on every schedule;
  /// the views' pre-check lets through few that fail).
  static let maximumChecks = 400
  /// What building and screening one candidate costs, in frames of the engine's step: 50.
  ///
  /// About 0.5 µs against 10 ns a frame, fitted to the search's run times on 300 to 1,700 springs in a release build). The search spends it
  /// from the run's ``StepBudget`` with the frames it steps.
  static let candidateCost = 50
  /// What one frame of an engine model costs in frames of the engine's step: 12.
  ///
  /// A search of an engine model's springs spends the run's ``StepBudget`` at this weight. A frame of SwiftUI's fluid spring or of a closed form is shown, compared with
  /// the exact spring and measured in about 120 ns in a release build, against 10 ns for a frame of the step: with
  /// this weight the search for `.spring(duration: 0.5, bounce: 0.3)` at 100 kHz under `error>0.001pt` spends the
  /// budget in about 16 s, as a search of Wave's springs does in 15 s.
  static let modelFrameCost = 12

  /// The search stopped because the run's ``StepBudget`` is spent: no spring was found, none was ruled out.
  struct BudgetSpent: Error {}

  /// The recommendation for `failing` (a spring that broke a rule).
  ///
  /// - Parameters:
  ///   - failing: the spring's verdict.
  ///   - options: the check's schedules, travel and rules.
  ///   - budget: the frames of the engine's step the run's searches share (every candidate's views and full checks
  ///     spend from it); nil: no bound but ``maximumChecks``.
  /// - Returns: The nearest passing spring with its verdict and look change, or nil when no candidate passes.
  /// - Throws: ``BudgetSpent`` when `budget` runs out before the search ends.
  static func recommend(
    for failing: SpringCheck, options: CheckSetup, budget: StepBudget? = nil
  ) throws -> CheckRecommendation? {
    // A fix for a released spring keeps a margin when one near enough passes with it (``CheckSetup/withMargin(_:)``);
    // else the nearest that passes the releases and travels given, saying that none kept it.
    let wantsMargin = options.withMargin(failing.spec) != nil
    var search = try Search(failing.spec, options: options, margin: wantsMargin, budget: budget)
    var found = try search.nearestPassing()
    if found == nil, wantsMargin {
      search = try Search(failing.spec, options: options, margin: false, budget: budget)
      found = try search.nearestPassing()
    }
    guard let found else { return nil }
    let mainDt = options.main.medianDuration
    let spring = try failing.spec.spring
    var fix = CheckRecommendation(
      spec: found.candidate.spec, verified: found.verdict, travel: options.travel(for: failing.spec),
      lookChange: LookChange(before: search.before, after: found.view),
      lookBefore: CheckLook(spring, dt: mainDt), lookAfter: CheckLook(found.candidate.spring, dt: mainDt),
      mainSchedule: options.main.name,
      forcedBy: failing.worstRuns.flatMap { run in
        run.failures.filter { !failing.isSilenced($0) }.map { ($0.rule, run.schedule.name) }
      },
      settleCorrection: settleCorrection(failing), propagatorError: try propagatorError(failing, options: options),
      candidatesChecked: search.checks, rules: options.rules)
    fix.margin = CheckRecommendation.Margin(for: failing.spec, options: options, kept: search.margin)
    return fix
  }

  /// One spring of the grid: indices (ζ = `zeta` × ``dampingStep``, scale = ``scaleStep``^`scale`), the spec and
  /// its engine spring.
  struct Candidate {
    let zeta: Int, scale: Int
    let spec: SpringSpec
    let spring: Spring
  }

  /// The state of one search: the grid, the frames of every schedule, the user's view at the main rate.
  struct Search {
    let original: SpringSpec
    let options: CheckSetup
    let travel: Double
    /// The user's view at the main rate; the exact spring's when the step does not contract there (its motion grows:
    /// what the user designed is the exact one).
    let before: ViewMotion
    private var frames: [FramePool]
    private let medians: [Double]
    /// Whether a candidate passes only when it passes with a margin too (``CheckSetup/withMargin(_:)``).
    let margin: Bool
    private let checksUnstable: Bool
    /// The release velocities every full check runs (``ReleaseVelocities/anchors``) at each end of its travels (the
    /// margin's with ``margin``), as travels a second with the travel in points: the views are screened at each;
    /// none with retargets.
    private let anchors: [(perTravel: Double, travel: Double)]
    private let zetaIndices: ClosedRange<Int>, scaleIndices: ClosedRange<Int>
    /// Candidates checked in full so far.
    private(set) var checks = 0
    private let budget: StepBudget?

    init(_ spec: SpringSpec, options: CheckSetup, margin: Bool = false, budget: StepBudget? = nil) throws {
      original = spec
      self.options = options
      self.margin = margin
      self.budget = budget
      travel = options.travel(for: spec)
      frames = options.schedules.map(FramePool.init)
      medians = options.schedules.map { $0.medianDuration }
      checksUnstable = options.rules.contains(.unstable)
      // A retargeted run is not a view from one start: only the full check judges it.
      let screened = margin ? options.withMargin(spec) ?? spec : spec
      anchors =
        options.retargets.isEmpty
        ? options.travels(for: screened).ends.flatMap { travel in
          options.releases(for: screened).velocities.anchors.map { (perTravel: $0 / travel, travel: travel) }
        } : []
      let spring = try spec.spring
      let step = ViewMotion(spring, frames: frames[0].covering(spring.settlingDuration))
      let grows = !EulerStepMatrix(spring: spring, dt: medians[0]).isStable
      before =
        step.diverged || grows
        ? try ViewMotion.exact(spring, frames: frames[0].covering(spring.settlingDuration)) : step
      (zetaIndices, scaleIndices) = gridIndices(around: spec.dampingRatio)
    }

    /// The nearest passing spring: its candidate, its view at the main rate and its verdict.
    ///
    /// The coarse grid gives an upper bound, the distance of the nearest passing coarse spring. The fine grid is then
    /// searched in every coarse cell next to a coarse spring (one that may pass or not) within ``cellMargin`` of that
    /// bound, each spring's distance computed only until it exceeds the bound, and the springs under it checked
    /// nearest first.
    mutating func nearestPassing() throws -> (candidate: Candidate, view: ViewMotion, verdict: SpringCheck)? {
      var coarse: [(candidate: Candidate, distance: Double)] = []
      for z in stride(from: zetaIndices.lowerBound, through: zetaIndices.upperBound, by: coarseDampingStride) {
        for s in stride(from: scaleIndices.lowerBound, through: scaleIndices.upperBound, by: coarseScaleStride) {
          guard let c = build(z, s) else { continue }
          coarse.append((c, try distance(c)))
        }
      }
      coarse.sort { order($0.0, $0.1, $1.0, $1.1) }
      var bound: (candidate: Candidate, verdict: SpringCheck, distance: Double)?
      for (c, distance) in coarse where checks < maximumChecks && admissible(c) {
        if let verdict = try passes(c) {
          bound = (c, verdict, distance)
          break
        }
      }
      guard let coarseBest = bound else { return nil }
      var cells = Set<Int>()
      var fine: [(Candidate, Double)] = []
      for (c, near) in coarse where near <= coarseBest.distance + cellMargin {
        for z in (c.zeta - coarseDampingStride)...(c.zeta + coarseDampingStride) where zetaIndices.contains(z) {
          for s in (c.scale - coarseScaleStride)...(c.scale + coarseScaleStride) where scaleIndices.contains(s) {
            guard cells.insert(z * (scaleIndices.count + 1) + s - scaleIndices.lowerBound).inserted,
              let f = build(z, s), admissible(f)
            else { continue }
            let d = try distance(f, bound: coarseBest.distance)
            if d < coarseBest.distance { fine.append((f, d)) }
          }
        }
      }
      fine.sort { order($0.0, $0.1, $1.0, $1.1) }
      var found = (coarseBest.candidate, coarseBest.verdict)
      for (c, _) in fine where checks < maximumChecks {
        if let verdict = try passes(c) {
          found = (c, verdict)
          break
        }
      }
      return (found.0, ViewMotion(found.0.spring, frames: frames[0].covering(found.0.spring.settlingDuration)), found.1)
    }

    /// The distance of `c`'s view at the main rate from the user's, computed until it exceeds `bound`.
    private mutating func distance(_ c: Candidate, bound: Double = .infinity) throws -> Double {
      try spend(0)
      var stepped = 0
      defer { budget?.spend(stepped) }
      return before.distance(
        toViewOf: c.spring, frames: frames[0].covering(c.spring.settlingDuration), bound: bound, stepped: &stepped)
    }

    /// Throws ``BudgetSpent`` when the budget is spent: called before each stepping, which then spends what it
    /// stepped.
    private func spend(_ frames: Int) throws(BudgetSpent) {
      guard let budget else { return }
      guard !budget.isSpent else { throw BudgetSpent() }
      budget.spend(frames)
    }

    /// Nearer first; on a tie, the smaller change of ζ, then the shorter time scale.
    private func order(_ a: Candidate, _ da: Double, _ b: Candidate, _ db: Double) -> Bool {
      let za = abs(a.spec.dampingRatio - original.dampingRatio)
      let zb = abs(b.spec.dampingRatio - original.dampingRatio)
      return (da, za, a.scale) < (db, zb, b.scale)
    }

    /// The spring at grid point (`z`, `s`), or nil when it is the user's, does not build, or settles later than
    /// ``InputLimits/maximumSettlingDuration``.
    private func build(_ z: Int, _ s: Int) -> Candidate? {
      let zeta = (Double(z) * dampingStep * 1000).rounded() / 1000
      let scale = Foundation.pow(scaleStep, Double(s))
      var spec: SpringSpec
      if let response = original.response {
        spec = SpringSpec(dampingRatio: zeta, response: roundedToThreeDigits(response * scale), mass: original.mass)
      } else {
        let stiffness = roundedToThreeDigits((original.stiffness ?? .nan) / (scale * scale))
        spec = SpringSpec(dampingRatio: zeta, stiffness: stiffness, mass: original.mass)
      }
      spec.use(as: original)
      budget?.spend(candidateCost)
      guard
        spec.dampingRatio != original.dampingRatio || spec.response != original.response
          || spec.stiffness != original.stiffness,
        let spring = try? spec.spring, spring.settlingDuration <= InputLimits.maximumSettlingDuration
      else { return nil }
      return Candidate(zeta: z, scale: s, spec: spec, spring: spring)
    }

    /// The judder limit over `travel` points, when a judder rule is given.
    private func judderLimit(travel: Double) -> Double? {
      options.rules.lazy.compactMap { if case .judder(let l) = $0 { l } else { nil } }.first?.points(travel: travel)
    }

    /// Whether `c` may be recommended at all: its step is stable at every schedule's typical frame and, with a
    /// judder rule, does not oscillate in fewer than 4 frames a period there.
    private func admissible(_ c: Candidate) -> Bool {
      medians.allSatisfy { dt in
        let matrix = EulerStepMatrix(spring: c.spring, dt: dt)
        // A complex pair with a negative real part oscillates in fewer than 4 frames a period: a bounce the rate
        // cannot show, which steps back and forth whatever its size.
        let undersampled = matrix.alternates && matrix.eigenvaluePair.0.im != 0
        return matrix.isStable && (judderLimit(travel: travel) == nil || !undersampled)
      }
    }

    /// The candidate's full check when its views on every schedule pass the rules they measure and the full check
    /// passes, with ``margin`` the margin's check too; nil otherwise.
    private mutating func passes(_ c: Candidate) throws -> SpringCheck? {
      for index in frames.indices {
        for (perTravel, travel) in anchors {
          try spend(0)
          let frames = frames[index].covering(c.spring.settlingDuration)
          let view = ViewMotion(c.spring, frames: frames, velocity: perTravel)
          budget?.spend(view.values.count)
          if view.diverged, checksUnstable { return nil }
          if let limit = options.snapLimit(travel: travel), (view.snap ?? .infinity) * travel > limit { return nil }
          if let limit = judderLimit(travel: travel), view.judder * travel > limit { return nil }
        }
      }
      checks += 1
      try spend(0)
      let verdict = try CheckExperiment.check(c.spec, options: options)
      budget?.spend(verdict.runs.reduce(0) { $0 + $1.framesStepped })
      guard verdict.passed else { return nil }
      guard margin else { return verdict }
      try spend(0)
      return try passesMargin(c.spec, options: options, budget: budget) ? verdict : nil
    }
  }

  /// Whether `spec`, which passes its check, passes with the margin too (``CheckSetup/withMargin(_:)``).
  ///
  /// True when it has none. The frames it steps are spent from `budget`, `frameCost` work units each.
  static func passesMargin(
    _ spec: SpringSpec, options: CheckSetup, budget: StepBudget?, frameCost: Int = 1
  ) throws -> Bool {
    guard let wider = options.withMargin(spec) else { return true }
    let verdict = try CheckExperiment.check(wider, options: options)
    budget?.spend(verdict.runs.reduce(0) { $0 + $1.framesStepped } * frameCost)
    return verdict.passed
  }

  /// The worst measured snap's schedule (a run that diverged has no snap to correct), with the time the
  /// motion needs to stay within the limit and the formula's.
  static func settleCorrection(_ failing: SpringCheck) -> (schedule: String, needed: Double?, formula: Double)? {
    let snapping = failing.runs.filter { run in
      run.snap != nil && run.failures.contains { if case .snap = $0.rule { true } else { false } }
    }
    guard let worst = snapping.max(by: { ($0.snap ?? 0) < ($1.snap ?? 0) }) else { return nil }
    return (worst.schedule.name, worst.clearOfSnapLimit, worst.formulaTime)
  }

  /// The exact propagator's largest error on the schedules where the error rule failed, points.
  static func propagatorError(_ failing: SpringCheck, options: CheckSetup) throws -> Double? {
    let erring = failing.runs.filter { run in run.failures.contains { if case .error = $0.rule { true } else { false } }
    }
    guard !erring.isEmpty else { return nil }
    let spring = try failing.spec.spring
    return try erring.compactMap { run in
      try AccuracyExperiment.row(
        spec: failing.spec, spring: spring, schedule: run.schedule, integrator: PropagatorIntegrator(),
        velocity: run.velocity / run.travel, timeLead: false
      ).maxError.map { $0 * run.travel }
    }.max()
  }
}

/// The search's grid: the frames each schedule steps, and the three-digit springs it offers.
extension CheckRecommender {
  /// The frames of one schedule from its first on, extended as a longer spring needs them.
  struct FramePool {
    let schedule: ScheduleSpec
    private var frames: WaveFrames

    init(_ schedule: ScheduleSpec) {
      self.schedule = schedule
      frames = WaveFrames(schedule.schedule)
    }

    /// Wave's frames from the first on whose wall clock runs at least `lifetime` s past the first frame's, and one
    /// more.
    mutating func covering(_ lifetime: Double) -> WaveFrames {
      while frames.count < 2 || frames.runningTime(ofFrame: frames.count - 2) < lifetime {
        guard frames.extend() else { break }
      }
      return frames
    }
  }

  /// The grid's indices around a spring of damping ratio `zeta`: ζ = index × ``dampingStep`` over
  /// ``dampingRange(around:)``, and time scale = ``scaleStep``^index over ``scaleRange``.
  ///
  /// Every bound is a small finite number whatever `zeta` (``dampingRange(around:)`` stops at
  /// ``InputLimits/maximumDampingRatio`` + ``dampingReach``: at most about 10,050 rows), so each conversion to `Int`
  /// holds it exactly.
  static func gridIndices(around zeta: Double) -> (zetas: ClosedRange<Int>, scales: ClosedRange<Int>) {
    let range = dampingRange(around: zeta)
    let logStep = Foundation.log(scaleStep)
    return (
      Int((range.lowerBound / dampingStep).rounded(.up))...Int((range.upperBound / dampingStep).rounded()),
      Int(
        (Foundation.log(scaleRange.lowerBound) / logStep).rounded(.down))...Int(
          (Foundation.log(scaleRange.upperBound) / logStep).rounded(.up))
    )
  }

  /// `x` rounded to three significant digits.
  ///
  /// The result is the double nearest the three-digit decimal: the digits (an integer) times or over a power of ten
  /// that a double holds exactly (up to 10^22) is one correctly rounded operation; beyond, the decimal is parsed.
  static func roundedToThreeDigits(_ x: Double) -> Double {
    guard x.isFinite, x > 0 else { return x }
    let exponent = Int(Foundation.floor(Foundation.log10(x))) - 2
    let digits = (x / Foundation.pow(10, Double(exponent))).rounded()
    guard abs(exponent) <= 22 else { return Double("\(Int(digits))e\(exponent)") ?? x }
    let power = powersOfTen[abs(exponent)]
    return exponent < 0 ? digits / power : digits * power
  }

  /// The powers of ten a double holds exactly: 10^0 to 10^22.
  static let powersOfTen: [Double] = (0...22).map { Double("1e\($0)")! }
}
