import WaveCore
import WaveOutput

/// What `wave-bench convert` prints: one spring's physical parameters, its expression in every engine with the
/// line of code, and the other engines' readings of the same parameters.
///
/// A renderer only: every number and verdict comes from ``SpringConversion``. Numbers in JSON (parameters and code)
/// are the shortest that read back exactly (``NumberFormat/shortest(_:)``), so that a value copied from it builds
/// the same spring; text shows six significant digits (``NumberFormat/general(_:_:)``).
struct ConvertReport: TextOrJSONRendering {
  let conversion: SpringConversion
  /// What each engine with a model displays; nil for an undamped spring.
  let display: ConvertDisplay?

  init(_ conversion: SpringConversion, display: ConvertDisplay?) {
    self.conversion = conversion
    self.display = display
  }

  /// `{"input", "physical", "conventions", "sameWords", "display"}`.
  ///
  /// `physical`: mass, stiffness, damping (the coefficient), dampingRatio, period (the undamped period 2π√(m/k), s).
  /// `conventions`: one object per engine (``SpringEngine/allCases`` order) holding its parameters under the API's
  /// labels (Booleans as true/false) and `code`; a lossy one adds `"lossy": true, "reason"`; one not in the engine's
  /// usual form adds `formNote`, why. `sameWords`: the other
  /// engines that accept the input's labels and numbers, each with the physical spring it builds and `sameSpring`.
  /// `display`: `{travel, horizon, engines: [{engine, model, rates: [{fps, endTime, largestDistance}]}]}`, or null
  /// for an undamped spring (`endTime` null: not at rest within the horizon).
  func json() -> String {
    JSONValue.object([
      ("input", .object([("engine", .string(conversion.input.engine.rawValue))] + parameters(conversion.input))),
      ("physical", Self.physical(conversion.physical)),
      (
        "conventions",
        .object(
          conversion.expressions.map { expression in
            var members = parameters(expression.spring)
            if let code = expression.code(number: NumberFormat.shortest) { members.append(("code", .string(code))) }
            if let reason = expression.lossReason { members += [("lossy", .bool(true)), ("reason", .string(reason))] }
            if let note = expression.formNote { members.append(("formNote", .string(note))) }
            return (expression.spring.engine.rawValue, .object(members))
          })
      ),
      (
        "sameWords",
        .array(
          conversion.readings.map { reading in
            .object(
              [("engine", .string(reading.engine.rawValue))] + Self.physicalMembers(reading.physical)
                + [("sameSpring", .bool(reading.isSame))])
          })
      ),
      ("display", display.map(Self.display) ?? .null),
    ]).serialized() + "\n"
  }

  /// The physical spring, a table of every engine's parameters and code, the lossy reasons and the readings.
  func text() -> String {
    let p = conversion.physical
    var out = "\(Self.words(conversion.input, number: Self.readable)) is the physical spring\n"
    var physical = TextTable(header: ["parameter", "value", "unit"], rightAligned: [1])
    physical.add(["mass", Self.readable(p.mass), ""])
    physical.add(["stiffness", Self.readable(p.stiffness), "1/s²·mass"])
    physical.add(["damping", Self.readable(p.damping), "1/s·mass (coefficient)"])
    physical.add(["dampingRatio", Self.readable(p.dampingRatio), ""])
    physical.add(["period", Self.readable(p.undampedPeriod), "s (undamped)"])
    out += physical.rendered() + "\n"
    var table = TextTable(header: ["engine", "exact", "code"])
    var reasons: [String] = []
    var notes: [String] = []
    for expression in conversion.expressions {
      let engine = expression.spring.engine.rawValue
      table.add([engine, expression.isLossy ? "lossy" : "yes", expression.code(number: Self.readable) ?? "—"])
      if let reason = expression.lossReason { reasons.append("\(engine): \(reason)") }
      if let note = expression.formNote { notes.append("\(engine): \(note)") }
    }
    out += table.rendered()
    if !notes.isEmpty { out += "\nforms:\n" + notes.map { "  \($0)\n" }.joined() }
    if !reasons.isEmpty { out += "\nlossy:\n" + reasons.map { "  \($0)\n" }.joined() }
    if !conversion.readings.isEmpty {
      out += "\nthe same parameters in other engines:\n"
      for reading in conversion.readings {
        let r = reading.physical
        let verdict = reading.isSame ? "the same spring" : "a different spring"
        out +=
          "  \(reading.engine.rawValue): mass \(Self.readable(r.mass)), stiffness \(Self.readable(r.stiffness)), "
          + "damping \(Self.readable(r.damping)) (ζ \(Self.readable(r.dampingRatio)), period "
          + "\(Self.readable(r.undampedPeriod)) s): \(verdict)\n"
      }
    }
    out += displayText()
    return out
  }

  /// The display table: per engine with a model, the end time and the largest distance from exact at each rate.
  func displayText() -> String {
    guard let display else { return "\nno display: an undamped spring never comes to rest\n" }
    var header = ["engine", "model"]
    for fps in ConvertDisplayExperiment.rates {
      header += ["end \(NumberFormat.shortest(fps)) Hz (s)", "largest distance \(NumberFormat.shortest(fps)) Hz"]
    }
    var table = TextTable(header: header, rightAligned: Set(2..<header.count))
    for engine in display.engines {
      var row = [engine.engine.rawValue, engine.model]
      for rate in engine.rates {
        row += [rate.endTime.map { NumberFormat.sig($0, 4) } ?? "—", NumberFormat.sig(rate.largestDistance, 3)]
      }
      table.add(row)
    }
    return "\nwhat each engine would display, over a travel of \(Self.readable(display.travel)) points from rest "
      + "(models from `wave-bench integrators`; end: at rest on the target, — after \(NumberFormat.sig(display.horizon, 3)) s):\n"
      + table.rendered()
  }

  static func display(_ display: ConvertDisplay) -> JSONValue {
    .object([
      ("travel", .finite(display.travel)), ("horizon", .finite(display.horizon)),
      (
        "engines",
        .array(
          display.engines.map { engine in
            .object([
              ("engine", .string(engine.engine.rawValue)), ("model", .string(engine.model)),
              (
                "rates",
                .array(
                  engine.rates.map { rate in
                    .object([
                      ("fps", .finite(rate.fps)), ("endTime", .finite(rate.endTime)),
                      ("largestDistance", .finite(rate.largestDistance)),
                    ])
                  })
              ),
            ])
          })
      ),
    ])
  }

  /// Six significant digits: what a person reads.
  static func readable(_ x: Double) -> String { NumberFormat.general(x, 6) }

  /// `swiftui: duration=0.5, bounce=0.3`.
  static func words(_ spring: EngineSpring, number: (Double) -> String) -> String {
    let pairs = spring.parameters.map { parameter in
      let isBoolean = SpringConvention.isBoolean(parameter.name, in: spring.engine)
      return "\(parameter.name)=\(isBoolean ? (parameter.value == 1 ? "true" : "false") : number(parameter.value))"
    }
    return "\(spring.engine.rawValue): " + (pairs.isEmpty ? "(defaults)" : pairs.joined(separator: ", "))
  }

  /// A spring's parameters as JSON members, Booleans as true/false.
  func parameters(_ spring: EngineSpring) -> [(String, JSONValue)] {
    spring.parameters.map { parameter in
      SpringConvention.isBoolean(parameter.name, in: spring.engine)
        ? (parameter.name, .bool(parameter.value == 1)) : (parameter.name, .finite(parameter.value))
    }
  }

  static func physical(_ p: PhysicalSpring) -> JSONValue { .object(physicalMembers(p)) }

  static func physicalMembers(_ p: PhysicalSpring) -> [(String, JSONValue)] {
    [
      ("mass", .finite(p.mass)), ("stiffness", .finite(p.stiffness)), ("damping", .finite(p.damping)),
      ("dampingRatio", .finite(p.dampingRatio)), ("period", .finite(p.undampedPeriod)),
    ]
  }
}
