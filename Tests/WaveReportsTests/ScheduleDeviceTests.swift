import Foundation
import XCTest

@testable import WaveBench

/// Every schedule a person can name is named for the device it stands for, in the words of
/// ``ScheduleSpec/device``, wherever a person reads about schedules: README's glossary, `check --help` and
/// docs/commands.md.
final class ScheduleDeviceTests: XCTestCase {
  /// `text` with every run of white space as one space: a wrapped line reads as one.
  func flat(_ text: some StringProtocol) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  func testEverySchedule_HasADevice_ListedInTheGlossaryHelpAndDocs() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let docs = try String(contentsOf: root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
    let start = try XCTUnwrap(readme.range(of: "## Words used above"), "README's glossary")
    let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
    let glossary = flat(readme[start.upperBound..<end])
    let help = flat(CommandHelp.check.discussion)
    // The schedules `--schedule` names: the suite's and check's defaults, and those `check --help` lists.
    var schedules = ScheduleSpec.standard + CheckSetup.defaultSchedules + ScheduleSpec.described
    schedules = schedules.filter { spec in schedules.first { $0.name == spec.name } == spec }
    XCTAssertEqual(Set(schedules.map(\.name)), ["120hz", "60hz", "30hz", "vrr", "jitter", "hitch"])
    for spec in schedules {
      let parsed = try XCTUnwrap(ScheduleSpec.named(spec.name), spec.name)
      let device = try XCTUnwrap(parsed.device, "\(spec.name) names no device")
      XCTAssertFalse(device.isEmpty)
      XCTAssertTrue(glossary.contains("`\(spec.name)`: \(device)"), "README's glossary: \(spec.name)")
      XCTAssertTrue(help.contains("\(spec.name) \(device)"), "check --help: \(spec.name)")
      XCTAssertTrue(docs.contains("| `\(spec.name)` | \(device) |"), "docs/commands.md: \(spec.name)")
    }
  }
}
