import Foundation
import WaveOutput

/// A JSON-encodable summary of validation reports (`wave-bench validate --format json`).
public struct ValidationSummary: Codable, Sendable, Equatable {
  /// One failure.
  public struct Failure: Codable, Sendable, Equatable {
    public let check: Int
    public let checkTitle: String
    public let mistake: String
    public let component: String?
    public let message: String
    public let inputs: String
    public let expected: String
    public let got: String
    public let occurrences: Int
  }

  /// The number of cases one check ran.
  public struct CheckCount: Codable, Sendable, Equatable {
    public let check: Int
    public let title: String
    public let cases: Int
  }

  /// One type's report.
  public struct TypeReport: Codable, Sendable, Equatable {
    public let typeName: String
    public let passed: Bool
    public let componentSource: String
    public let components: [String]
    public let nonFloatFields: [String]
    public let displayScale: Double
    public let cases: [CheckCount]
    public let failures: [Failure]
    public let notes: [String]
    public let unsettledSprings: [String]
  }

  /// True when every type passed.
  public let passed: Bool
  /// The types, in the order validated.
  public let types: [TypeReport]

  public init(reports: [ValidationReport]) {
    self.passed = reports.allSatisfy(\.passed)
    self.types = reports.map { r in
      TypeReport(
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
  public func jsonString() -> String {
    json.serialized()
  }
}

extension ValidationSummary.TypeReport {
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
