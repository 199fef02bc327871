import WaveOutput

/// Where a spring's numbers came from, which decides how a refusal of ``SpringGrammar`` reads: each
/// message names the option, the `--spring` value or the file entry the user wrote.
package enum SpringSource: Sendable, Equatable {
  /// `--damping-ratio`, `--response`, `--stiffness`, `--mass`.
  case options
  /// One `--spring` value, as typed.
  case value(String)
  /// Entry `index` (from 0) of the springs file at `path`, with its name when it has one.
  case fileEntry(path: String, index: Int, name: String?)
  /// A call in Swift source (`check --scan`): the refusal is the reason the call is not checked.
  case scanned

  /// `entry 3` or `entry 3 ('sheet')`: a springs-file entry as messages name it.
  static func entry(_ index: Int, name: String?) -> String {
    name.map { "entry \(index) ('\(UserText.escaped($0, limit: 40))')" } ?? "entry \(index)"
  }

  /// The accepted forms of a `--spring` value, for messages.
  static let valueUsage =
    "expected ζ:response, ζ:k=stiffness, optionally :m=mass (e.g. 0.7:0.4 or 0.7:k=300:m=2)"

  /// The one-line message for `problem`.
  func message(for problem: SpringGrammar.Problem) -> String {
    switch self {
    case .options: return Self.optionsMessage(problem)
    case .value(let text): return Self.valueMessage(problem, text: text)
    case .fileEntry(let path, let index, let name):
      return "--springs-file: \(path) \(Self.entry(index, name: name)): " + Self.fileMessage(problem)
    case .scanned: return Self.fileMessage(problem)
    }
  }

  /// The option that sets `field`.
  static func option(_ field: SpringGrammar.Field) -> String {
    switch field {
    case .dampingRatio: return "--damping-ratio"
    case .response: return "--response"
    case .stiffness: return "--stiffness"
    case .mass: return "--mass"
    }
  }

  private static func optionsMessage(_ problem: SpringGrammar.Problem) -> String {
    switch problem {
    case .notPositive(.response, .number(0)):
      return
        "--response must be a finite number > 0 (got 0: the non-animated spring snaps; there is nothing to compute)"
    case .notPositive(let field, .number(let x)): return InputError.notPositive(x, option(field)).message
    case .notPositive(let field, .token(let text)):
      return "\(option(field)) must be a finite number > 0 (got '\(text)')"
    case .missing(let field): return "give \(option(field))"
    case .derivedOverflow(let name, let value):
      return "--damping-ratio/--response/--stiffness/--mass give a spring whose \(name) is \(value): " + overflowAdvice
    case .noResponseOrStiffness: return "give one of --response or --stiffness"
    case .responseAndStiffness: return "--response and --stiffness conflict: give one of them"
    case .settlesTooLate(let formula): return settlesTooLate(formula)
    case .overdamped(let zeta): return overdamped(zeta)
    case .convention(let line): return line
    case .undamped: return undamped
    }
  }

  /// The words for a spring whose equation has no damping.
  static let undamped = "the spring it gives has no damping (ζ = 0): it never settles; give it damping"

  /// The words for a spring that settles later than the limit.
  static func settlesTooLate(_ formula: Double) -> String {
    "the spring settles in \(NumberFormat.sig(formula, 4)) s, longer than the \(NumberFormat.shortest(InputLimits.maximumSettlingDuration)) s a run may last: give a larger damping ratio or a shorter response"
  }

  /// The words for a spring whose damping ratio is over ``InputLimits/maximumDampingRatio``.
  static func overdamped(_ zeta: Double) -> String {
    "the damping ratio is \(NumberFormat.sig(zeta, 4)), more than the \(NumberFormat.shortest(InputLimits.maximumDampingRatio)) a spring may have: give a damping ratio ≤ \(NumberFormat.shortest(InputLimits.maximumDampingRatio))"
  }

  /// What to change when a derived number overflows.
  static let overflowAdvice = "a derived number leaves the range of a Double; keep each number between 1e-100 and 1e100"

  private static func valueMessage(_ problem: SpringGrammar.Problem, text: String) -> String {
    if case .derivedOverflow(let name, let value) = problem {
      return "--spring '\(text)': the spring's \(name) is \(value): \(overflowAdvice)"
    }
    if case .settlesTooLate(let formula) = problem { return "--spring '\(text)': " + settlesTooLate(formula) }
    if case .convention(let line) = problem { return "--spring '\(text)': \(line)" }
    if case .undamped = problem { return "--spring '\(text)': \(undamped)" }
    if case .overdamped(let zeta) = problem { return "--spring '\(text)': " + overdamped(zeta) }
    guard case .notPositive(let field, let value) = problem else { return "--spring '\(text)': \(valueUsage)" }
    let words: String
    switch field {
    case .dampingRatio: words = "the damping ratio"
    case .response: words = "the response"
    case .stiffness: words = "the stiffness"
    case .mass: words = "the mass"
    }
    let given: String
    switch value {
    case .token(let token): given = token
    case .number(let x): given = "\(x)"
    }
    return "--spring '\(text)': \(words) must be a finite number > 0 (got '\(given)'); \(valueUsage)"
  }

  private static func fileMessage(_ problem: SpringGrammar.Problem) -> String {
    switch problem {
    case .notPositive(let field, _): return "\(field.rawValue) must be a finite number > 0"
    case .missing(let field): return "\(field.rawValue) is required"
    case .noResponseOrStiffness, .responseAndStiffness: return "give exactly one of response or stiffness"
    case .derivedOverflow(let name, let value): return "the spring's \(name) is \(value): \(overflowAdvice)"
    case .settlesTooLate(let formula): return settlesTooLate(formula)
    case .overdamped(let zeta): return overdamped(zeta)
    case .convention(let line): return line
    case .undamped: return undamped
    }
  }
}
