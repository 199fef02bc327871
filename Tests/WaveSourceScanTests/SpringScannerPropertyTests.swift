import XCTest

@testable import WaveBench
@testable import wave_bench_check

/// A `CASpringAnimation` made with `()` or `(keyPath:)` and given its spring by the statements that follow it.
///
/// Apple's defaults, when a property is not set: mass 1, stiffness 100, damping 10
/// (developer.apple.com/documentation/quartzcore/caspringanimation, and its `mass`, `stiffness` and `damping` pages).
final class SpringScannerPropertyTests: XCTestCase {
  private func scan(_ body: String) -> (springs: [SourceSpring], unresolved: [UnresolvedSpring]) {
    SpringScanner.scan(source: "import " + "QuartzCore\n" + body + "\n", file: "t.swift")
  }

  private func ca(_ mass: Double, _ stiffness: Double, _ damping: Double) -> EngineSpring {
    EngineSpring(
      engine: .ca, parameters: [.init("mass", mass), .init("stiffness", stiffness), .init("damping", damping)])
  }

  func testPropertiesSetToLiterals_AreTheSpring_UnsetOnesApplesDefaults() {
    let found = scan(
      """
      let a = CASpringAnimation(keyPath: "position")
      a.stiffness = 300
      a.fromValue = 0
      a.initialVelocity = 2
      a.duration = a.settlingDuration
      let b = CASpringAnimation()
      b.mass = 2
      b.mass = 3
      b.damping = (12)
      b.duration = b.settlingDuration
      layer.add(b, forKey: "b")
      """)
    XCTAssertEqual(found.unresolved, [])
    XCTAssertEqual(found.springs.map(\.spring), [ca(1, 300, 10), ca(3, 100, 12)])
    XCTAssertEqual(found.springs.map(\.call), ["CASpringAnimation(keyPath:)", "CASpringAnimation()"])
    XCTAssertEqual(
      found.springs.map(\.position), [2, 7].map { SourcePosition(file: "t.swift", line: $0, column: 9) })
    XCTAssertEqual(found.springs.map(\.api), [.ca, .ca])
  }

  /// Only the variable's own code block is read: a function's `a` is not another function's.
  func testOnlyTheVariablesCodeBlock_IsRead() {
    let found = scan(
      """
      func show(_ layer: CALayer) {
        let a = CASpringAnimation(keyPath: "opacity")
        a.damping = 20
        a.duration = a.settlingDuration
        layer.add(a, forKey: nil)
      }
      func other() { a.damping = 5; a.duration = 9 }
      """)
    XCTAssertEqual(found.unresolved, [])
    XCTAssertEqual(found.springs.map(\.spring), [ca(1, 100, 20)])
  }

  func testPropertiesNotFollowed_AreListedWithTheReason() {
    // Each with its duration set as check models it, so that the reason listed is the one under test.
    func reasons(_ body: String) -> [String] {
      scan(body + "\na.duration = a.settlingDuration").unresolved.map(\.reason)
    }
    XCTAssertEqual(
      reasons("let a = CASpringAnimation()\na.damping = d\na.stiffness = 2 * 50"),
      ["stiffness is not a literal (`2 * 50`); damping is not a literal (`d`)"])
    XCTAssertEqual(
      reasons("let a = CASpringAnimation()\nif open { a.stiffness = 200 }"),
      ["stiffness is set inside a nested block or closure (`a.stiffness = 200`)"])
    XCTAssertEqual(
      reasons("let a = CASpringAnimation()\nrun { a.mass = 2 }"),
      ["mass is set inside a nested block or closure (`a.mass = 2`)"])
    XCTAssertEqual(
      reasons("let a = CASpringAnimation()\na.stiffness *= 2"),
      ["stiffness is not set to a literal (`a.stiffness *= 2`)"])
    // A literal duration is where Core Animation cuts the animation; any other expression is listed.
    XCTAssertEqual(
      scan("let a = CASpringAnimation(keyPath: \"x\")\na.duration = 1").springs.map { $0.spring["duration"] }, [1])
    for duration in ["b.settlingDuration", "a.settlingDuration * 2"] {
      XCTAssertEqual(
        scan("let a = CASpringAnimation(keyPath: \"x\")\na.duration = \(duration)").unresolved.map(\.reason),
        ["its duration is set to `\(duration)`, not a literal > 0 nor its settlingDuration"], duration)
    }
    // Unset, its duration is 0 (CAMediaTiming's default), and Core Animation runs it for its transaction's 0.25 s.
    XCTAssertEqual(
      scan("let a = CASpringAnimation(keyPath: \"x\")\na.stiffness = 200").springs.map { $0.spring["duration"] },
      [0.25])
    let notFollowed = "not assigned to a variable in a code block, so the properties set on it are not followed"
    XCTAssertEqual(reasons("layer.add(CASpringAnimation(keyPath: \"x\"), forKey: nil)"), [notFollowed])
    XCTAssertEqual(reasons("final class C { let a = CASpringAnimation() }"), [notFollowed])
    XCTAssertEqual(scan("final class C { let a = CASpringAnimation() }").unresolved.map(\.api), [.ca])
  }

  /// `init(perceptualDuration:bounce:)` is its arguments' spring: its duration must be set to its settling duration,
  /// and a mass, stiffness or damping set afterwards leaves it unresolved; handed over as it is made, its duration is
  /// never set.
  func testPerceptualDuration_PropertiesSetAfterwards() {
    let kept = scan(
      """
      let w = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
      w.duration = w.settlingDuration
      layer.add(CASpringAnimation(perceptualDuration: 0.3, bounce: 0), forKey: nil)
      """)
    // Handed over as it is made, its duration is never set: Core Animation cuts it at the transaction's 0.25 s.
    XCTAssertEqual(kept.springs.map { $0.spring["perceptualDuration"] }, [0.5, 0.3])
    XCTAssertEqual(kept.springs.map { $0.spring["duration"] }, [nil, 0.25])
    XCTAssertEqual(kept.unresolved, [])
    let changed = scan(
      "let w = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)\nw.stiffness = 300\nw.duration = w.settlingDuration"
    )
    XCTAssertEqual(changed.springs, [])
    XCTAssertEqual(
      changed.unresolved.map(\.reason), ["its stiffness is set after it is made, over the spring its arguments give"])
  }
}
