import ArgumentParser
import Foundation
import WaveOutput

/// The entry point `wave-bench` and `wave-bench-check` share.
enum CommandMain {
  /// Parses the command line against `root`, runs the command and exits.
  ///
  /// Pins the math library build unless the command times the machine; refuses an unknown command (exit 64, with a
  /// suggestion) before argument-parser would read it as the default command's argument (`wave-bench acuracy`), or show
  /// the main help for `help nonexist`; parses, refuses a single-value option given twice
  /// (``RepeatedOption``), runs, then flushes standard output. A
  /// ``CommandFailure`` prints its note and exits with its status: a failed write or flush of standard output exits 74
  /// (``StandardStreams/ioErrorExitCode``), a command that could not do its work 2, as does a file's content refused while
  /// it runs (``InputError/isFileContent``); help, the version and every other
  /// error are printed here from argument-parser's words and exit codes (usage errors 64, other failures 1). Output
  /// lost on either stream ends the run with 74, whatever its verdict would have been.
  ///
  /// - Parameters:
  ///   - root: the root command; its subcommands are the names a first argument may be.
  ///   - timingCommands: subcommands that run on the math library build the CPU picks (they time the machine).
  ///   - environment: what the program hands every command (``CommandEnvironment/current`` while it runs).
  static func run(
    _ root: (some ParsableCommand).Type, timingCommands: Set<String>, environment: CommandEnvironment
  ) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if !timingCommands.contains(arguments.first ?? "") { ReproducibleMath.pin() }
    StandardStreams.prepare()
    Foundation.exit(CommandEnvironment.$current.withValue(environment) { execute(root, arguments: arguments) })
  }

  /// Parses `arguments` against `root`, runs the command in this process, in ``CommandEnvironment/current``, and
  /// returns its exit status: what ``run(_:timingCommands:environment:)`` does between preparing the process and
  /// exiting it.
  ///
  /// - Parameters:
  ///   - root: the root command.
  ///   - arguments: the command line after the executable's name.
  /// - Returns: The exit status the executable would exit with.
  ///
  /// Call on the main thread: `perf`, `gate-workload` and `animate` run their work on the main actor.
  static func execute(_ root: (some ParsableCommand).Type, arguments: [String]) -> Int32 {
    var status: Int32
    do {
      let names = root.configuration.subcommands.map { $0._commandName }
      if let refusal = Suggestion.unknownCommand(in: arguments, commands: names) {
        throw CommandStopped(refusal, exitStatus: ExitCode.validationFailure.rawValue)
      }
      let named = root.configuration.subcommands.first { $0._commandName == arguments.first }
      let own: ParsableCommand.Type = named ?? root.configuration.defaultSubcommand ?? root
      if let repeated = RepeatedOption.refusal(in: arguments, for: own) {
        throw CommandStopped(
          usageRefusal(repeated, of: own, root: root), exitStatus: ExitCode.validationFailure.rawValue)
      }
      var command = try root.parseAsRoot(arguments)
      do {
        try command.run()
        status = 0
      } catch let verdict as ExitCode {
        status = verdict.rawValue
      } catch let refusal as InputError where refusal.isFileContent {
        // A file's content refused once the command runs (the output folder's own files): exit 2, as `validating`
        // gives one refused before.
        StandardStreams.note("Error: " + refusal.message)
        status = 2
      } catch let refusal as ValidationError {
        // A refusal once the command runs (a work limit, what a file holds): with the command's own usage line, as
        // argument-parser gives one from validate(); thrown from run(), it would carry the root's.
        let message = usageRefusal(refusal.message, of: type(of: command), root: root)
        status = CommandEnding.printed(
          status: ExitCode.validationFailure.rawValue, message: message, firstLine: refusal.message)
      }
      try StandardStreams.flush()
    } catch let failure as CommandFailure {
      StandardStreams.note(failure.note)
      status = failure.exitStatus
    } catch {
      status = CommandEnding.printed(
        status: root.exitCode(for: error).rawValue, message: root.fullMessage(for: error),
        firstLine: root.message(for: error))
    }
    return CommandEnding.finalStatus(status)
  }

  /// A usage error's words as argument-parser prints one from `validate()`: the error line, then `own`'s usage line.
  static func usageRefusal(
    _ refusal: String, of own: ParsableCommand.Type, root: (some ParsableCommand).Type
  ) -> String {
    let names =
      ObjectIdentifier(own) == ObjectIdentifier(root) ? root._commandName : root._commandName + " " + own._commandName
    let usage = root.usageString(for: own)
    return "Error: \(refusal)\n" + (usage.isEmpty ? "" : "Usage: \(usage)\n")
      + "  See '\(names) --help' for more information."
  }
}
