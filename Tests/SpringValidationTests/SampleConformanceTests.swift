import Foundation
import SpringValidation
import Testing
import WaveCore

/// Correct conformances of several shapes pass, and the report says how it saw them.
@Suite("Sample conformances")
struct SampleConformanceTests {
  @Test("the 3-D vector of the docs passes, components by reflection")
  func docsVector3_Passes() {
    let report = SpringValidator.validate(Vector3.self, samples: Vector3.samples)
    #expect(report.passed, "\(report)")
    #expect(report.componentSource == .reflection)
    #expect(report.components == ["x", "y", "z"])
    #expect(report.nonFloatFields.isEmpty)
    #expect(report.notes.isEmpty)
  }

  @Test("a SIMD-backed vector passes; its lanes are read through the SIMD protocol")
  func simdVector3_PassesThroughLanes() {
    let report = SpringValidator.validate(SIMDVector3.self, samples: SIMDVector3.samples)
    #expect(report.passed, "\(report)")
    #expect(report.components == ["storage[0]", "storage[1]", "storage[2]"])
  }

  @Test("an angle (one Double) passes")
  func angle_Passes() {
    let report = SpringValidator.validate(Angle.self, samples: Angle.samples)
    #expect(report.passed, "\(report)")
    #expect(report.components == ["degrees"])
  }

  @Test("a Float color passes; its scaledIntegral returning itself is a note")
  func hsbaColor_PassesWithScaledIntegralNote() {
    let report = SpringValidator.validate(HSBAColor.self, samples: HSBAColor.samples)
    #expect(report.passed, "\(report)")
    #expect(report.components == ["hue", "saturation", "brightness", "alpha"])
    #expect(report.notes.map(\.check) == [.scaledIntegral])
    #expect(report.notes.first?.message.contains("returns its value unchanged") == true)
  }

  @Test("a struct with non-float fields passes; the fields are listed and carried through steps")
  func badge_PassesAndCarriesNonFloatFields() {
    let report = SpringValidator.validate(Badge.self, samples: Badge.samples)
    #expect(report.passed, "\(report)")
    #expect(report.components == ["offset.x", "offset.y", "opacity"])
    #expect(report.nonFloatFields == ["id", "title", "isHighlighted"])
    // One pass-through case per non-float field per step of check 1.
    #expect((report.caseCounts[.equatableAndNonFloatFields] ?? 0) >= 3 * (report.caseCounts[.componentWiseStep] ?? 0))
  }

  @Test("computed storage: reflection finds no component and says to pass an accessor; the accessor passes")
  func packedPoint_NeedsAndAcceptsAnAccessor() {
    let reflected = SpringValidator.validate(PackedPoint.self, samples: PackedPoint.samples)
    #expect(!reflected.passed)
    #expect(reflected.failures.map(\.mistake) == [.noComponentsFound])
    #expect(reflected.failures.first?.description.contains("pass `components:`") == true)

    let report = SpringValidator.validate(PackedPoint.self, samples: PackedPoint.samples) { p in
      [ValidationComponent("x", p.x), ValidationComponent("y", p.y)]
    }
    #expect(report.passed, "\(report)")
    #expect(report.componentSource == .accessor)
    #expect(report.components == ["x", "y"])
  }

  @Test("an accessor that leaves a component out still catches a step that never moves what it names")
  func accessor_ReportsItsSourceInText() {
    let report = SpringValidator.validate(ForgottenComponentVector.self, samples: ForgottenComponentVector.samples) {
      [ValidationComponent("z", $0.z)]
    }
    #expect(report.failures(of: .componentWiseStep).map(\.mistake).contains(.componentNeverChanges))
    #expect(report.description.contains("components by the components accessor passed by the caller: z"))
  }
}
