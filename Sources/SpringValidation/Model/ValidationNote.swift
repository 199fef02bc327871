/// Something the report says without failing the type, such as a `scaledIntegral` that deliberately
/// returns its value (as colors do), or samples too few for a check.
public struct ValidationNote: Sendable, Equatable, Codable, CustomStringConvertible {
  /// The check the note is about.
  public let check: ValidationCheck
  /// The note in words.
  public let message: String

  package init(check: ValidationCheck, message: String) {
    self.check = check
    self.message = message
  }

  public var description: String { "[\(check)] note: \(message)" }
}
