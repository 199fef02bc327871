import WaveCore
import WaveOutput

/// A spring as the experiments take it: a damping ratio and either a response or a stiffness, and a mass.
package struct SpringSpec: Sendable, Equatable {
  /// ζ, finite and > 0.
  package let dampingRatio: Double
  /// The response in seconds (finite, > 0), when the spring is made with `init(dampingRatio:response:mass:)`.
  package let response: Double?
  /// The stiffness (finite, > 0), when the spring is made with `init(dampingRatio:stiffness:mass:)`.
  package let stiffness: Double?
  /// The mass, finite and > 0.
  package let mass: Double
  /// The name a springs file gives the spring (`"name": "sheet"`), non-empty; nil otherwise.
  package var name: String?
  /// The travel a springs file gives the spring (`"travel": 120`), points, finite and > 0; nil: the command's.
  package var travel: Double?
  /// The travels a springs file's range gives (`"travel": "50...300"`), judged over it (``TravelRange``).
  ///
  /// ``travel`` is then its upper end; nil for one travel.
  var travelRange: TravelRange?

  /// Sets ``travel`` and ``travelRange`` to `range`: its upper end, and the range when it holds more than one travel.
  mutating func setTravel(_ range: TravelRange) {
    travel = range.upper
    travelRange = range.isRange ? range : nil
  }

  /// Sets how the spring is used to `original`'s: its name, travel, release velocities and whether a gesture hands
  /// it off, so that a spring recommended in its place is checked as it is.
  mutating func use(as original: SpringSpec) {
    name = original.name
    travel = original.travel
    travelRange = original.travelRange
    velocities = original.velocities
    releasedByGesture = original.releasedByGesture
  }
  /// The velocities a springs file releases the spring with (`"velocity": -3000`, `"velocity": "-8000...8000"`);
  /// nil: the command's (``ReleaseVelocities``).
  var velocities: ReleaseVelocities?
  /// Whether the spring is made for a gesture's hand-off.
  ///
  /// Wave's `defaultInteractive`, or a spring a scan found handed a gesture's velocity
  /// (`Wave.animate(withSpring:gestureVelocity:)`). `check` judges such a spring over
  /// ``ReleaseVelocities/gesture`` unless it is given velocities.
  package var releasedByGesture = false
  /// Whether the spring is Wave's `defaultInteractive` (ζ 0.8, response 0.2 s, mass 1: jtrivedi/Wave a52498e,
  /// Sources/Wave/Spring.swift:114) in Wave's own convention, however it was written: a spring made for gestures.
  var isWaveDefaultInteractive: Bool {
    (given == nil || given?.engine == .wave) && dampingRatio == 0.8 && response == 0.2 && mass == 1
  }

  /// Where the spring was written, when a scan of Swift source found it.
  package var origin: SpringOrigin?
  /// What the project sets for this spring's check: its configuration file and `// wave-bench:` comments
  /// (``CheckSettings``); empty for a spring the command line or a springs file gives.
  package var settings = CheckSettings()
  /// The spring in its engine's own convention, when it was given in another engine's convention
  /// (`--spring swiftui:duration=0.5,bounce=0.3`, `{"engine": "swiftui", …}`, a SwiftUI call in source); nil for
  /// Wave's own `ζ:response` forms.
  package private(set) var given: EngineSpring?
  /// The equation the given spring's engine builds (m, k, c), when ``given`` is set: the Wave spring stands for it
  /// with ζ = c / (2√(km)).
  private var givenPhysical: PhysicalSpring?
  /// The engine's spring, built once when the spec is made, or why it cannot be.
  private let built: Result<Spring, SpringParameterError>

  /// A spring made from a response (the usual way); a response of 0 is Wave's instant spring (``isInstant``).
  package init(dampingRatio: Double, response: Double, mass: Double = 1) {
    self.dampingRatio = dampingRatio
    self.response = response
    self.stiffness = nil
    self.mass = mass
    built = Result { () throws(SpringParameterError) in
      try SpringParameterError.requirePositiveFinite(response, "response")
      return try Spring.accepted(dampingRatio: dampingRatio, response: response, mass: mass)
    }
  }

  /// A spring made from a stiffness.
  package init(dampingRatio: Double, stiffness: Double, mass: Double = 1) {
    self.dampingRatio = dampingRatio
    self.response = nil
    self.stiffness = stiffness
    self.mass = mass
    built = Result { () throws(SpringParameterError) in
      try Spring.accepted(dampingRatio: dampingRatio, stiffness: stiffness, mass: mass)
    }
  }

  /// A spring given in an engine's convention: `physical` (what that engine builds from `given`) as Wave's
  /// `Spring(dampingRatio:stiffness:mass:)`, with ζ = c / (2√(km)), so that every experiment can step it.
  package init(given: EngineSpring, physical: PhysicalSpring) {
    self.init(dampingRatio: physical.dampingRatio, stiffness: physical.stiffness, mass: physical.mass)
    self.given = given
    self.givenPhysical = physical
  }

  /// SwiftUI's instant spring, `.spring(response: 0, …)` ("an infinitely-stiff spring", Apple's
  /// `spring(response:dampingFraction:blendDuration:)`): no motion, as Wave's response 0 (``isInstant``).
  package init(instantGiven given: EngineSpring) {
    self.init(dampingRatio: given["dampingRatio"] ?? 1, response: 0)
    self.given = given
  }

  /// The engine that runs the spring: the given convention's, Wave for Wave's own forms.
  package var engine: SpringEngine { given?.engine ?? .wave }

  /// The animation that runs the spring as written: the one its parameters name, its engine's default, or Wave's
  /// animator for Wave's forms and for engines WaveBench has no model of (their equation stepped by Wave).
  package var runner: SpringRunner { given?.resolvedRunner ?? .wave }

  /// Whether Wave's animator runs the spring as written (``runner`` is `.wave`): Wave's own forms, and the springs of
  /// engines WaveBench has no model of.
  ///
  /// The experiments that step springs as Wave does give a verdict (unstable, diverges, snaps, a fix) only on these:
  /// a spring another engine runs is judged by its runner (`check`), and their tables show it stepped as Wave would
  /// step its equation, without a verdict.
  var runsOnWave: Bool { runner == .wave }

  /// The response the reports name beside ``dampingRatio``, s: ``response`` for Wave's response forms, the period
  /// 2π√(m/k) of the equation a spring given in another engine's convention builds (``physical``), and for Wave's
  /// stiffness forms the response Wave stores, 2π/√(k·m) (sic, upstream's formula); nil for a spring that cannot be
  /// built.
  var nominalResponse: Double? {
    response ?? givenPhysical?.undampedPeriod ?? (try? built.get()).map { Double($0.response) }
  }

  /// The equation the spring is (m, k, c): the given engine's, or the Wave spring's stored stiffness, damping
  /// coefficient and mass (the response initializer's rubberband included); nil for an instant spring.
  package var physical: PhysicalSpring? {
    if let givenPhysical { return givenPhysical }
    guard let spring = try? built.get(), !isInstant else { return nil }
    return PhysicalSpring(
      mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient))
  }

  /// Whether this is Wave's instant spring: a response of 0 (`Spring.defaultNonAnimated` is 1/0).
  ///
  /// The animator
  /// sets the target on its first frame (SpringAnimator: `spring.response > 0` or it snaps), so there is no motion
  /// to measure: it passes every rule, and experiments that step springs leave it out.
  var isInstant: Bool { response == 0 }

  /// The engine's spring, built once, when the spec was made.
  ///
  /// - Throws: ``SpringParameterError`` for a value out of range, or for an instant spring (``isInstant``).
  package var spring: Spring {
    get throws(SpringParameterError) { try built.get() }
  }

  /// What decides a spring's motion in a run: its numbers as given and its travel, not its name or place.
  ///
  /// Springs
  /// with the same motion key move the same way on every schedule.
  package struct Motion: Hashable, Sendable {
    let dampingRatio: Double, response: Double?, stiffness: Double?, mass: Double, travel: Double?
    let travelRange: TravelRange?
    let given: EngineSpring?
    let velocities: ReleaseVelocities?, releasedByGesture: Bool
    let settings: CheckSettings
  }

  /// The spring's motion key (``Motion``).
  package var motion: Motion {
    Motion(
      dampingRatio: dampingRatio, response: response, stiffness: stiffness, mass: mass, travel: travel,
      travelRange: travelRange, given: given, velocities: velocities, releasedByGesture: releasedByGesture,
      settings: settings)
  }

  /// Two specs are equal when they give the same parameters, name and release velocities (the spring follows from
  /// them); whether a preset is made for gestures (``releasedByGesture``) is a default of `check`, not a parameter.
  package static func == (lhs: SpringSpec, rhs: SpringSpec) -> Bool {
    lhs.dampingRatio == rhs.dampingRatio && lhs.response == rhs.response && lhs.stiffness == rhs.stiffness
      && lhs.mass == rhs.mass && lhs.name == rhs.name && lhs.travel == rhs.travel && lhs.travelRange == rhs.travelRange
      && lhs.origin == rhs.origin
      && lhs.given == rhs.given && lhs.velocities == rhs.velocities && lhs.settings == rhs.settings
  }

  /// ``name`` followed by ``label`` in parentheses (`sheet (0.8/0.3)`), or the label alone.
  ///
  /// A spring found in source without a name is titled by its place: `Sheet.swift:12 (swiftui:duration=0.5)`.
  var title: String {
    name.map { "\(UserText.escaped($0, limit: .max)) (\(label))" }
      ?? origin.map { "\($0.printableFile):\($0.line) (\(label))" } ?? label
  }

  /// `ζ/response` (`0.8/0.2`), or `ζ/k=K` for a stiffness, with `/m=M` when the mass is not 1; a spring given in
  /// another engine's convention as written (`swiftui:duration=0.5,bounce=0.3`); the numbers as shortest round-trip
  /// decimals.
  package var label: String {
    if let given {
      let animation =
        given.runsOnName.map { ["runsOn=\($0)"] }
        ?? given.runner?.swiftUIAnimationName.map { ["animation=\($0)"] } ?? []
      return given.engine.rawValue + ":"
        + (animation + given.parameters.map { "\($0.name)=\(NumberFormat.shortest($0.value))" }).joined(
          separator: ",")
    }
    var text = NumberFormat.shortest(dampingRatio) + "/"
    if let response {
      text += NumberFormat.shortest(response)
    } else {
      text += "k=" + NumberFormat.shortest(stiffness ?? .nan)
    }
    if mass != 1 { text += "/m=" + NumberFormat.shortest(mass) }
    return text
  }

  /// The upstream defaults and the springs of the documentation's examples, as the engine's docs give them.
  ///
  /// 0.8/0.2 (`defaultInteractive`), 1.0/0.82 (`defaultAnimated`), 0.6/0.8, 0.68/0.8, 0.8/0.26, 1.0/0.3,
  /// 0.8/0.7, 0.8/0.5. The first, made for gestures, is ``releasedByGesture``.
  package static let documented: [SpringSpec] = [
    (0.8, 0.2), (1.0, 0.82), (0.6, 0.8), (0.68, 0.8), (0.8, 0.26), (1.0, 0.3), (0.8, 0.7), (0.8, 0.5),
  ].enumerated().map { index, numbers in
    var spec = SpringSpec(dampingRatio: numbers.0, response: numbers.1)
    spec.releasedByGesture = index == 0
    return spec
  }

}
