import ArgumentParser
import WaveOutput

/// A command-line value read by one of the input grammars as argument-parser reads the command line.
///
/// The grammar's refusal is kept with the value, so that the command's `validate()` refuses it in the grammar's own
/// words (``accept()``, a usage error, exit 64) rather than argument-parser's "The value is invalid"; `run()` then
/// takes the parsed ``value``, never the text.
protocol GrammarArgument: ExpressibleByArgument {
  /// What the grammar makes of one value.
  associatedtype Value
  /// The value `text` gives.
  ///
  /// - Throws: ``InputError`` naming the option and the text.
  static func read(_ text: String) throws(InputError) -> Value
  /// What the grammar read: the value or its refusal.
  var reading: Result<Value, InputError> { get }
  /// A value as read.
  init(reading: Result<Value, InputError>)
}

extension GrammarArgument {
  init?(argument: String) {
    do {
      self.init(reading: .success(try Self.read(argument)))
    } catch {
      self.init(reading: .failure(error))
    }
  }

  /// Refuses a value the grammar refused.
  ///
  /// - Throws: the grammar's ``InputError``.
  func accept() throws(InputError) { _ = try reading.get() }

  /// The parsed value, once `validate()` has accepted it (``accept()``).
  var value: Value {
    guard case .success(let value) = reading else { preconditionFailure("validate() refuses what the grammar refused") }
    return value
  }
}

extension Sequence where Element: GrammarArgument {
  /// Refuses the first value the grammar refused.
  ///
  /// - Throws: the grammar's ``InputError``.
  func accept() throws(InputError) {
    for argument in self { try argument.accept() }
  }

  /// The parsed values, once `validate()` has accepted them.
  var values: [Element.Value] { map(\.value) }
}
