import Foundation
import XCTest

/// A spring written in one engine's convention and run by another (`"runsOn"`, `runsOn=`) is judged as the engine
/// that runs it.
final class RunsOnTests: XCTestCase {
  func testFramerNumbersRunOnSwiftUI_AreJudgedAsSwiftUIsSpring() throws {
    let file = try CommandRunner.temporaryFile(
      #"[{"name": "card", "engine": "framer", "stiffness": 1000, "damping": 60, "runsOn": "swiftui"}]"#, in: self)
    let result = CommandRunner.run(["check", "--springs-file", file, "--format", "json"])
    XCTAssertTrue([0, 1].contains(result.status), result.stderr)
    let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let spring = try XCTUnwrap((report["springs"] as? [[String: Any]])?.first)
    XCTAssertEqual(spring["judgedAs"] as? String, "fluid")
    XCTAssertEqual((spring["given"] as? [String: Any])?["runsOn"] as? String, "swiftui")
    // The same numbers on the command line, as its label writes them, are the same spring judged the same way.
    let label = try XCTUnwrap(spring["label"] as? String)
    XCTAssertEqual(label, "framer:runsOn=swiftui,damping=60,stiffness=1000")
    let again = CommandRunner.run(["check", "--spring", label, "--format", "json"])
    XCTAssertEqual(again.status, result.status, again.stderr)
  }

  func testBadRunsOn_IsOneLine() throws {
    for (entry, status): (String, Int32) in [
      (#"[{"engine": "framer", "stiffness": 1000, "damping": 60, "runsOn": "flutter"}]"#, 2),
      (#"[{"engine": "framer", "stiffness": 1000, "damping": 60, "runsOn": 1}]"#, 2),
      (#"[{"engine": "swiftui", "animation": "interpolatingSpring", "duration": 0.5, "runsOn": "ca"}]"#, 2),
      (#"[{"dampingRatio": 0.8, "response": 0.3, "runsOn": "swiftui"}]"#, 2),
    ] {
      let file = try CommandRunner.temporaryFile(entry, in: self)
      let result = CommandRunner.run(["check", "--springs-file", file])
      XCTAssertEqual(result.status, status, entry)
      XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
      XCTAssertTrue(result.stderr.contains("runsOn"), result.stderr)
      XCTAssertEqual(result.stdout, "")
    }
    let flag = CommandRunner.run(["check", "--spring", "framer:stiffness=1000,damping=60,runsOn=x"])
    XCTAssertEqual(flag.status, 64)
  }
}
