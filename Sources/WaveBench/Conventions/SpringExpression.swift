/// A physical spring in one engine's convention: the parameters, under the API's labels, that the engine builds
/// back into the same spring, or a lossy expression with its reason.
package struct SpringExpression: Sendable, Equatable {
  /// The engine's parameters; empty when the engine has no form for the spring at all.
  let spring: EngineSpring
  /// Why the engine cannot build the same physical spring (to 1e-9 relative), or nil when it can.
  ///
  /// A lossy expression still carries the nearest parameters when there are any (an engine without a mass gets
  /// k/m and c/m: the same motion with mass 1).
  let lossReason: String?
  /// Why the engine's usual form was not used, when it was not (Wave's response form rubberbands a damping above
  /// 60; SwiftUI's duration and bounce hold no mass); nil otherwise.
  let formNote: String?

  init(_ spring: EngineSpring, lossReason: String? = nil, formNote: String? = nil) {
    self.spring = spring
    self.lossReason = lossReason
    self.formNote = formNote
  }

  /// True when parsing ``spring`` back does not give the physical spring it was made from.
  var isLossy: Bool { lossReason != nil }

  /// The line of code that makes ``spring`` in its engine, its numbers written by `number`; nil without parameters.
  ///
  /// The convention owns the syntax (which API, which labels, which literals); the caller owns number formatting,
  /// so that WaveBench writes them with `NumberFormat` and this module formats nothing itself.
  func code(number: (Double) -> String) -> String? {
    spring.parameters.isEmpty ? nil : SpringConvention.code(spring, number: number)
  }
}
