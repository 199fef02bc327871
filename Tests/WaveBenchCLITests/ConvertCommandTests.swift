import Foundation
import WaveCore
import XCTest

@testable import WaveBench

final class ConvertCommandTests: XCTestCase {
  /// Apple's worked example (the SwiftUI `Spring` page): `Spring(duration: 0.5, bounce: 0.3)` is mass 1, stiffness
  /// 157.9, damping 17.6, printed to one decimal (each within 0.05).
  func testAppleExample_IsItsDocumentedSpring() throws {
    let result = CommandRunner.run(["convert", "swiftui:duration=0.5,bounce=0.3", "--format", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let physical = try XCTUnwrap(try Self.object(result.stdout)["physical"] as? [String: Any])
    XCTAssertEqual(physical["mass"] as? Double, 1)
    // Apple's figures are printed to one decimal: half a unit of it, 0.05 (see the doc comment).
    XCTAssertEqual(try XCTUnwrap(physical["stiffness"] as? Double), 157.9, accuracy: 0.05)
    XCTAssertEqual(try XCTUnwrap(physical["damping"] as? Double), 17.6, accuracy: 0.05)
    let text = CommandRunner.run(["convert", "swiftui:duration=0.5,bounce=0.3"])
    XCTAssertTrue(text.stdout.contains(".spring(duration: 0.5, bounce: 0.3)"), text.stdout)
  }

  /// A label the engine does not take: one line naming it and what the engine takes, the usage, exit 64.
  func testUnknownLabel_IsRefusedInOneLine() throws {
    let result = CommandRunner.run(["convert", "swiftui:bounciness=0.3"])
    XCTAssertEqual(result.status, 64)
    XCTAssertEqual(result.stdout, "")
    let first = try XCTUnwrap(result.stderr.split(separator: "\n").first)
    XCTAssertEqual(
      String(first),
      "Error: swiftui: 'bounciness' is not a parameter; swiftui takes duration, bounce | response, dampingRatio "
        + "(dampingFraction) | mass, stiffness, damping, allowOverDamping")
    XCTAssertTrue(result.stderr.contains("Usage:"), result.stderr)
  }

  /// A control character in a label stays escaped on the error's one line.
  func testControlCharacterInALabel_StaysOnTheErrorLine() throws {
    let result = CommandRunner.run(["convert", "swiftui:dur\nation=0.5"])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.stderr.hasPrefix("Error: swiftui: 'dur\\nation' is not a parameter; "), result.stderr)
  }

  /// An unknown engine gets the nearest name.
  func testUnknownEngine_SuggestsTheNearest() throws {
    let result = CommandRunner.run(["convert", "flutr:duration=0.5"])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.stderr.hasPrefix("Error: unknown engine 'flutr'; did you mean 'flutter'?"), result.stderr)
  }

  /// Every exact JSON entry builds the same spring when typed back.
  ///
  /// Every exact JSON entry, typed back as `ENGINE:key=value,…`, converts to the same physical spring (within
  /// ``Tolerance/conventionRoundTrip``); every lossy entry carries a reason. Springs: underdamped with mass ≠ 1 (in
  /// Wave's form), overdamped (react-spring), and an undamped one (Flutter).
  func testJSONRoundTrip_EveryExactEntryBuildsTheSameSpring() throws {
    for input in [
      "2:k=300:m=2.5", "react-spring:tension=300,friction=60,mass=0.5", "flutter:mass=1,stiffness=50,damping=0",
    ] {
      let result = CommandRunner.run(["convert", input, "--format", "json"])
      XCTAssertEqual(result.status, 0, result.stderr)
      let object = try Self.object(result.stdout)
      let physical = try XCTUnwrap(object["physical"] as? [String: Any])
      let conventions = try XCTUnwrap(object["conventions"] as? [String: [String: Any]])
      XCTAssertEqual(conventions.count, SpringEngine.allCases.count)
      for (engine, entry) in conventions {
        if entry["lossy"] as? Bool == true {
          XCTAssertFalse((entry["reason"] as? String ?? "").isEmpty, "\(input) \(engine)")
          continue
        }
        let pairs = entry.keys.filter { $0 != "code" && $0 != "formNote" }.sorted().map { key in
          let value = entry[key]!
          if let number = value as? NSNumber, String(cString: number.objCType) == "c" {
            return "\(key)=\(number.boolValue)"
          }
          return "\(key)=\((value as! NSNumber).doubleValue)"
        }
        let again = CommandRunner.run(["convert", "\(engine):\(pairs.joined(separator: ","))", "--format", "json"])
        XCTAssertEqual(again.status, 0, "\(input) \(engine): \(again.stderr)")
        let back = try XCTUnwrap(try Self.object(again.stdout)["physical"] as? [String: Any])
        let critical = 2 * (Self.number(physical, "stiffness") * Self.number(physical, "mass")).squareRoot()
        for key in ["mass", "stiffness", "damping"] {
          let scale = key == "damping" ? max(Self.number(physical, key), critical) : Self.number(physical, key)
          XCTAssertEqual(
            Self.number(back, key), Self.number(physical, key), accuracy: Tolerance.conventionRoundTrip * scale,
            "\(input) \(engine) \(key)")
        }
      }
    }
  }

  /// `--travel` scales the distances: Wave's own step and the exact spring are both linear in the travel, and the
  /// animator's snap comes at the settling duration whatever the travel, so Wave's largest distance from exact over
  /// 10 points is that over 1000 points / 100, to the rounding of the two runs (``Tolerance/roundingRelative``).
  func testTravel_ScalesWavesLargestDistance() throws {
    func waveDistances(_ travel: String) throws -> [Double] {
      let result = CommandRunner.run(["convert", "0.7:0.5", "--travel", travel, "--format", "json"])
      XCTAssertEqual(result.status, 0, result.stderr)
      let display = try XCTUnwrap(try Self.object(result.stdout)["display"] as? [String: Any])
      let engines = try XCTUnwrap(display["engines"] as? [[String: Any]])
      let wave = try XCTUnwrap(engines.first { $0["engine"] as? String == "wave" })
      return try XCTUnwrap(wave["rates"] as? [[String: Any]]).map { Self.number($0, "largestDistance") }
    }
    let (long, short) = (try waveDistances("1000"), try waveDistances("10"))
    XCTAssertEqual(long.count, 2)
    for (l, s) in zip(long, short) {
      XCTAssertGreaterThan(l, 0)
      XCTAssertEqual(s * 100, l, accuracy: Tolerance.roundingRelative * l)
    }
  }

  static func object(_ text: String) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func number(_ object: [String: Any], _ key: String) -> Double {
    (object[key] as? NSNumber)?.doubleValue ?? .nan
  }
}
