/// Bad input from the command line or a file: one line that names the option (or file) and what is allowed.
public struct InputError: Error, CustomStringConvertible, Equatable {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
