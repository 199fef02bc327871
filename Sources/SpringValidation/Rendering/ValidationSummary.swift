import Foundation
import WaveOutput

/// A JSON-encodable summary of validation reports (`wave-bench validate --format json`).
package struct ValidationSummary: Codable, Sendable, Equatable {
  /// One failure.
  package struct Failure: Codable, Sendable, Equatable {
    package let check: Int
    package let checkTitle: String
    package let mistake: String
    package let component: String?
    package let message: String
    package let inputs: String
    package let expected: String
    package let got: String
    package let occurrences: Int
  }

  /// The number of cases one check ran.
  package struct CheckCount: Codable, Sendable, Equatable {
    package let check: Int
    package let title: String
    package let cases: Int
  }

  /// One type's report.
  package struct TypeSummary: Codable, Sendable, Equatable {
    package let typeName: String
    package let passed: Bool
    package let componentSource: String
    package let components: [String]
    package let nonFloatFields: [String]
    package let displayScale: Double
    package let cases: [CheckCount]
    package let failures: [Failure]
    package let notes: [String]
    package let unsettledSprings: [String]
  }

  /// True when every type passed.
  package let passed: Bool
  /// The types, in the order validated.
  package let types: [TypeSummary]

  package init(reports: [ValidationResult]) {
    self.passed = reports.allSatisfy(\.passed)
    self.types = reports.map { r in
      TypeSummary(
        typeName: r.typeName, passed: r.passed, componentSource: r.componentSource.rawValue,
        components: r.components, nonFloatFields: r.nonFloatFields, displayScale: r.displayScale,
        cases: ValidationCheck.allCases.map {
          CheckCount(check: $0.rawValue, title: $0.title, cases: r.caseCounts[$0] ?? 0)
        },
        failures: r.failures.map {
          Failure(
            check: $0.check.rawValue, checkTitle: $0.check.title, mistake: $0.mistake.rawValue, component: $0.component,
            message: $0.message, inputs: $0.inputs, expected: $0.expected, got: $0.got, occurrences: $0.occurrences)
        },
        notes: r.notes.map(\.description), unsettledSprings: r.unsettledSprings.map(\.description))
    }
  }

  /// The summary as JSON (``JSONValue``, the one JSON writer), keys sorted (stable across runs).
  package var json: JSONValue { .object(jsonMembers) }

  /// The members of ``json``, for documents that put a header before them.
  package var jsonMembers: [(String, JSONValue)] { [("passed", .bool(passed)), ("types", .array(types.map(\.json)))] }

  /// Pretty-printed JSON with sorted keys (stable across runs).
  package func jsonString() -> String {
    json.serialized()
  }
}

extension ValidationSummary.TypeSummary {
  var json: JSONValue {
    .object([
      ("cases", .array(cases.map(\.json))), ("componentSource", .string(componentSource)),
      ("components", .array(components.map(JSONValue.string))), ("displayScale", .number(displayScale)),
      ("failures", .array(failures.map(\.json))), ("nonFloatFields", .array(nonFloatFields.map(JSONValue.string))),
      ("notes", .array(notes.map(JSONValue.string))), ("passed", .bool(passed)), ("typeName", .string(typeName)),
      ("unsettledSprings", .array(unsettledSprings.map(JSONValue.string))),
    ])
  }
}

extension ValidationSummary.CheckCount {
  var json: JSONValue { .object([("cases", .integer(cases)), ("check", .integer(check)), ("title", .string(title))]) }
}

extension ValidationSummary.Failure {
  var json: JSONValue {
    var members: [(String, JSONValue)] = [("check", .integer(check)), ("checkTitle", .string(checkTitle))]
    if let component { members.append(("component", .string(component))) }
    members += [
      ("expected", .string(expected)), ("got", .string(got)), ("inputs", .string(inputs)),
      ("message", .string(message)),
      ("mistake", .string(mistake)), ("occurrences", .integer(occurrences)),
    ]
    return .object(members)
  }
}
