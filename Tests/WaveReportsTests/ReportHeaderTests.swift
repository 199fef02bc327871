import Foundation
import XCTest

@testable import WaveBench
@testable import WaveOutput

/// The header every report JSON starts with holds stable facts only, so that committed reports do not change
/// from machine to machine with no change in the code: `machine.os` is the OS release, not the kernel build.
final class ReportHeaderTests: XCTestCase {
  /// Fails for an `os` of `uname -s` + `uname -r` (`Linux 6.18.44-fc-v595`), which changes with every kernel.
  func testMachineOS_IsTheOSReleaseNotTheKernelBuild() throws {
    guard case .object(let members) = ReportHeader.machine else { return XCTFail("machine is not an object") }
    let os = try XCTUnwrap(members.first { $0.0 == "os" }?.1)
    // Read independently of MachineInfo: the kernel release from procfs, the OS from os-release.
    let kernel = try String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
    let pretty = release.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
      .map { String($0.dropFirst("PRETTY_NAME=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
    XCTAssertEqual(os, .string(pretty ?? "Linux"))
    XCTAssertFalse(os.serialized().contains(kernel), "the kernel build \(kernel) is not a stable fact")
    XCTAssertEqual(members.map(\.0), ["os", "arch", "cpu", "cores", "math"])
  }

  /// validation.json opens with the same header as every other report.
  func testValidationJSON_OpensWithTheReportHeader() throws {
    let json = ValidationOutcome.run().json()
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    XCTAssertEqual(object["schemaVersion"] as? Int, ReportHeader.schemaVersion)
    XCTAssertEqual(object["report"] as? String, "validation")
    XCTAssertNotNil(object["machine"] as? [String: Any])
    XCTAssertEqual((object["tool"] as? [String: Any])?["name"] as? String, "wave-bench")
    XCTAssertEqual(object["passed"] as? Bool, true)
    XCTAssertEqual((object["types"] as? [Any])?.count, 6, "CGFloat, Double, CGPoint, CGSize, CGRect, RGBAComponents")
  }
}
