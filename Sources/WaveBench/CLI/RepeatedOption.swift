import ArgumentParser
import Foundation
import WaveOutput

/// The one rule for an option that takes one value: given twice, it is refused (exit 64), never read as the last.
///
/// argument-parser keeps the last value of a single-value option and drops the others without a word
/// (`check --springs-file a.json --springs-file b.json` checked only b). Every command's options are read from its
/// own description, argument-parser's `--experimental-dump-help` JSON (``ParsableArguments/_dumpHelp()``), so that
/// an option added later is covered too: an option is single-valued there when it is not repeating (not an array).
/// Options that take a list (`--spring`, `--schedule`, `--scan`) and flags are not concerned.
enum RepeatedOption {
  /// The refusal of the first single-value option `arguments` give twice to `command`, or nil.
  ///
  /// - Parameters:
  ///   - arguments: the command line after the executable's name, as parsed into `command`.
  ///   - command: the command argument-parser parsed them into (the default command when no name was given).
  /// - Returns: One line naming the option and both values, escaped.
  static func refusal(in arguments: [String], for command: ParsableCommand.Type) -> String? {
    let options = singleValueOptions(of: command)
    guard !options.isEmpty else { return nil }
    var given: [String: String] = [:]
    var index = arguments.first == command._commandName ? 1 : 0
    while index < arguments.count {
      let token = arguments[index]
      index += 1
      if token == "--" { break }
      guard token.hasPrefix("-"), token.count > 1 else { continue }
      let (written, attached) = split(token)
      guard let option = options[written] else { continue }
      var value = attached
      if value == nil, index < arguments.count, option.unconditional || !arguments[index].hasPrefix("--") {
        value = arguments[index]
        index += 1
      }
      let shown = "'\(InputFile.printable(value ?? ""))'"
      if let first = given[option.name] {
        return
          "\(option.name) is given twice (\(first), then \(shown)): it takes one value, so one would be dropped; give it once"
      }
      given[option.name] = shown
    }
    return nil
  }

  /// An option as the command line writes it (`--output`, `-o`): the name a message uses (its long name) and
  /// whether its value is always the next argument, even one that starts with a dash.
  struct Option {
    let name: String
    let unconditional: Bool
  }

  /// `--name=value` as the name and the value; a name alone with no value.
  static func split(_ token: String) -> (name: String, value: String?) {
    guard let equals = token.firstIndex(of: "=") else { return (token, nil) }
    return (String(token[..<equals]), String(token[token.index(after: equals)...]))
  }

  /// Every spelling (`--output`, `-o`) of `command`'s options that take one value, from its dump-help description.
  static func singleValueOptions(of command: ParsableCommand.Type) -> [String: Option] {
    guard let object = try? JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8)) as? [String: Any],
      let info = object["command"] as? [String: Any]
    else { return [:] }
    var options: [String: Option] = [:]
    for argument in info["arguments"] as? [[String: Any]] ?? [] {
      guard argument["kind"] as? String == "option", argument["isRepeating"] as? Bool == false else { continue }
      let names = argument["names"] as? [[String: Any]] ?? []
      let spelled: [String] = names.compactMap { name in
        guard let text = name["name"] as? String else { return nil }
        return (name["kind"] as? String == "long" ? "--" : "-") + text
      }
      guard let long = spelled.first(where: { $0.hasPrefix("--") }) ?? spelled.first else { continue }
      let option = Option(name: long, unconditional: argument["parsingStrategy"] as? String == "unconditional")
      for spelling in spelled { options[spelling] = option }
    }
    return options
  }
}
