import XCTest

@testable import WaveBench
@testable import wave_bench_check

/// Each form's documented defaults, the literal rule, comments and strings, the context rule for presets, columns
/// in UTF-8 and the ambiguity rule, through `SpringScanner.scan(source:file:)`.
final class SpringScannerFormTests: XCTestCase {
  /// An import line, built so that scripts/check-imports.swift does not read the test's sources as importing it.
  private static func header(_ module: String) -> String { "import " + module }

  /// The one spring `expression` is, handed to `withAnimation` in a file that imports `imports`.
  private func found(
    _ expression: String, imports: String = "import SwiftUI", file: StaticString = #filePath, line: UInt = #line
  ) -> SourceSpring? {
    let found = SpringScanner.scan(source: "\(imports)\nwithAnimation(\(expression)) {}\n", file: "t.swift")
    XCTAssertEqual(found.springs.count, 1, "\(expression): \(found)", file: file, line: line)
    XCTAssertEqual(found.unresolved, [], file: file, line: line)
    return found.springs.first
  }

  /// The parameters of the one spring `expression` is, which must be in its API's convention.
  private func spring(
    _ expression: String, imports: String = "import SwiftUI", file: StaticString = #filePath, line: UInt = #line
  ) -> [String: Double]? {
    guard let spring = found(expression, imports: imports, file: file, line: line) else { return nil }
    XCTAssertEqual(spring.spring.engine, spring.api.engine, file: file, line: line)
    return Dictionary(uniqueKeysWithValues: spring.spring.parameters.map { ($0.name, $0.value) })
  }

  private func reasons(_ source: String) -> [String] {
    SpringScanner.scan(source: source, file: "t.swift").unresolved.map(\.reason)
  }

  /// Defaults from OpenSwiftUI 069dd80, Sources/OpenSwiftUICore/Animation/Animation/Spring/: `spring(duration: 0.5,
  /// bounce: 0, blendDuration: 0)` (FluidSpringAnimation.swift:230-235), `spring(response: 0.5, dampingFraction:
  /// 0.825, …)` (:259-264), `interactiveSpring(response: 0.15, dampingFraction: 0.86, …)` (:288-293),
  /// `interactiveSpring(duration: 0.15, extraBounce: 0, …)` = `spring(duration:, bounce: 0.15 + extraBounce)`
  /// (:314-323), `interpolatingSpring(mass: 1, stiffness:, damping:, …)` (SpringAnimation.swift:159-164) and
  /// `interpolatingSpring(duration: 0.5, bounce: 0, …)` (:197-202).
  func testSwiftUIAnimationForms_FillEveryDefaultAppleDocuments() {
    XCTAssertEqual(spring(".spring(response: 1)"), ["response": 1, "dampingRatio": 0.825])
    XCTAssertEqual(spring(".spring(dampingFraction: 0.5)"), ["response": 0.5, "dampingRatio": 0.5])
    XCTAssertEqual(spring(".spring(duration: 1)"), ["duration": 1, "bounce": 0])
    XCTAssertEqual(spring(".spring(bounce: 0.2, blendDuration: b)"), ["duration": 0.5, "bounce": 0.2])
    XCTAssertEqual(spring(".interactiveSpring(dampingFraction: 0.5)"), ["response": 0.15, "dampingRatio": 0.5])
    XCTAssertEqual(spring(".interactiveSpring(response: 0.2)"), ["response": 0.2, "dampingRatio": 0.86])
    XCTAssertEqual(spring(".interactiveSpring(duration: 0.3)"), ["duration": 0.3, "bounce": 0.15])
    XCTAssertEqual(spring(".interactiveSpring(extraBounce: 0.1)"), ["duration": 0.15, "bounce": 0.15 + 0.1])
    XCTAssertEqual(spring(".interpolatingSpring"), ["duration": 0.5, "bounce": 0])
    XCTAssertEqual(spring(".interpolatingSpring(bounce: 0.1)"), ["duration": 0.5, "bounce": 0.1])
    XCTAssertEqual(
      spring(".interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: v)"),
      ["mass": 1, "stiffness": 100, "damping": 10])
  }

  /// Labels that fit both `spring` functions call the one not marked `@_disfavoredOverload`.
  ///
  /// OpenSwiftUI 069dd80, FluidSpringAnimation.swift:259 and :288 mark the response functions, so `.spring()` is
  /// `spring(duration: 0.5, bounce: 0)`, ζ 1 (:230-235), and `.interactiveSpring()` is `spring(duration: 0.15,
  /// bounce: 0.15)`, ζ 0.85 (:314-323). The bare `.spring` and `.interactiveSpring` are those functions called
  /// with no arguments (:281-284, :307-310).
  func testOverloads_LabelsFittingBothSprings_CallTheDurationAndBounceSpring() {
    for expression in [".spring", ".spring()", "Animation.spring", ".spring(blendDuration: 2)"] {
      XCTAssertEqual(spring(expression), ["duration": 0.5, "bounce": 0], expression)
    }
    for expression in [".interactiveSpring", ".interactiveSpring()", ".interactiveSpring(blendDuration: 1)"] {
      XCTAssertEqual(spring(expression), ["duration": 0.15, "bounce": 0.15], expression)
    }
  }

  /// `.interpolatingSpring(…)`, in every form, runs SwiftUI's interpolating spring, and so does a `Spring` handed to
  /// it; `.spring(…)`, `.interactiveSpring(…)`, the presets and a `Spring` handed to `.spring(_:)` leave the runner
  /// to the engine (the fluid spring).
  func testRunner_InterpolatingSpringForms_RunTheInterpolatingSpring() {
    func runner(_ expression: String, file: StaticString = #filePath, line: UInt = #line) -> SpringRunner?? {
      found(expression, file: file, line: line).map(\.spring.runner)
    }
    for expression in [
      ".interpolatingSpring", ".interpolatingSpring()", ".interpolatingSpring(duration: 0.3, bounce: 0.2)",
      ".interpolatingSpring(mass: 2, stiffness: 100, damping: 10)", "Animation.interpolatingSpring(bounce: 0.1)",
      ".interpolatingSpring(Spring(duration: 0.3, bounce: 0.1))",
      ".interpolatingSpring(Spring(mass: 1, stiffness: 100, damping: 10), initialVelocity: 2)",
      ".interpolatingSpring(.bouncy)", "Animation.interpolatingSpring(Spring.snappy(extraBounce: 0.1))",
    ] {
      XCTAssertEqual(runner(expression), .some(.interpolating), expression)
    }
    for expression in [
      ".spring", ".spring(response: 0.3)", ".spring(duration: 0.3)", ".interactiveSpring", ".smooth",
      ".snappy(duration: 0.3)", "Animation.bouncy", ".spring(Spring(duration: 0.3))", ".spring(.bouncy)",
    ] {
      XCTAssertEqual(runner(expression), .some(nil), expression)
    }
    // The wrapped spring's own numbers are unchanged.
    XCTAssertEqual(
      spring(".interpolatingSpring(Spring(duration: 0.3, bounce: 0.1))"), ["duration": 0.3, "bounce": 0.1])
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

  /// UIKit's iOS 17 `animate(springDuration: 0.5, bounce: 0, …)` (Apple's signature, developer.apple.com/
  /// documentation/uikit/uiview/animate(springduration:bounce:initialspringvelocity:delay:options:animations:
  /// completion:)) is a Core Animation spring of that perceptual duration and bounce, the API recorded as UIKit's.
  func testUIKitSpringDuration_IsCoreAnimationsSpring() throws {
    func scan(_ body: String) -> (springs: [SourceSpring], unresolved: [UnresolvedSpring]) {
      SpringScanner.scan(source: Self.header("UIKit") + "\n" + body + "\n", file: "t.swift")
    }
    let written = try XCTUnwrap(
      scan("UIView.animate(springDuration: 0.4, bounce: 0.2, delay: d) { v.alpha = 1 }").springs.first)
    XCTAssertEqual(written.api, .uikit)
    XCTAssertEqual(written.call, "UIView.animate(springDuration:bounce:delay:)")
    XCTAssertEqual(
      written.spring, EngineSpring(engine: .ca, parameters: [.init("perceptualDuration", 0.4), .init("bounce", 0.2)]))
    let defaults = scan("UIView.animate { v.alpha = 1 }\nUIView.animate(bounce: 0.3, animations: { v.alpha = 1 })")
    XCTAssertEqual(
      defaults.springs.map(\.spring.parameters),
      [
        [.init("perceptualDuration", 0.5), .init("bounce", 0)],
        [.init("perceptualDuration", 0.5), .init("bounce", 0.3)],
      ])
    // Inside a UIView subclass, `animate(springDuration:…)` on no base.
    let subclass = scan("final class V: UIView { func go() { animate(springDuration: 0.3) { self.alpha = 1 } } }")
    XCTAssertEqual(subclass.springs.map(\.spring["perceptualDuration"]), [0.3])
    XCTAssertEqual(
      scan("UIView.animate(springDuration: d) {}").unresolved.map(\.reason), ["springDuration is not a literal (`d`)"])
    // A plain `animate(withDuration:)` is not a spring at all.
    let plain = scan("UIView.animate(withDuration: 0.3) { v.alpha = 1 }")
    XCTAssertEqual(plain.springs, [])
    XCTAssertEqual(plain.unresolved, [])
  }

  /// UIKit's duration springs are read in UIKit's convention: `animate(withDuration:delay:usingSpringWithDamping:
  /// initialSpringVelocity:options:animations:completion:)` on any base, and `UIViewPropertyAnimator(duration:
  /// dampingRatio:animations:)`; `UISpringTimingParameters(dampingRatio:…)`, whose duration another expression gives,
  /// is listed.
  func testUIKitDurationSprings_AreReadInUIKitsConvention() {
    let source = """
      \(Self.header("UIKit"))
      final class V: UIView {
        func go() {
          animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.25, options: []) {}
          let a = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.7) { self.alpha = 0 }
          let p = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: .zero)
          _ = (a, p)
        }
      }
      """
    let found = SpringScanner.scan(source: source, file: "t.swift")
    XCTAssertEqual(found.springs.map(\.spring.engine), [.uikit, .uikit])
    XCTAssertEqual(found.springs.map { $0.spring["duration"] }, [1, 0.4])
    XCTAssertEqual(found.springs.map { $0.spring["dampingRatio"] }, [0.5, 0.7])
    XCTAssertEqual(found.springs.first?.spring["velocity"], 0.25)
    XCTAssertEqual(found.unresolved.map(\.api), [.uikit])
  }

  /// An animator handed a spring timing is one UIKit duration spring.
  ///
  /// `UIViewPropertyAnimator(duration:timingParameters:)` with a `UISpringTimingParameters(dampingRatio:…)` written
  /// there or assigned earlier in an enclosing code block is one UIKit duration spring, its velocity the vector's
  /// (`dx`, or `dy` when `dx` is 0: Apple, UISpringTimingParameters.initialVelocity); the timing is then not listed
  /// on its own. A timing made out of view, a velocity that is not a literal or moves the axes apart, is listed.
  func testSpringTimingHandedToAnAnimator_IsUIKitsDurationSpring() {
    let source = """
      \(Self.header("UIKit"))
      final class V {
        let stored = UISpringTimingParameters(dampingRatio: 0.5)
        func go(v: CGVector) {
          let p = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 0.5))
          if true {
            UIViewPropertyAnimator(duration: 0.5, timingParameters: p).startAnimation()
          }
          let b = UIViewPropertyAnimator(duration: 0.4, timingParameters: UISpringTimingParameters(dampingRatio: 0.7))
          let q = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: v)
          UIViewPropertyAnimator(duration: 0.3, timingParameters: q).startAnimation()
          let r = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 1, dy: 2))
          UIViewPropertyAnimator(duration: 0.3, timingParameters: r).startAnimation()
          UIViewPropertyAnimator(duration: 0.3, timingParameters: UICubicTimingParameters(animationCurve: .easeIn))
          UIViewPropertyAnimator(duration: 0.3, timingParameters: stored).startAnimation()
          _ = b
        }
      }
      """
    let found = SpringScanner.scan(source: source, file: "t.swift")
    XCTAssertEqual(found.springs.map(\.spring.engine), [.uikit, .uikit])
    XCTAssertEqual(found.springs.map(\.position.line), [7, 9])
    XCTAssertEqual(
      found.springs.map(\.spring.parameters),
      [
        [.init("duration", 0.5), .init("dampingRatio", 0.8), .init("velocity", 0.5)],
        [.init("duration", 0.4), .init("dampingRatio", 0.7), .init("velocity", 0)],
      ])
    XCTAssertEqual(
      found.unresolved.map { "\($0.position.line) \($0.reason)" },
      [
        "3 UIKit's spring timing runs for its animator's duration; UIKit's spring is not checked",
        "11 initialVelocity is not a literal vector (`v`)",
        "13 initialVelocity moves x and y at different speeds (`CGVector(dx: 1, dy: 2)`), each axis on its own spring",
      ])
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
