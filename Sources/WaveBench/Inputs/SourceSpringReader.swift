import WaveOutput

/// The springs written in Swift files, as `check --scan` takes them, and the calls it could not check.
///
/// Reading Swift source takes swift-syntax, which only wave-bench-check links: a program that links it hands its
/// reader to every command (``CommandEnvironment/sourceReader``, the scanner's `SpringScanner.reader`), and `check`
/// reads it there. The `wave-bench` executable does not link it, so that its first build does not wait for
/// swift-syntax; it hands a `check --scan` to `wave-bench-check`, which does.
package enum SourceSpringReader {
  /// What a reading gives: each spring with where it was written (``SpringSpec/origin``), every call or source it did
  /// not check, in source order, and each file's `// wave-bench:` comments in source order, by the file's path as
  /// the springs' origins give it (``SourceDirective``; applied by `check` after the project's configuration).
  package typealias Reading = (
    springs: [SpringSpec], unresolved: [UnresolvedSpringCall], directives: [String: [SourceDirective]]
  )

  /// A reader: the Swift files under the paths given (files, or folders searched for them) read and their springs
  /// parsed; it throws ``InputError`` for a path as given that cannot be read.
  package typealias Read = @Sendable ([String]) throws(InputError) -> Reading
}
