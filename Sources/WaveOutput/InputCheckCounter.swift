import Synchronization

/// Counts the checks a command makes of its input, by what each checks: the proof that a command checks each input
/// once, where it enters, and carries the checked value from there.
///
/// A test installs one for the task that runs a command (``current``, a task-local value); without one, a check
/// counts nothing. Each place that checks an input calls ``count(_:)`` once per value it accepts or refuses.
package final class InputCheckCounter: Sendable {
  /// What a check checks.
  package enum Subject: String, Sendable, CaseIterable {
    /// One spring, by its grammar: its numbers, its convention, the limits on what it derives.
    case spring
    /// A list of named frame schedules (`--schedule`).
    case scheduleList
    /// A file of frame durations (`--dt-file`).
    case dtFile
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

  /// How many checks of `subject` ran.
  package subscript(subject: Subject) -> Int { counts.withLock { $0[subject, default: 0] } }

  /// The counter of the running task; nil (nothing counted) unless a test installs one.
  @TaskLocal package static var current: InputCheckCounter?

  /// Counts one check of `subject` on the running task's counter, if it has one.
  package static func count(_ subject: Subject) {
    current?.counts.withLock { $0[subject, default: 0] += 1 }
  }
}
