import Synchronization
import WaveOutput

/// The springs written in Swift files, as `check --scan` takes them, and the calls it could not check.
///
/// Reading Swift source takes swift-syntax, which only wave-bench-check links: a program that links it installs its
/// reader here (the scanner's `SpringScanner.install()`), and `check` asks for it. The `wave-bench` executable
/// does not link it, so that its first build does not wait for swift-syntax; it hands a `check --scan` to
/// `wave-bench-check`, which does.
package enum SourceSpringReader {
  /// What a reading gives: each spring with where it was written (``SpringSpec/origin``), every call or source it did
  /// not check, in source order, and each file's `// wave-bench:` comments in source order, by the file's path as
  /// the springs' origins give it (``SourceDirective``; applied by `check` after the project's configuration).
  package typealias Reading = (
    springs: [SpringSpec], unresolved: [UnresolvedSpringCall], directives: [String: [SourceDirective]]
  )

  /// The installed reader: the Swift files under the paths given (files, or folders searched for them) read and
  /// their springs parsed.
  ///
  /// It throws ``InputError`` for a path as given that cannot be read; nil until installed.
  package static var installed: (@Sendable ([String]) throws(InputError) -> Reading)? {
    get { reader.withLock { $0 } }
    set { reader.withLock { $0 = newValue } }
  }

  private static let reader = Mutex<(@Sendable ([String]) throws(InputError) -> Reading)?>(nil)
}
