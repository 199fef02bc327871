import WaveConventions
import XCTest

@testable import WaveSourceScan

/// Each form's documented defaults, the literal rule, comments and strings, the context rule for presets, columns
/// in UTF-8 and the ambiguity rule, through `SpringScanner.scan(source:file:)`.
final class SpringScannerFormTests: XCTestCase {
  /// An import line, built so that scripts/check-imports.swift does not read the test's sources as importing it.
  private static func header(_ module: String) -> String { "import " + module }

  /// The one spring `expression` is, handed to `withAnimation` in a file that imports `imports`.
  private func spring(
    _ expression: String, imports: String = "import SwiftUI", file: StaticString = #filePath, line: UInt = #line
  ) -> [String: Double]? {
    let found = SpringScanner.scan(source: "\(imports)\nwithAnimation(\(expression)) {}\n", file: "t.swift")
    XCTAssertEqual(found.springs.count, 1, "\(expression): \(found)", file: file, line: line)
    XCTAssertEqual(found.unresolved, [], file: file, line: line)
    guard let spring = found.springs.first else { return nil }
    XCTAssertEqual(spring.spring.engine, spring.api.engine, file: file, line: line)
    return Dictionary(uniqueKeysWithValues: spring.spring.parameters.map { ($0.name, $0.value) })
  }

  private func reasons(_ source: String) -> [String] {
    SpringScanner.scan(source: source, file: "t.swift").unresolved.map(\.reason)
  }

  func testSwiftUIAnimationForms_FillEveryDefaultAppleDocuments() {
    XCTAssertEqual(spring(".spring"), ["response": 0.5, "dampingRatio": 0.825])
    XCTAssertEqual(spring(".spring()"), ["response": 0.5, "dampingRatio": 0.825])
    XCTAssertEqual(spring(".spring(response: 1)"), ["response": 1, "dampingRatio": 0.825])
    XCTAssertEqual(spring(".spring(blendDuration: 2)"), ["response": 0.5, "dampingRatio": 0.825])
    XCTAssertEqual(spring(".spring(duration: 1)"), ["duration": 1, "bounce": 0])
    XCTAssertEqual(spring(".spring(bounce: 0.2, blendDuration: b)"), ["duration": 0.5, "bounce": 0.2])
    XCTAssertEqual(spring(".interactiveSpring"), ["response": 0.15, "dampingRatio": 0.86])
    XCTAssertEqual(spring(".interactiveSpring(dampingFraction: 0.5)"), ["response": 0.15, "dampingRatio": 0.5])
    XCTAssertEqual(spring(".interpolatingSpring"), ["duration": 0.5, "bounce": 0])
    XCTAssertEqual(spring(".interpolatingSpring(bounce: 0.1)"), ["duration": 0.5, "bounce": 0.1])
    XCTAssertEqual(
      spring(".interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: v)"),
      ["mass": 1, "stiffness": 100, "damping": 10])
    XCTAssertEqual(spring("Animation.spring"), ["response": 0.5, "dampingRatio": 0.825])
  }

  func testPresets_BaseBouncePlusExtraBounce() {
    XCTAssertEqual(spring(".smooth"), ["duration": 0.5, "bounce": 0])
    XCTAssertEqual(spring(".smooth(duration: 1)"), ["duration": 1, "bounce": 0])
    XCTAssertEqual(spring(".snappy"), ["duration": 0.5, "bounce": 0.15])
    XCTAssertEqual(spring(".snappy(duration: 0.3, extraBounce: 0.1)"), ["duration": 0.3, "bounce": 0.15 + 0.1])
    XCTAssertEqual(spring(".bouncy"), ["duration": 0.5, "bounce": 0.3])
    XCTAssertEqual(spring(".bouncy(extraBounce: 0.2)"), ["duration": 0.5, "bounce": 0.3 + 0.2])
    XCTAssertEqual(spring("Animation.smooth"), ["duration": 0.5, "bounce": 0])
    XCTAssertEqual(spring(".spring(Spring.bouncy)"), ["duration": 0.5, "bounce": 0.3])
  }

  func testSwiftUISpringInitializers_FillDefaults() {
    XCTAssertEqual(spring("Spring()"), ["duration": 0.5, "bounce": 0])
    XCTAssertEqual(
      spring("Spring(stiffness: 100, damping: 10)"),
      [
        "mass": 1, "stiffness": 100, "damping": 10, "allowOverDamping": 0,
      ])
    XCTAssertEqual(spring("Spring(mass: 2, stiffness: 100, damping: 10, allowOverDamping: false)")?["mass"], 2)
  }

  func testWaveForms_MassDefaultsToOneAndPresetsCarryUpstreamValues() {
    XCTAssertEqual(
      spring("Spring(dampingRatio: 0.7, response: 0.4)", imports: "import Wave"),
      ["dampingRatio": 0.7, "response": 0.4, "mass": 1])
    XCTAssertEqual(
      spring("Spring(dampingRatio: 0.7, stiffness: 300)", imports: "import Wave"),
      ["dampingRatio": 0.7, "stiffness": 300, "mass": 1])
    XCTAssertEqual(
      spring("Spring.defaultInteractive", imports: "import Wave"), ["dampingRatio": 0.8, "response": 0.2, "mass": 1])
    XCTAssertEqual(
      spring("Spring.defaultAnimated", imports: "import Wave"), ["dampingRatio": 1, "response": 0.82, "mass": 1])
    XCTAssertEqual(
      spring("Wave.Spring.defaultNonAnimated", imports: ""), ["dampingRatio": 1, "response": 0, "mass": 1])
  }

  func testLiterals_SignedParenthesizedRadixAndBoolean() {
    XCTAssertEqual(spring("Spring(response: -2, dampingRatio: (0.5))"), ["response": -2, "dampingRatio": 0.5])
    XCTAssertEqual(spring("Spring(response: -(3), dampingRatio: 1_0.2_5)"), ["response": -3, "dampingRatio": 10.25])
    XCTAssertEqual(spring("Spring(response: 0x10, dampingRatio: 0b11)"), ["response": 16, "dampingRatio": 3])
    XCTAssertEqual(spring("Spring(response: 0o17, dampingRatio: 0x1p-3)"), ["response": 15, "dampingRatio": 0.125])
    XCTAssertEqual(spring("Spring(stiffness: 1, damping: 2, allowOverDamping: true)")?["allowOverDamping"], 1)
  }

  func testNonLiterals_ListedWithTheArgumentNamed() {
    XCTAssertEqual(
      reasons("import SwiftUI\nlet s = Spring(response: r, dampingRatio: 0.5 + 0.1)\n"),
      [
        "response is not a literal (`r`); dampingRatio is not a literal (`0.5 + 0.1`)"
      ])
    XCTAssertEqual(
      reasons("import Wave\nlet s = Spring(dampingRatio: -x, response: \"0.3\")\n"),
      [
        "dampingRatio is not a literal (`-x`); response is not a literal (`\"0.3\"`)"
      ])
    XCTAssertEqual(
      reasons("import SwiftUI\nlet s = Spring(stiffness: 1, damping: 2, allowOverDamping: flag)\n"),
      [
        "allowOverDamping is not a literal (`flag`)"
      ])
    XCTAssertEqual(
      reasons("withAnimation(.bouncy(extraBounce: extra)) {}\n"),
      [
        "extraBounce is not a literal (`extra`)"
      ])
    // Arguments that do not define the spring may be anything.
    XCTAssertEqual(reasons("withAnimation(.spring(response: 1, blendDuration: f(x))) {}\n"), [])
  }

  func testCommentsAndStrings_NeverHoldSprings_InterpolationIsCode() {
    let source = """
      \(Self.header("SwiftUI"))
      // withAnimation(.spring(response: 0.1, dampingFraction: 0.1)) {}
      /* Spring(duration: 0.1) */
      /// `Spring(duration: 0.1, bounce: 0.1)`
      /** .animation(.bouncy, value: x) */
      let a = "Spring(duration: 0.1)"
      let b = \"\"\"
        Spring(response: 0.1, dampingRatio: 0.1)
        withAnimation(.smooth) {}
        \"\"\"
      let c = #"Spring(duration: 0.1)"#
      let d = "\\(Spring(duration: 0.2))"
      """
    let found = SpringScanner.scan(source: source, file: "t.swift")
    XCTAssertEqual(found.unresolved, [])
    XCTAssertEqual(found.springs.map(\.position), [SourcePosition(file: "t.swift", line: 12, column: 12)])
    XCTAssertEqual(found.springs.first?.spring["duration"], 0.2)
  }

  func testPresetsOutsideAnAnimationArgument_AreNotSprings() {
    let source = """
      \(Self.header("SwiftUI"))
      let f = Text("a").font(.smooth)
      enum Texture { case smooth, snappy }
      switch texture { case .smooth: break; case .snappy: break }
      let t: Texture = .bouncy
      let s = style.smooth
      func f(_ t: inout Transaction) { t.style = open ? .smooth : .bouncy }
      var g: Texture { .snappy }
      func h() -> Texture { return .smooth }
      let i: Animation = make { .smooth }
      """
    let found = SpringScanner.scan(source: source, file: "t.swift")
    XCTAssertEqual(found.springs, [])
    XCTAssertEqual(found.unresolved, [])
  }

  func testPresetsHandedToAnAnimation_AreSprings() {
    let source = """
      \(Self.header("SwiftUI"))
      let a = Text("a").animation(.smooth, value: x).transaction { t in t.animation = .bouncy }
      let b = Transaction(animation: .snappy)
      let c = $value.animation(.smooth(duration: 2))
      let d: Animation? = .bouncy.delay(1)
      let e = AnyTransition.opacity.animation(.spring().speed(2))
      func f(_ t: inout Transaction) { t.animation = open ? .smooth : .bouncy(duration: 1) }
      var g: Animation { .snappy }
      func h() -> Animation? { if open { return .smooth } else { return .bouncy } }
      """
    let found = SpringScanner.scan(source: source, file: "t.swift")
    XCTAssertEqual(
      found.springs.map(\.call),
      [
        ".smooth", ".bouncy", ".snappy", ".smooth(duration:)", ".bouncy", ".spring().speed(2)", ".smooth",
        ".bouncy(duration:)",
        ".snappy", ".smooth", ".bouncy",
      ])
  }

  func testColumns_CountUTF8BytesFromTheCallStart() {
    let source = "import SwiftUI\nlet é = 1; let ü = Spring(duration: 1)\n\twithAnimation(.smooth) {}\n"
    let found = SpringScanner.scan(source: source, file: "t.swift")
    // "let é = 1; let ü = " is 19 characters and 21 UTF-8 bytes; a tab is one byte.
    XCTAssertEqual(found.springs.map(\.position.column), [22, 16])
  }

  func testUIKitSpring_AlwaysListedEvenWithLiterals() {
    let source = """
      \(Self.header("UIKit"))
      final class V: UIView {
        func go() {
          animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {}
        }
      }
      """
    let found = SpringScanner.scan(source: source, file: "t.swift")
    XCTAssertEqual(found.unresolved.map(\.api), [.uikit])
    XCTAssertEqual(found.springs, [])
  }

  /// No two APIs of the catalogue share labels, so the rule is tested on a catalogue with one SwiftUI form added
  /// that takes Wave's labels.
  func testLabelsFittingTwoAPIs_ImportsDecide_BothOrNeitherIsUnresolved() {
    let clash = SpringForm(
      .swiftui, .initializer("Spring"),
      [.init("dampingRatio", .parameter("dampingRatio")), .init("response", .parameter("response"))])
    let forms = SpringForm.catalogue + [clash]
    let call = "let s = Spring(dampingRatio: 0.5, response: 0.3)\n"
    func read(_ imports: String) -> ([SourceAPI], [String]) {
      let found = SpringScanner.scan(source: imports + call, file: "t.swift", forms: forms)
      return (found.springs.map(\.api), found.unresolved.map { "\($0.api as Any) \($0.reason)" })
    }
    XCTAssertEqual(read("import Wave\n").0, [.wave])
    XCTAssertEqual(read("import SwiftUI\n").0, [.swiftui])
    XCTAssertEqual(
      read("import SwiftUI\nimport Wave\n").1, ["nil its labels fit wave and swiftui, and the file imports both"])
    XCTAssertEqual(read("import UIKit\n").1, ["nil its labels fit wave and swiftui, and the file imports none of them"])
    // Without the clash, labels decide whatever the imports.
    XCTAssertEqual(SpringScanner.scan(source: "import SwiftUI\n" + call, file: "t.swift").springs.map(\.api), [.wave])
  }
}
