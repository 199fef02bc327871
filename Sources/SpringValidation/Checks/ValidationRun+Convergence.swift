import Foundation
import WaveAnalysis
import WaveCore
import WaveOutput

extension ValidationRun {
  /// The most frames one trajectory may take (a guard against a settling duration far beyond the grid's).
  static var maximumFrames: Int { 100_000 }

  /// A component this many times its distance away from the target at `settlingDuration` is reported as
  /// diverging rather than unsettled: a stable spring released at rest never overshoots by more than the
  /// distance, so 10× can only come from growth.
  static var divergenceFactor: Double { 10 }

  /// Check 3 (and check 7 along whole animations): from each sample to each other sample, starting with
  /// velocity `zero`, frame by frame over a schedule until the running time reaches the spring's
  /// `settlingDuration` (where the animator snaps to the target), each component must be within
  /// ``WaveCore/Tolerance/settledFraction`` of its distance from the target.
  ///
  /// The engine's own scalar step runs beside the type on the same frames. Where the engine itself misses
  /// the bound, or its step is unstable at the schedule's frame durations, the spring is named in
  /// ``ValidationReport/unsettledSprings`` instead of failing the type.
  func checkConvergence() {
    let pairs = samples.indices.flatMap { a in
      samples.indices.compactMap { b in
        a != b && sampleComponents[a].map(\.text) != sampleComponents[b].map(\.text) ? (a, b) : nil
      }
    }
    guard !pairs.isEmpty else {
      notes.append(
        ValidationNote(
          check: .convergence, message: "skipped: it needs at least two samples with different components"))
      return
    }
    for schedule in options.schedules {
      for spring in springs {
        convergence(spring: spring, schedule: schedule, pairs: pairs)
      }
    }
  }

  private func convergence(spring: ValidationSpring, schedule: FrameSchedule, pairs: [(Int, Int)]) {
    let settling = spring.spring.settlingDuration
    guard spring.spring.stiffness.isFinite, settling.isFinite else { return }
    var durations: [Double] = []
    var elapsed = 0.0
    while elapsed < settling, durations.count < Self.maximumFrames,
      let dt = schedule.duration(ofFrame: durations.count)
    {
      durations.append(dt)
      elapsed += dt
    }
    let radius = Set(durations).map { EulerStability.spectralRadius(of: spring.spring, dt: $0) }.max() ?? 0
    guard radius < 1 else {
      unsettled.append(
        UnsettledSpring(spring: spring.name, schedule: schedule.name, reason: .unstable(spectralRadius: radius)))
      return
    }
    var engineWorst: Double? = nil
    for (a, b) in pairs {
      count(.convergence)
      var value = samples[a]
      var velocity = T.zero
      for dt in durations {
        (value, velocity) = T.updateValue(
          spring: spring.spring, value: value, target: samples[b], velocity: velocity, dt: dt)
      }
      let end = extract(value)
      let endVelocity = extract(velocity)
      let (from, to) = (sampleComponents[a], sampleComponents[b])
      guard Self.sameShape(end, from), Self.sameShape(endVelocity, from) else { continue }  // reported by check 1
      let inputs = {
        "spring \(spring.name), \(schedule.name) (\(durations.count) frames, \(NumberFormat.general(elapsed, 6)) s), "
          + "from \(self.describe(self.samples[a])) to \(self.describe(self.samples[b])), velocity zero"
      }
      if Self.allFinite(from), Self.allFinite(to) {
        count(.finiteness)
        recordNonFinite(gotX: end, gotV: endVelocity, detail: "at the end of the animation", inputs: inputs)
      }
      for i in floatIndices {
        let kind = from[i].kind!
        let (start, target) = (from[i].number, to[i].number)
        let distance = abs(start - target)
        var engine = (value: start, velocity: 0.0)
        for dt in durations {
          engine = kind.step(
            StepInputs(value: engine.value, target: target, velocity: engine.velocity, dt: dt, spring: spring.spring))
        }
        let bound = Tolerance.settledFraction * distance
        let engineResidual = abs(engine.value - target)
        guard engineResidual <= bound else {
          engineWorst = max(engineWorst ?? 0, distance > 0 ? engineResidual / distance : .infinity)
          continue
        }
        let residual = abs(end[i].number - target)
        guard !(residual <= bound) else { continue }
        let mistake: LikelyMistake =
          !residual.isFinite || residual > Self.divergenceFactor * distance
          ? .diverges : (end[i].number == start && distance > 0 ? .componentNeverChanges : .notSettled)
        let name = from[i].name
        failures.record(
          .convergence, mistake, component: name, inputs: inputs(),
          expected: "|\(name) − target| ≤ \(NumberFormat.general(bound)) (1e-4 × distance \(NumberFormat.general(distance))); "
            + "the engine's step gets to \(NumberFormat.general(engineResidual))",
          got: "\(name) \(end[i].text), \(NumberFormat.general(residual)) from the target "
            + "(\(distance > 0 ? NumberFormat.general(residual / distance) : "∞") of the distance)")
      }
    }
    if let engineWorst {
      unsettled.append(
        UnsettledSpring(
          spring: spring.name, schedule: schedule.name, reason: .engineDoesNotSettle(residualFraction: engineWorst)))
    }
  }
}
