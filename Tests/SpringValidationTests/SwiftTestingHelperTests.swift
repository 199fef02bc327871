import Foundation
import SpringValidation
import SpringValidationTesting
import Testing
import WaveCore

/// The Swift Testing helper records one issue per validation failure, with the readable message, and none
/// for a correct type.
@Suite("Swift Testing helper")
struct SwiftTestingHelperTests {
  @Test("no issue for a correct type")
  func correctType_NoIssue() {
    let report = expectValidSpringInterpolatable(SIMDVector3.self, samples: SIMDVector3.samples)
    #expect(report.passed)
  }

  @Test("one issue per failure, naming the check and the mistake")
  func brokenType_RecordsReadableIssues() {
    var count = 0
    withKnownIssue {
      let report = expectValidSpringInterpolatable(ExplicitEulerVector.self, samples: ExplicitEulerVector.samples)
      count = report.failures.count
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("ExplicitEulerVector is not a valid SpringInterpolatable") && text.contains("[check ")
    }
    #expect(count > 0)
  }

  @Test("the explicit-Euler message reaches the issue")
  func brokenType_MessageNamesTheMistake() {
    withKnownIssue {
      expectValidSpringInterpolatable(ExplicitEulerVector.self, samples: ExplicitEulerVector.samples)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("position updated with the old velocity: explicit Euler?") }
        || issue.comments.contains { $0.rawValue.contains("[check 3 · convergence]") }
    }
  }
}
