import Foundation
import XCTest

@testable import WaveBench

/// Every subcommand's `--help`, and the tool's, compared whole with the text committed in `Golden/help/`.
///
/// A change of help is a change a reviewer sees in the diff. `scripts/update-help.sh` rewrites the files from the built tool
/// (`WAVEBENCH_UPDATE_GOLDENS=1`), for a change that is meant.
final class HelpGoldenTests: XCTestCase {
  func testEverySubcommandsHelp_IsTheCommittedText() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/help")
    let update = ProcessInfo.processInfo.environment["WAVEBENCH_UPDATE_GOLDENS"] == "1"
    let names = [""] + WaveBenchCommand.configuration.subcommands.map { $0._commandName }
    XCTAssertGreaterThanOrEqual(names.count, 18, "the tool and its subcommands")
    var expectedFiles: Set<String> = []
    for name in names {
      let run = CommandRunner.run((name.isEmpty ? [] : [name]) + ["--help"])
      XCTAssertEqual(run.status, 0, "\(name): \(run.stderr)")
      let file = (name.isEmpty ? "wave-bench" : name) + ".txt"
      expectedFiles.insert(file)
      let path = folder.appendingPathComponent(file)
      if update {
        try run.stdout.write(to: path, atomically: true, encoding: .utf8)
        continue
      }
      let committed = try String(contentsOf: path, encoding: .utf8)
      XCTAssertEqual(run.stdout, committed, "\(file) differs: run scripts/update-help.sh if the change is meant")
    }
    let present = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    XCTAssertEqual(present, expectedFiles, "one file per command, none left over")
  }
}
