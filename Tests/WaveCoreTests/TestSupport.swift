import Foundation
import WaveTestSupport

/// Runs a test body on the main actor.
///
/// XCTest on Linux runs tests on the main thread but cannot discover `@MainActor` test methods, so the animator tests
/// (the engine is main-actor bound, as UIKit is) use this.
func onMain(_ body: @MainActor () throws -> Void) rethrows {
  try MainActor.assumeIsolated(body)
}
