import Foundation
import XCTest

/// Each report's key findings name a fix with its measured effect, and a fix that names a spring passes
/// `wave-bench check` on the schedule of the problem, where the original fails.
final class ReportFixTests: XCTestCase {
  func findings(_ arguments: [String], file: String) throws -> [String] {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("fix-\(UUID().uuidString)").path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: output) }
    let result = CommandRunner.run(arguments + ["--output", output])
    XCTAssertEqual(result.status, 0, result.stderr)
    let markdown = try String(contentsOfFile: output + "/" + file, encoding: .utf8)
    let section = markdown.components(separatedBy: "## Key findings").dropFirst().first ?? ""
    return (section.components(separatedBy: "\n## ").first ?? "").split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("- ")
    }
  }

  /// The `--spring` value a fix names (`` `--spring 0.85:0.23` ``).
  func fixedSpring(_ finding: String) throws -> String {
    let start = try XCTUnwrap(finding.range(of: "(`--spring "), finding)
    return String(finding[start.upperBound...].prefix { $0 != "`" })
  }

  func testStabilityFix_IsStableWhereThePresetDiverges() throws {
    let lines = try findings(["stability", "--spring", "0.5:0.08"], file: "stability.md")
    let user = try XCTUnwrap(lines.first { $0.hasPrefix("- Your spring 0.5/0.08") })
    XCTAssertTrue(user.contains("Fix: use"), user)
    let value = try fixedSpring(user)
    let check = ["check", "--schedule", "60hz,30hz", "--fail-on", "unstable"]
    XCTAssertEqual(CommandRunner.run(check + ["--spring", value]).status, 0, value)
    XCTAssertEqual(CommandRunner.run(check + ["--spring", "0.5:0.08"]).status, 1)
    XCTAssertTrue(lines.contains { $0.contains("`defaultInteractive`") && $0.contains("Fix: use") })
  }

  func testAccuracyFix_RemovesTheLargestSnap() throws {
    let lines = try findings(["accuracy", "--spring", "1:0.3", "--schedule", "60hz,hitch"], file: "accuracy.md")
    let snap = try XCTUnwrap(lines.first { $0.contains("largest end-of-animation snap") })
    XCTAssertTrue(snap.contains("Fix: use") && snap.contains("the snap at hitch goes from"), snap)
    let check = ["check", "--schedule", "60hz,hitch", "--fail-on", "unstable,snap>0.5pt"]
    XCTAssertEqual(CommandRunner.run(check + ["--spring", try fixedSpring(snap)]).status, 0)
    XCTAssertEqual(CommandRunner.run(check + ["--spring", "1:0.3"]).status, 1)
  }

  func testFormulasAndSettling_NameAFix() throws {
    let formulas = try findings(["formulas"], file: "formulas.md")
    XCTAssertTrue(formulas.contains { $0.contains("compare equal") && $0.contains("Fix: use") }, "\(formulas)")
    let settling = try findings(["settling", "--schedule", "60hz"], file: "settling.md")
    let fix = try XCTUnwrap(settling.first { $0.hasPrefix("- Fix") })
    XCTAssertTrue(fix.contains("grid springs instead of") && fix.contains("drops from"), fix)
  }

  /// Every fix a report names on user springs and schedules passes `check` on those schedules.
  ///
  /// With check's default rules: the one recommender checked it there. 1/0.25 is unstable at 30 Hz; 2/0.5 and 3/0.8 end with a jump.
  func testEveryFix_PassesCheckOnTheRunsSchedules() throws {
    let schedules = "120hz,60hz,30hz"
    let springs = ["--spring", "1:0.25", "--spring", "2:0.5", "--spring", "3:0.8"]
    var values: [String] = []
    for (command, file) in [("stability", "stability.md"), ("accuracy", "accuracy.md"), ("formulas", "formulas.md")] {
      for line in try findings([command, "--schedule", schedules] + springs, file: file) where line.contains("Fix: use")
      {
        XCTAssertTrue(line.contains("on \(schedules.replacingOccurrences(of: ",", with: ", "))"), line)
        values.append(try fixedSpring(line))
      }
    }
    XCTAssertGreaterThanOrEqual(values.count, 4, "\(values)")
    for value in values {
      let result = CommandRunner.run(["check", "--schedule", schedules, "--spring", value])
      XCTAssertEqual(result.status, 0, "\(value): \(result.stdout)")
    }
  }
}
