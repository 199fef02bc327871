import WaveBench

/// One way of writing a spring in Swift source.
///
/// A form is the callee, the labels it takes in order, and what each argument is to the spring; the engine whose
/// convention its numbers are in and the animation that runs it; and, for an object whose spring is set after it is
/// made (`CASpringAnimation`), the properties that define it. `SpringForm.catalogue` holds every form a scan knows;
/// `SpringCallReader` matches calls to it.
struct SpringForm: Sendable {
  /// What is called or referenced.
  enum Callee: Sendable, Equatable {
    /// A type's initializer, `Spring(…)`, written bare or module-qualified (`SwiftUI.Spring(…)`).
    case initializer(String)
    /// A static member, `.spring(…)`, `Animation.spring(…)`, `Spring.defaultAnimated`: written on one of `bases`
    /// (bare or module-qualified), or implicit (`.smooth`) where `implicit` allows it.
    case member(String, bases: Set<String>, implicit: Implicit)
    /// Any member of that name whose labels include `label`, on any base (UIKit's `animate(…)`); when the form has
    /// slots, its labels must also fit them.
    case memberWithLabel(String, label: String)
    /// An initializer whose labels include `label`; when the form has slots, its labels must also fit them.
    case initializerWithLabel(String, label: String)
  }

  /// Where an implicit member (`.smooth`, written without its type) counts.
  enum Implicit: Sendable, Equatable {
    /// Nowhere: the form needs its type written.
    case never
    /// Only as a value handed to an animation or a spring (`SpringContext`) when written with no arguments
    /// (`.spring`, `.spring()`); anywhere with arguments, whose labels tell it apart.
    case contextWhenUnlabeled
    /// Only as a value handed to an animation or a spring, with or without arguments (`.smooth`, `.bouncy(…)`).
    case context
  }

  /// What one argument is to the spring.
  enum Role: Sendable, Equatable {
    /// A spring-defining number, named `name` in the convention (SwiftUI's `dampingFraction` is `dampingRatio`).
    case parameter(String)
    /// A Boolean that defines the spring (`allowOverDamping`): 1 or 0.
    case boolean(String)
    /// A preset's `extraBounce`: added to `base`, named `bounce`.
    case extraBounce(base: Double)
    /// An argument that does not change the physical spring (`blendDuration`, `initialVelocity`): any expression.
    case ignored
    /// The `_ spring: Spring` of `spring(_:blendDuration:)`: the spring is the argument's own, run by this form's
    /// runner.
    case wrapped
    /// A property that may only be set to the object's own property of that name (`a.duration =
    /// a.settlingDuration`, which is how the check runs a Core Animation spring), or left alone.
    case ownProperty(String)
    /// The `timingParameters:` of `UIViewPropertyAnimator(duration:timingParameters:)`: a
    /// `UISpringTimingParameters(dampingRatio:…)` gives `dampingRatio` and `velocity` (``SpringTimingParameters``);
    /// any other timing makes the call no spring of this form.
    case springTiming
    /// A property that, set after the object is made, replaces part of the spring its arguments gave (`stiffness`
    /// after `CASpringAnimation(perceptualDuration:bounce:)`): the spring is then listed unresolved.
    case overriding
  }

  /// One argument: its label (`_` for none), its role and its documented default (nil when required).
  struct Slot: Sendable {
    let label: String
    let role: Role
    let defaultValue: Double?

    init(_ label: String, _ role: Role, default defaultValue: Double? = nil) {
      self.label = label
      self.role = role
      self.defaultValue = defaultValue
    }
  }

  let api: SourceAPI
  let callee: Callee
  /// In the order the API declares them.
  let slots: [Slot]
  /// Parameters a preset fixes, before those its arguments give (`Spring.defaultAnimated`).
  let constants: [EngineSpring.Parameter]
  /// Whether the form may be written without parentheses (`.spring`, `Spring.defaultAnimated`).
  let bare: Bool
  /// Whether the API marks the form `@_disfavoredOverload`: when its labels fit another form of the same API too,
  /// the compiler calls the other (`.spring()` is `spring(duration:bounce:blendDuration:)`).
  let disfavored: Bool
  /// The engine whose convention the spring's parameters are in: the API's (``SourceAPI/engine``), or the one a
  /// form names (UIKit's `animate(springDuration:bounce:…)`, Core Animation's spring).
  let engine: SpringEngine?
  /// The animation that runs the spring, nil for the engine's default.
  ///
  /// `.interpolatingSpring(…)` names SwiftUI's interpolating spring; a spring handed to its `.wrapped` slot is run
  /// by it too.
  let runner: SpringRunner?
  /// Properties set on the new object after it is made, each with its role and documented default.
  ///
  /// They are followed in the code block of the variable the object is assigned to (`let a =
  /// CASpringAnimation(keyPath: "position")`, then `a.stiffness = 300`). A `.parameter` among them needs that
  /// variable: without one the spring is unresolved.
  let properties: [Slot]
  /// Set for a form that is always listed unresolved, with this reason.
  let unresolvedReason: String?

  init(
    _ api: SourceAPI, _ callee: Callee, _ slots: [Slot] = [], constants: [EngineSpring.Parameter] = [],
    bare: Bool = false, disfavored: Bool = false, engine: SpringEngine? = nil, runner: SpringRunner? = nil,
    properties: [Slot] = [], unresolved: String? = nil
  ) {
    self.api = api
    self.callee = callee
    self.slots = slots
    self.constants = constants
    self.bare = bare
    self.disfavored = disfavored
    self.engine = engine ?? api.engine
    self.runner = runner
    self.properties = properties
    self.unresolvedReason = unresolved
  }

  /// Whether `labels` (as written, `_` for none) fit the form.
  ///
  /// They fit when written in the declared order, none unknown, every required one present. A bare reference (nil)
  /// fits a form that may be written bare. A callee named by one of its labels needs that label as well.
  func accepts(labels: [String]?) -> Bool {
    switch callee {
    case .memberWithLabel(_, let label), .initializerWithLabel(_, let label):
      guard labels?.contains(label) ?? false else { return false }
      if slots.isEmpty { return true }
    case .initializer, .member:
      break
    }
    guard let labels else { return bare }
    var next = slots.startIndex
    for label in labels {
      guard let found = slots[next...].firstIndex(where: { $0.label == label }) else { return false }
      if slots[next..<found].contains(where: { $0.defaultValue == nil && $0.role != .ignored }) { return false }
      next = found + 1
    }
    return !slots[next...].contains { $0.defaultValue == nil && $0.role != .ignored }
  }
}

extension SpringForm {
  /// Every form a scan knows, in the order a match is tried: the first form of an API whose labels fit wins, except
  /// that a form the API marks `@_disfavoredOverload` (``SpringForm/disfavored``) is taken only when no other form of
  /// that API fits, as the compiler chooses (so `.spring()` and the bare `.spring` are
  /// `spring(duration:bounce:blendDuration:)`, not `spring(response:dampingFraction:blendDuration:)`; see
  /// `swiftUIAnimation`).
  ///
  /// No two APIs here share a callee and a list of labels, so labels alone decide between Wave and SwiftUI; the
  /// file's imports decide only when they do not (see `SpringCallReader`).
  static let catalogue: [SpringForm] = wave + swiftUIAnimation + swiftUISpring + coreAnimation + uiKit

  /// jtrivedi/Wave's forms.
  ///
  /// Wave's `Spring`, at commit a52498e6fc692986df43bac7fb3d125d9142fc53: `init(dampingRatio:stiffness:mass:)`
  /// (Sources/Wave/Spring.swift:68) and `init(dampingRatio:response:mass:)` (:95), `mass` 1 by default; the presets
  /// `defaultInteractive` (ζ 0.8, response 0.20, :114), `defaultAnimated` (ζ 1.0, response 0.82, :117) and
  /// `defaultNonAnimated` (ζ 1.0, response 0, :120), as WaveBench's port has them in
  /// Sources/WaveCore/Spring/Spring.swift:103, :106, :109. An implicit `.defaultAnimated` counts where a spring
  /// is handed over (`animate(withSpring: .defaultAnimated)`, `SpringAnimator(spring: …)`).
  static let wave: [SpringForm] = [
    SpringForm(
      .wave, .initializer("Spring"),
      [Slot("dampingRatio", .parameter("dampingRatio")), Slot("response", .parameter("response")), mass]),
    SpringForm(
      .wave, .initializer("Spring"),
      [Slot("dampingRatio", .parameter("dampingRatio")), Slot("stiffness", .parameter("stiffness")), mass]),
    wavePreset("defaultInteractive", dampingRatio: 0.8, response: 0.20),
    wavePreset("defaultAnimated", dampingRatio: 1.0, response: 0.82),
    wavePreset("defaultNonAnimated", dampingRatio: 1.0, response: 0.0),
  ]

  private static let mass = Slot("mass", .parameter("mass"), default: 1)

  private static func wavePreset(_ name: String, dampingRatio: Double, response: Double) -> SpringForm {
    SpringForm(
      .wave, .member(name, bases: ["Spring"], implicit: .context),
      constants: [.init("dampingRatio", dampingRatio), .init("response", response), .init("mass", 1)], bare: true)
  }
}
