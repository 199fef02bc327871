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
      Aligns the rows of OLD.json and NEW.json (written by `wave-bench accuracy`) by
      integrator, spring and schedule, and prints every change of maxError, rmsError
      or snapPer1000 beyond the tolerance, with signs and ratios, and every status
      change, then how many rows it matched. Both reports must have run the same
      springs, schedules and integrators (else exit 2, naming what differs), unless
      --allow-partial: then the rows both have are compared. Exit status: 0 no
      regression, 1 worse, 2 unreadable input or nothing to compare.
      """
  )

  @Argument(help: "The old accuracy.json.") var old: String
  @Argument(help: "The new accuracy.json.") var new: String

  @Option(parsing: .unconditional, help: "Relative worsening allowed, a finite number ≥ 0 (0.01 = 1 %).")
  var tolerance: Double = 0.01

  @Flag(name: .customLong("allow-partial"), help: "Compare the rows both reports have when their settings differ.")
  var allowPartial = false

  @Option(help: "Output format: text or json.")
  var format: TextOrJSON = .text

  func validate() throws {
    try validating { try InputError.requireNonNegative(tolerance, "--tolerance") }
  }

  func run() throws {
    let outcome: ReportComparison.Outcome
    do {
      outcome = try ReportComparison.compare(
        oldPath: old, newPath: new, tolerance: tolerance, allowPartial: allowPartial)
    } catch {
      StandardStreams.note("Error: \(error)")
      throw ExitCode(2)
    }
    try StandardStreams.write(format == .text ? outcome.text() : outcome.json())
    if outcome.regressed { throw ExitCode(1) }
  }
}
