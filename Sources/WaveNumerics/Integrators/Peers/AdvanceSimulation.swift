/// Advance's spring simulation (timdonnelly/Advance, commit 3156e6c) for one Double: a Swift re-statement of
/// `Simulation.advance` (`Sources/Advance/Internal/Simulation.swift:53-124`), its integrator
/// (`Internal/SimulationFunction+Integration.swift:5-65`) and `SpringFunction`
/// (`Sources/Advance/SpringFunction.swift:19-50`), not their code.
///
/// What it keeps:
/// - fixed 8 ms steps (`SimulationFunction+Integration.swift:5`), at most 10 per advance, so a frame is
///   clamped at 80 ms (`Simulation.swift:80`);
/// - the step is RK4 *without the k1 term*: `dx = (2(b + c) + d)/6 · h` (`:27-38`), so since 62cb3f7 (2019)
///   the weights sum to 5/6 of a step;
/// - the solver runs *ahead* of real time while the accumulator is > 0 and then interpolates back between the
///   last two states with α = (h + acc)/h (`Simulation.swift:86-123`, `Internal/Math.swift:14-22`); if no step was needed the "previous"
///   state is the current one (`:88`);
/// - convergence on the solver's (ahead) state: |v| ≤ threshold and |x − target| ≤ threshold (default 0.1,
///   `SpringFunction.swift:19, 39-50`) snaps to the target with velocity 0 (`Simulation.swift:53-66`).
///
/// The acceleration is Advance's: `(x − target)·(−tension) − v·damping` (`SpringFunction.swift:27-37`).
struct AdvanceSimulation: Sendable {
  /// The solver's fixed step, seconds (`SimulationFunction+Integration.swift:5`).
  static let step = 0.008

  let target: Double, tension: Double, damping: Double, threshold: Double
  var current: (value: Double, velocity: Double)
  var interpolated: (value: Double, velocity: Double)
  var timeAccumulator = 0.0
  private(set) var hasConverged = false
  /// The accelerations computed so far (four an 8 ms step, k1's included though the sum leaves it out), ≥ 0: what
  /// ``EvaluationCounting`` counts.
  private(set) var evaluations = 0
  /// Off (Advance as it is): the step leaves k1 out.
  ///
  /// On: the classical RK4 sum `(a + 2(b + c) + d)/6`, the counterfactual the accuracy report uses to measure what the
  /// omission costs. Never on in `advance`.
  var includesK1 = false

  /// `Simulation.init` (`Simulation.swift:46-51`) over a `SpringFunction` with Advance's defaults
  /// (tension 120, damping 12, threshold 0.1).
  init(
    target: Double, value: Double, velocity: Double, tension: Double = 120, damping: Double = 12,
    threshold: Double = 0.1
  ) {
    self.target = target
    self.tension = tension
    self.damping = damping
    self.threshold = threshold
    current = (value, velocity)
    interpolated = current
    convergeIfPossible()
  }

  /// The displayed value and velocity (`Simulation.swift:127-150`).
  var value: Double { interpolated.value }
  var velocity: Double { interpolated.velocity }

  /// `advance(by:)` (`Simulation.swift:76-124`), seconds.
  mutating func advance(by time: Double) {
    guard !hasConverged else { return }
    timeAccumulator += min(time, Self.step * 10.0)
    var previous = current
    while timeAccumulator > 0.0 {
      previous = current
      current = integrate(current.value, current.velocity, Self.step)
      timeAccumulator -= Self.step
    }
    convergeIfPossible()
    if !hasConverged {
      let alpha = Double((Self.step + timeAccumulator) / Self.step)
      // Advance's `interpolate(from:to:alpha:)` (`Internal/Math.swift:14-22`): from·(1 − α) + to·α.
      interpolated.value = previous.value * (1.0 - alpha) + current.value * alpha
      interpolated.velocity = previous.velocity * (1.0 - alpha) + current.velocity * alpha
    }
  }

  /// `convergeIfPossible` (`Simulation.swift:53-66`) with `SpringFunction.convergence` (`:39-50`).
  mutating func convergeIfPossible() {
    guard !hasConverged else { return }
    if current.velocity * current.velocity > threshold * threshold { return }
    let delta = current.value - target
    if delta * delta > threshold * threshold { return }
    current = (target, 0)
    interpolated = current
    hasConverged = true
  }

  /// `SpringFunction.acceleration` (`SpringFunction.swift:27-37`).
  func acceleration(_ value: Double, _ velocity: Double) -> Double {
    (value - target) * -tension - velocity * damping
  }

  /// `integrate(value:velocity:time:)` (`SimulationFunction+Integration.swift:18-51`): k1 is computed and
  /// left out of the sum.
  mutating func integrate(_ value: Double, _ velocity: Double, _ time: Double) -> (value: Double, velocity: Double) {
    var calls = 0
    defer { evaluations += calls }
    func evaluate(_ t: Double, _ d: (value: Double, velocity: Double)) -> (value: Double, velocity: Double) {
      let nextValue = d.value * t + value
      let nextVelocity = d.velocity * t + velocity
      calls += 1
      return (nextVelocity, acceleration(nextValue, nextVelocity))
    }
    let a = evaluate(0.0, (0, 0))
    let b = evaluate(time * 0.5, a)
    let c = evaluate(time * 0.5, b)
    let d = evaluate(time, c)
    let k1 = includesK1 ? a : (value: 0.0, velocity: 0.0)
    let dxdt = (k1.value + (b.value + c.value) * 2.0 + d.value) * (1.0 / 6.0)
    let dvdt = (k1.velocity + (b.velocity + c.velocity) * 2.0 + d.velocity) * (1.0 / 6.0)
    return (value + dxdt * time, velocity + dvdt * time)
  }
}
