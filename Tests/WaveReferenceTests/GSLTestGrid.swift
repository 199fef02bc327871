import Foundation
import WaveCore

@testable import WaveNumerics

/// One spring of the cross-validation grid, with how it was built and its effective damping ratio.
struct GSLGridSpring: CustomStringConvertible {
  /// How the spring was made: `response` = `Spring(dampingRatio:response:mass:)` (rubberbanded damping),
  /// `stiffness` = `Spring(dampingRatio: ζ / mass, stiffness: mass·(2π/response)², mass:)`, whose effective
  /// damping ratio is (ζ / mass)·mass = ζ (the stiffness initializer's response quirk).
  enum Construction: String { case response, stiffness }

  let spring: Spring
  let construction: Construction
  /// The grid's nominal damping ratio, response (s) and mass.
  let nominalDampingRatio: Double, nominalResponse: Double, mass: Double
  /// What the references solve: the stored coefficients.
  let parameters: PhysicalSpring

  init(dampingRatio: Double, response: Double, mass: Double, construction: Construction) throws {
    switch construction {
    case .response:
      spring = Spring(dampingRatio: dampingRatio, response: response, mass: mass)
    case .stiffness:
      let stiffness = mass * (2 * Double.pi / response) * (2 * Double.pi / response)
      spring = Spring(dampingRatio: dampingRatio / mass, stiffness: stiffness, mass: mass)
    }
    self.construction = construction
    nominalDampingRatio = dampingRatio
    nominalResponse = response
    self.mass = mass
    parameters = try PhysicalSpring(spring)
  }

  /// The undamped angular frequency of the equation actually solved, ω0 = √(k/m), rad/s.
  var angularFrequency: Double { parameters.naturalFrequencySquared.squareRoot() }

  /// The undamped period of the equation actually solved, 2π/ω0, s.
  var period: Double { 2 * Double.pi / angularFrequency }

  /// The scale errors are measured against: the travel distance, or, when it is small against what the
  /// initial velocity alone would carry the spring (|v0|/ω0 = |v0|·period/2π, the undamped amplitude),
  /// that.
  ///
  /// Never 0 for a problem that moves.
  func distance(of problem: SpringProblem) -> Double {
    max(abs(problem.from - problem.to), abs(problem.velocity) * period / (2 * Double.pi))
  }

  /// The scale of velocity errors: ω0 × ``distance(of:)`` (the velocity of an undamped oscillation of that
  /// amplitude), which is ≥ |v0|.
  func velocityScale(of problem: SpringProblem) -> Double {
    angularFrequency * distance(of: problem)
  }

  var description: String {
    let p = parameters
    return "\(construction)(ζ \(nominalDampingRatio), response \(nominalResponse) s, m \(mass)) → "
      + "effective ζ \(p.dampingRatio), k \(p.stiffness), c \(p.damping), D \(p.discriminant)"
  }
}

/// The cross-validation grid: nominal damping ratios 0.05…3 (with exactly 1), responses 0.02…10 s, masses
/// 0.5…5, each built both ways (``GSLGridSpring/Construction``).
///
/// The responses π and 2π s make k = 4m and k = m exactly and, with ζ = 1 and a power-of-two mass, c = 2√(km)
/// exactly, so the discriminant is exactly 0 and the closed form's critical branch runs.
enum GSLTestGrid {
  static let dampingRatios: [Double] = [0.05, 0.3, 0.7, 0.95, 1, 1.05, 1.5, 3]
  static let responses: [Double] = [0.02, 0.06, 0.2, 0.6, Double.pi, 2 * Double.pi, 10]
  static let masses: [Double] = [0.5, 1, 2, 5]
  /// Initial velocities, pt/s, cycled through the springs.
  static let velocities: [Double] = [-5000, -1000, 0, 1000, 5000]

  static func springs() throws -> [GSLGridSpring] {
    var result: [GSLGridSpring] = []
    for construction in [GSLGridSpring.Construction.response, .stiffness] {
      for zeta in dampingRatios {
        for response in responses {
          for mass in masses {
            result.append(
              try GSLGridSpring(dampingRatio: zeta, response: response, mass: mass, construction: construction))
          }
        }
      }
    }
    return result
  }

  /// Two problems per spring: a 100-point travel with an initial velocity from ``velocities`` (cycled by
  /// `index`), and a flick at rest on its target (from == to) with ±5000 pt/s.
  static func problems(for spring: GSLGridSpring, index: Int) -> [SpringProblem] {
    let velocity = velocities[index % velocities.count]
    let flick = index % 2 == 0 ? 5000.0 : -5000.0
    return [
      SpringProblem(spring: spring.spring, from: 0, to: 100, velocity: velocity),
      SpringProblem(spring: spring.spring, from: 50, to: 50, velocity: flick),
    ]
  }

  /// The frame schedules, each with its frame count: about 10 s each, one full period of the softest
  /// spring (response 10 s) and many of the stiffest.
  static let schedules: [(schedule: FrameSchedule, frames: Int)] = [
    (.fps(60), 600),
    (.fps(120), 1200),
    (.variableRefresh, 1000),
    (.jittered(fps: 60, amplitude: 0.5, seed: 0x5EED), 600),
  ]
}
