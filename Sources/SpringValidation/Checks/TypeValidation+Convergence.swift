import Foundation
import WaveCore
import WaveOutput

extension TypeValidation {
  /// The most frames one trajectory may take (a guard against a settling duration far beyond the grid's).
  static var maximumFrames: Int { 100_000 }

  /// A component this many times its distance away from the target at `settlingDuration` is reported as
  /// diverging rather than unsettled: a stable spring released at rest never overshoots by more than the
  /// distance, so 10× can only come from growth.
  static var divergenceFactor: Double { 10 }

  /// Check 3 (and check 7 along whole animations): from each sample to each other sample, starting with
  /// velocity `zero`, frame by frame over a schedule until the running time reaches the spring's
  /// `settlingDuration` (where the animator snaps to the target), each component must be within
  /// ``WaveCore/Tolerance/settledFraction`` of its distance from the target (for an angle, along the
  /// shortest arc).
  ///
  /// The engine's own scalar step runs beside the type on the same frames. Where the engine itself misses
  /// the bound, or its step is unstable at the schedule's frame durations, the spring is named in
  /// ``ValidationResult/unsettledSprings`` instead of failing the type.
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
        if let fraction = checkSettled(
          component: i, from: from[i], to: to[i], end: end[i], spring: spring.spring, durations: durations,
          inputs: inputs)
        {
          engineWorst = max(engineWorst ?? 0, fraction)
        }
      }
    }
    if let engineWorst {
      unsettled.append(
        UnsettledSpring(
          spring: spring.name, schedule: schedule.name, reason: .engineDoesNotSettle(residualFraction: engineWorst)))
    }
  }

  /// Checks that component `i` ends within ``Tolerance/settledFraction`` of the distance from its target, as
  /// the engine's own scalar step does; records a failure otherwise, naming check 1's finding for the component
  /// as its cause where check 1 found a mistake there (one mistake, one diagnosis).
  ///
  /// - Returns: the engine's own residual as a fraction of the distance when the engine itself does not settle
  ///   on these frames (the spring is then reported as unsettled, not the type); nil otherwise.
  private func checkSettled(
    component i: Int, from: ValidationComponent, to: ValidationComponent, end: ValidationComponent, spring: Spring,
    durations: [Double], inputs: () -> String
  ) -> Double? {
    let rule = rules[i]!
    let (start, target) = (from.number, to.number)
    let distance = abs(rule.valueDifference(start, target))
    var engine = (value: start, velocity: 0.0)
    for dt in durations {
      engine = rule.kind.step(
        rule.inputs(value: engine.value, target: target, velocity: engine.velocity, dt: dt, spring: spring))
    }
    let bound = Tolerance.settledFraction * distance
    let engineResidual = abs(rule.valueDifference(engine.value, target))
    guard engineResidual <= bound else { return distance > 0 ? engineResidual / distance : .infinity }
    let residual = abs(rule.valueDifference(end.number, target))
    guard !(residual <= bound) else { return nil }
    let mistake: LikelyMistake =
      !residual.isFinite || residual > Self.divergenceFactor * distance
      ? .diverges : (end.number == start && distance > 0 ? .componentNeverChanges : .notSettled)
    let name = from.name
    let cause = failures.first(of: .componentWiseStep, component: name, excluding: .stepDiffers).map {
      "likely a consequence of check 1's failure of `\(name)`: \($0.mistake.message(component: name))"
    }
    failures.record(
      .convergence, mistake, component: name, detail: cause, inputs: inputs(),
      expected:
        "|\(name) − target| ≤ \(NumberFormat.general(bound)) (1e-4 × distance \(NumberFormat.general(distance))); "
        + "the engine's step gets to \(NumberFormat.general(engineResidual))",
      got: "\(name) \(end.text), \(NumberFormat.general(residual)) from the target "
        + "(\(distance > 0 ? NumberFormat.general(residual / distance) : "∞") of the distance)")
    return nil
  }
}
