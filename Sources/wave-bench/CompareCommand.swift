import ArgumentParser
import Foundation
import WaveInputs
import WaveOutput
import WaveReports

struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Compare two accuracy reports; exit 1 when accuracy got worse beyond --tolerance.",
    discussion: """
      Aligns the rows of OLD.json and NEW.json (written by `wave-bench accuracy`) by integrator, spring and
      schedule, and prints every change of maxError, rmsError or snapPer1000 beyond the tolerance, with signs
      and ratios, and every status change. Exit status: 0 no regression, 1 worse, 2 unreadable input.
      """
  )

  @Argument(help: "The old accuracy.json.") var old: String
  @Argument(help: "The new accuracy.json.") var new: String

  @Option(parsing: .unconditional, help: "Relative worsening allowed, a finite number ≥ 0 (0.01 = 1 %).")
  var tolerance: Double = 0.01

  func validate() throws {
    try validating { try InputError.requireNonNegative(tolerance, "--tolerance") }
  }

  func run() throws {
    let outcome: ReportComparison.Outcome
    do {
      outcome = try ReportComparison.compare(oldPath: old, newPath: new, tolerance: tolerance)
    } catch {
      StandardStreams.note("Error: \(error)")
      throw ExitCode(2)
    }
    try StandardStreams.write(outcome.lines.joined(separator: "\n") + "\n")
    if outcome.regressed { throw ExitCode(1) }
  }
}
