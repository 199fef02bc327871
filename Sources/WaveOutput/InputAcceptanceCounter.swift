import Synchronization

/// Counts how often a command accepts its input (parses it, or tests it against a limit, refusing it with an
/// ``InputError``), by subject: the proof that a command accepts each input once, where it enters, and carries the
/// accepted value from there.
///
/// A test installs one for the task that runs a command (``current``, a task-local value); without one, nothing is
/// counted. Each place that accepts an input calls ``count(_:)`` once per value it accepts or refuses.
package final class InputAcceptanceCounter: Sendable {
  /// What is accepted.
  package enum Subject: String, Sendable, CaseIterable {
    /// One spring, by its grammar: its numbers, its convention, the limits on what it derives.
    case spring
    /// A list of named frame schedules (`--schedule`).
    case scheduleList
    /// A file of frame durations (`--dt-file`).
    case dtFile
    /// A file of integrator costs (`--integrator-costs`).
    case integratorCosts
    /// A list of check's rules (`--fail-on`).
    case rules
    /// A folder the command writes (`--output`).
    case outputFolder
    /// A file the command writes (`--output`, `--json`, `--junit`, `--markdown`, `--baseline`).
    case outputFile
    /// The length of a dt file played once, against the runs that use it.
    case dtFileLength
    /// The work the springs and schedules ask for, against the input limits.
    case work
  }

  private let counts = Mutex<[Subject: Int]>([:])

  package init() {}

  /// How many times `subject` was accepted or refused.
  package subscript(subject: Subject) -> Int { counts.withLock { $0[subject, default: 0] } }

  /// The counter of the running task; nil (nothing counted) unless a test installs one.
  @TaskLocal package static var current: InputAcceptanceCounter?

  /// Counts one acceptance of `subject` on the running task's counter, if it has one.
  package static func count(_ subject: Subject) {
    current?.counts.withLock { $0[subject, default: 0] += 1 }
  }
}
