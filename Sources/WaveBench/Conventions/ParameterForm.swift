/// One set of parameters an engine's API accepts together, under the API's own labels, with its defaults.
///
/// SwiftUI's `Spring(duration:bounce:)` is the form `duration = 0.5, bounce = 0`; its
/// `Spring(response:dampingRatio:)` is `response, dampingRatio (dampingFraction)`, both required.
package struct ParameterForm: Sendable {
  /// One labelled parameter of a form.
  struct Parameter: Sendable {
    /// The API's label.
    let name: String
    /// Other labels the API takes for the same number (SwiftUI's `dampingFraction` for `dampingRatio`).
    let aliases: [String]
    /// The value the API uses when the parameter is not given; nil when it is required.
    let defaultValue: Double?
    /// A Boolean (`allowOverDamping`): 1 is true, 0 false.
    let isBoolean: Bool

    package init(_ name: String, default defaultValue: Double? = nil, aliases: [String] = [], isBoolean: Bool = false) {
      self.name = name
      self.aliases = aliases
      self.defaultValue = defaultValue
      self.isBoolean = isBoolean
    }

    /// Every label that names this parameter.
    var labels: [String] { [name] + aliases }
  }

  /// In the API's order.
  let parameters: [Parameter]

  init(_ parameters: [Parameter]) { self.parameters = parameters }

  /// `response, dampingRatio (dampingFraction)`: the labels in order, aliases in parentheses.
  var summary: String {
    parameters.map { $0.aliases.isEmpty ? $0.name : "\($0.name) (\($0.aliases.joined(separator: ", ")))" }
      .joined(separator: ", ")
  }

  /// The parameter `label` names in this form, by its name or an alias.
  func parameter(labelled label: String) -> Parameter? { parameters.first { $0.labels.contains(label) } }

  /// The names of the required parameters (no default).
  var required: [String] { parameters.filter { $0.defaultValue == nil }.map(\.name) }
}

/// A spring's values in one form, each under the form's name for it (an alias given is stored under the name),
/// defaults filled in.
package struct FormValues: Sendable {
  /// The index of the form in its convention's ``EngineConvention/forms``.
  let form: Int
  /// Every parameter of the form, given or defaulted.
  let values: [String: Double]
  /// The names the user gave (after aliases), so that a convention can tell a default from a value.
  let given: Set<String>

  /// The value of `name`, given or defaulted; the form's parameters all have one.
  subscript(name: String) -> Double { values[name]! }
}
